import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { glucoseReadings } from '../src/db/schema-dexcom';
import { DEXCOM_STATUSES, DEXCOM_TRENDS } from '../src/dexcom/records';
import { authorizeAtEmulator, connectPatient, startGlucoseStack, type GlucoseStack } from './dexcom-helpers';
import { rawReadings, referenceRisk } from './glucose-risk-reference';
import { call, demoTokens } from './helpers';

// Issue 28 point 7: readings from Dexcom's phone apps (times with a UTC offset) are stored, and the
// emulator's edge user — every documented trend and status, one Dexcom may add later, an unreadable
// record a day — is stored without a crash or a wrong statistic, the unreadable records skipped.

jest.setTimeout(180_000);
let g: GlucoseStack;
let t: Record<'patient' | 'patient2', string>;
const readingsOf = async (email: string) => {
  const db = g.s.app.dcp.database.db;
  const [a] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return db.select().from(glucoseReadings).where(eq(glucoseReadings.accountId, a!.id));
};
const sync = (token: string) => call(g.s.url, 'POST', '/api/dexcom/glucose/sync', { token, body: {} });

const logLines: string[] = [];
beforeAll(async () => {
  g = await startGlucoseStack({ LOG_LEVEL: 'warn' }, { write: (l) => void logLines.push(l) });
  t = await demoTokens(g.s, ['patient', 'patient2']);
});
afterAll(() => g?.stop());

