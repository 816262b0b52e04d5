import type { Locale } from '@dcp/shared/contracts';

// The installable portal (issue 25 point 3): the web app manifest in the person's language, and the
// service worker (shell/src/pwa/sw.js) that keeps the static build files for fast starts and shows
// the offline page.

export const MANIFEST: Record<Locale, string> = {
  'en-GB': '/manifest.en.webmanifest',
  'es-ES': '/manifest.es.webmanifest',
};

/** Points the page's manifest link at the locale's manifest (the name a phone shows under the icon). */
export function linkManifest(locale: Locale, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'manifest';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== MANIFEST[locale]) link.setAttribute('href', MANIFEST[locale]);
}

/**
 * Registers the service worker in a production build served over http(s) only: a development
 * server's rebuilt files must never be answered from a cache. After the page has loaded, so the
 * worker's own downloads never compete with the first screen.
 */
export function registerServiceWorker(win: Window = window): void {
  if (process.env.NODE_ENV !== 'production') return;
  if (!/^https?:$/.test(win.location.protocol) || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the portal works as before, without the offline page.
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
