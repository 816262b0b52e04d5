/** Leaves the portal for the provider's login page (a module of its own so tests can replace it). */
export function goTo(url: string): void {
  window.location.assign(url);
}
