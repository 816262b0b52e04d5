import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '@dcp/shared/contracts/core';
import type { Text } from '@dcp/shared/bus';
import { useSession } from '@dcp/shared/session';
import {
  loadSharedCatalogue,
  sharedCatalogue,
  type Catalogue,
  type Catalogues,
  type TextsPart,
} from './catalogue';
import { pseudoLocaleOn, pseudoLocaliseAny, type MessageNode } from './pseudo';

export type { Catalogue, Catalogues };

interface Props {
  /** The caller's (remote's or shell's) catalogues, merged over shared's. */
  messages: Catalogues;
  /** Overrides the session's locale (tests, previews). */
  locale?: Locale;
  /** The page shows staff-only texts too (shared's `staff` part: the staff remotes). */
  staff?: boolean;
  children: ReactNode;
}

const COMMON: readonly TextsPart[] = ['common'];
const WITH_STAFF: readonly TextsPart[] = ['common', 'staff'];

const hasAll = (locale: Locale, parts: readonly TextsPart[]) =>
  parts.every((part) => sharedCatalogue(locale, part) !== undefined);

/**
 * The language whose texts can be shown now: `wanted` once each of the `parts` of shared's catalogue
 * of it has arrived (they are asked for here), until then the one already shown — a page switching
 * language stays whole in the previous one rather than showing message ids — and none before any has.
 */
function useArrivedLocale(wanted: Locale, parts: readonly TextsPart[]): Locale | undefined {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const ready = hasAll(wanted, parts);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A failed load shows the previous language still (the shell's boot reports the failure).
    Promise.all(parts.map((part) => loadSharedCatalogue(wanted, part))).then(
      () => live && arrived(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, parts, ready]);
  return ready ? wanted : LOCALES.find((locale) => hasAll(locale, parts));
}

/**
 * react-intl provider following the session's locale, so a language switch re-renders every area. It
 * renders nothing until shared's texts of a language are in, both parts with `staff`: the shell's boot
 * loads them before its first render, so a page never shows message ids.
 */
export function I18nProvider({ messages, locale, staff = false, children }: Props) {
  const session = useSession();
  const parts = staff ? WITH_STAFF : COMMON;
  const current = useArrivedLocale(locale ?? session.locale, parts);
  const merged = useMemo(() => {
    if (!current) return {};
    const shared = parts.map((part) => sharedCatalogue(current, part));
    const all: Catalogue = Object.assign({}, ...shared, messages[current]);
    if (!pseudoLocaleOn()) return all;
    // In the browser the catalogues arrive compiled to ASTs (typed as the JSON's strings); jest's are text.
    return Object.fromEntries(
      Object.entries(all).map(([id, text]) => [id, pseudoLocaliseAny(text as string | MessageNode[])]),
    ) as typeof all;
  }, [current, parts, messages]);
  if (!current) return null;
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
