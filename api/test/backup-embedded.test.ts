import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/seed';
import { apiRoot } from '../src/paths';
import { startChildApi, type ChildApi } from './child-api';
import { demoTokens, get, post, startStack, type Stack } from './helpers';

// Issue 38 point 2: `npm run backup FILE` while the embedded API runs (the API writes the copy itself,
// asked by a signal), `npm run restore FILE` with it stopped, and the API started on the restored
// folder: the audit chain verifies against the head published before the backup, what was written
// after it is gone, and sign-in works. Always on the embedded default, also when the suite runs on
// PostgreSQL (CI's pass 1): PostgreSQL's backup is the rehearsal's drill.

jest.setTimeout(180_000);
/** Every process of this test on PGlite, whatever the suite's database. */
const EMBEDDED = { DATABASE_URL: '' };

let s: Stack;
let t: Record<'superadmin' | 'patient', string>;
beforeAll(async () => {
  s = await startStack({ env: EMBEDDED });
  t = await demoTokens(s, ['superadmin', 'patient']);
  await s.app.close();
});
afterAll(() => s?.stop().catch(() => undefined));

/** `cli.ts backup|restore FILE` on the stack's data folder, as an operator runs it. */
function cli(command: 'backup' | 'restore', file: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', command, file], {
      cwd: apiRoot(),
      env: { ...process.env, ...EMBEDDED, DATA_DIR: s.dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    for (const o of [child.stdout, child.stderr]) o.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

type Chain = { intact: boolean; head: { index: number; hash: string }; published: string | null };
const chain = async (api: ChildApi, head?: Chain['head']) =>
  (await get(api.url, `/audit/chain${head ? `?index=${head.index}&hash=${head.hash}` : ''}`, t.superadmin))
    .body as Chain;
async function stop(api: ChildApi) {
  api.child.kill('SIGTERM');
  await api.exited;
}

it('a backup taken while the API runs restores to that moment, chain and sign-in included', async () => {
  const file = path.join(s.dataDir, 'backup.tar.gz');
  const first = await startChildApi(s, { env: EMBEDDED });
  const published = (await chain(first)).head;
  const taken = await cli('backup', file);
  expect(taken).toMatchObject({ code: 0, out: expect.stringContaining('backup written') });
  // Written after the backup: gone once it is restored.
  for (let i = 0; i < 3; i++) expect((await get(first.url, '/user/this', t.patient)).status).toBe(200);
  const later = (await chain(first)).head;
  // Restoring under a running API is refused: the folder is locked.
  expect((await cli('restore', file)).code).not.toBe(0);
  await stop(first);

  const restored = await cli('restore', file);
  expect(restored).toMatchObject({ code: 0, out: expect.stringContaining('kept as') });
  const second = await startChildApi(s, { env: EMBEDDED });
  try {
    expect(await chain(second, published)).toMatchObject({ intact: true, published: 'matches' });
    expect((await chain(second, later)).published).toBe('mismatch');
    // A fresh sign-in on the restored data.
    const { id } = await s.signIn('patient', 'patient@demo.test', DEMO_PASSWORD);
    const signedIn = await post(second.url, '/auth/jwt', { token: id });
    expect(signedIn.status).toBe(200);
    const jwt = (signedIn.body as { jwt: string }).jwt;
    expect((await get(second.url, '/user/this', jwt)).status).toBe(200);
  } finally {
    await stop(second);
  }
  expect(fs.readdirSync(s.dataDir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);
});
