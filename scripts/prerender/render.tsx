// The build's pre-render of the public pages (issue 27 point 1), compiled by scripts/prerender/build.mjs
// for Node: the shell's layout with the page in its main area, in one language, and the CSS they use.
// The browser globals it reads are the prerender's own stand-ins (build.mjs), one page at a time.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { StaticRouter } from 'react-router';
import { createIntl } from 'react-intl';
import type { Locale } from '@dcp/shared/contracts';
import { patchSession } from '@dcp/shared/session';
import { loadSharedCatalogue, sharedCatalogue } from '@dcp/shared/i18n';
import { MAIN_AREA_ID, RemoteProviders } from '@dcp/shared/spa';
import { Layout } from '../../shell/src/layout/Layout';
import { ShellProviders } from '../../shell/src/ShellProviders';
import { MANIFEST } from '../../shell/src/pwa';
import { AppRoutes, PRERENDERED_PATHS, preloadPage } from '../../mfe-auth/src/routes';
import authEn from '../../mfe-auth/src/lang/en.json';
import authEs from '../../mfe-auth/src/lang/es.json';

export { PRERENDERED_PATHS };

export interface Rendered {
  /** The markup of `#root`. */
  root: string;
  /** The `<style>` content: every rule the markup uses. */
  css: string;
  /** The document title the shell would show (`Page · Portal`). */
  title: string;
  /** The web app manifest of the language (the shell's linkManifest). */
  manifest: string;
}

const AUTH_MESSAGES = { 'en-GB': authEn, 'es-ES': authEs };

function layoutMarkup(sheet: ServerStyleSheet, node: ReactNode): string {
  return renderToString(sheet.collectStyles(<ShellProviders>{node}</ShellProviders>));
}

/** The text of the first `<h1>` of `html`, as the shell's PageTitle reports it (its text, spaces folded). */
function headingText(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  const text = inner
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
}

function portalTitle(locale: Locale, heading: string): string {
  const intl = createIntl({ locale, messages: sharedCatalogue(locale) });
  const portal = intl.formatMessage({ id: 'shared.portal.name' });
  return heading ? `${heading} · ${portal}` : portal;
}

/**
 * A public page of mfe-auth in `locale`: the layout as a signed-out visitor sees it, with the page in
 * the remote's area element, marked `data-prerendered` for the shell (shell/src/prerendered.ts).
 */
export async function renderPage(path: string, locale: Locale): Promise<Rendered> {
  patchSession({ status: 'signedOut', account: null, accountType: null, locale, fontSize: 'medium' });
  await Promise.all([preloadPage(path), loadSharedCatalogue(locale)]);
  const sheet = new ServerStyleSheet();
  try {
    const page = renderToString(
      sheet.collectStyles(
        <RemoteProviders messages={AUTH_MESSAGES}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </RemoteProviders>,
      ),
    );
    const area = `<div id="dcp-area-mfe_auth"><div data-prerendered="${locale}">${page}</div></div>`;
    const root = insertIntoMain(layoutMarkup(sheet, <Layout />), area);
    const title = portalTitle(locale, headingText(page));
    return { root, css: sheet.instance.toString(), title, manifest: MANIFEST[locale] };
  } finally {
    sheet.seal();
  }
}

/** The layout alone, for every other page: the header and an empty main area until the session is known. */
export function renderSkeleton(locale: Locale): Rendered {
  patchSession({ status: 'unknown', account: null, accountType: null, locale, fontSize: 'medium' });
  const sheet = new ServerStyleSheet();
  try {
    const root = layoutMarkup(sheet, <Layout />);
    return {
      root,
      css: sheet.instance.toString(),
      title: portalTitle(locale, ''),
      manifest: MANIFEST[locale],
    };
  } finally {
    sheet.seal();
  }
}

function insertIntoMain(layout: string, area: string): string {
  const open = new RegExp(`<main[^>]*id="${MAIN_AREA_ID}"[^>]*>`).exec(layout);
  if (!open) throw new Error('prerender: the layout has no main area');
  const at = open.index + open[0].length;
  return layout.slice(0, at) + area + layout.slice(at);
}
