import fs from 'node:fs';

export interface Lock {
  path: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes on one data folder silently corrupt it (ARCHITECTURE §6).
 * The lock file holds the owner's PID; a lock left by a dead process is taken over.
 */
export function acquireLock(lockPath: string, what = 'data folder'): Lock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
        process.removeListener('exit', release);
      };
      process.on('exit', release);
      return { path: lockPath, release };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let owner: number;
    try {
      owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    } catch {
      continue; // removed meanwhile: retry
    }
    if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
      throw new Error(
        `The ${what} is in use by process ${owner} (lock file ${lockPath}). ` +
          'Stop that process or set DATA_DIR to another folder.',
      );
    }
    // Stale (dead PID or unreadable content): take it over.
    try {
      fs.unlinkSync(lockPath);
    } catch {
      /* someone else took it over: retry */
    }
  }
  throw new Error(`Could not acquire the lock file ${lockPath}`);
}
