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

/** Puts the values entered in the old page (radio choices by click, as a person would) and the focus into the remote's. */
export function carryOver(area: Element, old: Prerendered | null): void {
  if (!old) return;
  old.stop();
  if (area.contains(old.page)) return; // not replaced (the remote drew nothing over it)
  for (const f of old.page.querySelectorAll<Field>(FIELDS)) {
    const radio = f instanceof HTMLInputElement && (f.type === 'radio' || f.type === 'checkbox');
    const selector = `[name="${CSS.escape(f.name)}"]${radio ? `[value="${CSS.escape(f.value)}"]` : ''}`;
    const el = area.querySelector<Field>(selector);
    if (!el) continue;
    if (!radio) setValue(el, f.value);
    else if (el instanceof HTMLInputElement && f.checked && !el.checked) el.click();
  }
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (old.focused && lost) area.querySelector<HTMLElement>(`[name="${CSS.escape(old.focused)}"]`)?.focus();
}
