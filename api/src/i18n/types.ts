/** One text of a catalogue (the API's problems, its e-mails): English and Spanish. */
export interface Entry {
  en: string;
  es: string;
}

/** The `{name}` parts of a text, as a union of their names (never when it has none). */
export type PartsOf<S extends string> = S extends `${string}{${infer N}}${infer Rest}`
  ? N | PartsOf<Rest>
  : never;

/** The values an entry's `{name}` parts need, each a `V`: none, or exactly its parts. */
export type ValuesOf<E extends Entry, V> = [PartsOf<E['en']>] extends [never]
  ? []
  : [values: Record<PartsOf<E['en']>, V>];
