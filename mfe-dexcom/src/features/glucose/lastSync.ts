import type { IntlShape } from 'react-intl';

/** Last sync wording (req G§9): just now; minutes; hours; else the date. */
export function lastSyncText(intl: IntlShape, iso: string | null, now = Date.now()): string {
  if (!iso) return intl.formatMessage({ id: 'dexcom.status.never' });
  const min = Math.floor((now - Date.parse(iso)) / 60_000);
  if (min < 1) return intl.formatMessage({ id: 'dexcom.status.justNow' });
  if (min < 60) return intl.formatMessage({ id: 'dexcom.status.minutesAgo' }, { n: min });
  if (min < 1440) return intl.formatMessage({ id: 'dexcom.status.hoursAgo' }, { n: Math.floor(min / 60) });
  return intl.formatDate(iso, { dateStyle: 'medium' });
}

/** The status reason's text (req G§8 "Status reasons"). */
export function reasonText(intl: IntlShape, reason: string | null): string | null {
  if (!reason) return null;
  if (reason === 'User not authenticated')
    return intl.formatMessage({ id: 'dexcom.reason.notAuthenticated' });
  if (reason === 'Token validation failed or no valid token')
    return intl.formatMessage({ id: 'dexcom.reason.noValidToken' });
  if (reason === 'Token expired') return intl.formatMessage({ id: 'dexcom.reason.tokenExpired' });
  return intl.formatMessage({ id: 'dexcom.reason.other' }, { reason });
}
