import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { pseudoLocalise, pseudoLocaliseAny, type MessageNode } from './pseudo';

// The pseudo-locale keeps every message formattable: placeholders, plurals and tags untouched.
it('accents and brackets literal text only', () => {
  expect(pseudoLocalise('Patient list')).toBe('[Ƥȧŧīḗƞŧ ŀīşŧ]');
  expect(pseudoLocalise('Hi {name}, <b>{count, plural, one {# day} other {# days}}</b>')).toBe(
    '[Ħī {name}, <b>{count, plural, one {# ḓȧẏ} other {# ḓȧẏş}}</b>]',
  );
});

// The browser's catalogues are compiled ASTs (scripts/vendor/messages-loader.cjs): same result.
it('accents a compiled message the same way, leaving its arguments and tags', () => {
  const source = 'Hi {name}, <b>{count, plural, one {# day} other {# days}}</b>';
  const ast = parse(source) as unknown as MessageNode[];
  const intl = createIntl({
    locale: 'en-GB',
    messages: { m: pseudoLocaliseAny(ast) } as Record<string, string>,
  });
  const parts = intl.formatMessage({ id: 'm' }, { name: 'Ana', count: 2, b: (c) => c.join('') });
  expect([parts].flat().join('')).toBe('[Ħī Ana, 2 ḓȧẏş]');
});

const root = path.resolve(__dirname, '../../..');
// Each English catalogue; shared's is two files (every page's and staff pages').
const files = [
  'shared/src/i18n/lang/en.json',
  'shared/src/i18n/lang/staff-en.json',
  ...readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mfe-'))
    .map((d) => `${d}/src/lang/en.json`),
].filter((f) => existsSync(path.join(root, f)));

/** Ids whose text does not format with a plain value for every placeholder. */
function failing(messages: Record<string, string>): string[] {
  const failed: string[] = [];
  const intl = createIntl({
    locale: 'en-GB',
    messages,
    onError: (e) => failed.push(/"([^"]+)"/.exec(e.message)?.[1] ?? e.message),
  });
  for (const [id, text] of Object.entries(messages)) {
    const names = [...text.matchAll(/\{(\w+)/g)].map((m) => [m[1]!, 1]);
    intl.formatMessage({ id }, Object.fromEntries(names));
  }
  return failed.sort();
}

it('every catalogue text still formats once pseudo-localised', () => {
  for (const file of files) {
    const en = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, string>;
    const pseudo = Object.fromEntries(Object.entries(en).map(([id, t]) => [id, pseudoLocalise(t)]));
    expect([file, failing(pseudo)]).toEqual([file, failing(en)]);
    expect(failing(en).length).toBeLessThan(Object.keys(en).length / 10);
  }
  expect(failing({ broken: pseudoLocalise('{a, plural, one {x}') })).toEqual(['broken']);
});
