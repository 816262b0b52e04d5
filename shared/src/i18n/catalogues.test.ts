import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// Every user-visible text exists in both languages: each catalogue pair has the same ids, no empty
// text, and ids namespaced by their workspace (design D§11).
const root = path.resolve(__dirname, '../../..');
// shared's catalogue is two pairs: every page's (`en.json`) and staff pages' (`staff-en.json`).
const places = [
  ['shared', 'shared/src/i18n/lang', ''],
  ['shared', 'shared/src/i18n/lang', 'staff-'],
  ...readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mfe-'))
    .map((d) => [d.replace(/^mfe-/, ''), `${d}/src/lang`, '']),
].filter(([, dir]) => existsSync(path.join(root, dir!)));

const load = (dir: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, dir, `${file}.json`), 'utf8'));

describe.each(places)('%s catalogues %s%s', (namespace, dir, part) => {
  const en = load(dir!, `${part}en`);
  const es = load(dir!, `${part}es`);

  it('have the same message ids in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and only ids of their own namespace', () => {
    for (const [id, text] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(text.trim()).not.toBe('');
      expect(id.startsWith(`${namespace}.`)).toBe(true);
    }
  });

  it('keep the same placeholders in both languages', () => {
    const vars = (s: string) => argumentsOf(parse(s)).sort();
    for (const id of Object.keys(en)) expect([id, vars(es[id]!)]).toEqual([id, vars(en[id]!)]);
  });
});

/** The arguments a message names ({count}, {date, date}…), inside plural and select branches too. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((e) => {
    const own = 'value' in e && e.type !== TYPE.literal ? [String(e.value)] : [];
    const branches = 'options' in e ? Object.values(e.options).flatMap((o) => argumentsOf(o.value)) : [];
    const children = 'children' in e ? argumentsOf(e.children) : [];
    return [...own, ...branches, ...children];
  });
}
