/** The consent page (req G§2, §4 "Connection flow"). */
export const CONSENT_PATH = '/dexcom/auth';

/** The consent page, coming back to `returnUrl` (a portal path) once linked. */
export const consentPath = (returnUrl: string) =>
  `${CONSENT_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;

/**
 * Every Connect, Reconnect, Opt in and Try Again goes through the consent page (issue 28 point 3):
 * the callback refuses a code without the consent ticked there, so a button that went straight to the
 * provider ended in `message=consent`. The exposed panel has no router of its own, so this is a
 * history push, which single-spa sees (as the shell's navigateToUrl) and routes to this remote.
 */
export function openConsent(returnUrl: string = window.location.pathname): void {
  window.history.pushState(null, '', consentPath(returnUrl));
}
