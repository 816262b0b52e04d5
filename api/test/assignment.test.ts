import { ASSIGNMENT_STARTED, ASSIGNMENT_STILL_OPEN } from '../src/contracts';
import { accounts, clinics } from '../src/db/schema';
import { surveyInstances } from '../src/db/schema-surveys';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';
import { addPatient, arrivalTokenIn, assign, DOCTOR, mailsTo, uniq, withdraw } from './arrival-helpers';

/** The assignment rules: 409 tolerated on add, e-mail per assignment, one open per survey, withdrawal. */
jest.setTimeout(120_000);
let s: Stack;
let t: Record<'doctor' | 'patient' | 'admin' | 'superadmin', string>;
const cap = captureMailer();

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['doctor', 'patient', 'admin', 'superadmin']);
});
afterAll(() => s?.stop());

/** The patient's own API token, through the invitation link. */
async function patientToken(email: string) {
  const token = arrivalTokenIn(mailsTo(cap.sent, email)[0]!.text)!;
  return ((await post(s.url, '/auth/arrival', { token })).body as { jwt: string }).jwt;
}

it('tolerates re-adding an existing patient: 409, and the new survey is still assigned and mailed', async () => {
  const p = await addPatient(s, t.doctor, 'type1-v2', 'es-ES');
  const again = await post(s.url, '/user', { email: p.email, firstName: 'Ana', lastName: 'Paz' }, t.doctor);
  expectError(again, 409);
  expect((await assign(s, t.doctor, p.email, 'type2-v1')).status).toBe(201);
  const mails = mailsTo(cap.sent, p.email);
  expect(mails).toHaveLength(2);
  expect(mails[1]!.subject).toBe('Tiene un cuestionario nuevo');
  expect(mails[1]!.text).toMatch(/\/survey\/[0-9a-f-]{36}/);
});

it('refuses the same questionnaire while one is open, with a clear message', async () => {
  const p = await addPatient(s, t.doctor, 'pre-v1');
  expectError(await assign(s, t.doctor, p.email, 'pre-v1'), 409, new RegExp(ASSIGNMENT_STILL_OPEN));
  const both = await Promise.all([
    assign(s, t.doctor, p.email, 'type2-v1'),
    assign(s, t.doctor, p.email, 'type2-v1'),
  ]);
  expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
});

it('withdraws only an assignment not yet started', async () => {
  const p = await addPatient(s, t.doctor, 'type1-v2');
  const patient = await patientToken(p.email);
  expect((await withdraw(s, t.doctor, p.instanceId)).status).toBe(204);
  expectError(await get(s.url, `/surveyInstance/${p.instanceId}`, t.doctor), 404);
  // Withdrawn, the questionnaire can be assigned again; once answering started it stays.
  const again = await assign(s, t.doctor, p.email, 'type1-v2');
  const id = (again.body as { id: string }).id;
  const inst = (await get(s.url, `/surveyInstance/${id}`, patient)).body as {
    survey: { questions: { id: string; type: string; stage: string; possibleAnswers: { id: string }[] }[] };
  };
  const q = inst.survey.questions.find((x) => x.type !== 'OPEN_ENDED' && x.stage === 'FIRST_WAVE')!;
  const saved = await call(s.url, 'PUT', `/surveyInstance/${id}`, {
    token: patient,
    body: { answers: [{ question: { id: q.id }, answer: { id: q.possibleAnswers[0]!.id } }] },
  });
  expect(saved.status).toBe(204);
  expectError(await withdraw(s, t.doctor, id), 409, new RegExp(ASSIGNMENT_STARTED));
});

