import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@dcp/shared/contracts';
import type { Text } from '@dcp/shared/bus';
import { useSession } from '@dcp/shared/session';
import en from './lang/en.json';
import es from './lang/es.json';
import { pseudoLocaleOn, pseudoLocaliseAny, type MessageNode } from './pseudo';

export type Catalogue = Record<string, string>;
export type Catalogues = Record<Locale, Catalogue>;

/** shared's own texts (http errors, session errors, sidebars, error page). */
export const SHARED_MESSAGES: Catalogues = { 'en-GB': en, 'es-ES': es };

interface Props {
  /** The caller's (remote's or shell's) catalogues, merged over shared's. */
  messages: Catalogues;
  /** Overrides the session's locale (tests, previews). */
  locale?: Locale;
  children: ReactNode;
}

/** react-intl provider following the session's locale, so a language switch re-renders every area. */
export function I18nProvider({ messages, locale, children }: Props) {
  const session = useSession();
  const current = locale ?? session.locale;
  const merged = useMemo(() => {
    const all = { ...SHARED_MESSAGES[current], ...messages[current] };
    if (!pseudoLocaleOn()) return all;
    // In the browser the catalogues arrive compiled to ASTs (typed as the JSON's strings); jest's are text.
    return Object.fromEntries(
      Object.entries(all).map(([id, text]) => [id, pseudoLocaliseAny(text as string | MessageNode[])]),
    ) as typeof all;
  }, [current, messages]);
  return (
    <IntlProvider locale={current} defaultLocale="en-GB" messages={merged}>
      {children}
    </IntlProvider>
  );
}

/** Formats a `Text`: descriptors are translated, plain strings (server messages) shown as-is. */
export function useText(): (text: Text) => string {
  const intl = useIntl();
  return (text) => (typeof text === 'string' ? text : intl.formatMessage({ id: text.id }, text.values));
}
