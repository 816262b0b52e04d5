import { getSession } from '@dcp/shared/session';
import { MAIN_AREA_ID } from '@dcp/shared/spa';
import { ownerOf } from './areas/areas';

// A public page arrives pre-rendered (issue 27 point 1): the portal page's HTML already holds the
// layout and, in the main area, the page in a `data-prerendered` element (its value: the language it
// was drawn in) inside its remote's area element. The shell's first render replaces the layout; the page is carried over
// into the new main area in the same task, so nothing is painted in between, and the remote's first
// commit then replaces it (createRoot clears its container in that commit): no flash, no shift.

const ATTR = 'data-prerendered';

/**
 * What had the focus in the page when it was taken out: an element leaving the document loses it, so
 * a field typed into before the shell ran (a slow phone) was no longer focused once put back.
 */
let focused: HTMLElement | null = null;

/** Takes the pre-rendered page out of the document before the shell's first render. */
export function takePrerendered(): HTMLElement | null {
  const area = document.querySelector<HTMLElement>(`[${ATTR}]`)?.parentElement ?? null;
  const active = document.activeElement;
  focused = area && active instanceof HTMLElement && area.contains(active) ? active : null;
  area?.remove();
  return area;
}

/**
 * Puts it back into the shell's main area, unless it would show the wrong thing: drawn in another
 * language than the session's (a choice kept only in this browser's storage), or for a path whose
 * remote is not the one it was drawn by.
 */
export function restorePrerendered(areaElement: HTMLElement | null): void {
  const page = areaElement?.querySelector(`[${ATTR}]`);
  if (!areaElement || !page) return;
  const area = areaElement.id.replace(/^dcp-area-/, '');
  if (page.getAttribute(ATTR) !== getSession().locale || ownerOf(window.location.pathname) !== area) return;
  document.getElementById(MAIN_AREA_ID)?.appendChild(areaElement);
  const active = document.activeElement;
  if (focused?.isConnected && (!active || active === document.body)) focused.focus({ preventScroll: true });
  focused = null;
  // Left to the remote, which replaces it on mount; a navigation elsewhere first must not keep it.
  const leave = () => {
    if (ownerOf(window.location.pathname) === area) return;
    document.querySelector(`[${ATTR}]`)?.remove();
    window.removeEventListener('single-spa:before-routing-event', leave);
  };
  window.addEventListener('single-spa:before-routing-event', leave);
}
