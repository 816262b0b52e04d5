import { preloadExposed, remoteLifecycles } from '@dcp/shared/spa';
import { tokenStore } from '@dcp/shared/session';
import { askOwnInstancesEarly } from '@dcp/shared/survey';
import { AppRoutes } from './routes';
import { GLUCOSE_PANEL } from './features/home/HomePage';
import en from './lang/en.json';
import es from './lang/es.json';

export const { bootstrap, mount, unmount } = remoteLifecycles({
  name: 'mfe_patient',
  Routes: AppRoutes,
  messages: { 'en-GB': en, 'es-ES': es },
});

// The patient's home draws nothing until their questionnaires are known: they are asked for while
// the shell restores the session and mounts this remote, not after (issue 27). Its glucose panel's
// files (mfe-dexcom's manifest, entry and chunks) are fetched meanwhile too, not once the home is
// drawn; the panel itself runs only when the home mounts it (issue 41 point 1).
if (window.location.pathname === '/patient/home' && tokenStore.get()) {
  askOwnInstancesEarly();
  preloadExposed(GLUCOSE_PANEL);
}
