import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { surveyInstances } from '../src/db/schema-surveys';
import { startGlucoseStack, type GlucoseStack } from './dexcom-helpers';
import { call, demoTokens, expectError } from './helpers';

/**
 * Every api/dexcom route in the authorization table (issue 9 "Tests"): anonymous 401, admin and
 * superadmin 403, a doctor 403 on the patient's own actions; reads by a doctor: same clinic,
 * another clinic (404 like a missing one), opted out (403). Reads of a patient's own: dexcom-authz.
 */
jest.setTimeout(60_000);
type Caller = 'superadmin' | 'admin' | 'doctor' | 'patient3';
let g: GlucoseStack;
let t: Record<Caller, string>;
let instanceOf: Record<'patient' | 'patient3', string>;

/** The patient's own actions: nobody else may call them, whatever the body. */
// Three items in every row: with two, jest would pass the test a `done` callback as the body.
const PATIENT_ONLY: [string, string, unknown][] = [
  ['GET', '/api/dexcom/auth-url', undefined],
  ['POST', '/api/dexcom/token', { code: 'x', state: 'y', cgmDataConsent: true }],
  ['DELETE', '/api/dexcom/disconnect', undefined],
  ['POST', '/api/dexcom/skip', undefined],
  ['POST', '/api/dexcom/optout', undefined],
  ['POST', '/api/dexcom/optin', undefined],
  ['POST', '/api/dexcom/glucose/sync', {}],
  ['GET', '/api/dexcom/glucose', undefined],
  ['GET', '/api/dexcom/data-range', undefined],
  ['GET', '/api/dexcom/devices', undefined],
  ['POST', '/api/dexcom/widget-session', { origin: 'https://clinic.example' }],
];

beforeAll(async () => {
  g = await startGlucoseStack();
  t = await demoTokens(g.s, ['superadmin', 'admin', 'doctor', 'patient3']);
  const db = g.s.app.dcp.database.db;
  const firstInstance = async (email: string) => {
    const [a] = await db.select().from(accounts).where(eq(accounts.email, email));
    const [i] = await db.select().from(surveyInstances).where(eq(surveyInstances.respondentAccountId, a!.id));
    return i!.id;
  };
  instanceOf = {
    patient: await firstInstance('patient@demo.test'),
    patient3: await firstInstance('patient3@demo.test'),
  };
}, 180_000);
afterAll(() => g?.stop());

describe('every glucose route refuses whom it must', () => {
  it.each(PATIENT_ONLY)('%s %s: anonymous 401; doctor, admin, superadmin 403', async (method, path, body) => {
    expectError(await call(g.s.url, method, path, { body }), 401);
    for (const who of ['doctor', 'admin', 'superadmin'] as const) {
      expectError(await call(g.s.url, method, path, { token: t[who], body }), 403);
    }
  });

  it('a survey’s glucose: the respondent and the clinic’s doctor; nobody else', async () => {
    const path = (id: string) => `/api/dexcom/glucose/survey/${id}`;
    const get = (id: string, token?: string) => call(g.s.url, 'GET', path(id), { token });
    expect((await get(instanceOf.patient3, t.patient3)).status).toBe(200);
    expect((await get(instanceOf.patient, t.doctor)).status).toBe(200);
    // Another patient's instance is a missing one.
    const other = await get(instanceOf.patient, t.patient3);
    expectError(other, 404);
    expect(other.body).toEqual((await get(randomUUID(), t.patient3)).body);
    expectError(await get(instanceOf.patient, t.admin), 403);
    expectError(await get(instanceOf.patient, t.superadmin), 403);
    expectError(await get(instanceOf.patient), 401);
    expectError(await get('not-a-uuid', t.doctor), 400);
  });

  it('a survey’s glucose of a patient who opted out is refused to the doctor (403)', async () => {
    expect((await call(g.s.url, 'POST', '/api/dexcom/optout', { token: t.patient3 })).status).toBe(204);
    const res = await call(g.s.url, 'GET', `/api/dexcom/glucose/survey/${instanceOf.patient3}`, {
      token: t.doctor,
    });
    expectError(res, 403, /opted out/);
    // The patient still reads its own.
    const own = await call(g.s.url, 'GET', `/api/dexcom/glucose/survey/${instanceOf.patient3}`, {
      token: t.patient3,
    });
    expect(own.status).toBe(200);
  });
});
