// Which pre-rendered file answers a portal path (issue 27 point 1). The static server uses pageFile;
// nginx does the same with maps and try_files (scripts/nginx-conf.mjs) — keep the two alike.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const LOCALES = ['en-GB', 'es-ES'];
/** With the cookie banner (no `CookieConsent=true` cookie), and without it. */
export const CONSENT_VARIANTS = ['ask', 'agreed'];
/** The layout alone, for every path that has no page of its own. */
export const SHELL_PAGE = '_layout.html';

export const prerenderDir = (shellDist, locale, consent) =>
  path.join(shellDist, 'prerender', locale, consent);

function cookie(header, name) {
  const hit = String(header ?? '')
    .split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/**
 * The language of the first answer, as the portal picks it (shared/src/bus/prefs.ts): the person's
 * stored choice — the server sees it as the `Language` cookie, kept when cookies were accepted —
 * else the browser's language, whose first `Accept-Language` tag is `navigator.language`.
 */
export function pageLocale(headers) {
  const chosen = cookie(headers.cookie, 'Language');
  if (LOCALES.includes(chosen)) return chosen;
  return /^\s*es\b/i.test(String(headers['accept-language'] ?? '')) ? 'es-ES' : 'en-GB';
}

/** The pre-rendered file for a portal path (its own page, else the layout), or null: the plain index.html. */
export function pageFile(shellDist, urlPath, headers) {
  const consent = cookie(headers.cookie, 'CookieConsent') === 'true' ? 'agreed' : 'ask';
  const dir = prerenderDir(shellDist, pageLocale(headers), consent);
  const own = urlPath.length > 1 && !urlPath.endsWith('/') ? path.join(dir, `${urlPath}.html`) : null;
  if (own && own.startsWith(dir + path.sep) && existsSync(own)) return own;
  const layout = path.join(dir, SHELL_PAGE);
  return existsSync(layout) ? layout : null;
}
