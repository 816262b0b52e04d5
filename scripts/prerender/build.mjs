// Pre-renders the public pages into the shell's dist (issue 27 point 1): the sign-in pages and the
// policies as HTML with the CSS they use, so their heading is in the portal's first answer instead of
// after manifest → remoteEntry → chunk. Every other path gets the layout alone (header, empty main).
// Written to shell/dist/prerender/<locale>/<consent>/<path>.html; the portal server and nginx pick the
// file (pageFile in ./pages.mjs, scripts/nginx-conf.mjs). Run by scripts/build.mjs after webpack.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSENT_VARIANTS, LOCALES, SHELL_PAGE, prerenderDir } from './pages.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(path.dirname(here));
const out = path.join(root, 'node_modules', '.cache', 'dcp-prerender');

/** render.tsx and what it imports, compiled once for Node (the same loaders as the bundles). */
function compile() {
  const webpack = require('webpack');
  const config = {
    mode: 'production',
    target: 'node',
    context: root,
    entry: path.join(here, 'render.tsx'),
    output: { path: out, filename: 'render.cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    // The bundles' own loaders (compiled catalogues, swc): the pre-render draws what the browser draws.
    module: require(path.join(root, 'scripts', 'webpack.base.cjs')).shell(
      path.join(root, 'shell'),
      'production',
    ).module,
    // The later() pages are awaited before rendering: one file, no chunks to load at run time.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(path.join(out, 'render.cjs'));
    });
  });
}

/**
 * The browser the components expect while rendering: the path, the cookies of the variant (a
 * visitor who agreed to cookies has no banner) and an empty storage. Installed only around each
 * render, after the modules are loaded, so no library takes Node for a browser when it starts.
 */
function withBrowser(pathname, consent, render) {
  const store = new Map();
  const stand = {
    window: { location: { pathname }, addEventListener() {}, removeEventListener() {} },
    document: { cookie: consent === 'agreed' ? 'CookieConsent=true' : '' },
    localStorage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => store.set(k, String(v)),
      removeItem: (k) => store.delete(k),
    },
  };
  const saved = Object.keys(stand).map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)]);
  for (const [k, v] of Object.entries(stand))
    Object.defineProperty(globalThis, k, { value: v, configurable: true });
  const restore = () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(globalThis, k, d);
      else delete globalThis[k];
    }
  };
  return Promise.resolve().then(render).finally(restore);
}

const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's built index.html with the rendered layout, its CSS (under the page's nonce) and title. */
/** styled-components' own bookkeeping in its CSS text (which class belongs to which component). */
const SC_MARKS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?|\/\*!sc\*\/\n?/g;

function page(template, locale, { root: markup, css, title, manifest }) {
  const style = css.replace(SC_MARKS, '').replace(/<\//g, '<\\/');
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifest}"`)
    .replace('</head>', () => `<style nonce="__CSP_NONCE__">${style}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('prerender: index.html has no empty <div id="root">');
  // Before its code arrives a form must not submit itself (Enter in a field would send the password
  // in the address): the portal draws its submit buttons disabled until the fields are valid.
  if (/<button type="submit"(?![^>]*disabled)/.test(markup))
    throw new Error(`prerender: "${title}" has a form that could submit before the portal runs`);
  return html;
}

export async function prerender(shellDist = path.join(root, 'shell', 'dist')) {
  const started = Date.now();
  const render = require(await compile());
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  let count = 0;
  for (const locale of LOCALES) {
    for (const consent of CONSENT_VARIANTS) {
      const dir = prerenderDir(shellDist, locale, consent);
      const write = (name, rendered) => {
        const file = path.join(dir, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, page(template, locale, rendered));
        count += 1;
      };
      for (const p of render.PRERENDERED_PATHS) {
        await withBrowser(p, consent, async () =>
          write(`${p.slice(1)}.html`, await render.renderPage(p, locale)),
        );
      }
      await withBrowser('/', consent, () => write(SHELL_PAGE, render.renderSkeleton(locale)));
    }
  }
  console.log(`pre-rendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  prerender().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
