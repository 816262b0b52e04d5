import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { findIdentityUser } from '../src/identity/admin-client';
import { jobsSchema } from '../src/jobs';
import { purgeExpired } from '../src/people/erasure-run';
import { pseudonym, pseudonymKey } from '../src/surveys/pseudonym';
import type { AuditList, ErasureRequestList, OwnErasureAnswer } from '../src/contracts';
import { answerAndSubmit } from './answer-helpers';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer, lastTo, mailMatching, tempPasswordIn } from './mail-capture';

// Issue 37 point 4: a patient asks for their account to be deleted; the clinic admin approves (with
// the clinic's two-person rule, a second admin too). Afterwards no table holds their e-mail or name,
// the identity provider does not know the address, and their scores still count in the export.

jest.setTimeout(240_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'superadmin' | 'admin' | 'doctor' | 'patient', string>;
const FIRST = 'Erasure#Pass2026';
const FREE_TEXT = 'my neighbour Quenby knows';

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient']);
}, 120_000);
afterAll(() => s?.stop());

/** A patient the doctor adds and assigns a questionnaire to, who answers it in their own words and writes a note. */
async function newPatient() {
  const tag = randomBytes(4).toString('hex');
  const who = { email: `erase-${tag}@test.example`, firstName: `Ximena${tag}`, lastName: `Zuloaga${tag}` };
  expect((await post(s.url, '/user', who, t.doctor)).status).toBe(201);
  const assigned = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: 'doctor@demo.test', userEmail: who.email, surveyId: 'type2-v1' },
    t.doctor,
  );
  const token = await s.apiToken(
    'patient',
    who.email,
    tempPasswordIn(lastTo(cap.sent, who.email)!.text)!,
    FIRST,
  );
  await answerAndSubmit(s, (assigned.body as { id: string }).id, token, `${FREE_TEXT} ${who.lastName}`);
  expect((await post(s.url, '/note', { text: `Note by ${who.firstName}` }, token)).status).toBe(201);
  const id = ((await get(s.url, '/user/this', token)).body as { id: string }).id;
  return { ...who, token, id };
}

/** Every column of every table (the product's and the job queue's) whose text holds the value. */
async function whereFound(value: string): Promise<string[]> {
  const db = s.app.dcp.database.db;
  const schemas = [s.config.dbSchema, jobsSchema(s.config.dbSchema)];
  const cols = (await db.execute(sql`
    SELECT table_schema AS s, table_name AS t, column_name AS c FROM information_schema.columns
    WHERE table_schema IN (${sql.join(
      schemas.map((x) => sql`${x}`),
      sql`, `,
    )}) AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')
  `)) as unknown as { rows: { s: string; t: string; c: string }[] };
  expect(cols.rows.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { s: sc, t: tb, c } of cols.rows) {
    const hit = (await db.execute(
      sql.raw(
        `SELECT 1 FROM "${sc}"."${tb}" WHERE "${c}"::text ILIKE '%${value.replace(/'/g, "''")}%' LIMIT 1`,
      ),
    )) as unknown as { rows: unknown[] };
    if (hit.rows.length) found.push(`${tb}.${c}`);
  }
  return found;
}

const pending = async (token: string) =>
  ((await get(s.url, '/erasure-request', token)).body as ErasureRequestList).content;

async function exportLinesOf(patientId: string) {
  const csv = (await get(s.url, '/surveyInstance/csv', t.superadmin)).body as string;
  const code = pseudonym(pseudonymKey(s.config.keys.pseudonym, s.config.dataDir), patientId);
  return csv.split('\n').filter((l) => l.startsWith(code)).length;
}

