// The portal's service worker (issue 25 point 3). Hand-written and small: it caches the portal's
// STATIC build files only, for fast starts and an offline page; never an API answer, never a page.
// - what a returning patient's first screen loads (ENTRIES, scripts/pwa-precache.cjs: the shell's and
//   the patient's remotes' entries and first-screen chunks) is kept at install and answered from the
//   cache — a repeat visit on a phone waits for no static file (issue 41 point 5). The list is
//   versioned by the files' contents: a release that changes one changes this file, so the browser
//   installs the new worker with its fresh cache. Its unversioned names (main.js, remoteEntry.js,
//   mf-manifest.json) come from the cache only while this worker is still the deployed one: each page
//   load asks the server for /sw.js beside the page itself (sameRelease); after a deploy they come
//   from the network, so a page never starts the old release's code (nor asks for old chunks the new
//   worker's activation has just deleted). Offline, the cache answers;
// - hashed chunks (name.1234abcd.js / .css) never change: cache first;
// - entries, manifests, icons, fonts (main.js, remoteEntry.js, mf-manifest.json, *.webmanifest):
//   network first, so a new release is picked up on the next start, the cached copy when offline;
// - a page (navigation) always comes from the network; offline, the offline page answers instead;
// - anything else (the API, wherever it is served, config, other origins) is not touched at all.
// BUILD is replaced at build time by the precache list's content hash (the shell's build hash before
// the remotes are built): each release has its own cache, and the previous ones are deleted when it
// activates.
const CACHE = 'dcp-static-__BUILD__';
const OFFLINE = '/offline.html';
const ENTRIES = ['__PRECACHE__'];
const PRECACHE = [OFFLINE, '/offline.css', '/offline.js', '/icons/icon-192.png', ...ENTRIES];
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const STATIC = /\.(js|css|woff2?|png|svg|ico|webmanifest)$|\/mf-manifest\.json$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('dcp-') && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/** Only a complete, same-origin answer the server lets shared caches keep is stored. */
function storable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') || '');
}

async function put(request, response) {
  if (!storable(response)) return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
}

async function cacheFirst(request) {
  const hit = await caches.match(request, { cacheName: CACHE });
  if (hit) return hit;
  const response = await fetch(request);
  await put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    await put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await caches.match(request, { cacheName: CACHE });
    if (hit) return hit;
    throw error;
  }
}

/**
 * Whether the server still deploys this worker (its /sw.js names this cache): asked once per page
 * load, beside the page's own request, so it has its answer by the time the page asks for main.js.
 * Unreachable (offline) or unanswered for RELEASE_CHECK_MS counts as yes: the cached release is then all there is.
 */
let deployed = null;
// A connection that hangs rather than fails (a weak signal) would hold every precached entry until
// the browser gave up on the check: after this long the answer is yes, as offline. At worst one more
// page load runs the release still cached, whose hashed chunks this worker's cache still holds.
const RELEASE_CHECK_MS = 3000;
function sameRelease() {
  if (deployed) return deployed;
  let timer;
  const unanswered = new Promise((resolve) => {
    timer = setTimeout(() => resolve(true), RELEASE_CHECK_MS);
  });
  const answered = fetch('/sw.js', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.text().then((text) => text.includes(`'${CACHE}'`)) : true))
    .catch(() => true)
    .finally(() => clearTimeout(timer));
  deployed = Promise.race([answered, unanswered]);
  return deployed;
}

/** A precached file: by its hashed name from the cache; by a fixed name only while this release is deployed. */
async function entry(request) {
  if (HASHED.test(new URL(request.url).pathname) || (await sameRelease())) return cacheFirst(request);
  return networkFirst(request);
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    deployed = null;
    sameRelease();
    return event.respondWith(page(request));
  }
  if (ENTRIES.includes(url.pathname) && !url.search) return event.respondWith(entry(request));
  // The API may share the portal's origin (behind one host): its answers are personal data.
  if (url.pathname.startsWith('/api/') || url.search || !STATIC.test(url.pathname)) return;
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});
