/** The consent ticked on dexcom/auth, kept in session storage across the provider's redirect. */
const KEY = 'dcp.dexcom.consent';
export const rememberConsent = () => sessionStorage.setItem(KEY, new Date().toISOString());
export const hasConsent = () => sessionStorage.getItem(KEY) !== null;
export const forgetConsent = () => sessionStorage.removeItem(KEY);

/** Maps an error message or code to a text id (req G§8 "Glucose callback errors"). */
export function errorTextId(message: string | null): string {
  const m = (message ?? '').toLowerCase();
  if (m.includes('access_denied') || m.includes('denied')) return 'dexcom.error.denied';
  if (m.includes('missing state')) return 'dexcom.error.invalidRequest';
  if (m.includes('invalid state')) return 'dexcom.error.sessionExpired';
  if (m.includes('not found')) return 'dexcom.error.userNotFound';
  if (m.includes('not authenticated')) return 'dexcom.error.notAuthenticated';
  if (m.includes('token exchange')) return 'dexcom.error.completeFailed';
  if (m.includes('callback')) return 'dexcom.error.connectFailed';
  return 'dexcom.error.general';
}
