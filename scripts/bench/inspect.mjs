// A running Node process's memory read through its inspector (the process started with
// `--inspect=127.0.0.1:<port>`): garbage collected first, so "at rest" is what the process keeps, not
// what it has not yet collected. Used by scripts/bench-memory.mjs for the API and its bare reference.
import { readFileSync } from 'node:fs';

const MiB = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

/** One inspector session: `call(method, params)` resolves to the result. */
async function session(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error) p.reject(new Error(msg.error.message));
    else p.resolve(msg.result);
  };
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      pending.set(++id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => ws.close() };
}

// Evaluated inside the measured process: its own view of the heap (V8's spaces) and of native memory.
const INSIDE = `JSON.stringify({
  usage: process.memoryUsage(),
  spaces: process.getBuiltinModule('v8').getHeapSpaceStatistics()
    .map((s) => [s.space_name, s.space_used_size, s.physical_space_size]),
})`;

/**
 * smaps' resident kinds: anonymous memory against mapped files, and the resident part of the
 * WebAssembly memories (anonymous read-write mappings of 128 MiB or more: PGlite declares 128 MiB, and
 * nothing else in the process maps that much at once; glibc's arenas are 64 MiB).
 */
function residentKinds(pid) {
  const kinds = { rss: 0, anonymous: 0, wasm: 0 };
  for (const block of readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(block)?.[1] ?? 0) * 1024;
    const [range, perms, , , inode] = block.split('\n', 1)[0].split(/\s+/);
    kinds.rss += kb('Rss');
    kinds.anonymous += kb('Anonymous');
    if (perms === 'rw-p' && inode === '0' && kb('Size') >= 128 * 1048576 && range) kinds.wasm += kb('Rss');
  }
  return { ...kinds, files: kinds.rss - kinds.anonymous };
}

/**
 * The process's memory at rest: two full collections a second apart, a settle, then RSS and its parts
 * (MiB). `heap`: V8's JavaScript heap (committed); `external`: memory V8 tracks outside it (buffers,
 * PGlite's WebAssembly memory among them, as allocated); `wasm`: the WebAssembly memory's resident part;
 * `native`: the rest of the anonymous memory (Node, V8's compiled code and compilers' zones, malloc,
 * buffers); `files`: mapped executable and libraries.
 */
export async function memoryAtRest(port, pid, settleMs = 3000) {
  const s = await session(port);
  try {
    await s.call('HeapProfiler.enable');
    for (let i = 0; i < 2; i++) {
      await s.call('HeapProfiler.collectGarbage');
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, settleMs));
    const { result } = await s.call('Runtime.evaluate', { expression: INSIDE, returnByValue: true });
    const inside = JSON.parse(result.value);
    const r = residentKinds(pid);
    const u = inside.usage;
    return {
      rssMiB: MiB(r.rss),
      heapMiB: MiB(u.heapTotal),
      heapUsedMiB: MiB(u.heapUsed),
      externalMiB: MiB(u.external),
      arrayBuffersMiB: MiB(u.arrayBuffers),
      wasmMiB: MiB(r.wasm),
      nativeMiB: MiB(r.anonymous - u.heapTotal - r.wasm),
      filesMiB: MiB(r.files),
      spaces: Object.fromEntries(inside.spaces.map(([n, used, phys]) => [n, [MiB(used), MiB(phys)]])),
    };
  } finally {
    s.close();
  }
}
