import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock, currentOwner, parseOwner, processStart } from '../src/db/lock';
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
      const { code, out } = await runApi({
        DATA_DIR: dir,
        PORT: '0',
        START_IDENTITY: '0',
        SEED_DEMO: '0',
        DATABASE_URL: '',
      });
      expect(code).toBe(1);
      expect(out).toMatch(new RegExp(`in use by process ${process.pid}`));
      expect(out).toMatch(/DATA_DIR/);
      expect(parseOwner(fs.readFileSync(lock.path, 'utf8'))).toEqual(currentOwner());
    } finally {
      lock.release();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a stale lock left by a dead process is taken over, and released', () => {
    const dir = tmp();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    const file = path.join(dir, 'pglite.lock');
    fs.writeFileSync(file, dead);
    const lock = acquireLock(file);
    expect(parseOwner(fs.readFileSync(file, 'utf8'))).toEqual(currentOwner());
    expect(() => acquireLock(file)).toThrow(/in use by process/);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** A live process other than this one, for the owner checks; killed by the caller. */
function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  if (!child.pid) throw new Error('no child');
  return child;
}

describe('stale locks after a restart (PID reuse)', () => {
  const linux = fs.existsSync('/proc/self/stat') ? it : it.skip;
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = tmp();
    file = path.join(dir, 'pglite.lock');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a lock naming our own PID from a previous life (container PID 1) is taken over', () => {
    fs.writeFileSync(file, JSON.stringify({ ...currentOwner(), start: '1' }));
    acquireLock(file).release();
    fs.writeFileSync(file, String(process.pid)); // as older versions wrote it
    acquireLock(file).release();
    expect(fs.existsSync(file)).toBe(false);
  });

  linux('a PID since reused by another live process (other start time) is taken over', async () => {
    const child = sleeper();
    try {
      fs.writeFileSync(file, JSON.stringify({ ...currentOwner(child.pid), start: '1' }));
      const lock = acquireLock(file);
      expect(parseOwner(fs.readFileSync(file, 'utf8'))?.pid).toBe(process.pid);
      lock.release();
      fs.writeFileSync(file, JSON.stringify({ ...currentOwner(child.pid), boot: 'an-earlier-boot' }));
      acquireLock(file).release();
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  });

  linux('a live other owner (same PID, start time and boot) is refused', async () => {
    const child = sleeper();
    try {
      const owner = currentOwner(child.pid);
      expect(owner.start).toMatch(/^\d+$/);
      expect(owner.start).toBe(processStart(child.pid!));
      fs.writeFileSync(file, JSON.stringify(owner));
      expect(() => acquireLock(file)).toThrow(new RegExp(`in use by process ${child.pid}`));
      expect(fs.readFileSync(file, 'utf8')).toBe(JSON.stringify(owner));
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  });
});

describe('migrations', () => {
  it('follow the search_path (no schema-qualified references)', () => {
    const files = fs.readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files)
      expect(fs.readFileSync(path.join(migrationsFolder(), f), 'utf8')).not.toContain('"public".');
  });
});
