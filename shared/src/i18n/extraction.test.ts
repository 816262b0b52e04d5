/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Issue 10 point 3: the message ids the sources use are extracted by the formatjs CLI and compared
// with both catalogues of each workspace — every used id exists in English and Spanish, and every
// catalogue id is used. No hand-kept list: ids built at run time (`shared.survey.category.${c}`)
// count through the literal prefix the source spells (`'admin.secondFactor.'` handed to a helper too), and ids passed around as plain strings (a
// `Text`, a `t('doctor.x')` helper) through the literals that look like ids.

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../../..');
const workspaces = readdirSync(root).filter(
  (d) => (d === 'shared' || d === 'shell' || d.startsWith('mfe-')) && existsSync(path.join(root, d, 'src')),
);
const namespaceOf = (ws: string) => ws.replace(/^mfe-/, '');
const langDir = (ws: string) => path.join(root, ws, ws === 'shared' ? 'src/i18n/lang' : 'src/lang');
const NAMESPACES = workspaces.map(namespaceOf);

function sources(dir: string): string[] {
  return (
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$|\.d\.ts$/.test(d.name))
      .map((d) => path.join(d.parentPath, d.name))
      .filter((f) => !f.includes(`${path.sep}testing${path.sep}`))
      // The contracts are the API's data (audit codes such as `doctor.read` look like ids): no UI text.
      .filter((f) => !f.includes(`${path.sep}contracts${path.sep}`))
  );
}
// @dcp/people (the staff remotes' feature package) has no catalogue of its own yet: its texts are
// shared's ids (`shared.patients.*`, `shared.audit.*`…), so its sources count as shared's users.
const files = [...workspaces, 'people'].flatMap((ws) => sources(path.join(root, ws, 'src')));
// The remotes whose pages get shared's staff-only texts (`staffTexts: true` in their spa.tsx), and
// @dcp/people, which only they use; every other page's sources (shell, shared, the patient's and the
// public remotes) may use only shared's common part (issue 41 point 1).
const staffWorkspaces = [
  'people',
  ...workspaces.filter((ws) => {
    const spa = path.join(root, ws, 'src/spa.tsx');
    return existsSync(spa) && /staffTexts: true/.test(readFileSync(spa, 'utf8'));
  }),
];
const commonFiles = workspaces
  .filter((ws) => !staffWorkspaces.includes(ws))
  .flatMap((ws) => sources(path.join(root, ws, 'src')));

/** What `formatjs extract` finds: every literal id of formatMessage, FormattedMessage, defineMessages. */
function extracted(paths: string[]): string[] {
  const out = mkdtempSync(path.join(tmpdir(), 'dcp-extract-'));
  try {
    const list = path.join(out, 'out.json');
    const bin = path.join(root, 'node_modules/.bin/formatjs');
    execFileSync(bin, ['extract', ...paths, '--out-file', list], { stdio: ['ignore', 'ignore', 'pipe'] });
    return Object.keys(JSON.parse(readFileSync(list, 'utf8')) as Record<string, unknown>);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const idShape = new RegExp(`^(${NAMESPACES.join('|')})\\.[A-Za-z0-9_.-]*[A-Za-z0-9_-]$`);

/** Quoted literals in the sources that are message ids, and prefixes of ids built at run time. */
function literals(paths: string[]): { ids: Set<string>; prefixes: Set<string> } {
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of paths) {
    // Comments may quote ids (or audit codes that look like them); only code counts.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '');
    for (const m of text.matchAll(/(['"`])([A-Za-z][\w.-]*)\1/g)) if (idShape.test(m[2]!)) ids.add(m[2]!);
    // A prefix: followed by the run-time part, or a whole literal ending in its dot (handed to a helper).
    for (const m of text.matchAll(/[`'"]([a-z]+\.[\w.-]*\.)(?:\$\{|['"]\s*\+|['"])/g)) {
      if (NAMESPACES.includes(m[1]!.split('.')[0]!)) prefixes.add(m[1]!);
    }
  }
  return { ids, prefixes };
}

const read = (ws: string, file: string) =>
  JSON.parse(readFileSync(path.join(langDir(ws), `${file}.json`), 'utf8')) as Record<string, string>;
// shared's catalogue is both its parts: every page's and staff pages' (`staff-<lang>.json`).
const load = (ws: string, lang: string) =>
  ws === 'shared' ? { ...read(ws, lang), ...read(ws, `staff-${lang}`) } : read(ws, lang);
const catalogues = Object.fromEntries(
  workspaces.map((ws) => [namespaceOf(ws), { en: load(ws, 'en'), es: load(ws, 'es') }]),
);

const fromFormatjs = extracted(files);
const { ids: fromLiterals, prefixes } = literals(files);

it('a page that does not load shared’s staff texts uses only its common part', () => {
  expect(staffWorkspaces).toEqual(
    expect.arrayContaining(['people', 'mfe-admin', 'mfe-doctor', 'mfe-superadmin']),
  );
  const common = read('shared', 'en');
  const used = [...extracted(commonFiles), ...literals(commonFiles).ids].filter((id) =>
    id.startsWith('shared.'),
  );
  expect(used.length).toBeGreaterThan(50);
  expect(used.filter((id) => !(id in common))).toEqual([]);
});

it('the formatjs CLI finds the ids the sources use', () => {
  expect(fromFormatjs.length).toBeGreaterThan(250);
});

describe.each(workspaces.map(namespaceOf))('%s', (ns) => {
  const { en, es } = catalogues[ns]!;
  const mine = (id: string) => id.startsWith(`${ns}.`);

  it('has every id the sources use, in English and Spanish', () => {
    const used = [...new Set([...fromFormatjs, ...fromLiterals])].filter(mine);
    expect(used.filter((id) => !(id in en))).toEqual([]);
    expect(used.filter((id) => !(id in es))).toEqual([]);
  });

  it('has no id the sources do not use', () => {
    const used = new Set([...fromFormatjs, ...fromLiterals]);
    const unused = Object.keys(en).filter(
      (id) => !used.has(id) && ![...prefixes].some((p) => id.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });

  it('has the same ids in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});
