import type { FontSize, Locale } from '@dcp/shared/contracts';

/** The only cookies the portal sets (req A§9), and only after consent 'true'. */
export const COOKIE_NAMES = ['CookieConsent', 'UiSize', 'Language'] as const;
const YEAR_S = 365 * 24 * 3600;
/** A refusal is remembered outside cookies, since declining must leave none behind. */
const DECLINED_KEY = 'cookieConsentDeclined';

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${YEAR_S}; path=/; SameSite=Lax`;
}

export function consentGiven(): boolean {
  return readCookie('CookieConsent') === 'true';
}

export function consentDecided(): boolean {
  return consentGiven() || localStorage.getItem(DECLINED_KEY) === 'true';
}

/** Writes the preference cookies, but only when the user agreed to cookies. */
export function syncPreferenceCookies(locale: Locale, fontSize: FontSize): void {
  if (!consentGiven()) return;
  writeCookie('UiSize', fontSize);
  writeCookie('Language', locale);
}

export function acceptCookies(locale: Locale, fontSize: FontSize): void {
  localStorage.removeItem(DECLINED_KEY);
  writeCookie('CookieConsent', 'true');
  syncPreferenceCookies(locale, fontSize);
}

export function declineCookies(): void {
  for (const name of COOKIE_NAMES) document.cookie = `${name}=; Max-Age=0; path=/`;
  localStorage.setItem(DECLINED_KEY, 'true');
}
