import { FontSize, Locale } from '@dcp/shared/contracts/core';

/** localStorage keys of the user's display preferences. */
export const LOCALE_KEY = 'locale';
export const FONT_SIZE_KEY = 'uiSize';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writePref(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    /* storage unavailable: the preference lives for this page only */
  }
}

/** Stored choice first, else the browser's language: any Spanish variant → es-ES, else en-GB. */
export function initialLocale(): Locale {
  const stored = Locale.safeParse(read(LOCALE_KEY));
  if (stored.success) return stored.data;
  const nav = globalThis.navigator?.language ?? '';
  return nav.toLowerCase().startsWith('es') ? 'es-ES' : 'en-GB';
}

export function initialFontSize(): FontSize {
  const stored = FontSize.safeParse(read(FONT_SIZE_KEY));
  return stored.success ? stored.data : 'medium';
}
