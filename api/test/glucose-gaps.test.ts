import { buildEmulator } from '@dcp/dexcom-emulator';
import { PatientList, type PatientListItem } from '../src/contracts';
import { sendGapMails } from '../src/dexcom/gaps';
import { accountId, addPatient, arrivalTokenIn, mailsTo } from './arrival-helpers';
import { connectPatient, type GlucoseStack } from './dexcom-helpers';
import { call, demoTokens, expectError, get, post, startStack } from './helpers';
import { captureMailer } from './mail-capture';

/**
 * Issue 42 point 3: a linked patient whose CGM sent nothing for more than the clinic's hours (24 by
 * default) shows "No glucose data for N days" in the list, with its filter, and gets one e-mail per
 * gap, in their language, through the outbox; a revoked link says "Reconnect needed". The Dexcom
 * emulator stops a sandbox user's readings hours ago (`silenceUser`); the job's clock is the test's.
 */
jest.setTimeout(240_000);
const HOUR = 3_600_000;
const cap = captureMailer();
let g: GlucoseStack;
let t: Record<'doctor' | 'admin' | 'superadmin', string>;
let clinicId: string;

const run = (hoursFromNow = 0) =>
  sendGapMails({
    db: g.s.app.dcp.database.db,
    outbox: g.s.app.dcp.background.outbox,
    tokens: g.s.app.dcp.background.reminderTokens,
    portalOrigin: 'https://portal.test',
    apiOrigin: 'https://api.test',
    now: new Date(Date.now() + hoursFromNow * HOUR),
  });
const gapMails = (email: string) =>
  mailsTo(cap.sent, email).filter((m) => /glucose readings|lecturas de glucosa/.test(m.subject));
const list = async (query = '') => {
  const res = await get(g.s.url, `/user?size=2000${query}`, t.doctor);
  expect(res.status).toBe(200);
  return PatientList.parse(res.body).content;
};
const rowOf = (rows: PatientListItem[], email: string) => rows.find((r) => r.email === email);
const reasonsOf = async (email: string, query = '') =>
  rowOf(await list(query), email)?.flags.filter((f) => /GLUCOSE_DATA|RECONNECT/.test(f.code));
const setHours = (noDataHours: number, token = t.admin, id = clinicId) =>
  call(g.s.url, 'PUT', `/clinic/${id}/glucose-recency`, { token, body: { noDataHours } });
const sync = (token: string) => call(g.s.url, 'POST', '/api/dexcom/glucose/sync', { token, body: {} });

/** A new patient of the demo doctor, signed in through their invitation, linked to `user` and synced. */
async function linkedPatient(user: string, locale?: 'es-ES') {
  const p = await addPatient(g.s, t.doctor, 'type2-v1', locale);
  const token = arrivalTokenIn(mailsTo(cap.sent, p.email)[0]!.text)!;
  const jwt = ((await post(g.s.url, '/auth/arrival', { token })).body as { jwt: string }).jwt;
  await connectPatient(g, jwt, user);
  expect((await sync(jwt)).status).toBe(200);
  return { email: p.email, jwt };
}

