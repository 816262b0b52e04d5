import { and, eq } from 'drizzle-orm';
import { PatientList } from '../src/contracts';
import { accounts, patientDoctors } from '../src/db/schema';
import { dexcomLinks, glucoseDays } from '../src/db/schema-dexcom';
import { patientListRows } from '../src/db/schema-list';
import { surveyReminders } from '../src/db/schema-reminders';
import { surveyInstances } from '../src/db/schema-surveys';
import { computeListRows, listVersion, refreshClinicRows } from '../src/people/patient-list-rows';
import { CHECK_IN_SURVEY_IDS } from '../src/leaves/survey-catalogue';
import { demoTokens, get, startStack, type Stack } from './helpers';

// The patient list's stored rows (issue 27 point 4) are never stale: each kind of write the list's
// figures depend on is made, and after it the clinic's list version has risen and the stored row,
// once the list is read, equals the row computed from scratch; the list answers ETag and 304.

jest.setTimeout(180_000);
let s: Stack;
let doctor: string;
let clinicId: string;
let doctorId: string;
let patientId: string;
const db = () => s.app.dcp.database.db;
const DAY = 86_400_000;

const version = async () => (await listVersion(db(), clinicId)).version;

/** The stored row after a list read equals the row computed from scratch, and the version rose. */
async function expectFresh(before: number, id = patientId) {
  expect(await version()).toBeGreaterThan(before);
  await refreshClinicRows(db(), clinicId);
  const [row] = await db().select().from(patientListRows).where(eq(patientListRows.patientAccountId, id));
  const [scratch] = await computeListRows(db(), [id]);
  const { changedSeq: _seq, dirty, ...stored } = row!;
  expect(dirty).toBe(false);
  expect(stored).toEqual(scratch);
  return stored;
}

/** Makes one write and checks the row; returns the row's stored figures. */
async function afterWrite(write: () => Promise<unknown>, id = patientId) {
  const before = await version();
  await write();
  return expectFresh(before, id);
}

const listed = async () => {
  const res = await get(s.url, '/user?size=2000', doctor);
  expect(res.status).toBe(200);
  return PatientList.parse(res.body).content;
};

beforeAll(async () => {
  s = await startStack();
  ({ doctor } = await demoTokens(s, ['doctor']));
  const [d] = await db().select().from(accounts).where(eq(accounts.email, 'doctor@demo.test'));
  doctorId = d!.id;
  clinicId = d!.clinicId!;
  const [p] = await db().select().from(accounts).where(eq(accounts.email, 'demo5@list.test'));
  patientId = p!.id;
  await listed();
});
afterAll(() => s?.stop());

