// A pre-rendered page (issue 27 point 1) can be typed into before its code arrives: on a slow phone
// someone may have filled in the e-mail by then. The remote's first commit replaces that markup, so
// what was entered and where the focus was are carried over to the page the remote draws.
//
// The hand-over happens in the task of the commit that removes the old page: a MutationObserver's
// callback runs before the browser dispatches the next key press. Waiting for single-spa's mount to
// resolve (a setTimeout after the commit) left a gap in which the focus was on <body>, and what was
// typed then went nowhere (the rehearsal's e-mail, typed as the page was replaced, was lost and "Sign
// in" stayed disabled). A removed element keeps its value, and nobody can type into it any more.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input[name], textarea[name], select[name]';

/** How long the old page's values wait for the remote's fields: its first commits may draw none yet. */
const CARRY_FOR_MS = 10_000;

function setValue(el: Field, value: string) {
  // Nothing typed there before, or already typed into the new field (or filled by the page): leave it.
  if (value === '' || el.value !== '') return;
  // React tracks the value it set; the prototype's setter and an input event make it see the change.
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Follows the pre-rendered page inside `area` (call it before the remote mounts) and, when the remote
 * removes it, puts its entered values (radio choices by click, as a person would) and its focus into
 * the remote's fields. A field the remote draws in a later commit (a page that waits for the session,
 * or a later() page) gets its value when it appears. Returns what to call once the remote is mounted.
 */
export function carryOverPrerendered(area: Element): () => void {
  const found = area.querySelector('[data-prerendered]');
  if (!found) return () => undefined;
  const page: Element = found;
  const active = document.activeElement as Field | null;
  let focus = active && page.contains(active) ? active.name || null : null;
  const onFocus = (event: Event) => {
    focus = (event.target as Field).name || null;
  };
  page.addEventListener('focusin', onFocus);
  let pending: Field[] | null = null; // the old fields, once the old page is gone
  const observer = new MutationObserver(() => step());
  const stop = () => {
    observer.disconnect();
    page.removeEventListener('focusin', onFocus);
  };

  function apply(fields: Field[]) {
    pending = fields.filter((f) => {
      const radio = f instanceof HTMLInputElement && (f.type === 'radio' || f.type === 'checkbox');
      const selector = `[name="${CSS.escape(f.name)}"]${radio ? `[value="${CSS.escape(f.value)}"]` : ''}`;
      const el = area.querySelector<Field>(selector);
      if (!el) return true;
      if (!radio) setValue(el, f.value);
      else if (el instanceof HTMLInputElement && f.checked && !el.checked) el.click();
      return false;
    });
    const target = focus ? area.querySelector<HTMLElement>(`[name="${CSS.escape(focus)}"]`) : null;
    if (target) {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) target.focus();
      focus = null;
    }
    return pending.length === 0 && focus === null;
  }

  function step() {
    if (pending === null) {
      if (area.contains(page)) return;
      page.removeEventListener('focusin', onFocus);
      pending = [...page.querySelectorAll<Field>(FIELDS)];
      setTimeout(stop, CARRY_FOR_MS);
    }
    if (apply(pending)) stop();
  }

  observer.observe(area, { childList: true, subtree: true });
  // Mounted with the old page still in place: the remote drew nothing over it, nothing to carry.
  return () => {
    if (area.contains(page)) stop();
  };
}
