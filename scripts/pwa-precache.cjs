// What the service worker keeps before it is needed (issue 41 point 5): what a returning patient's
// first screen loads, so a repeat visit takes its static files from the worker, not the network —
// the shell's entry (main.js), first-screen file (the one index.html preloads) and shared's texts in
// each language (a chunk per language, shared/src/i18n/catalogue.ts; not its staff-only part), and for
// each of the patient's remotes (the patient area and the glucose panel it shows) its remoteEntry.js,
// its mf-manifest.json, the chunks of each of its exposures (the home shows the Dexcom remote's `Glucose`,
// not its `spa`) and those of the shared packages it is the first to provide (the shell provides
// most; @dcp/shared/contracts, data, survey and charts come from a remote: the home loads them
// too). Never a source map, never another role's
// remote. The version is a hash of the listed files' contents: a release that changes any of them
// changes sw.js, so the browser installs the new worker and its fresh cache (and drops the old one).
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

/** The remotes a patient's home loads (scripts/workspaces.mjs names them; mounted at /remotes/<dir>/). */
const PATIENT_REMOTES = ['mfe-patient', 'mfe-dexcom'];

/** The first-screen file(s) the shell's index.html preloads (scripts/first-screen-preload.cjs). */
function preloaded(html) {
  return [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map((m) => m[1]);
}

/** shared's texts, one chunk per language (`texts-<locale>`: shared/src/i18n/catalogue.ts). */
function texts(dist) {
  return fs.readdirSync(dist).filter((f) => /^texts-[\w-]+\.[0-9a-f]{8}\.js$/.test(f));
}

/** A built bundle's mf-manifest.json, or null when it has none (not built). */
function manifestOf(dist) {
  const file = path.join(dist, 'mf-manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The shared packages a bundle brings chunks for, with those chunks (a consumer brings none). */
const sharedChunks = (manifest) =>
  (manifest?.shared ?? []).filter((s) => s.assets.js.sync.length > 0).map((s) => [s.name, s.assets.js.sync]);

/**
 * A remote's entry, manifest, exposures' chunks and the chunks of the shared packages it provides
 * first, as paths under its dist/; `provided` (the names of the shared packages a bundle loaded
 * before it provides, whose copy the page runs) gains its own.
 */
function remoteFiles(dist, provided) {
  const manifest = manifestOf(dist);
  if (!manifest) return [];
  const js = manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]);
  for (const [name, chunks] of sharedChunks(manifest))
    if (!provided.has(name)) {
      provided.add(name);
      js.push(...chunks);
    }
  return [manifest.metaData.remoteEntry.name, 'mf-manifest.json', ...new Set(js)];
}

/**
 * { urls, version } for the worker: `root` is the repository (each bundle's dist/ under it). URLs in
 * the order the first screen asks for them; `version` the first 16 hex digits of a SHA-256 of every
 * listed file's URL and content.
 */
function precacheList(root) {
  const shellDist = path.join(root, 'shell', 'dist');
  const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const files = ['main.js', ...preloaded(html), ...texts(shellDist)].map((f) => ({
    url: `/${f}`,
    file: path.join(shellDist, f),
  }));
  const provided = new Set(sharedChunks(manifestOf(shellDist)).map(([name]) => name));
  for (const dir of PATIENT_REMOTES) {
    const dist = path.join(root, dir, 'dist');
    for (const f of remoteFiles(dist, provided))
      files.push({ url: `/remotes/${dir}/${f}`, file: path.join(dist, f) });
  }
  // Nor shared's staff-only texts (`texts-staff-<locale>`, the shell's or a remote's copy of them):
  // a patient never loads them.
  const kept = files.filter(({ url }) => !url.endsWith('.map') && !url.includes('/texts-staff-'));
  const hash = crypto.createHash('sha256');
  for (const { url, file } of kept) hash.update(url).update('\0').update(fs.readFileSync(file));
  return { urls: kept.map((f) => f.url), version: hash.digest('hex').slice(0, 16) };
}

/** shell/src/pwa/sw.js with its version and precache list filled in. */
function workerSource(template, { urls, version }) {
  return template.replace('__BUILD__', version).replace("'__PRECACHE__'", JSON.stringify(urls).slice(1, -1));
}

/**
 * Writes shell/dist/sw.js once every bundle it names is built (scripts/build.mjs): the shell's own
 * build cannot, the remotes being other compilations. Without the remotes' builds (a shell built on
 * its own), the worker keeps the shell's files only.
 */
function writeWorker(root) {
  const template = fs.readFileSync(path.join(root, 'shell', 'src', 'pwa', 'sw.js'), 'utf8');
  const list = precacheList(root);
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'sw.js'), workerSource(template, list));
  return list;
}

module.exports = { PATIENT_REMOTES, precacheList, workerSource, writeWorker };
