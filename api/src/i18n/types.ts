/** One text of the API's catalogue: the English the code throws, and its Spanish. */
export interface Entry {
  en: string;
  es: string;
}