describe('POST user with surveyId (req A§3, issue 36 point 10)', () => {
  const create = (token: string, body: Record<string, unknown>) =>
    post(s.url, '/user', { firstName: 'Fe', lastName: 'Primera', ...body }, token);
  const instancesOf = async (patientId: string) =>
    (
      (await get(s.url, `/surveyInstance?userId=${patientId}`, t.doctor)).body as {
        content: { id: string; survey: { id: string }; status: string }[];
      }
    ).content.filter((i) => i.survey.id !== 'demographics-patient-v1');

  it('assigns the questionnaire with the patient: one email, whose link leads to it', async () => {
    const email = `first-${uniq()}@test.example`;
    const r = await create(t.doctor, { email, surveyId: 'type2-v1' });
    expect(r.status).toBe(201);
    const assigned = await instancesOf((r.body as { id: string }).id);
    expect(assigned).toEqual([
      expect.objectContaining({ survey: expect.objectContaining({ id: 'type2-v1' }), status: 'CREATED' }),
    ]);
    const mails = mailsTo(cap.sent, email);
    expect(mails).toHaveLength(1);
    const token = arrivalTokenIn(mails[0]!.text)!;
    const arrived = (await post(s.url, '/auth/arrival', { token })).body as { surveyInstanceId: string };
    expect(arrived.surveyInstanceId).toBe(assigned[0]!.id);
  });

  it('refuses an unknown, unavailable or non-regular survey, or a creator who is no doctor, with 400 and creates nobody', async () => {
    const email = `refused-${uniq()}@test.example`;
    for (const surveyId of ['no-such-v1', 'type1-v1', 'demographics-patient-v1'])
      expectError(await create(t.doctor, { email, surveyId }), 400, /available questionnaire/);
    expectError(await create(t.admin, { email, surveyId: 'type2-v1' }), 400, /Only a doctor/);
    const [demo] = await s.app.dcp.database.db.select({ id: clinics.id }).from(clinics).limit(1);
    const asSuper = { email, surveyId: 'type2-v1', clinicId: demo!.id };
    expectError(await create(t.superadmin, asSuper), 400, /Only a doctor/);
    expect(mailsTo(cap.sent, email)).toHaveLength(0);
    // Nobody was created: the address is still free, and without surveyId anyone may add it.
    expect((await create(t.admin, { email })).status).toBe(201);
  });

  it('a patient who already exists answers 409 and is given nothing (the dialog confirms, then assigns)', async () => {
    const p = await addPatient(s, t.doctor, 'pre-v1');
    expectError(await create(t.doctor, { email: p.email, surveyId: 'type2-v1' }), 409);
    const id = (
      await s.app.dcp.database.db.select({ id: accounts.id, email: accounts.email }).from(accounts)
    ).find((a) => a.email === p.email)!.id;
    expect((await instancesOf(id)).map((i) => i.survey.id)).toEqual(['pre-v1']);
  });
});

describe('authorization', () => {
  let otherEmail: string;
  let otherInstance: string;
  beforeAll(async () => {
    const db = s.app.dcp.database.db;
    const [clinic] = await db.insert(clinics).values({ name: 'Other Clinic' }).returning();
    otherEmail = `other-${uniq()}@test.example`;
    const [other] = await db
      .insert(accounts)
      .values({ pool: 'patient', email: otherEmail, role: 'patient', status: 'ACTIVE', clinicId: clinic!.id })
      .returning();
    const [inst] = await db
      .insert(surveyInstances)
      .values({ surveyId: 'type1-v2', respondentAccountId: other!.id })
      .returning();
    otherInstance = inst!.id;
  });

  it('answers 404 for another clinic’s patient and instance, like a missing one', async () => {
    expectError(await assign(s, t.doctor, otherEmail, 'type1-v2'), 404);
    expectError(await withdraw(s, t.doctor, otherInstance), 404);
    expectError(await withdraw(s, t.doctor, '00000000-0000-4000-8000-000000000000'), 404);
  });

  it('refuses patients, admins and the superadmin', async () => {
    const p = await addPatient(s, t.doctor, 'type2-v1');
    for (const who of ['patient', 'admin', 'superadmin'] as const) {
      const body = { doctorEmail: DOCTOR, userEmail: p.email, surveyId: 'pre-v1' };
      expectError(await post(s.url, '/surveyInstance', body, t[who]), 403);
      expectError(await withdraw(s, t[who], p.instanceId), 403);
    }
    expectError(await withdraw(s, '', p.instanceId), 401);
  });
});
