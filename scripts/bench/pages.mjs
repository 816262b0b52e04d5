// What one page downloads: its JavaScript (raw and gzip) and which libraries arrive more than once.
// A library "loaded twice" is a node_modules (or @dcp/shared) source file that two of the page's
// scripts both carry, read from the build's own source maps — so it names any library, today's or a
// new one, without a list to keep.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { landedPath } from './sign-in.mjs';

/** `…/node_modules/zod/v4/core/api.js` → `zod`; `…/shared/src/ui/x.tsx` → `@dcp/shared (ui)`. */
export function libraryOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const shared = /(?:^|\/)shared\/src\/([^/]+)/.exec(source);
  return shared ? `@dcp/shared (${shared[1].replace(/\.tsx?$/, '')})` : null;
}

/** The library source files a built script carries, from its `.map` beside it (none: an empty set). */
function sourcesOf(file) {
  const map = file && `${file}.map`;
  if (!map || !existsSync(map)) return new Set();
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return new Set(
    sources
      .map((s) => s.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, ''))
      .filter((s) => libraryOf(s) && !s.includes('webpack/runtime')),
  );
}

/** Libraries whose files arrive in more than one script of the page: { name: copies }. */
export function duplicates(files) {
  const seen = new Map(); // source file → scripts holding it
  for (const file of files)
    for (const source of sourcesOf(file)) {
      const key = source.slice(
        Math.max(0, source.lastIndexOf('node_modules/'), source.indexOf('shared/src/')),
      );
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  const out = {};
  for (const [source, copies] of seen) {
    if (copies < 2) continue;
    const lib = libraryOf(source);
    out[lib] = Math.max(out[lib] ?? 0, copies);
  }
  return out;
}

/** Set by the shell when a landing page's main content is drawn (shell/src/drawn.ts). */
export const DRAWN_MARK = 'dcp:drawn';

/** Waits for the page's drawn mark; false when it never came (the page is not the one asked for). */
export async function waitDrawn(page, timeout = 60_000) {
  return page
    .waitForFunction((m) => performance.getEntriesByName(m, 'mark').length > 0, DRAWN_MARK, { timeout })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Loads `url` in a fresh context (signed in with `token` when given) and sums its scripts requested
 * until the page's "drawn" mark (shell/src/drawn.ts: the remote's form on /login, the first row of a
 * staff list, the glucose charts on the patient's home) — not until network idle, which the sign-in
 * remote's late files raced; as e2e/tests/budget.spec.ts does. `fileOf(url)` names the built file
 * behind a script URL, for the duplicate check. `landed`: the path the page ended on, `drawn` whether
 * it was drawn — a row without both is not the page it names.
 */
export async function measurePage(browser, url, token, fileOf) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('apiKey', t), token);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    // a response without a body (e.g. aborted) downloads nothing
    pending.push(
      res.body().then(
        (body) => ({ url: res.url(), body }),
        () => null,
      ),
    );
  });
  await page.goto(url);
  const drawn = await waitDrawn(page);
  const landed = landedPath(page);
  // The scripts requested until the mark; one requested later is not counted.
  const scripts = (await Promise.all([...pending])).filter(Boolean);
  await context.close();
  return {
    files: scripts.length,
    raw: scripts.reduce((n, s) => n + s.body.length, 0),
    gzip: scripts.reduce((n, s) => n + gzipSync(s.body).length, 0),
    twice: duplicates(scripts.map((s) => fileOf(new URL(s.url).pathname))),
    drawn,
    landed,
  };
}
