import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accounts, clinics } from '../src/db/schema';
import type { SurveyStatus } from '../src/contracts';
import { surveyInstances } from '../src/db/schema-surveys';
import { call, demoTokens, startStack, type Stack } from './helpers';

/**
 * Issue 4's authorization as a table: every survey/care route × every caller × target (the caller's
 * own instance, a same-clinic patient's, another clinic's, a missing id). A leak is a 2xx where a 4xx
 * is due, or an answer that tells another clinic's record from a missing one.
 */
jest.setTimeout(120_000);
type Caller = 'superadmin' | 'admin' | 'doctor' | 'patient' | 'patient2';
type Target = 'own' | 'clinic' | 'other' | 'missing';
const CALLERS: Caller[] = ['superadmin', 'admin', 'doctor', 'patient', 'patient2'];
const TARGETS: Target[] = ['own', 'clinic', 'other', 'missing'];

let s: Stack;
let tokens: Record<Caller, string>;
const ids = {} as Record<Target, string>;
/** The target patients' account ids (set up in beforeAll). */
const PATIENT_ID: Record<'own' | 'clinic' | 'other' | 'missing', string> = {
  own: '',
  clinic: '',
  other: '',
  missing: '',
};
const OTHER_EMAIL = `other-${randomUUID().slice(0, 8)}@test.example`;

beforeAll(async () => {
  s = await startStack();
  tokens = await demoTokens(s, CALLERS);
  const db = s.app.dcp.database.db;
  const byEmail = async (email: string) =>
    (
      await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.email, email), eq(accounts.pool, 'patient')))
    )[0]!;
  const instanceOf = async (accountId: string, status: SurveyStatus) =>
    (
      await db
        .select()
        .from(surveyInstances)
        .where(and(eq(surveyInstances.respondentAccountId, accountId), eq(surveyInstances.status, status)))
    )[0]!.id;
  ids.own = await instanceOf((await byEmail('patient@demo.test')).id, 'CREATED');
  ids.clinic = await instanceOf((await byEmail('patient3@demo.test')).id, 'RECOMMENDATIONS');
  const [clinic] = await db.insert(clinics).values({ name: 'Other Clinic' }).returning();
  const [otherPatient] = await db
    .insert(accounts)
    .values({ pool: 'patient', email: OTHER_EMAIL, role: 'patient', status: 'ACTIVE', clinicId: clinic!.id })
    .returning();
  const [inst] = await db
    .insert(surveyInstances)
    .values({ surveyId: 'type1-v2', respondentAccountId: otherPatient!.id, status: 'RECOMMENDATIONS' })
    .returning();
  ids.other = inst!.id;
  ids.missing = randomUUID();
  PATIENT_ID.own = (await byEmail('patient@demo.test')).id;
  PATIENT_ID.clinic = (await byEmail('patient3@demo.test')).id;
  PATIENT_ID.other = otherPatient!.id;
  PATIENT_ID.missing = randomUUID();
});
afterAll(() => s?.stop());

const foreign = (t: Target) => t === 'other' || t === 'missing';
const isPatient = (c: Caller) => c === 'patient' || c === 'patient2';
/** patient2 has no instance of its own among the targets: `own` is patient@demo.test's. */
const owns = (c: Caller, t: Target) => c === 'patient' && t === 'own';

interface Route {
  name: string;
  method: string;
  path: (id: string) => string;
  body?: unknown;
  expect: (c: Caller, t: Target) => number;
  /** The path names the target patient by account id (else by e-mail, for the body). */
  byId?: boolean;
}
const staffOnly = (c: Caller) => c === 'superadmin' || c === 'admin';
const INSTANCE_ROUTES: Route[] = [
  {
    name: 'GET instance',
    method: 'GET',
    path: (id) => `/surveyInstance/${id}`,
    expect: (c, t) => (staffOnly(c) ? 403 : owns(c, t) || (c === 'doctor' && !foreign(t)) ? 200 : 404),
  },
  {
    name: 'PUT answers',
    method: 'PUT',
    path: (id) => `/surveyInstance/${id}`,
    body: { answers: [{ question: { id: 'other.1' }, answer: { answer: 'hello' } }] },
    // The clinic's RECOMMENDATIONS instance is past answering, but only its patient could learn that.
    expect: (c, t) => (staffOnly(c) ? 403 : owns(c, t) ? 204 : c === 'doctor' && !foreign(t) ? 403 : 404),
  },
  {
    name: 'POST submit',
    method: 'POST',
    path: (id) => `/surveyInstance/${id}/submit?stage=FIRST_WAVE`,
    expect: (c, t) => (staffOnly(c) ? 403 : owns(c, t) ? 409 : c === 'doctor' && !foreign(t) ? 403 : 404),
  },
  {
    name: 'GET answers (doctor view)',
    method: 'GET',
    path: (id) => `/surveyInstance/${id}/answers`,
    // `own` is a CREATED instance: the doctor learns only that it is not submitted yet.
    expect: (c, t) => (c !== 'doctor' ? 403 : foreign(t) ? 404 : t === 'own' ? 409 : 200),
  },
  {
    name: 'PUT recommendations',
    method: 'PUT',
    path: (id) => `/surveyInstance/${id}/recommendations`,
    body: { recommendations: [] },
    expect: (c, t) => (c !== 'doctor' ? 403 : foreign(t) ? 404 : t === 'own' ? 409 : 200),
  },
  {
    name: 'PUT conclusion (draft)',
    method: 'PUT',
    path: (id) => `/surveyInstance/${id}/conclusion`,
    body: { conclusions: [], complete: false },
    expect: (c, t) => (c !== 'doctor' ? 403 : foreign(t) ? 404 : t === 'own' ? 409 : 200),
  },
  {
    name: 'PUT care plan (draft)',
    method: 'PUT',
    path: (id) => `/surveyInstance/${id}/care-plan`,
    body: { recommendations: [], conclusions: [], complete: false },
    expect: (c, t) => (c !== 'doctor' ? 403 : foreign(t) ? 404 : t === 'own' ? 409 : 200),
  },
];

