import type { ReactNode } from 'react';
import { DocumentTitle, I18nProvider } from '@dcp/shared/i18n';
import { ThemeProvider } from '@dcp/shared/ui';
import en from './lang/en.json';
import es from './lang/es.json';

const messages = { 'en-GB': en, 'es-ES': es };

export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider messages={messages}>
      <DocumentTitle />
      <ThemeProvider>{children}</ThemeProvider>
    </I18nProvider>
  );
}