it('stores the readings of a phone app, whose times carry an offset, at their moment', async () => {
  await connectPatient(g, t.patient, 'sandbox-well-controlled');
  const res = await sync(t.patient);
  expect(res.status).toBe(200);
  const { inserted, fetched } = res.body as { inserted: number; fetched: number };
  // 90 days of 5-minute readings, worn almost every day.
  expect(inserted).toBeGreaterThan(90 * 288 * 0.8);
  expect(inserted).toBe(fetched);
  const rows = await readingsOf('patient@demo.test');
  expect(rows.every((r) => Number.isFinite(r.systemTime.getTime()))).toBe(true);
  // The device's clock (UTC+1 here) without its offset: the AGP's time of day.
  const r = rows[0]!;
  expect(r.displayTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  expect(Date.parse(`${r.displayTime}Z`) - r.systemTime.getTime()).toBe(3_600_000);

  const live = await call(g.s.url, 'GET', '/api/dexcom/glucose', { token: t.patient });
  expect(live.status).toBe(200);
  const records = (live.body as { records: { systemTime: string }[] }).records;
  expect(records.length).toBeGreaterThan(0);
  expect(records.every((x) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(x.systemTime))).toBe(true);
});

it('stores every readable record of the edge user, skips the unreadable, and its statistics hold', async () => {
  await connectPatient(g, t.patient2, 'sandbox-edge-cases');
  const res = await sync(t.patient2);
  expect(res.status).toBe(200);
  const { inserted, fetched } = res.body as { inserted: number; fetched: number };
  // One unreadable record a worn day is skipped, not stored.
  expect(fetched - inserted).toBeGreaterThanOrEqual(60);
  expect(fetched - inserted).toBeLessThanOrEqual(91);
  // Logged by field name, never by value.
  const skippedLog = logLines.find((l) => l.includes('Dexcom records skipped'));
  expect(JSON.parse(skippedLog!)).toMatchObject({ fields: ['systemTime'] });
  expect(skippedLog).not.toContain('not a time');
  const rows = await readingsOf('patient2@demo.test');
  expect(rows).toHaveLength(inserted);
  const trends = new Set(rows.map((r) => r.trend));
  for (const trend of trends) expect([...DEXCOM_TRENDS, null]).toContain(trend);
  for (const trend of ['rateOutOfRange', 'unknown', 'none', 'notComputable', null])
    expect(trends).toContain(trend);
  for (const r of rows) expect([...DEXCOM_STATUSES, null]).toContain(r.status);
  expect(rows.some((r) => r.value === null && r.status === 'unknown')).toBe(true);

  const summary = await call(g.s.url, 'GET', '/api/dexcom/glucose/summary?days=14', { token: t.patient2 });
  expect(summary.status).toBe(200);
  const stats = (summary.body as { statistics: Record<string, unknown> }).statistics;
  for (const [name, value] of Object.entries(stats))
    if (typeof value === 'number') expect([name, Number.isFinite(value)]).toEqual([name, true]);
  expect(stats.averageGlucose).toEqual(expect.any(Number));
  // Issue 42 point 2: the API's GRI, tight range and episodes over the edge user's stored readings
  // equal an independent computation from the same readings.
  const { start, end, risk } = summary.body as { start: string; end: string; risk: Record<string, unknown> };
  const raw = rawReadings(rows.map((r) => ({ ...r, systemTime: r.systemTime.toISOString() })));
  const ref = referenceRisk(
    raw.filter((r) => r.t >= Date.parse(start) && r.t <= Date.parse(end)),
    14,
  );
  expect(risk).toMatchObject({
    gri: ref.gri,
    griZone: ref.griZone,
    tightRange: ref.tightRange,
    episodes: { level1: ref.level1, level2: ref.level2 },
  });
});

it('a link to another Dexcom account never mixes the two accounts’ readings; the same account keeps them', async () => {
  // The patient of the first test, connected to sandbox-well-controlled with 90 days stored.
  const before = new Set((await readingsOf('patient@demo.test')).map((r) => r.recordId));
  expect(before.size).toBeGreaterThan(1000);

  await connectPatient(g, t.patient, 'sandbox-hypo-prone');
  // Gone at the connect itself, before any sync: no moment shows the first account's readings.
  expect(await readingsOf('patient@demo.test')).toEqual([]);
  expect((await sync(t.patient)).status).toBe(200);
  const other = await readingsOf('patient@demo.test');
  expect(other.length).toBeGreaterThan(1000);
  expect(other.filter((r) => before.has(r.recordId))).toEqual([]);

  // Linked again to the same account: what is stored stays.
  await connectPatient(g, t.patient, 'sandbox-hypo-prone');
  expect(await readingsOf('patient@demo.test')).toHaveLength(other.length);
  const again = await sync(t.patient);
  expect(again.status).toBe(200);
  const kept = await readingsOf('patient@demo.test');
  expect(kept.length).toBeGreaterThanOrEqual(other.length);
  expect((again.body as { inserted: number }).inserted).toBeLessThan(10);
});

it('a live read with a date that is no moment, or a range Dexcom refuses, answers 400 (issue 23 point 8)', async () => {
  for (const query of [
    'endDate=0000-00-00T00:00:00',
    'endDate=2026-02-30T00:00:00',
    'endDate=2026-13-01T00:00:00',
    'startDate=2026-05-02T00:00:00&endDate=2026-05-01T00:00:00',
    'startDate=2026-05-01T00:00:00&endDate=2026-05-01T00:00:00',
    'startDate=2026-03-01T00:00:00&endDate=2026-05-01T00:00:00',
    'startDate=2020-01-01T00:00:00',
  ]) {
    const res = await call(g.s.url, 'GET', `/api/dexcom/glucose?${query}`, { token: t.patient });
    expect([query, res.status]).toEqual([query, 400]);
  }
  const week = 'startDate=2026-04-24T00:00:00&endDate=2026-05-01T00:00:00';
  expect((await call(g.s.url, 'GET', `/api/dexcom/glucose?${week}`, { token: t.patient })).status).toBe(200);
});

it('a failed code exchange says why in the log — Dexcom’s status and error, never the code', async () => {
  const { state, code } = await authorizeAtEmulator(g, t.patient2);
  // A code Dexcom never issued: it answers 400 invalid_grant.
  const wrong = `${code}x`;
  const res = await call(g.s.url, 'POST', '/api/dexcom/token', {
    token: t.patient2,
    body: { code: wrong, state, cgmDataConsent: true },
  });
  expect(res.status).toBe(502);
  const line = logLines.find((l) => l.includes('Dexcom code exchange failed'));
  expect(line).toBeDefined();
  expect(JSON.parse(line!)).toMatchObject({ status: 400, error: 'invalid_grant' });
  expect(line).not.toContain(wrong);
});
