/** Puts JSON in the page as the portal server does (`<script type="application/json" id="dcp-boot">`). */
export function inlineBoot(json: unknown): void {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'dcp-boot';
  el.textContent = JSON.stringify(json);
  document.head.appendChild(el);
}

/** Takes it out again (after each test). */
export function removeInlineBoot(): void {
  document.getElementById('dcp-boot')?.remove();
}
