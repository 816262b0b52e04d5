// The "drawn" mark (issue 41 point 6): `performance.mark('dcp:drawn')` once the landing page's main
// content is in the page and painted, as its remote draws it. The bench's byte counts and CI's byte
// guard (e2e/tests/budget.spec.ts) end there instead of at network idle, which raced the sign-in
// remote's late files. Set by the shell for the page it first opened, so no remote carries it.

export const DRAWN_MARK = 'dcp:drawn';

/**
 * What each landing page is drawn with: the content a person came for. On `/login` the remote's own
 * form, never the pre-rendered copy (prerendered.ts); the patient's home once its glucose charts are
 * drawn (`data-charted`); the staff lists their first row.
 */
export const DRAWN: Record<string, string> = {
  '/login': '#dcp-main form:not([data-prerendered] form)',
  '/superadmin/results': '#dcp-main section button',
  '/admin/doctors-list': '#dcp-main table tbody tr',
  '/doctor/users-list': '#dcp-main table tbody tr',
  '/patient/home': '#dcp-main [data-charted]',
};

/** Watches the document for the page's drawn content; marks the frame after it appears, once. */
export function markWhenDrawn(
  doc: Document = document,
  path = doc.location.pathname,
  mark = (name: string) => void performance.mark(name),
): void {
  const selector = DRAWN[path];
  if (!selector) return;
  const observer = new MutationObserver(() => {
    if (!doc.querySelector(selector)) return;
    observer.disconnect();
    // The next frame: the content is painted, not only in the DOM.
    requestAnimationFrame(() => mark(DRAWN_MARK));
  });
  observer.observe(doc, { childList: true, subtree: true, attributes: true });
}
