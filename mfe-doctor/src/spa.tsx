import { remoteLifecycles } from '@dcp/shared/spa';
import { AppRoutes } from './routes';
import en from './lang/en.json';
import es from './lang/es.json';

export const { bootstrap, mount, unmount } = remoteLifecycles({
  name: 'mfe_doctor',
  Routes: AppRoutes,
  messages: { 'en-GB': en, 'es-ES': es },
  staffTexts: true,
});
