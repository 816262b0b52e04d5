import { spawn } from 'node:child_process';
import { parseStat, timed } from '../../scripts/bench/cpu.mjs';

// Issue 41 point 6: the bench's build CPU counts webpack's child processes. A child that burns CPU
// and reports how much: the bench's figure holds it; this process's own figure alone does not.

/** A node child that spins for `ms` of its own CPU time and prints the CPU seconds it used. */
function busyChild(ms: number): Promise<number> {
  const code = `const t=process.cpuUsage();while((process.cpuUsage(t).user+process.cpuUsage(t).system)/1e3<${ms}){}const u=process.cpuUsage(t);process.stdout.write(String((u.user+u.system)/1e6))`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code]);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => resolve(Number(out)));
  });
}

test('the CPU of an ended child process is counted with the bench’s own', async () => {
  let childCpu = 0;
  const { cpuS, selfCpuS } = await timed(async () => {
    childCpu = await busyChild(400);
  });
  expect(childCpu).toBeGreaterThanOrEqual(0.4);
  // /proc counts in clock ticks (10 ms) and a process's start-up is its own CPU too: at least the
  // child's work, less a tick or two.
  expect(cpuS - selfCpuS).toBeGreaterThanOrEqual(childCpu - 0.05);
});

test('/proc/<pid>/stat is read after the command name, whatever it holds', () => {
  // pid (comm) state ppid … utime stime cutime cstime …: 150+50 ticks own, 300+100 of children.
  const fields = ['S', '1', '1', '1', '0', '-1', '0', '0', '0', '0', '0', '150', '50', '300', '100', '20'];
  const stat = `4242 (web pack) (x)) ${fields.join(' ')}`;
  expect(parseStat(stat, 100)).toEqual({ self: 2, children: 4 });
});
