import type * as PgliteModule from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { nativeRequire } from '../native-require';
import { acquireLock, ownerAlive, parseOwner } from './lock';

// `npm run backup FILE` / `npm run restore FILE` for the embedded database (issue 38 point 2). A copy
// of the PGlite folder taken by `cp` while the API writes is not a database. So the API that holds the
// folder writes the copy itself: the command leaves a request beside the folder and signals the API
// (SIGUSR2 — only its own user, or root, may), which checkpoints and writes PGlite's dump of its data
// folder (a gzipped tar, taken while no statement runs) to the file asked for. With no API running the
// command opens the folder itself. PostgreSQL is backed up with its own tools (docs/deploy.md).

const folder = (config: Config) => path.join(config.dataDir, 'pglite');
const lockFile = (config: Config) => `${folder(config)}.lock`;
const requestFile = (config: Config) => path.join(config.dataDir, 'backup-request.json');
const WAIT_MS = 120_000;

/** Writes the database's dump to `file`, atomically (a half-written file never has its name). */
async function dumpTo(pglite: PgliteModule.PGlite, file: string): Promise<void> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.part`, file);
}

/** The running API's side: answers a backup request on SIGUSR2 (api/src/main.ts installs it). */
export function answerBackupRequests(config: Config, pglite: PgliteModule.PGlite, log: (m: string) => void) {
  const onSignal = () => {
    let file: string | undefined;
    try {
      file = (JSON.parse(fs.readFileSync(requestFile(config), 'utf8')) as { file: string }).file;
    } catch {
      return log('backup: SIGUSR2 without a request, ignored');
    }
    const target = file;
    dumpTo(pglite, target).then(
      () => log(`backup written to ${target}`),
      (e: unknown) => fs.writeFileSync(`${target}.error`, e instanceof Error ? e.message : String(e)),
    );
  };
  process.on('SIGUSR2', onSignal);
  return () => void process.off('SIGUSR2', onSignal);
}

function runningApi(config: Config): number | undefined {
  const text = fs.existsSync(lockFile(config)) ? fs.readFileSync(lockFile(config), 'utf8') : '';
  const owner = parseOwner(text);
  return owner && ownerAlive(owner, lockFile(config)) ? owner.pid : undefined;
}

const openFolder = async (dir: string, loadDataDir?: Blob) => {
  const { PGlite } = nativeRequire<typeof PgliteModule>('@electric-sql/pglite');
  return PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
};

/** `npm run backup FILE`: through the running API when there is one, else from the folder itself. */
export async function backupEmbedded(config: Config, target: string): Promise<void> {
  const file = path.resolve(target);
  fs.rmSync(file, { force: true });
  fs.rmSync(`${file}.error`, { force: true });
  const pid = runningApi(config);
  if (pid === undefined) {
    const lock = acquireLock(lockFile(config), `PGlite data folder ${folder(config)}`);
    try {
      const db = await openFolder(folder(config));
      await dumpTo(db, file).finally(() => db.close());
    } finally {
      lock.release();
    }
    return;
  }
  fs.writeFileSync(requestFile(config), JSON.stringify({ file }));
  try {
    process.kill(pid, 'SIGUSR2');
    const end = Date.now() + WAIT_MS;
    while (!fs.existsSync(file)) {
      if (fs.existsSync(`${file}.error`)) throw new Error(fs.readFileSync(`${file}.error`, 'utf8'));
      if (Date.now() > end) throw new Error(`the API (pid ${pid}) wrote no backup in ${WAIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    fs.rmSync(requestFile(config), { force: true });
  }
}

/**
 * `npm run restore FILE`, with the API stopped: the current folder is kept beside it
 * (`pglite.before-restore-<time>`), the backup becomes the folder, and the next start migrates it.
 */
export async function restoreEmbedded(config: Config, source: string): Promise<string> {
  const dump = new Blob([fs.readFileSync(path.resolve(source))]);
  const lock = acquireLock(lockFile(config), `PGlite data folder ${folder(config)} (stop the API first)`);
  try {
    const kept = `${folder(config)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    if (fs.existsSync(folder(config))) fs.renameSync(folder(config), kept);
    const db = await openFolder(folder(config), dump);
    await db.query('select 1').finally(() => db.close());
    return kept;
  } finally {
    lock.release();
  }
}