it('keeps a row equal to its from-scratch figures through every kind of write', async () => {
  const survey = CHECK_IN_SURVEY_IDS[0]!;
  let instanceId = '';
  // A questionnaire assigned, begun, submitted with scores, in review, its care plan agreed.
  let row = await afterWrite(async () => {
    const [i] = await db()
      .insert(surveyInstances)
      .values({ surveyId: survey, respondentAccountId: patientId, doctorAccountId: doctorId })
      .returning();
    instanceId = i!.id;
  });
  expect(row).toMatchObject({ latestId: instanceId, latestStatus: 'CREATED' });
  const set = (v: Partial<typeof surveyInstances.$inferInsert>) =>
    db().update(surveyInstances).set(v).where(eq(surveyInstances.id, instanceId));
  row = await afterWrite(() => set({ status: 'IN_PROGRESS' }));
  expect(row.latestStatus).toBe('IN_PROGRESS');
  row = await afterWrite(() =>
    set({
      status: 'RECOMMENDATIONS',
      submittedAt: new Date(),
      priorityScore: 11,
      mainConcern: 'PSYCH',
      phq2: 4,
      scores: [{ category: 'PSYCH', scoreValue: 9, scorePct: 75, questionIds: [] }],
    }),
  );
  expect(row).toMatchObject({ priorityScore: 11, mainConcern: 'PSYCH', reviewId: instanceId });
  expect(row.flags.map((f) => f.code)).toEqual(['PHQ2_POSITIVE', 'CATEGORY', 'AWAITING_REVIEW']);
  row = await afterWrite(() => set({ status: 'COMPLETED', completedAt: new Date() }));
  expect(row.reviewId).toBeNull();
  // A reminder, the doctors, the CGM link and a day of glucose.
  row = await afterWrite(() =>
    db()
      .insert(surveyReminders)
      .values({ instanceId, number: 1, patientAccountId: patientId, kind: 'start', sentAt: new Date() }),
  );
  expect(row.lastReminderAt).not.toBeNull();
  await afterWrite(() =>
    db()
      .delete(patientDoctors)
      .where(and(eq(patientDoctors.patientAccountId, patientId))),
  );
  row = await afterWrite(() =>
    db().insert(patientDoctors).values({ patientAccountId: patientId, doctorAccountId: doctorId }),
  );
  expect(row.hasDoctor).toBe(true);
  row = await afterWrite(() =>
    db()
      .insert(dexcomLinks)
      .values({ accountId: patientId, state: 'connected' })
      .onConflictDoUpdate({ target: dexcomLinks.accountId, set: { state: 'connected' } }),
  );
  expect(row.glucose).toMatchObject({ wear: 0, flags: [{ code: 'NOT_ENOUGH_DATA' }] });
  const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
  row = await afterWrite(() =>
    db()
      .insert(glucoseDays)
      .values({
        accountId: patientId,
        day: yesterday,
        localDate: yesterday,
        readings: 288,
        veryLow: 30,
        low: 20,
        target: 200,
        high: 30,
        veryHigh: 8,
        valued: 288,
        valueSum: 288 * 120,
        valueSquares: 288 * 120 * 130,
        valueMin: 40,
        valueMax: 300,
        hist: [],
      })
      .onConflictDoNothing(),
  );
  expect(row.glucose!.wear).toBeGreaterThan(0);
  // The link revoked or expired, then made again: "Reconnect needed" comes and goes (issue 42 point 3).
  const reconnect = (needsReconnect: boolean) => () =>
    db().update(dexcomLinks).set({ needsReconnect }).where(eq(dexcomLinks.accountId, patientId));
  expect((await afterWrite(reconnect(true))).reconnectNeeded).toBe(true);
  expect((await afterWrite(reconnect(false))).reconnectNeeded).toBe(false);
  row = await afterWrite(() =>
    db().update(dexcomLinks).set({ state: 'disconnected' }).where(eq(dexcomLinks.accountId, patientId)),
  );
  expect(row.glucose).toBeNull();
  // The account's own fields, and the questionnaire withdrawn.
  await afterWrite(() =>
    db().update(accounts).set({ firstName: 'Renamed' }).where(eq(accounts.id, patientId)),
  );
  row = await afterWrite(() => db().delete(surveyInstances).where(eq(surveyInstances.id, instanceId)));
  expect(row.latestId).not.toBe(instanceId);
  const [mine] = (await listed()).filter((p) => p.id === patientId);
  expect(mine).toMatchObject({ firstName: 'Renamed', glucose: null });
});

it('lists a new patient at once and forgets a removed one', async () => {
  const before = await version();
  const [p] = await db()
    .insert(accounts)
    .values({ pool: 'patient', email: 'rows-new@list.test', role: 'patient', clinicId, firstName: 'Nova' })
    .returning();
  await expectFresh(before, p!.id);
  expect((await listed()).some((x) => x.id === p!.id)).toBe(true);
  const mid = await version();
  await db().delete(accounts).where(eq(accounts.id, p!.id));
  expect(await version()).toBeGreaterThan(mid);
  expect((await listed()).some((x) => x.id === p!.id)).toBe(false);
});

it('answers an ETag, 304 to If-None-Match while nothing changed, and the new page after a write', async () => {
  const url = `${s.url}/user?size=2000`;
  const auth = { authorization: `Bearer ${doctor}` };
  const first = await fetch(url, { headers: auth });
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers.get('cache-control')).toBe('no-store');
  const again = await fetch(url, { headers: { ...auth, 'if-none-match': etag } });
  expect({ status: again.status, body: await again.text() }).toEqual({ status: 304, body: '' });
  // A doctor opened the patient's results (last reviewed): the page changes, whatever the client kept.
  await db().update(accounts).set({ lastReviewedAt: new Date() }).where(eq(accounts.id, patientId));
  const changed = await fetch(url, { headers: { ...auth, 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
  const mine = PatientList.parse(await changed.json()).content.find((p) => p.id === patientId)!;
  expect(mine.lastReviewedAt).not.toBeNull();
});

it('compresses a problem answer above 1 KiB like any JSON answer', async () => {
  // Every filter wrong at once: each enum's problem names its allowed values.
  const bad =
    'sort=x&dir=x&ageLow=x&ageHigh=y&diabetes=x&assigned=x&chronicConditions=x&birthDate=x&page=-1&size=0';
  const res = await fetch(`${s.url}/user?${bad}`, {
    headers: { authorization: `Bearer ${doctor}`, 'accept-encoding': 'gzip' },
  });
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const text = await res.text();
  expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
  expect(res.headers.get('content-encoding')).toBe('gzip');
});
