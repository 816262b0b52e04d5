// shared's own texts, one language per file: a page needs only its language's catalogue, so neither
// rides in the shell's first-screen file (issue 41 point 1). Each is its own chunk of the shell, named
// `texts-<locale>` (scripts/pwa-precache.cjs keeps both for offline use), loaded once and kept.
import type { Locale } from '@dcp/shared/contracts/core';

export type Catalogue = Record<string, string>;
export type Catalogues = Record<Locale, Catalogue>;

const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  'en-GB': () => import(/* webpackChunkName: "texts-en-GB" */ './lang/en.json'),
  'es-ES': () => import(/* webpackChunkName: "texts-es-ES" */ './lang/es.json'),
};

const loaded: Partial<Catalogues> = {};
const pending: Partial<Record<Locale, Promise<Catalogue>>> = {};

/** shared's catalogue of `locale` if it has arrived, else undefined. */
export function sharedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded[locale];
}

/** Asks for shared's catalogue of `locale` (once: later calls share the request); a failed one is asked again. */
export function loadSharedCatalogue(locale: Locale): Promise<Catalogue> {
  pending[locale] ??= importers[locale]().then(
    (module) => (loaded[locale] = module.default),
    (error: unknown) => {
      delete pending[locale];
      throw error;
    },
  );
  return pending[locale];
}
