/** One text of a catalogue (the API's problems, its e-mails): English and Spanish. */
export interface Entry {
  en: string;
  es: string;
}

/**
 * The parts of a text, as a union of their names (never when it has none): `{name}` and the argument
 * of `{name, plural, …}`. A plural's branches (`one {# patient}`) hold spaces or `#`, never a name;
 * catalogue.test formats every text, so a branch mistaken for a part would not go unnoticed.
 */
export type PartsOf<S extends string> = S extends `${string}{${infer Body}}${infer Rest}`
  ? NameOf<Body> | PartsOf<Rest>
  : never;
type NameOf<B extends string> = B extends `${infer N},${string}`
  ? N
  : B extends `${string} ${string}` | `${string}#${string}`
    ? never
    : B;

/** The values an entry's `{name}` parts need, each a `V`: none, or exactly its parts. */
export type ValuesOf<E extends Entry, V> = [PartsOf<E['en']>] extends [never]
  ? []
  : [values: Record<PartsOf<E['en']>, V>];
