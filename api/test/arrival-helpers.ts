import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import type { Locale } from '../src/contracts';
import { call, post, type Stack } from './helpers';
import type { SentMail } from './mail-capture';

export const uniq = () => randomBytes(4).toString('hex');
export const DOCTOR = 'doctor@demo.test';
export const arrivalTokenIn = (text: string) => /\/patient\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
export const mailsTo = (sent: SentMail[], to: string) => sent.filter((m) => m.to === to);

/** A doctor's add-patient dialog: POST user, then POST surveyInstance (the two calls of req A§8). */
export async function addPatient(s: Stack, doctorToken: string, surveyId: string, locale?: Locale) {
  const email = `arr-${uniq()}@test.example`;
  const created = await post(
    s.url,
    '/user',
    { email, firstName: 'Ana', lastName: 'Paz', ...(locale ? { locale } : {}) },
    doctorToken,
  );
  const assigned = await assign(s, doctorToken, email, surveyId);
  return { email, created, assigned, instanceId: (assigned.body as { id?: string }).id ?? '' };
}

export const assign = (s: Stack, token: string, userEmail: string, surveyId: string) =>
  post(s.url, '/surveyInstance', { doctorEmail: DOCTOR, userEmail, surveyId }, token);

export const withdraw = (s: Stack, token: string, id: string) =>
  call(s.url, 'DELETE', `/surveyInstance/${id}`, { token });

export async function accountId(s: Stack, email: string): Promise<string> {
  const [a] = await s.app.dcp.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return a!.id;
}
