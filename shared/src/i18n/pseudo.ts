// A pseudo-locale for finding untranslated text (issue 10): with `localStorage.pseudoLocale = 'en-XA'`
// every catalogue text shows accented and bracketed ("[Ƥȧŧīḗƞŧ ŀīşŧ]"), so any plain English left on
// a screen was not written through a catalogue. Placeholders, plural/select keywords and rich-text
// tags are left as they are, so messages still format.

export const PSEUDO_LOCALE_KEY = 'pseudoLocale';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const MAP = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]!]));

/** The characters pseudo-localised text is made of (the e2e check looks for them). */
export const PSEUDO_CHARACTERS = ACCENTED;

/** An ICU message with its literal text accented (only at even brace depth: the message level). */
export function pseudoLocalise(message: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < message.length; i++) {
    const c = message[i]!;
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '<' && depth % 2 === 0) {
      // A rich-text tag (<b>, </link>) keeps its name.
      const end = message.indexOf('>', i);
      if (end > i) {
        out += message.slice(i, end + 1);
        i = end;
        continue;
      }
    }
    out += depth % 2 === 0 ? (MAP.get(c) ?? c) : c;
  }
  return `[${out}]`;
}

export function pseudoLocaleOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_LOCALE_KEY) === 'en-XA';
  } catch {
    return false;
  }
}
