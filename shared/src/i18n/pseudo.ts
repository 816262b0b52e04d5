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

/**
 * A message as the browser gets it: compiled by the build (scripts/vendor/messages-loader.cjs) into
 * formatjs's AST — literal (type 0), select (5), plural (6) and tag (8) nodes matter here.
 */
export interface MessageNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: MessageNode[] }>;
  children?: MessageNode[];
}

const accent = (text: string) => [...text].map((c) => MAP.get(c) ?? c).join('');

function pseudoNodes(nodes: MessageNode[]): MessageNode[] {
  return nodes.map((n) => {
    if (n.type === 0 && typeof n.value === 'string') return { ...n, value: accent(n.value) };
    if (n.children) return { ...n, children: pseudoNodes(n.children) };
    if (n.options) {
      const options = Object.fromEntries(
        Object.entries(n.options).map(([k, o]) => [k, { ...o, value: pseudoNodes(o.value) }]),
      );
      return { ...n, options };
    }
    return n;
  });
}

/** The same, for a compiled message (the browser) or its source text (jest). */
export function pseudoLocaliseAny(message: string | MessageNode[]): string | MessageNode[] {
  if (typeof message === 'string') return pseudoLocalise(message);
  return [{ type: 0, value: '[' }, ...pseudoNodes(message), { type: 0, value: ']' }];
}

export function pseudoLocaleOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_LOCALE_KEY) === 'en-XA';
  } catch {
    return false;
  }
}
