import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MAIN_AREA_ID } from '@dcp/shared/spa';
import { VisuallyHidden } from '@dcp/shared/ui';
import { usePathname } from './usePathname';

/** How long a new page may take to show its heading (a remote loading, then its data). */
const WAIT_MS = 5000;
/** Quiet time of the main area before its heading counts as the new page's. */
const QUIET_MS = 150;
/** After this, an unchanged heading is the new page's own (two addresses of one page). */
const STILL_MS = 700;

function headingOf(main: HTMLElement | null): HTMLElement | null {
  return main?.querySelector<HTMLElement>('h1') ?? null;
}

/**
 * After a client-side navigation (never the first page load), does what a full page load would: the
 * new page starts at its top (a page drawn at once, its chunk already loaded, kept the scroll of a
 * long page left from its bottom button — the privacy policy opened at its end after the terms), and
 * focus moves to its heading, announced in a polite live region for a screen reader (issue 10). A
 * page that moved focus itself meanwhile (a form's first error, a dialog) keeps it.
 */
export function RouteAnnouncer() {
  const intl = useIntl();
  const path = usePathname();
  const first = useRef(true);
  const [message, setMessage] = useState('');
  // In the words of the language at the time it is said; a change of language is no navigation.
  const announce = useEffectEvent((title: string) =>
    setMessage(intl.formatMessage({ id: 'shell.announcer.page' }, { title })),
  );
  // Back and forward: the browser's own popstate (single-spa's, fired for every pushState, is marked
  // `singleSpa`); the browser puts that page back where it was read, so it is not scrolled.
  const backOrForward = useRef(false);
  useEffect(() => {
    const onPop = (event: PopStateEvent & { singleSpa?: boolean }) => {
      backOrForward.current = !event.singleSpa;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!backOrForward.current) window.scrollTo(0, 0);
    backOrForward.current = false;
    const main = document.getElementById(MAIN_AREA_ID);
    const before = document.activeElement;
    const previous = headingOf(main);
    const previousText = previous?.textContent;
    const started = Date.now();
    let quiet = 0;
    const settle = (): boolean => {
      const h1 = headingOf(main);
      if (!h1) return false;
      // Still the old page's heading (its remote is loading): wait, unless it is the same page kind.
      const unchanged = h1 === previous && h1.textContent === previousText;
      if (unchanged && Date.now() - started < STILL_MS) return false;
      const active = document.activeElement;
      const pageMovedFocus = active && active !== before && active !== document.body && active.isConnected;
      if (!pageMovedFocus) {
        if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
        h1.focus();
      }
      announce(h1.textContent ?? '');
      return true;
    };
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(deadline);
    };
    // Settles once the main area has been quiet for a moment (the new page and its first data).
    const wait = () => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(() => settle() && stop(), QUIET_MS);
    };
    const observer = new MutationObserver(wait);
    if (main) observer.observe(main, { subtree: true, childList: true, characterData: true });
    const deadline = window.setTimeout(stop, WAIT_MS);
    wait();
    return stop;
  }, [path]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
