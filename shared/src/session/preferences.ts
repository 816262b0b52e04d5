// The signed-in person's settings and consents as session commands: terms, privacy, language,
// glucose unit and font size. Apart from commands.ts (signing in and out) so each reads alone.
import { Account, type FontSize, type GlucoseUnit, type Locale } from '@dcp/shared/contracts/core';
import { FONT_SIZE_KEY, LOCALE_KEY, writePref } from '@dcp/shared/bus';
import { http } from '@dcp/shared/http';
import { SessionError } from './errors';
import { getSession, patchSession } from './state';
import { currentAccount, delay } from './account-core';
import { reloadAccount } from './commands';

/** req A§9: the pause after accepting privacy. */
export const PRIVACY_DELAY_MS = 1000;

/**
 * Sends the UI language to the server when the account's differs (req A§4); a sign-in sends it with
 * the token exchange instead (auth/jwt, auth/arrival, the sign-up).
 */
async function syncLocale(account: Account): Promise<void> {
  const { locale } = getSession();
  if (account.locale === locale) return;
  try {
    await http.post('user/this/locale', { locale });
    patchSession({ account: { ...account, locale } });
  } catch {
    /* not worth failing a sign-in for; http has already reported it */
  }
}

/** Terms are a licence call per role; only doctors and patients have one (req A§6). */
export async function acceptTerms(): Promise<Account> {
  const { accountType } = currentAccount();
  if (accountType === 'doctor') await http.put('doctor/license');
  else if (accountType === 'patient') await http.put('user/license');
  else throw new SessionError('unknownError', { providerMessage: `No terms to accept for ${accountType}` });
  return reloadAccount();
}

export async function acceptPrivacy(): Promise<Account> {
  await http.put('user/privacy');
  const account = await reloadAccount();
  await delay(PRIVACY_DELAY_MS);
  return account;
}

export async function setLocale(locale: Locale): Promise<void> {
  writePref(LOCALE_KEY, locale);
  patchSession({ locale });
  const { status, account } = getSession();
  if (status === 'signedIn' && account && account.locale !== locale) await syncLocale(account);
}

/**
 * The signed-in person's glucose unit (null: the clinic's), stored by the API so it follows them to
 * every device; the session then carries the account as the API answers it.
 */
export async function setGlucoseUnit(glucoseUnit: GlucoseUnit | null): Promise<void> {
  const res = await http.put<unknown>('user/this/glucose-unit', { glucoseUnit });
  patchSession({ account: Account.parse(res.data) });
}

export function setFontSize(fontSize: FontSize): void {
  writePref(FONT_SIZE_KEY, fontSize);
  patchSession({ fontSize });
}