const EMAIL: Record<Target, string> = {
  own: 'patient@demo.test',
  clinic: 'patient3@demo.test',
  other: OTHER_EMAIL,
  missing: 'missing@test.example',
};
const PATIENT_ROUTES: Route[] = [
  {
    name: 'GET list by userId',
    method: 'GET',
    path: (id) => `/surveyInstance?userId=${id}`,
    byId: true,
    expect: (c, t) =>
      staffOnly(c) ? 403 : c === 'doctor' ? (foreign(t) ? 404 : 200) : owns(c, t) ? 200 : 404,
  },
  {
    name: 'POST assign',
    method: 'POST',
    path: () => '/surveyInstance',
    expect: (c, t) => (c !== 'doctor' ? 403 : foreign(t) ? 404 : 201),
  },
];
const CALLER_ROUTES: Route[] = [
  { name: 'GET note', method: 'GET', path: () => '/note', expect: (c) => (isPatient(c) ? 200 : 403) },
  {
    name: 'POST note',
    method: 'POST',
    path: () => '/note',
    body: { text: 'n' },
    expect: (c) => (isPatient(c) ? 201 : 403),
  },
  {
    name: 'GET recommended',
    method: 'GET',
    path: () => '/resources/education/recommended',
    expect: (c) => (isPatient(c) ? 200 : 403),
  },
  {
    name: 'GET export',
    method: 'GET',
    path: () => '/surveyInstance/csv',
    expect: (c) => (c === 'superadmin' ? 200 : 403),
  },
];

it('every route × caller × target answers as the table says, with no leak', async () => {
  const results: { c: string; got: number; want: number; leak: boolean }[] = [];
  const run = async (r: Route, c: Caller, t: Target | null, arg: string, body?: unknown) => {
    const res = await call(s.url, r.method, r.path(arg), { token: tokens[c], body });
    const want = r.expect(c, t ?? 'own');
    const text = JSON.stringify(res.body ?? '');
    // Leaks: granted more than the table, or another clinic's data in the body.
    const leak = (res.status < 300 && want >= 300) || (c !== 'superadmin' && text.includes(OTHER_EMAIL));
    results.push({ c: `${r.name} as ${c} on ${t ?? '-'}`, got: res.status, want, leak });
    return res.status;
  };
  for (const r of INSTANCE_ROUTES) {
    for (const c of CALLERS) {
      const byTarget: Partial<Record<Target, number>> = {};
      for (const t of TARGETS) byTarget[t] = await run(r, c, t, ids[t], r.body);
      // Another clinic's record must look exactly like a missing one.
      if (byTarget.other !== byTarget.missing)
        results.push({
          c: `${r.name} as ${c}: other ≠ missing`,
          got: byTarget.other!,
          want: byTarget.missing!,
          leak: true,
        });
    }
  }
  for (const r of PATIENT_ROUTES) {
    for (const c of CALLERS) {
      for (const t of TARGETS) {
        const body =
          r.method === 'POST'
            ? { doctorEmail: 'doctor@demo.test', userEmail: EMAIL[t], surveyId: 'type2-v1' }
            : undefined;
        await run(r, c, t, r.byId ? PATIENT_ID[t] : EMAIL[t], body);
      }
    }
  }
  for (const r of CALLER_ROUTES) for (const c of CALLERS) await run(r, c, null, '', r.body);

  const wrong = results.filter((x) => x.got !== x.want);
  const leaks = results.filter((x) => x.leak);
  console.log(
    `surveys authorization table: ${results.length} cases, ${wrong.length} mismatches, ${leaks.length} leaks`,
  );
  expect(wrong).toEqual([]);
  expect(leaks).toEqual([]);
  expect(results.length).toBeGreaterThan(150);
});
