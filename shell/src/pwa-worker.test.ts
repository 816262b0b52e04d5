/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { workerSource } = require('../../scripts/pwa-precache.cjs') as {
  workerSource: (template: string, list: { urls: string[]; version: string }) => string;
};

// Issue 41 point 5: the service worker answers a returning patient's entry files from its cache, but
// never the old release's: once another worker is deployed, main.js and the remotes' entries and
// manifests come from the network (a page must not start old code against new files). Run here as the
// browser runs it, with a Cache Storage and a network of our own.

const ORIGIN = 'https://portal.test';
const TEMPLATE = readFileSync(path.join(__dirname, 'pwa', 'sw.js'), 'utf8');
const ENTRIES = ['/main.js', '/first-screen.11111111.js', '/remotes/mfe-patient/mf-manifest.json'];
const release = (version: string) => workerSource(TEMPLATE, { urls: ENTRIES, version });

type Req = { url: string; method: string; mode: string };
const keyOf = (r: string | Req) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href;

/** The server: each path's current body (`undefined` when offline), and every URL it was asked for. */
function network() {
  const files = new Map<string, string>();
  const asked: string[] = [];
  let online = true;
  const hanging = new Set<string>();
  const fetch = async (r: string | Req) => {
    const url = keyOf(r);
    asked.push(new URL(url).pathname);
    if (!online) throw new TypeError('Failed to fetch');
    if (hanging.has(new URL(url).pathname)) return new Promise<Response>(() => undefined);
    const body = files.get(new URL(url).pathname);
    const res = new Response(body ?? 'not found', { status: body === undefined ? 404 : 200 });
    Object.defineProperty(res, 'type', { value: 'basic' });
    return res;
  };
  return { files, asked, fetch, hanging, offline: () => (online = false) };
}

/** One Cache Storage, as the browser keeps it across the worker's restarts and releases. */
function cacheStorage(fetch: (r: string | Req) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (r: string | Req, res: Response) => void store.set(keyOf(r), res),
      addAll: async (urls: string[]) => {
        for (const u of urls) store.set(keyOf(u), await fetch(u));
      },
    };
  };
  const match = async (r: string | Req, opts: { cacheName: string }) =>
    stores.get(opts.cacheName)?.get(keyOf(r))?.clone();
  return { open, match, keys: async () => [...stores.keys()], delete: async (n: string) => stores.delete(n) };
}

/** Starts a worker from `source`: installed and activated, ready for fetch events. */
async function startWorker(
  source: string,
  net: ReturnType<typeof network>,
  caches: ReturnType<typeof cacheStorage>,
) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => (handlers[type] = fn),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  // The timer is looked up when called, so a test's fake timers drive the worker's too.
  const timers = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
  };
  vm.runInNewContext(source, { self, caches, fetch: net.fetch, URL, Response, Promise, ...timers });
  for (const type of ['install', 'activate']) {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  /** The worker's answer's body to a GET of `pathname` (a page load when `navigate`). */
  return async (pathname: string, mode = 'no-cors') => {
    let answer: Promise<Response> | undefined;
    handlers.fetch!({
      request: { url: ORIGIN + pathname, method: 'GET', mode },
      respondWith: (p: Promise<Response>) => (answer = p),
    });
    return answer ? (await answer).text() : 'not handled';
  };
}

let net: ReturnType<typeof network>;
let caches: ReturnType<typeof cacheStorage>;
let visit: (pathname: string, mode?: string) => Promise<string>;

beforeEach(async () => {
  net = network();
  caches = cacheStorage(net.fetch);
  net.files.set('/sw.js', release('1111'));
  net.files.set('/patient/home', '<html>');
  for (const e of ENTRIES) net.files.set(e, `${e} of release 1`);
  visit = await startWorker(release('1111'), net, caches);
  net.asked.length = 0;
});

test('a returning visit of the deployed release takes the entry files from the cache', async () => {
  await visit('/patient/home', 'navigate');
  expect(await visit('/main.js')).toBe('/main.js of release 1');
  expect(await visit('/remotes/mfe-patient/mf-manifest.json')).toBe(
    '/remotes/mfe-patient/mf-manifest.json of release 1',
  );
  expect(net.asked.filter((p) => ENTRIES.includes(p))).toEqual([]);
});

test('after a deploy, the next visit gets the new entry files from the network, never the old release’s', async () => {
  net.files.set('/sw.js', release('2222'));
  for (const e of ENTRIES) net.files.set(e, `${e} of release 2`);
  await visit('/patient/home', 'navigate');
  expect(await visit('/main.js')).toBe('/main.js of release 2');
  expect(await visit('/remotes/mfe-patient/mf-manifest.json')).toBe(
    '/remotes/mfe-patient/mf-manifest.json of release 2',
  );
  // A hashed name is its content: the cached copy is still the right one.
  expect(await visit('/first-screen.11111111.js')).toBe('/first-screen.11111111.js of release 1');
});

test('offline, the cached release answers', async () => {
  net.offline();
  await visit('/patient/home', 'navigate');
  expect(await visit('/main.js')).toBe('/main.js of release 1');
});

test('a release check the network never answers holds the entry files 3 s, then the cache answers', async () => {
  jest.useFakeTimers();
  try {
    net.hanging.add('/sw.js');
    await visit('/patient/home', 'navigate');
    let body: string | undefined;
    void visit('/main.js').then((b) => (body = b));
    await jest.advanceTimersByTimeAsync(2900);
    expect(body).toBeUndefined();
    await jest.advanceTimersByTimeAsync(100);
    expect(body).toBe('/main.js of release 1');
  } finally {
    jest.useRealTimers();
  }
});
