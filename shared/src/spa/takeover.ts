// A pre-rendered page (issue 27 point 1) can be typed into before its code arrives: on a slow phone
// someone may have filled in the e-mail by then. The remote's first render replaces that markup, so
// what was entered and where the focus was are carried over to the page the remote draws. The old
// fields are read after that commit (a removed element keeps its value): typing that lands while the
// remote renders, which yields to the browser between parts of its work, is not lost either.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input[name], textarea[name], select[name]';

export interface Prerendered {
  page: Element;
  /** The field that last had the focus in it, by name. */
  focused: string | null;
  stop: () => void;
}

/** Follows the pre-rendered page inside `area` until the remote has replaced it, or null when there is none. */
export function watchPrerendered(area: Element): Prerendered | null {
  const page = area.querySelector('[data-prerendered]');
  if (!page) return null;
  const active = document.activeElement as Field | null;
  const watched: Prerendered = {
    page,
    focused: active && page.contains(active) ? active.name || null : null,
    stop: () => page.removeEventListener('focusin', onFocus),
  };
  function onFocus(event: Event) {
    watched.focused = (event.target as Field).name || null;
  }
  page.addEventListener('focusin', onFocus);
  return watched;
}

function setValue(el: Field, value: string) {
  // Nothing typed there before, or already typed into the new field (or filled by the page): leave it.
  if (value === '' || el.value !== '') return;
  // React tracks the value it set; the prototype's setter and an input event make it see the change.
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** How long the old page's values wait for the remote's fields: its first commits may draw none yet. */
const CARRY_FOR_MS = 10_000;

/**
 * Puts the values entered in the old page (radio choices by click, as a person would) and the focus
 * into the remote's. The remote's first commit may not hold the form yet (a page that waits for the
 * session, or a later() page): a field not there yet gets its value when it appears.
 */
export function carryOver(area: Element, old: Prerendered | null): void {
  if (!old) return;
  old.stop();
  if (area.contains(old.page)) return; // not replaced (the remote drew nothing over it)
  // A removed element keeps its value, and nobody can type into it any more.
  let pending = [...old.page.querySelectorAll<Field>(FIELDS)];
  let focus = old.focused;
  const apply = () => {
    pending = pending.filter((f) => {
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
  };
  if (apply()) return;
  const observer = new MutationObserver(() => {
    if (apply()) observer.disconnect();
  });
  observer.observe(area, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), CARRY_FOR_MS);
}
