// shared's own texts, one language per file: a page needs only its language's catalogue, so neither
// rides in the shell's first-screen file (issue 41 point 1). Each is its own chunk of the shell, named
// `texts-<locale>` (scripts/pwa-precache.cjs keeps both for offline use), loaded once and kept.
// The ids only staff pages show (the patient list, audit trail, people and clinic administration of
// @dcp/people: `shared.audit.*`, `shared.patients.*`…) are a second part, `staff-<lang>.json`, its own
// chunk `texts-staff-<locale>`: a patient's or a public page never loads it (extraction.test checks
// that those pages use none of its ids).
import type { Locale } from '@dcp/shared/contracts/core';

export type Catalogue = Record<string, string>;
export type Catalogues = Record<Locale, Catalogue>;
/** Who a part of shared's catalogue is for: every page, or staff pages only. */
export type TextsPart = 'common' | 'staff';

type Importer = () => Promise<{ default: Catalogue }>;

const importers: Record<TextsPart, Record<Locale, Importer>> = {
  common: {
    'en-GB': () => import(/* webpackChunkName: "texts-en-GB" */ './lang/en.json'),
    'es-ES': () => import(/* webpackChunkName: "texts-es-ES" */ './lang/es.json'),
  },
  staff: {
    'en-GB': () => import(/* webpackChunkName: "texts-staff-en-GB" */ './lang/staff-en.json'),
    'es-ES': () => import(/* webpackChunkName: "texts-staff-es-ES" */ './lang/staff-es.json'),
  },
};

const key = (locale: Locale, part: TextsPart) => `${part}:${locale}`;
const loaded: Record<string, Catalogue> = {};
const pending: Record<string, Promise<Catalogue>> = {};

/** The `part` of shared's catalogue of `locale` if it has arrived, else undefined. */
export function sharedCatalogue(locale: Locale, part: TextsPart = 'common'): Catalogue | undefined {
  return loaded[key(locale, part)];
}

/** Asks for the `part` of shared's catalogue of `locale` (once: later calls share the request); a failed one is asked again. */
export function loadSharedCatalogue(locale: Locale, part: TextsPart = 'common'): Promise<Catalogue> {
  const k = key(locale, part);
  pending[k] ??= importers[part][locale]().then(
    (module) => (loaded[k] = module.default),
    (error: unknown) => {
      delete pending[k];
      throw error;
    },
  );
  return pending[k];
}
