import fs from 'node:fs';
import path from 'node:path';

export interface Lock {
  path: string;
  release(): void;
}

/** Who holds a lock: the PID alone cannot tell, because PIDs are reused (a container's API is always PID 1). */
export interface LockOwner {
  pid: number;
  /** Linux: the process's start time in clock ticks since boot (`/proc/<pid>/stat` field 22). */
  start?: string;
  /** Linux: `/proc/sys/kernel/random/boot_id`, so start times from an earlier boot never match. */
  boot?: string;
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}

/** Start time of a process, undefined where /proc is missing (macOS) or the process is gone. */
export function processStart(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[22 - 3];
}

export function currentOwner(pid = process.pid): LockOwner {
  return { pid, start: processStart(pid), boot: readProc('/proc/sys/kernel/random/boot_id') };
}

/** Reads a lock file: JSON `{pid, start, boot}`, or a bare PID as older versions wrote it. */
export function parseOwner(text: string): LockOwner | undefined {
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? { pid: v } : undefined;
    if (typeof v !== 'object' || v === null) return undefined;
    const { pid, start, boot } = v as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
    return {
      pid,
      start: typeof start === 'string' ? start : undefined,
      boot: typeof boot === 'string' ? boot : undefined,
    };
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds: a lock naming our own PID that we did not take is a previous life's (restart in a container). */
const held = new Set<string>();

/** Whether the recorded owner still runs: same PID, and (where recorded and readable) same boot and start time. */
export function ownerAlive(owner: LockOwner, lockPath: string): boolean {
  if (owner.pid === process.pid) return held.has(path.resolve(lockPath));
  if (!alive(owner.pid)) return false;
  const now = currentOwner(owner.pid);
  if (owner.boot && now.boot && owner.boot !== now.boot) return false;
  if (owner.start && now.start && owner.start !== now.start) return false;
  return true;
}

/**
 * PGlite is single-process: two processes on one data folder silently corrupt it (design D§6).
 * The lock file records the owner's PID, start time and boot id; a lock whose owner no longer runs
 * (dead PID, PID reused by another process, our own PID from before a restart) is taken over.
 */
export function acquireLock(lockPath: string, what = 'data folder'): Lock {
  const key = path.resolve(lockPath);
  const me = JSON.stringify(currentOwner());
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, me);
      fs.closeSync(fd);
      held.add(key);
      const release = () => {
        held.delete(key);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === me) fs.unlinkSync(lockPath);
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
    let text: string;
    try {
      text = fs.readFileSync(lockPath, 'utf8').trim();
    } catch {
      continue; // removed meanwhile: retry
    }
    const owner = parseOwner(text);
    if (owner && ownerAlive(owner, lockPath)) {
      throw new Error(
        `The ${what} is in use by process ${owner.pid} (lock file ${lockPath}). ` +
          'Stop that process or set DATA_DIR to another folder.',
      );
    }
    // Stale (owner gone, PID reused, or unreadable content): take it over.
    try {
      fs.unlinkSync(lockPath);
    } catch {
      /* someone else took it over: retry */
    }
  }
  throw new Error(`Could not acquire the lock file ${lockPath}`);
}
