import { eq, sql } from 'drizzle-orm';
import { arrivalTokens } from '../src/db/schema-admin';
import { patientDoctors } from '../src/db/schema';
import { ARRIVAL_LINK_INVALID } from '../src/contracts';
import { demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';
import { accountId, addPatient, arrivalTokenIn, mailsTo } from './arrival-helpers';

/** Invitation links patient/:token: single-use, expiring, stored hashed; one e-mail per add-patient. */
jest.setTimeout(120_000);
let s: Stack;
let doctor: string;
const cap = captureMailer();

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  ({ doctor } = await demoTokens(s, ['doctor']));
});
afterAll(() => s?.stop());

const redeem = (token: string) => post(s.url, '/auth/arrival', { token });
const invalid = new RegExp(ARRIVAL_LINK_INVALID);

describe('adding a patient', () => {
  it('sends one invitation whose link signs the patient in once and leads to the questionnaire', async () => {
    const p = await addPatient(s, doctor, 'type1-v2');
    expect(p.created.status).toBe(201);
    expect(p.assigned.status).toBe(201);
    const mails = mailsTo(cap.sent, p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your diabetes care portal account');
    const token = arrivalTokenIn(mails[0]!.text)!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the hash is stored.
    const rows = await s.app.dcp.database.db.select().from(arrivalTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    const first = await redeem(token);
    expect(first.status).toBe(200);
    const { jwt, surveyInstanceId } = first.body as { jwt: string; surveyInstanceId: string };
    expect(surveyInstanceId).toBe(p.instanceId);
    const me = await get(s.url, '/user/this', jwt);
    expect(me.body).toMatchObject({ email: p.email, accountType: 'patient', status: 'TERMS_AND_CONDITIONS' });
    expectError(await redeem(token), 400, invalid);

    // Whoever adds the patient is assigned to them.
    const links = await s.app.dcp.database.db
      .select()
      .from(patientDoctors)
      .where(eq(patientDoctors.patientAccountId, await accountId(s, p.email)));
    expect(links).toHaveLength(1);
  });

  it('writes the invitation in the patient’s language', async () => {
    const p = await addPatient(s, doctor, 'type2-v1', 'es-ES');
    const [mail] = mailsTo(cap.sent, p.email);
    expect(mail!.subject).toBe('Su cuenta en el portal de atención de la diabetes');
    expect(mail!.text).toMatch(/Para empezar, abra este enlace/);
    expect(arrivalTokenIn(mail!.text)).toBeDefined();
  });
});

describe('a link that no longer works answers 400 with one message', () => {
  it('refuses an expired link', async () => {
    const p = await addPatient(s, doctor, 'type1-v2');
    const token = arrivalTokenIn(mailsTo(cap.sent, p.email)[0]!.text)!;
    await s.app.dcp.database.db
      .update(arrivalTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(arrivalTokens.accountId, await accountId(s, p.email)));
    expectError(await redeem(token), 400, invalid);
  });

  it('refuses a forged or malformed token', async () => {
    expectError(await redeem('x'.repeat(43)), 400, invalid);
    expectError(await redeem('short'), 400);
  });

  it('lets only one of two concurrent uses through', async () => {
    const p = await addPatient(s, doctor, 'pre-v1');
    const token = arrivalTokenIn(mailsTo(cap.sent, p.email)[0]!.text)!;
    const both = await Promise.all([redeem(token), redeem(token)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});
