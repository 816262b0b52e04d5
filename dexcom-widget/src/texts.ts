import { ApiError } from './api';
import en from './lang/en.json';
import es from './lang/es.json';

// The widget's own small catalogue (it carries no react-intl): English and Spanish, same ids.
export type TextId = keyof typeof en;
export type Locale = 'en' | 'es';
const CATALOGUES: Record<Locale, Record<TextId, string>> = { en, es };

/** The element's `lang` attribute, else the browser's language; Spanish or English. */
export function pickLocale(lang: string | null, browser: readonly string[]): Locale {
  const wanted = lang ? [lang] : browser;
  for (const l of wanted) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}

export function text(locale: Locale, id: TextId, values: Record<string, string | number> = {}): string {
  return CATALOGUES[locale][id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** Last sync wording (req G§9): under a minute, minutes, hours, else the date. */
export function lastSyncText(locale: Locale, iso: string | null, now = Date.now()): string {
  if (!iso) return text(locale, 'widget.lastSync', { when: text(locale, 'widget.never') });
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  const hours = Math.floor(minutes / 60);
  const when =
    minutes < 1
      ? text(locale, 'widget.justNow')
      : minutes < 60
        ? text(locale, minutes === 1 ? 'widget.minuteAgo' : 'widget.minutesAgo', { n: minutes })
        : hours < 24
          ? text(locale, hours === 1 ? 'widget.hourAgo' : 'widget.hoursAgo', { n: hours })
          : new Date(iso).toLocaleDateString(locale === 'es' ? 'es-ES' : 'en-GB');
  return text(locale, 'widget.lastSync', { when });
}

const REASONS: Record<string, TextId> = {
  'User not authenticated': 'widget.reason.notAuthenticated',
  'Token validation failed or no valid token': 'widget.reason.noValidToken',
  'Token expired': 'widget.reason.tokenExpired',
};

/**
 * What a failed call says, in the widget's language (issue 36 point 16): never the API's detail
 * (written in the account's language, which may not be the page's) nor the browser's English HTTP
 * or network text.
 */
export function failureText(locale: Locale, e: unknown): string {
  const status = e instanceof ApiError ? e.status : 0;
  // Dexcom refused the stored token: the link needs a reconnect (req G§4 "Token expired").
  if (e instanceof ApiError && e.code === 'glucose.tokenExpired')
    return text(locale, 'widget.error.tokenExpired');
  const id: TextId =
    status === 0
      ? 'widget.error.network'
      : status === 401
        ? 'widget.error.signedOut'
        : status === 429
          ? 'widget.error.tooMany'
          : status === 502
            ? 'widget.error.dexcom'
            : status >= 500
              ? 'widget.error.server'
              : 'widget.error.refused';
  return text(locale, id);
}

/** A status reason's text (req G§8 "Status reasons"). */
export function reasonText(locale: Locale, reason: string): string {
  const id = REASONS[reason];
  return id ? text(locale, id) : text(locale, 'widget.reason.other', { reason });
}
