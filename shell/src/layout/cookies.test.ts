import {
  acceptCookies,
  consentDecided,
  consentGiven,
  declineCookies,
  syncPreferenceCookies,
} from './cookies';

const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((c) => c.split('=')[0])
    .sort();

beforeEach(() => {
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; path=/`;
  localStorage.clear();
});

describe('cookie consent (req A§9)', () => {
  it('sets no cookie before consent, even when preferences change', () => {
    syncPreferenceCookies('es-ES', 'large');
    expect(cookieNames()).toEqual([]);
    expect(consentDecided()).toBe(false);
  });

  it('sets CookieConsent, UiSize and Language once consent is true', () => {
    acceptCookies('es-ES', 'extra-large');
    expect(consentGiven()).toBe(true);
    expect(cookieNames()).toEqual(['CookieConsent', 'Language', 'UiSize']);
    expect(document.cookie).toContain('Language=es-ES');
    expect(document.cookie).toContain('UiSize=extra-large');
    syncPreferenceCookies('en-GB', 'medium');
    expect(document.cookie).toContain('Language=en-GB');
  });

  it('declining removes every cookie and is remembered without one', () => {
    acceptCookies('en-GB', 'medium');
    declineCookies();
    expect(cookieNames()).toEqual([]);
    expect(consentGiven()).toBe(false);
    expect(consentDecided()).toBe(true);
    syncPreferenceCookies('es-ES', 'large');
    expect(cookieNames()).toEqual([]);
  });
});
