import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@dcp/shared/contracts';
import { I18nProvider, type Catalogues } from '@dcp/shared/i18n';
import { ThemeProvider } from '@dcp/shared/ui';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  /** Initial URL of the MemoryRouter. */
  route?: string;
  /** The remote's catalogues (shared's are always merged in). */
  messages?: Catalogues;
  /**
   * shared's staff-only texts too (default: yes, as the setup loads every part; which pages may use
   * them is extraction.test's check). `false` renders as a patient's or public page is.
   */
  staff?: boolean;
}

const NO_MESSAGES: Catalogues = { 'en-GB': {}, 'es-ES': {} };

/** Renders with the same providers a remote gets in the portal: i18n, theme and a router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { locale, route = '/', messages = NO_MESSAGES, staff = true, ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider messages={messages} locale={locale} staff={staff}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeProvider>
      </I18nProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
