/** One text of a catalogue (the API's problems, its e-mails): English and Spanish. */
export interface Entry {
  en: string;
  es: string;
}

/** The `{name}` parts of a text, as a union of their names (never when it has none). */
export type PartsOf<S extends string> = S extends `${string}{${infer N}}${infer Rest}`
  ? N | PartsOf<Rest>
  : never;
