import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock } from '../src/db/lock';
import { migrationsFolder, repoRoot } from '../src/paths';

jest.setTimeout(60_000);

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-lock-'));

/** Runs `tsx api/src/main.ts` as a real second process; resolves with its exit code and output. */
function runApi(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: repoRoot(),
      env: { ...process.env, JEST_WORKER_ID: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('PGlite data folder lock', () => {
  it('a second process on the same folder fails with a clear message', async () => {
    const dir = tmp();
    const lock = acquireLock(path.join(dir, 'pglite.lock'), 'PGlite data folder');
    try {
      const { code, out } = await runApi({ DATA_DIR: dir, PORT: '0', START_IDENTITY: '0', SEED_DEMO: '0', DATABASE_URL: '' });
      expect(code).toBe(1);
      expect(out).toMatch(new RegExp(`in use by process ${process.pid}`));
      expect(out).toMatch(/DATA_DIR/);
      expect(fs.readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    } finally {
      lock.release();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a stale lock left by a dead process is taken over, and released', () => {
    const dir = tmp();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const file = path.join(dir, 'pglite.lock');
    fs.writeFileSync(file, dead);
    const lock = acquireLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(() => acquireLock(file)).toThrow(/in use by process/);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('migrations', () => {
  it('follow the search_path (no schema-qualified references)', () => {
    const files = fs.readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(fs.readFileSync(path.join(migrationsFolder(), f), 'utf8')).not.toContain('"public".');
  });
});