beforeAll(async () => {
  const emu = buildEmulator();
  const emulator = await emu.app.listen({ port: 0, host: '127.0.0.1' });
  const s = await startStack({
    mailer: cap.mailer,
    env: { DEXCOM_BASE_URL: emulator, DEXCOM_RETRY_BASE_MS: '20', DEXCOM_RETRY_MAX_MS: '100' },
  });
  const control = async (body: Record<string, unknown>) =>
    void (await fetch(`${emulator}/emulator/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }));
  g = { s, emulator, control, stop: async () => (await s.stop(), await emu.app.close()) };
  t = await demoTokens(s, ['doctor', 'admin', 'superadmin']);
  clinicId = ((await get(s.url, '/user/this', t.admin)).body as { clinic: { id: string } }).clinic.id;
});
afterAll(() => g?.stop());

it('a CGM silent for more than the clinic’s hours shows the reason and its filter, and mails the patient once per gap', async () => {
  await g.control({ silenceUser: 'sandbox-hypo-prone', silentHours: 50 });
  const silent = await linkedPatient('sandbox-hypo-prone', 'es-ES');
  const fresh = await linkedPatient('sandbox-well-controlled');

  // 50 hours without a reading: past the default 24 hours, two whole days.
  expect(await reasonsOf(silent.email)).toEqual([{ code: 'NO_GLUCOSE_DATA', value: 2 }]);
  expect(await reasonsOf(fresh.email)).toEqual([]);
  const filtered = await list('&glucoseNoData=true');
  expect(rowOf(filtered, silent.email)).toBeDefined();
  expect(rowOf(filtered, fresh.email)).toBeUndefined();
  // The clinic allows 72 hours: not yet; back to 24.
  expect((await setHours(72)).body).toEqual({ noDataHours: 72 });
  expect(await reasonsOf(silent.email)).toEqual([]);
  expect(rowOf(await list('&glucoseNoData=true'), silent.email)).toBeUndefined();
  expect((await setHours(24)).status).toBe(200);

  // 30 hours ago the gap was 20 hours old: no e-mail. Now: one, however many runs.
  await run(-30);
  expect(gapMails(silent.email)).toHaveLength(0);
  await run();
  await run();
  await run(1);
  const [mail, ...more] = gapMails(silent.email);
  expect(more).toHaveLength(0);
  expect(gapMails(fresh.email)).toHaveLength(0);
  expect(mail!.subject).toBe('Sus lecturas de glucosa han dejado de llegar a su equipo sanitario');
  expect(mail!.text).toMatch(/^Hola, Ana:/);
  expect(mail!.text).toContain('no ha recibido lecturas de glucosa de su Dexcom desde el');
  expect(mail!.text).toContain('https://portal.test/dexcom/auth');
  expect(mail!.text).toMatch(/https:\/\/portal\.test\/stop-reminders\/\S+$/m);
  expect(mail!.unsubscribe).toMatch(/^https:\/\/api\.test\/reminders\/one-click\//);

  // The sensor sends again: the gap ends, the reason goes, nothing is sent.
  await g.control({ silenceUser: 'sandbox-hypo-prone', silentHours: 0 });
  expect((await sync(silent.jwt)).status).toBe(200);
  expect(await reasonsOf(silent.email)).toEqual([]);
  await run();
  expect(gapMails(silent.email)).toHaveLength(1);
  // A day and more later without readings: a new gap, a new e-mail (and the other patient's first).
  await run(26);
  expect(gapMails(silent.email)).toHaveLength(2);
  expect(gapMails(fresh.email)).toHaveLength(1);
  expect(gapMails(fresh.email)[0]!.subject).toBe(
    'Your glucose readings have stopped reaching your care team',
  );
});

it('a patient who stopped reminders or left the clinic is not mailed; the list still shows the reason', async () => {
  await g.control({ silenceUser: 'sandbox-sparse-wear', silentHours: 40 });
  const stopped = await linkedPatient('sandbox-sparse-wear');
  const left = await linkedPatient('sandbox-sparse-wear');
  const token = g.s.app.dcp.background.reminderTokens.sign(await accountId(g.s, stopped.email));
  expect((await post(g.s.url, '/reminders/opt-out', { token })).status).toBe(200);
  const leftId = await accountId(g.s, left.email);
  expect((await post(g.s.url, `/user/${leftId}/leave`, { reason: 'Moved away' }, t.doctor)).status).toBe(200);
  expect(await reasonsOf(stopped.email)).toEqual([{ code: 'NO_GLUCOSE_DATA', value: 1 }]);
  await run();
  expect(gapMails(stopped.email)).toHaveLength(0);
  expect(gapMails(left.email)).toHaveLength(0);
});

it('a revoked link says "Reconnect needed" at once and mails one e-mail through the job queue', async () => {
  const revoked = await linkedPatient('sandbox-edge-cases');
  await g.control({ revokeUser: 'sandbox-edge-cases' });
  expectError(await sync(revoked.jwt), 409, /Token expired/);
  expect(await reasonsOf(revoked.email)).toEqual([{ code: 'RECONNECT_NEEDED' }]);
  expect(rowOf(await list('&glucoseNoData=true'), revoked.email)).toBeDefined();

  // The `glucose.gaps` job, run by the queue as its schedule would.
  await g.s.app.dcp.background.jobs.enqueue('glucose.gaps', {});
  for (let i = 0; i < 100 && gapMails(revoked.email).length === 0; i++)
    await new Promise((r) => setTimeout(r, 200));
  const [mail, ...more] = gapMails(revoked.email);
  expect(more).toHaveLength(0);
  expect(mail!.text).toContain('has stopped working, so your glucose readings no longer reach them');
  await run();
  expect(gapMails(revoked.email)).toHaveLength(1);
});

it('is the clinic’s admin’s setting, audited; another clinic’s answers 404; out of bounds 400', async () => {
  expect((await get(g.s.url, `/clinic/${clinicId}/glucose-recency`, t.admin)).body).toEqual({
    noDataHours: 24,
  });
  expectError(await setHours(23), 400);
  expectError(await setHours(337), 400);
  expectError(await setHours(48, t.doctor), 403);
  const other = (await post(g.s.url, '/clinic', { name: 'North recency' }, t.superadmin)).body as {
    id: string;
  };
  expectError(await setHours(48, t.admin, other.id), 404);
  expectError(await get(g.s.url, `/clinic/${other.id}/glucose-recency`, t.admin), 404);
  expect((await setHours(48, t.superadmin, other.id)).body).toEqual({ noDataHours: 48 });
  const trail = await g.s.app.dcp.database.db.execute(
    `SELECT count(*)::int AS n FROM audit_log WHERE action = 'clinic.glucose-recency' AND target = 'clinic:${other.id}'`,
  );
  expect((trail as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
});
