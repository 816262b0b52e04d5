/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precacheList, workerSource } = require('../../scripts/pwa-precache.cjs') as {
  precacheList: (root: string) => { urls: string[]; version: string };
  workerSource: (template: string, list: { urls: string[]; version: string }) => string;
};

// Issue 41 point 5: the service worker keeps what a returning patient's first screen loads — the
// shell's entry and first-screen file, the patient's remotes' entries and `spa` chunks — versioned by
// their contents, and nothing else: no source map, no other role's remote.

let root: string;
const put = (file: string, body = `// ${file}`) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
};
const exposure = (name: string, sync: string[], lazy: string[] = []) => ({
  name,
  assets: { js: { sync, async: lazy } },
});
/** A shared package a bundle provides with `chunks` (none: it only consumes it). */
const shared = (name: string, chunks: string[] = []) => ({
  name,
  assets: { js: { sync: chunks, async: [] } },
});
const manifest = (spa: string[], lazy: string[], more: object = {}) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [exposure('spa', spa, lazy)],
    ...more,
  });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dcp-precache-'));
  put(
    'shell/dist/index.html',
    '<head><link rel="preload" as="script" href="/first-screen.11111111.js"><script defer src="/main.js"></script></head>',
  );
  put('shell/dist/main.js');
  put('shell/dist/first-screen.11111111.js');
  put('shell/dist/first-screen.11111111.js.map');
  put('shell/dist/texts-en-GB.55555555.js');
  put('shell/dist/texts-es-ES.66666666.js');
  put('shell/dist/texts-es-ES.66666666.js.map');
  put('shell/dist/texts-staff-en-GB.77777777.js');
  for (const dir of ['mfe-patient', 'mfe-dexcom', 'mfe-doctor', 'mfe-admin']) {
    put(`${dir}/dist/mf-manifest.json`, manifest(['spa.22222222.js'], ['panel.33333333.js', 'x.js.map']));
    put(`${dir}/dist/remoteEntry.js`);
    put(`${dir}/dist/spa.22222222.js`);
    put(`${dir}/dist/panel.33333333.js`);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the Dexcom remote’s glucose panel and the shared chunks a remote is first to provide are kept, once', () => {
  // The shell provides react and the session; the patient remote is first with the contracts; the
  // Dexcom remote adds the charts and its own copy of the contracts, which the page does not run.
  put(
    'shell/dist/mf-manifest.json',
    JSON.stringify({
      exposes: [],
      shared: [
        shared('react', ['first-screen.11111111.js']),
        shared('@dcp/shared/session', ['first-screen.11111111.js']),
      ],
    }),
  );
  put(
    'mfe-patient/dist/mf-manifest.json',
    manifest(['spa.22222222.js'], [], {
      shared: [
        shared('react'),
        shared('@dcp/shared/session', ['77777777.js']),
        shared('@dcp/shared/contracts', ['871.88888888.js']),
      ],
    }),
  );
  put(
    'mfe-dexcom/dist/mf-manifest.json',
    manifest(['spa.22222222.js'], [], {
      exposes: [
        exposure('spa', ['666.99999999.js', 'spa.22222222.js']),
        exposure('Glucose', ['666.99999999.js', 'glucose.aaaaaaaa.js']),
      ],
      shared: [
        shared('@dcp/shared/contracts', ['871.bbbbbbbb.js']),
        shared('@dcp/shared/charts', ['826.cccccccc.js']),
      ],
    }),
  );
  for (const f of ['mfe-patient/dist/871.88888888.js', 'mfe-patient/dist/77777777.js']) put(f);
  for (const f of ['666.99999999.js', 'glucose.aaaaaaaa.js', '871.bbbbbbbb.js', '826.cccccccc.js'])
    put(`mfe-dexcom/dist/${f}`);
  const { urls } = precacheList(root);
  const dexcom = urls.filter((u) => u.startsWith('/remotes/mfe-dexcom/'));
  expect(dexcom).toEqual([
    '/remotes/mfe-dexcom/remoteEntry.js',
    '/remotes/mfe-dexcom/mf-manifest.json',
    '/remotes/mfe-dexcom/666.99999999.js',
    '/remotes/mfe-dexcom/spa.22222222.js',
    '/remotes/mfe-dexcom/glucose.aaaaaaaa.js',
    '/remotes/mfe-dexcom/826.cccccccc.js',
  ]);
  expect(urls).toContain('/remotes/mfe-patient/871.88888888.js');
  expect(urls).not.toContain('/remotes/mfe-patient/77777777.js');
});

test('it holds the shell’s entry, first-screen file and texts, and the patient’s remotes’ entries and chunks', () => {
  const { urls } = precacheList(root);
  expect(urls).toEqual(
    expect.arrayContaining([
      '/main.js',
      '/first-screen.11111111.js',
      // shared's texts left the first-screen file (issue 41 point 1): both languages, for offline use.
      '/texts-en-GB.55555555.js',
      '/texts-es-ES.66666666.js',
      '/remotes/mfe-patient/remoteEntry.js',
      '/remotes/mfe-patient/mf-manifest.json',
      '/remotes/mfe-patient/spa.22222222.js',
      '/remotes/mfe-patient/panel.33333333.js',
      '/remotes/mfe-dexcom/remoteEntry.js',
      '/remotes/mfe-dexcom/spa.22222222.js',
    ]),
  );
});

test('never a source map, never another role’s remote nor shared’s staff-only texts', () => {
  const { urls } = precacheList(root);
  expect(urls.filter((u) => u.endsWith('.map'))).toEqual([]);
  expect(urls.filter((u) => /mfe-(doctor|admin|superadmin|auth)/.test(u))).toEqual([]);
  expect(urls.filter((u) => u.includes('texts-staff-'))).toEqual([]);
});

test('its version changes when a file’s content does, and the list when a chunk’s hash does', () => {
  const before = precacheList(root);
  expect(precacheList(root)).toEqual(before);
  put('shell/dist/main.js', '// a new release');
  const changed = precacheList(root);
  expect(changed.version).not.toBe(before.version);
  put('mfe-patient/dist/mf-manifest.json', manifest(['spa.44444444.js'], []));
  put('mfe-patient/dist/spa.44444444.js');
  const renamed = precacheList(root);
  expect(renamed.urls).toContain('/remotes/mfe-patient/spa.44444444.js');
  expect(renamed.urls).not.toContain('/remotes/mfe-patient/spa.22222222.js');
  expect(renamed.version).not.toBe(changed.version);
});

test('the worker is written with the list and its version', () => {
  const template = "const CACHE = 'dcp-static-__BUILD__';\nconst ENTRIES = ['__PRECACHE__'];";
  expect(workerSource(template, { urls: ['/main.js', '/a.js'], version: 'abc' })).toBe(
    'const CACHE = \'dcp-static-abc\';\nconst ENTRIES = ["/main.js","/a.js"];',
  );
});
