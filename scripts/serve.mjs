// The static portal server of the embedded set-up: the shell at /, each remote under /remotes/<dir>/,
// and the runtime config.json / remotes.json made from the environment, so one build runs anywhere.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { REMOTES, WIDGET, WIDGET_PATH, remoteOrigins, remotePath, remotesManifest } from './workspaces.mjs';
import { NONCE_PLACEHOLDER, pageHeaders, securityHeaders } from './portal-headers.mjs';
import { portalConfig } from './portal-config.mjs';
import { pageFile } from './prerender/pages.mjs';

export { portalConfig };

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
/**
 * What a built asset's name ends with. Anything else is a portal route, even with a dot in it (a
 * profile address holds an e-mail: /admin/doctor-profile/ana@clinic.org), and answers the portal.
 */
const ASSET = /\.(js|mjs|json|map|css|html|svg|png|ico|jpe?g|gif|webp|woff2?|ttf|txt|webmanifest)$/i;

/** True when a path that is not on disk is a missing asset (404) rather than a portal route. */
export function isAssetPath(urlPath) {
  return (
    ASSET.test(urlPath) ||
    urlPath.startsWith(WIDGET_PATH) ||
    REMOTES.some((dir) => urlPath.startsWith(remotePath(dir)))
  );
}
/** Hashed chunks never change; everything else (entries, manifests, html) must be revalidated. */
const HASHED = /\.[0-9a-f]{8}\.js$/;

const SHELL_DIST = path.join(root, 'shell', 'dist');

/** The built file a portal URL path names: a remote's dist/ under /remotes/<dir>/, else the shell's. */
export function resolveFile(urlPath, shellDist = SHELL_DIST) {
  for (const dir of REMOTES) {
    const prefix = remotePath(dir);
    if (urlPath.startsWith(prefix)) return path.join(root, dir, 'dist', urlPath.slice(prefix.length));
  }
  if (urlPath.startsWith(WIDGET_PATH))
    return path.join(root, WIDGET, 'dist', urlPath.slice(WIDGET_PATH.length));
  return path.join(shellDist, urlPath);
}

/** `shellDist`: another build of the shell (the bench's plain reference, shell/dist-plain). */
export function startPortal({
  port = 8080,
  host = '127.0.0.1',
  env = process.env,
  shellDist = SHELL_DIST,
} = {}) {
  const config = portalConfig(env);
  const remotes = remotesManifest(env);
  const generated = {
    '/config.json': JSON.stringify(config),
    '/remotes.json': JSON.stringify(remotes),
  };
  return listen(
    port,
    host,
    staticHandler({
      inline: inlineBoot(generated),
      resolve: (urlPath) => resolveFile(urlPath, shellDist),
      index: path.join(shellDist, 'index.html'),
      // A public page's own pre-rendered HTML, else the layout alone, in the visitor's language.
      pageFor: (urlPath, req) => pageFile(shellDist, urlPath, req.headers),
      generated,
      headers: securityHeaders(),
      page: pageHeaders(config, remoteOrigins(remotes), env),
      sourceMaps: env.SERVE_SOURCE_MAPS === '1',
    }),
  );
}

/**
 * The first screen needs config.json and remotes.json before anything else (issue 16): the portal
 * page carries them, so the shell starts without two sequential requests. Inert JSON (not run, so
 * the CSP's script-src does not apply), `<` escaped so no value can close the element. The files stay
 * served as well, for other deployments and for the remotes' own development server.
 */
function inlineBoot(generated) {
  const json = JSON.stringify(
    Object.fromEntries(Object.entries(generated).map(([u, t]) => [u, JSON.parse(t)])),
  );
  const tag = `<script type="application/json" id="dcp-boot">${json.replace(/</g, '\\u003c')}</script>`;
  return (html) => html.replace('</head>', `${tag}</head>`);
}

/**
 * One remote's dist/ on its own origin, as a CDN would serve it: any page may load it (CORS), hashed
 * chunks cached for ever, manifest, remoteEntry and version.json revalidated so a rebuild is picked up.
 */
