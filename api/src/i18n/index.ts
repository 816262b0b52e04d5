import type { FastifyRequest } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale, Role } from '../contracts';
import { ACCESS_MESSAGES } from './messages-access';
import { CARE_MESSAGES } from './messages-care';
import { GENERAL_MESSAGES } from './messages-general';
import type { Entry, ValuesOf } from './types';

// The API answers in the caller's language (issue 10 point 3; issue 26 point 2). Code throws a
// catalogue id with the values of its `{name}` parts; the error handler formats the id in the
// caller's language and answers it as the problem's `code`, so the portal can recognise a problem
// without comparing texts. An id missing from the catalogue, or a missing or misspelt part, does
// not compile.

export const MESSAGES = { ...GENERAL_MESSAGES, ...ACCESS_MESSAGES, ...CARE_MESSAGES };
export type MessageId = keyof typeof MESSAGES;

/** A part's value: a plain value (an id, a status, a count), or a phrase of its own (a role's name). */
export type Value = string | number | Phrase;
/** The values a message's `{name}` parts need: none, or exactly its parts. */
export type ValuesArg<Id extends MessageId> = ValuesOf<(typeof MESSAGES)[Id], Value>;

/** A catalogue message with its values, formatted only when it is known whom it is for. */
export interface Phrase {
  readonly id: MessageId;
  readonly values: Readonly<Record<string, Value>>;
}

export function phrase<Id extends MessageId>(id: Id, ...values: ValuesArg<Id>): Phrase {
  return { id, values: values[0] ?? {} };
}

/** A message without parts, by its id. */
export type PlainId = { [Id in MessageId]: ValuesArg<Id> extends [] ? Id : never }[MessageId];
/** What a caller may hand on to be said: a message without parts, or a phrase. */
export type Said = PlainId | Phrase;
export const toPhrase = (s: Said): Phrase => (typeof s === 'string' ? { id: s, values: {} } : s);

/** A role's name in a sentence: the catalogue's word for the three people roles, others as they are. */
export const roleWord = (role: Role): Value =>
  role === 'admin' || role === 'doctor' || role === 'patient' ? phrase(`people.role.${role}`) : role;

const formats = new Map<string, IntlMessageFormat>();

/**
 * A text's parts filled in, as ICU MessageFormat: `{name}`, and `{count, plural, one {…} other {…}}`
 * so a count of one reads "1 patient" / "1 paciente" (issue 40 point 4). Tags are not parsed: a text's
 * `<` is a less-than sign. Formats are kept per text and language (the catalogues are fixed).
 */
export function fill(
  text: string,
  values: Readonly<Record<string, string | number>>,
  locale: Locale,
): string {
  const key = `${locale}\u0000${text}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true })));
  return String(f.format(values));
}

/** An entry's text in `locale`. */
export const textOf = (entry: Entry, locale: Locale) => (locale === 'es-ES' ? entry.es : entry.en);

/** Another catalogue's texts in `locale` (the e-mails'), by id, `{name}` parts typed and filled in. */
export function sayIn<C extends Record<string, Entry>>(catalogue: C, locale: Locale) {
  return <Id extends keyof C & string>(id: Id, ...values: ValuesOf<C[Id], string | number>): string =>
    fill(textOf(catalogue[id]!, locale), values[0] ?? {}, locale);
}

/** A phrase in `locale`, its parts (and theirs) in the same language. */
export function format(p: Phrase, locale: Locale): string {
  const values = Object.fromEntries(
    Object.entries(p.values).map(([k, v]) => [k, typeof v === 'object' ? format(v, locale) : v]),
  );
  return fill(textOf(MESSAGES[p.id], locale), values, locale);
}

/** A catalogue text in `locale`, `{name}` parts filled in. */
export function message<Id extends MessageId>(id: Id, locale: Locale, ...values: ValuesArg<Id>): string {
  return format(phrase(id, ...values), locale);
}

/** The caller's language: the signed-in account's stored locale, else Accept-Language, else English. */
export function localeOf(req: Pick<FastifyRequest, 'headers'> & { account?: { locale: Locale } }): Locale {
  if (req.account) return req.account.locale;
  return acceptedLocale(req.headers['accept-language']);
}

/** The first of our languages in an Accept-Language header, by its q-values; English when none. */
export function acceptedLocale(header: string | string[] | undefined): Locale {
  return namedLocale(header) ?? 'en-GB';
}

/** The first of our languages an Accept-Language header names; none when it names neither (e.g. `*`). */
export function namedLocale(header: string | string[] | undefined): Locale | undefined {
  const ranges = String(header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.q > 0 && (r.lang === 'es' || r.lang === 'en'))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  if (!ranges[0]) return undefined;
  return ranges[0].lang === 'es' ? 'es-ES' : 'en-GB';
}
