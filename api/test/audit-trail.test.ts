import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';

jest.setTimeout(90_000);

// Issue 12 point 6: the audit trail a clinic can read, scoped, filtered, exported and tamper-evident.
let s: Stack;
let t: Record<'superadmin' | 'admin' | 'doctor' | 'patient', string>;
let otherClinic: string;
beforeAll(async () => {
  s = await startStack();
  t = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient']);
  // Reads of a patient's data, and a record in another clinic.
  await get(s.url, '/surveyInstance', t.patient);
  await get(s.url, '/user/this', t.patient);
  otherClinic = (
    (await post(s.url, '/clinic', { name: 'Elsewhere Clinic', locale: 'en-GB' }, t.superadmin)).body as {
      id: string;
    }
  ).id;
});
afterAll(async () => {
  await s?.stop();
});

type Page = {
  content: {
    action: string;
    target: string | null;
    actor: { email: string } | null;
    subject: { email: string } | null;
  }[];
  totalElements: number;
};

it('the superadmin reads every clinic; an admin only theirs', async () => {
  const all = (await get(s.url, '/audit?size=500', t.superadmin)).body as Page;
  expect(all.content.some((r) => r.target === `clinic:${otherClinic}`)).toBe(true);
  const admin = (await get(s.url, '/audit?size=500', t.admin)).body as Page;
  expect(admin.content.length).toBeGreaterThan(0);
  expect(admin.content.some((r) => r.target === `clinic:${otherClinic}`)).toBe(false);
  expect(admin.content.some((r) => r.subject?.email === 'patient@demo.test')).toBe(true);
});

it('filters by whose data, by who acted and by date', async () => {
  const byPatient = (await get(s.url, '/audit?patient=patient%40demo&size=500', t.superadmin)).body as Page;
  expect(byPatient.content.length).toBeGreaterThan(0);
  expect(byPatient.content.every((r) => r.subject?.email === 'patient@demo.test')).toBe(true);
  const byActor = (await get(s.url, '/audit?actor=superadmin&size=500', t.superadmin)).body as Page;
  expect(byActor.content.every((r) => r.actor?.email === 'superadmin@demo.test')).toBe(true);
  const future = (await get(s.url, '/audit?from=2999-01-01', t.superadmin)).body as Page;
  expect(future.totalElements).toBe(0);
  expectError(await get(s.url, '/audit?from=yesterday', t.superadmin), 400);
});

it('doctors and patients cannot read it, and no route changes it', async () => {
  expectError(await get(s.url, '/audit', t.doctor), 403);
  expectError(await get(s.url, '/audit', t.patient), 403);
  expectError(await get(s.url, '/audit/chain', t.admin), 403);
  const doc = s.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  const auditPaths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/audit'));
  expect(auditPaths.length).toBe(3);
  for (const [, ops] of auditPaths) expect(Object.keys(ops)).toEqual(['get']);
  for (const method of ['PUT', 'PATCH', 'DELETE'])
    expect((await call(s.url, method, '/audit', { token: t.superadmin })).status).toBe(404);
});

it('exports the filtered trail as CSV', async () => {
  const res = await call(s.url, 'GET', '/audit/csv?patient=patient%40demo', { token: t.admin });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/csv/);
  const lines = String(res.body).trim().split('\r\n');
  expect(lines[0]).toMatch(/^at,action,target,ip,actor_email/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes('patient@demo.test'))).toBe(true);
});
