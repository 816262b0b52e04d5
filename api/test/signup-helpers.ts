import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { clinics } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seed';
import { lastTo, tempPasswordIn, type SentMail } from './mail-capture';
import { call, get, post, type Stack } from './helpers';

/** Decodes a PNG QR code to its text, as a phone camera would. */
export function decodeQr(png: Buffer): string | null {
  const img = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data ?? null;
}

/** GET with the raw bytes of the answer (the QR code's PNG). */
export async function getBytes(url: string, p: string, token: string) {
  const r = await fetch(url + p, { headers: { authorization: `Bearer ${token}` } });
  return { status: r.status, type: r.headers.get('content-type'), bytes: Buffer.from(await r.arrayBuffer()) };
}

/** The first survey a sign-up link offers (needs a doctor whose link token exists). */
export async function firstSurveyId(s: Stack, doctorRefToken: string): Promise<string> {
  const r = await get(s.url, `/auth/user-restricted-survey-bound/surveys?doctorRefToken=${doctorRefToken}`);
  return (r.body as { content: { id: string }[] }).content[0]!.id;
}

/** The doctor's link token, read from its sign-up link. */
export async function linkToken(s: Stack, doctorToken: string): Promise<string> {
  const r = await get(s.url, '/doctor/sign-up-link', doctorToken);
  return new URL((r.body as { link: string }).link).searchParams.get('docRefToken')!;
}

export const setAnonymous = (s: Stack, token: string, allowAnonymous: boolean) =>
  call(s.url, 'PUT', '/doctor/sign-up-link', { token, body: { allowAnonymous } });

/** A doctor of a second clinic, signed in (its invitation's temporary password replaced). */
export async function otherClinicDoctor(s: Stack, superToken: string, sent: SentMail[]): Promise<string> {
  const [c] = await s.app.dcp.database.db.insert(clinics).values({ name: 'Other Clinic' }).returning();
  const email = `other-doctor-${Date.now()}@test.example`;
  const r = await post(
    s.url,
    '/doctor',
    { clinicId: c!.id, email, firstName: 'Oth', lastName: 'Er' },
    superToken,
  );
  if (r.status !== 201 && r.status !== 200) throw new Error(`doctor create ${r.status}`);
  const temp = tempPasswordIn(lastTo(sent, email)!.text)!;
  return s.apiToken('doctor', email, temp, DEMO_PASSWORD);
}

/** A noon-local timestamp of a date, like the picker's value. */
export const noon = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).getTime();
