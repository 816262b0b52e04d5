import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { HttpError, notFound } from '../http-errors';

// A doctor's sign-up link (req A§7 doctor/qr-code, req G§2): `survey?docRefToken=…`, and its
// anonymous variant `&anonymous=true`, which works only while the doctor allows it.

/** The doctor's link token, created on first use: 256 random bits, unguessable and never reused. */
export async function docRefTokenOf(db: Db, doctor: AccountRow): Promise<string> {
  if (doctor.docRefToken) return doctor.docRefToken;
  const token = randomBytes(32).toString('base64url');
  // Only if still unset: two first uses at once agree on whichever was stored first.
  await db
    .update(accounts)
    .set({ docRefToken: token })
    .where(and(eq(accounts.id, doctor.id), isNull(accounts.docRefToken)));
  const [row] = await db.select({ t: accounts.docRefToken }).from(accounts).where(eq(accounts.id, doctor.id));
  if (!row?.t) throw new Error('doc_ref_token was not stored');
  return row.t;
}

export function signUpLink(portalOrigin: string, token: string, anonymous: boolean): string {
  const q = new URLSearchParams({ docRefToken: token });
  if (anonymous) q.set('anonymous', 'true');
  return `${portalOrigin}/survey?${q.toString()}`;
}

export async function setAllowAnonymous(db: Db, doctorId: string, allow: boolean): Promise<void> {
  await db.update(accounts).set({ allowAnonymous: allow }).where(eq(accounts.id, doctorId));
}

export const linkNotValid = () => notFound('signup.linkInvalid');

/**
 * The doctor behind a link token: an active doctor of a clinic. Anything else (unknown token, a
 * doctor without a clinic) answers 404 like a token that never existed.
 */
export async function doctorOfLink(db: Db, token: string): Promise<AccountRow & { clinicId: string }> {
  const [d] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.docRefToken, token), eq(accounts.role, 'doctor')))
    .limit(1);
  if (!d?.clinicId) throw linkNotValid();
  return { ...d, clinicId: d.clinicId };
}

export const anonymousOff = () => new HttpError(403, 'signup.anonymousOff');
