/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// One word for one thing in each language, in every text a person reads (issue 36 points 16, 17):
// the portal's catalogues, the widget's, and the API's own texts (problems, e-mails, survey content).
const root = path.resolve(__dirname, '../../..');
// shared's catalogue is two files per language: every page's and staff pages' (`staff-<lang>.json`).
const catalogue = (dir: string, lang: 'en' | 'es') =>
  [`${lang}.json`, `staff-${lang}.json`]
    .map((name) => path.join(root, dir, name))
    .filter((file) => existsSync(file))
    .flatMap((file) => Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
const dirs = [
  'shared/src/i18n/lang',
  'dexcom-widget/src/lang',
  ...readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mfe-'))
    .map((d) => `${d}/src/lang`),
];
const tsFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !d.name.endsWith('.test.ts'))
    .map((d) => path.join(d.parentPath, d.name));
/** The API's texts: the lines of its catalogues, e-mails and content that are not comments. */
const apiLines = ['api/src/i18n', 'api/src/mail', 'api/src/surveys', 'shared/src/contracts']
  .flatMap(tsFiles)
  .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
  .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l));

const spanish = [...dirs.flatMap((d) => catalogue(d, 'es')), ...apiLines];
const english = [...dirs.flatMap((d) => catalogue(d, 'en')), ...apiLines];

it.each([
  ['the care team is "equipo sanitario"', /equipo de atenci[oó]n/i],
  ['questionnaires are "cuestionarios"', /\bencuestas?\b/i],
  ['opting out is "dejar de compartir"', /renunciad[oa]/i],
  ['"could not be registered" is "no se ha podido registrar"', /no se ha registrado/i],
])('Spanish: %s', (_, wrong) => {
  expect(spanish.filter((t) => wrong.test(t))).toEqual([]);
});

it('English: "email", never "e-mail"', () => {
  expect(english.filter((t) => /\be-mail/i.test(t))).toEqual([]);
});

it('Spanish sidebar and filter labels are Spanish words', () => {
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(root, 'shared/src/i18n/lang', name), 'utf8')) as Record<string, string>;
  const es = { ...read('es.json'), ...read('staff-es.json') };
  expect([es['shared.nav.pre'], es['shared.nav.common'], es['shared.patients.type.PRE']]).toEqual([
    'Prediabetes',
    'Generales',
    'Prediabetes',
  ]);
});