export function startRemoteServer({ dir, port, host = '127.0.0.1', distDir = path.join(root, dir, 'dist') }) {
  const headers = { 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };
  return listen(
    port,
    host,
    staticHandler({
      resolve: (urlPath) => path.join(distDir, urlPath),
      headers,
      fallback: false,
      sourceMaps: process.env.SERVE_SOURCE_MAPS === '1',
    }),
  );
}

function listen(port, host, handler) {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

/** Serves built files (gzip when accepted), generated JSON, and the shell's page for portal routes. */
function staticHandler({
  resolve,
  index,
  pageFor = () => null,
  inline = (html) => html,
  generated = {},
  headers,
  page,
  fallback = true,
  sourceMaps = true,
}) {
  const gzCache = new Map();
  /**
   * A missing asset answers with the page's own headers (its CSP, HSTS over TLS, no caching): an
   * error answer is a page a browser shows too (issue 23 point 8).
   */
  const notFound = (req, res) => {
    const own = page ? page(req, randomBytes(18).toString('base64')) : {};
    res
      .writeHead(404, { ...headers, ...own, 'content-type': TYPES['.txt'], 'cache-control': 'no-cache' })
      .end('Not found');
  };
  return async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (urlPath.includes('..')) return void res.writeHead(400).end();
    // Source maps hold the original sources: only where someone asked for them (SERVE_SOURCE_MAPS=1).
    if (!sourceMaps && urlPath.endsWith('.map')) return notFound(req, res);
    let body;
    let type;
    let file = null;
    let version = 0;
    if (generated[urlPath]) {
      body = Buffer.from(generated[urlPath]);
      type = TYPES['.json'];
    } else {
      file = resolve(urlPath);
      let info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        // A missing asset is a 404; any other path is a portal route: the shell's index.html.
        if (!fallback || isAssetPath(urlPath)) return notFound(req, res);
        file = pageFor(urlPath, req) ?? index;
        info = await stat(file);
      }
      version = info.mtimeMs;
      body = await readFile(file);
      type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    }
    let out = { ...headers, 'content-type': type, vary: 'accept-encoding' };
    if (page && type === TYPES['.html']) {
      // The portal page: a fresh nonce per answer, for styled-components' <style> elements (CSP).
      const nonce = randomBytes(18).toString('base64');
      body = Buffer.from(inline(body.toString('utf8').replaceAll(NONCE_PLACEHOLDER, nonce)));
      // The page's language and cookie banner follow the request (scripts/prerender/pages.mjs).
      out = { ...out, ...page(req, nonce), vary: 'accept-encoding, accept-language, cookie' };
      file = null;
    }
    out['cache-control'] = file && HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (
      /gzip/.test(req.headers['accept-encoding'] ?? '') &&
      body.length > 1024 &&
      !type.startsWith('image/png')
    ) {
      // Each file version is compressed once; a rebuild changes the mtime and so the key.
      const key = file && `${file}@${version}`;
      if (!key) body = gzipSync(body);
      else {
        if (!gzCache.has(key)) gzCache.set(key, gzipSync(body));
        body = gzCache.get(key);
      }
      out['content-encoding'] = 'gzip';
    }
    res.writeHead(200, out).end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * The connect widget's example host page (dexcom-widget/example/index.html) on an origin of its own,
 * as a clinic's web site would be, loading the widget from `portalOrigin`.
 */
export function startWidgetExample({ port, portalOrigin, host = '127.0.0.1' }) {
  const file = path.join(root, WIDGET, 'example', 'index.html');
  return listen(port, host, async (req, res) => {
    const page = (await readFile(file, 'utf8')).replaceAll('http://localhost:8080', portalOrigin);
    const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
    if (urlPath !== '/') return void res.writeHead(404, securityHeaders()).end('Not found');
    res.writeHead(200, { ...securityHeaders(), 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
    res.end(page);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORTAL_PORT ?? 8080);
  startPortal({ port }).then(() => console.log(`portal on http://localhost:${port}`));
}
