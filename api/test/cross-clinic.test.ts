import { randomBytes } from 'node:crypto';
import type { BulkSignupResponse } from '../src/contracts';
import { DEMO_PASSWORD } from '../src/seed';
import { arrivalTokenIn, mailsTo } from './arrival-helpers';
import { accountId, demoTokens, get, post, postFile, startStack, type Res, type Stack } from './helpers';
import { initiateVia, newPasswordVia } from './identity-helpers';
import { captureMailer, tempPasswordIn } from './mail-capture';
import { firstSurveyId, linkToken, noon, otherClinicDoctor, setAnonymous } from './signup-helpers';

// Issue 23 point 5: nothing reveals another clinic's patients and nothing blocks an address. Clinic B
// (a second clinic's doctor) tries every door with the address of clinic A's patient and with a new
// one: the answers must not differ. A link sign-up of an address must not stop a clinic from adding
// the real person later.

jest.setTimeout(180_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'superadmin' | 'doctor' | 'patient' | 'admin', string>;
let other: string;
const fresh = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@test.example`;

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['superadmin', 'doctor', 'patient', 'admin']);
  other = await otherClinicDoctor(s, t.superadmin, cap.sent);
});
afterAll(() => s?.stop());

/** An answer with its ids, addresses and times blanked: what is left must be the same for both. */
function shape(r: Res): unknown {
  const blank = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(blank)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blank(x)]))
        : typeof v === 'string'
          ? '·'
          : v;
  return { status: r.status, body: blank(r.body) };
}

it('the public sign-up link answers alike for another clinic’s patient and a new address', async () => {
  const ref = await linkToken(s, other);
  await setAnonymous(s, other, true);
  const surveyId = await firstSurveyId(s, ref);
  const signUp = (email: string) =>
    post(s.url, '/auth/user-restricted-survey-bound', {
      surveyId,
      firstName: 'Pat',
      lastName: 'Patient',
      email,
      dateOfBirth: noon(1985, 4, 12),
      anonymous: true,
      doctorRefToken: ref,
    });
  const known = await signUp('patient@demo.test');
  const unknown = await signUp(fresh('nobody'));
  expect(known.status).toBe(201);
  expect(shape(known)).toEqual(shape(unknown));
  // The sign-up created nothing that the real patient's sign-in or data depend on.
  expect((await initiateVia(s, 'patient', 'patient@demo.test', DEMO_PASSWORD)).status).toBe(200);
});

it('a link sign-up does not stop another clinic from adding the real person, who then signs in', async () => {
  const email = fresh('blocked');
  const ref = await linkToken(s, t.doctor);
  const surveyId = await firstSurveyId(s, ref);
  const signedUp = await post(s.url, '/auth/user-restricted-survey-bound', {
    surveyId,
    firstName: 'Mal',
    lastName: 'Ory',
    email,
    dateOfBirth: noon(1990, 1, 1),
    anonymous: false,
    doctorRefToken: ref,
  });
  expect(signedUp.status).toBe(201);
  const added = await post(s.url, '/user', { email, firstName: 'Real', lastName: 'Person' }, other);
  expect(added.status).toBe(201);
  const temp = tempPasswordIn(mailsTo(cap.sent, email).at(-1)!.text)!;
  const challenge = await initiateVia(s, 'patient', email, temp);
  expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const set = await newPasswordVia(s, 'patient', email, String(challenge.body.Session), 'Real#Person2026');
  expect(set.status).toBe(200);
});

it('add-patient answers alike; the person keeps their account and gets a link to the new clinic', async () => {
  const knownRes = await post(
    s.url,
    '/user',
    { email: 'patient@demo.test', firstName: 'P', lastName: 'Q' },
    other,
  );
  const unknownRes = await post(
    s.url,
    '/user',
    { email: fresh('new'), firstName: 'P', lastName: 'Q' },
    other,
  );
  expect(knownRes.status).toBe(201);
  expect(shape(knownRes)).toEqual(shape(unknownRes));
  const id = (knownRes.body as { id: string }).id;
  // The clinic works with its record like with any other: profile, a questionnaire.
  expect((await get(s.url, `/user/${id}`, other)).status).toBe(200);
  const assigned = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: await me(other), userEmail: 'patient@demo.test', surveyId: 'type1-v2' },
    other,
  );
  expect(assigned.status).toBe(201);
  // Clinic A's patient is untouched: same password, same record, nothing of clinic B in it.
  expect((await initiateVia(s, 'patient', 'patient@demo.test', DEMO_PASSWORD)).status).toBe(200);
  expect(((await get(s.url, '/user/this', t.patient)).body as { id: string }).id).not.toBe(id);
  expect((await get(s.url, `/user/${id}`, t.doctor)).status).toBe(404);
  // The person's mailbox: no temporary password; a link that opens clinic B's record.
  const mail = mailsTo(cap.sent, 'patient@demo.test').find((m) =>
    m.text.includes('already have a portal account'),
  )!;
  expect(tempPasswordIn(mail.text)).toBeUndefined();
  const arrived = await post(s.url, '/auth/arrival', { token: arrivalTokenIn(mail.text) });
  expect(arrived.status).toBe(200);
  expect(await accountId(s.url, (arrived.body as { jwt: string }).jwt)).toBe(id);
  // The questionnaire's e-mail carries a link that signs this record in.
  const notice = mailsTo(cap.sent, 'patient@demo.test').at(-1)!;
  expect(arrivalTokenIn(notice.text)).toBeDefined();
});

async function me(token: string): Promise<string> {
  return ((await get(s.url, '/user/this', token)).body as { email: string }).email;
}

it('import creates another clinic’s patient like a new one; only the superadmin sees both records', async () => {
  const otherId = await accountId(s.url, other);
  const newcomer = fresh('imp');
  const csv = ['email,firstName,lastName', `patient2@demo.test,Pat,Two`, `${newcomer},New,Comer`].join('\n');
  const first = await postFile(s.url, `/user/bulkSignup?doctor=${otherId}`, csv, other);
  expect(first.body as BulkSignupResponse).toMatchObject({ created: 2, errors: [] });
  // Now both are this clinic's: reported alike.
  const again = (await postFile(s.url, `/user/bulkSignup?doctor=${otherId}`, csv, other))
    .body as BulkSignupResponse;
  expect(again.created).toBe(0);
  expect(again.errors.map((e) => e.reason)).toEqual(['existingPatient', 'existingPatient']);

  type Page = { content: { action: string }[] };
  const all = (await get(s.url, '/audit?size=500', t.superadmin)).body as Page;
  expect(all.content.filter((r) => r.action === 'patient.second-clinic').length).toBeGreaterThanOrEqual(2);
  const admin = (await get(s.url, '/audit?size=500', t.admin)).body as Page;
  expect(admin.content.some((r) => r.action === 'patient.second-clinic')).toBe(false);
});
