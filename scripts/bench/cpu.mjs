// CPU time of the build, webpack's child processes included (issue 41 point 6): process.cpuUsage()
// counts this process's threads only, and the minimizer's and loaders' worker processes did a third
// of the work (32 s counted, 50 s used). Linux's /proc/self/stat adds, in cutime/cstime, the CPU of
// every child that has ended and been waited for — webpack's workers end with the build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticks = null;
/** Clock ticks per second of /proc's figures (USER_HZ, 100 on Linux). */
function clockTicks() {
  if (ticks === null) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** { self, children } CPU seconds (user + system) from the text of /proc/<pid>/stat. */
export function parseStat(stat, hz = clockTicks()) {
  // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ')'.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After it: state is field 3, so utime (14), stime (15), cutime (16), cstime (17) are f[11..14].
  const n = (i) => Number(f[i]);
  return { self: (n(11) + n(12)) / hz, children: (n(13) + n(14)) / hz };
}

/** CPU seconds used so far by this process and its ended children; null where there is no /proc. */
export function treeCpuSeconds() {
  try {
    const { self, children } = parseStat(readFileSync('/proc/self/stat', 'utf8'));
    return self + children;
  } catch {
    return null;
  }
}

/** Wall and CPU seconds of `fn` (this process and its children); `selfCpuS`: this process alone. */
export async function timed(fn) {
  const wall = Date.now();
  const tree = treeCpuSeconds();
  const own = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(own);
  const after = treeCpuSeconds();
  const selfCpuS = (used.user + used.system) / 1e6;
  return {
    wallS: (Date.now() - wall) / 1000,
    cpuS: tree === null || after === null ? selfCpuS : after - tree,
    selfCpuS,
  };
}