describe('erasure with the law’s exception', () => {
  test('the patient asks, the admin approves: identity, contact data and free text gone, the record still counted', async () => {
    const p = await newPatient();
    expect(await whereFound(p.lastName)).not.toEqual([]);
    const kept = await exportLinesOf(p.id);
    expect(kept).toBeGreaterThan(0);

    expect(
      ((await get(s.url, '/user/erasure-request', p.token)).body as OwnErasureAnswer).request,
    ).toBeNull();
    const asked = await post(s.url, '/user/erasure-request', undefined, p.token);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'PENDING' });
    expectError(await post(s.url, '/user/erasure-request', undefined, p.token), 409);
    // A doctor decides nothing; another patient asks only for themselves.
    expectError(await get(s.url, '/erasure-request', t.doctor), 403);
    const request = (await pending(t.admin)).find((r) => r.patient.id === p.id)!;
    expect(request.patient).toMatchObject({ email: p.email, name: `${p.firstName} ${p.lastName}` });
    expectError(await post(s.url, `/erasure-request/${request.id}/approve`, { reason: 'x' }, t.doctor), 403);

    const approved = await post(
      s.url,
      `/erasure-request/${request.id}/approve`,
      { reason: 'Asked in writing' },
      t.admin,
    );
    expect(approved.body).toEqual({ status: 'ERASED' });

    // Told by e-mail before the address went; the session ends; the provider forgets the address.
    await mailMatching(cap.sent, p.email, /has approved your request/);
    expectError(await get(s.url, '/user/this', p.token), 401);
    expect(await findIdentityUser(s.config.identity, 'patient', p.email)).toBeNull();
    await expect(s.apiToken('patient', p.email, FIRST)).rejects.toThrow();
    for (const value of [p.email, p.firstName, p.lastName, FREE_TEXT])
      expect(await whereFound(value)).toEqual([]);
    // The clinical record stays, pseudonymised, in the clinic's results; the patient is in no list.
    expect(await exportLinesOf(p.id)).toBe(kept);
    expect(await pending(t.admin)).not.toContainEqual(expect.objectContaining({ id: request.id }));
    expectError(await get(s.url, `/user/${p.id}`, t.admin), 404);

    // The trail keeps the acts and names an erased patient as such.
    const trail = (await get(s.url, '/audit?size=200', t.admin)).body as AuditList;
    const erase = trail.content.find((e) => e.action === 'patient.erase')!;
    expect(erase.subject).toEqual({ email: '', name: '', role: 'patient', erased: true });
    expect(trail.content.filter((e) => e.action === 'erasure.request')[0]?.actor?.erased).toBe(true);

    // At the end of the retention period the job deletes what was kept.
    const later = new Date(Date.now() + 9 * 366 * 24 * 3600_000);
    expect(await purgeExpired(s.app.dcp.database.db, s.app.dcp.auditKey, later)).toBeGreaterThanOrEqual(1);
    expect(await exportLinesOf(p.id)).toBe(0);
  });

  test('declined with a reason the patient reads; the two-person rule wants a second, distinct approver', async () => {
    const me = ((await get(s.url, '/user/this', t.admin)).body as { clinic: { id: string } }).clinic.id;
    const settings = await call(s.url, 'PUT', `/clinic/${me}/erasure`, {
      body: { retentionYears: 5, twoPerson: true },
      token: t.admin,
    });
    expect(settings.body).toEqual({ retentionYears: 5, twoPerson: true, isDefault: false });
    expectError(
      await call(s.url, 'PUT', `/clinic/${me}/erasure`, {
        body: { retentionYears: 5, twoPerson: true },
        token: t.doctor,
      }),
      403,
    );

    const p = await newPatient();
    await post(s.url, '/user/erasure-request', undefined, p.token);
    let request = (await pending(t.admin)).find((r) => r.patient.id === p.id)!;
    const declined = await post(
      s.url,
      `/erasure-request/${request.id}/decline`,
      { reason: 'Open care plan' },
      t.admin,
    );
    expect(declined.body).toEqual({ status: 'DECLINED' });
    const own = ((await get(s.url, '/user/erasure-request', p.token)).body as OwnErasureAnswer).request;
    expect(own).toMatchObject({ status: 'DECLINED', reason: 'Open care plan' });

    await post(s.url, '/user/erasure-request', undefined, p.token);
    request = (await pending(t.admin)).find((r) => r.patient.id === p.id)!;
    const url = `/erasure-request/${request.id}/approve`;
    expect((await post(s.url, url, { reason: 'Asked again' }, t.admin)).body).toEqual({
      status: 'AWAITING_SECOND',
    });
    expect((await pending(t.admin)).find((r) => r.id === request.id)?.firstApproval).toMatchObject({
      mine: true,
    });
    expectError(await post(s.url, url, { reason: 'Asked again' }, t.admin), 409);
    // Each decision's reason is in the audit trail beside whom it was about (issue 37 point 7).
    const trail = (await get(s.url, `/audit?patient=${p.lastName}`, t.admin)).body as AuditList;
    const why = (action: string) => trail.content.find((e) => e.action === action)?.record;
    expect(why('erasure.decline')).toEqual({
      kind: 'staff-change',
      name: `${p.firstName} ${p.lastName}`,
      reason: 'Open care plan',
    });
    expect(why('erasure.approve')).toMatchObject({ reason: 'Asked again' });
    expect((await get(s.url, '/user/this', p.token)).status).toBe(200);
    expect((await post(s.url, url, { reason: 'Second approval' }, t.superadmin)).body).toEqual({
      status: 'ERASED',
    });
    expect(await whereFound(p.lastName)).toEqual([]);
  });

  test("the superadmin sees and approves another clinic's request; the trail keeps the reason, not the person", async () => {
    const tag = randomBytes(4).toString('hex');
    const clinic = (await post(s.url, '/clinic', { name: `North ${tag}` }, t.superadmin)).body as {
      id: string;
    };
    const who = { email: `erase-north-${tag}@test.example`, firstName: 'Nora', lastName: `Norte${tag}` };
    expect((await post(s.url, '/user', { ...who, clinicId: clinic.id }, t.superadmin)).status).toBe(201);
    const token = await s.apiToken(
      'patient',
      who.email,
      tempPasswordIn(lastTo(cap.sent, who.email)!.text)!,
      FIRST,
    );
    await post(s.url, '/user/erasure-request', undefined, token);

    // Another clinic's admin neither sees nor decides it.
    const request = (await pending(t.superadmin)).find((r) => r.patient.email === who.email)!;
    expect(request.clinic).toEqual({ id: clinic.id, name: `North ${tag}` });
    expect((await pending(t.admin)).some((r) => r.id === request.id)).toBe(false);
    const url = `/erasure-request/${request.id}/approve`;
    expectError(await post(s.url, url, { reason: 'Not mine' }, t.admin), 404);

    expect((await post(s.url, url, { reason: 'Confirmed by telephone' }, t.superadmin)).body).toEqual({
      status: 'ERASED',
    });
    expect((await pending(t.superadmin)).some((r) => r.id === request.id)).toBe(false);
    const trail = (await get(s.url, '/audit?size=50', t.superadmin)).body as AuditList;
    const erased = trail.content.find(
      (e) => e.action === 'patient.erase' && e.record?.reason === 'Confirmed by telephone',
    );
    expect(erased?.record).toEqual({ kind: 'staff-change', name: null, reason: 'Confirmed by telephone' });
    expect(erased?.subject).toMatchObject({ erased: true, name: '', email: '' });
    expect(erased?.actor?.role).toBe('superadmin');
  });
});
