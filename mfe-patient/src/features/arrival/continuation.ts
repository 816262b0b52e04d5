// Where the invitation leads once onboarding (terms, privacy, demographics) is done. Onboarding ends on
// '/', which the guard sends to the patient's home; the home route takes this once and goes on.
const KEY = 'dcp.arrival.next';

export function rememberNext(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage unavailable: the patient lands on home, where the questionnaire is listed */
  }
}

/** The remembered path, removed as it is read; only a questionnaire path is honoured. */
export function takeNext(): string | null {
  try {
    const next = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return next && /^\/survey\/[0-9a-f-]{36}$/.test(next) ? next : null;
  } catch {
    return null;
  }
}
