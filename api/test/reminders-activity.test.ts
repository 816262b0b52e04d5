import { and, eq } from 'drizzle-orm';
import type { DueReminders, SentReminders } from '../src/contracts';
import { auditLog } from '../src/db/schema';
import { surveyReminders } from '../src/db/schema-reminders';
import type { Mailer } from '../src/mail';
import { sendReminders } from '../src/reminders/send';
import { DEMO_PASSWORD } from '../src/seed';
import { LIST_CLINIC_ID, seedListClinic } from '../src/seed-patient-list';
import { accountId, addPatient } from './arrival-helpers';
import { call, demoTokens, expectError, get, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

/**
 * Issue 36 point 15: the clinic admin checks the reminders — the next one each open questionnaire is
 * owed (who, which questionnaire, first or second, when) and the ones sent, with whether the e-mail
 * went or failed — for their own clinic only; the superadmin for any. What the list says is due is
 * what the job sends: nothing where reminders are off. The seeded list patients (addresses that are no
 * mailboxes) are never reminded. The job runs on the test's clock (`now`).
 */
jest.setTimeout(180_000);
const DAY = 86_400_000;
const cap = captureMailer();
/** Addresses the relay refuses (a mailbox that bounces, a relay that is down for them). */
const refused = new Set<string>();
const mailer: Mailer = {
  async send(to, m, o) {
    if (refused.has(to)) throw new Error('relay refused');
    await cap.mailer.send(to, m, o);
  },
  close() {},
};
let s: Stack;
let t: Record<'doctor' | 'admin' | 'superadmin', string>;
let clinic: string;

const run = (days: number) =>
  sendReminders({
    db: s.app.dcp.database.db,
    outbox: s.app.dcp.background.outbox,
    tokens: s.app.dcp.background.reminderTokens,
    portalOrigin: 'https://portal.test',
    apiOrigin: 'https://api.test',
    now: new Date(Date.now() + days * DAY),
  });
const list = async <T>(which: 'due' | 'sent', token = t.admin, id = clinic) => {
  const res = await get(s.url, `/clinic/${id}/reminders/${which}?size=100`, token);
  expect(res.status).toBe(200);
  return res.body as T;
};
const dueOf = async (patientId: string, token = t.admin) =>
  (await list<DueReminders>('due', token)).content.filter((r) => r.patientId === patientId);
const sentOf = async (patientId: string) =>
  (await list<SentReminders>('sent')).content.filter((r) => r.patientId === patientId);

beforeAll(async () => {
  s = await startStack({ mailer });
  t = await demoTokens(s, ['doctor', 'admin', 'superadmin']);
  clinic = ((await get(s.url, '/user/this', t.admin)).body as { clinic: { id: string } }).clinic.id;
  await seedListClinic(s.app.dcp.database.db, s.config.identity, 30, DEMO_PASSWORD);
});
afterAll(() => s?.stop());

it('lists the next reminder of a new questionnaire, then the sent one beside the second to come', async () => {
  const p = await addPatient(s, t.doctor, 'type2-v1');
  const id = await accountId(s, p.email);
  const [next] = await dueOf(id);
  expect(next).toMatchObject({ patientName: 'Ana Paz', surveyId: 'type2-v1', number: 1 });
  expect(next!.surveyName).toMatch(/Type 2/);
  const due = Date.parse(next!.dueAt);
  expect(due).toBeGreaterThan(Date.now() + 2.9 * DAY);
  expect(due).toBeLessThanOrEqual(Date.now() + 3 * DAY);
  // The superadmin reads the same list of this clinic.
  expect(await dueOf(id, t.superadmin)).toEqual([next]);

  await run(3);
  const [sent] = await sentOf(id);
  expect(sent).toMatchObject({ surveyId: 'type2-v1', number: 1, kind: 'start', delivery: 'sent' });
  expect(Date.parse(sent!.at)).toBeGreaterThan(Date.now() + 2.9 * DAY);
  expect(await dueOf(id)).toMatchObject([{ number: 2 }]);
  // Names, never addresses.
  expect(JSON.stringify(await list('sent'))).not.toContain(p.email);
  expect(JSON.stringify(await list('due'))).not.toContain(p.email);
  // The read is in the audit trail, against the clinic.
  const reads = await s.app.dcp.database.db
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(eq(auditLog.action, 'reminders.read'));
  expect(reads).toContainEqual({ target: `clinic:${clinic}` });
});

it('says when a reminder could not be sent: waiting while the outbox retries, failed once it gives up', async () => {
  const p = await addPatient(s, t.doctor, 'pre-v1');
  const id = await accountId(s, p.email);
  refused.add(p.email);
  await run(3);
  expect(await sentOf(id)).toMatchObject([{ number: 1, delivery: 'waiting' }]);
  // The outbox's retries, as the mail.send job makes them, until it gives up.
  const [row] = await s.app.dcp.database.db
    .select({ outboxId: surveyReminders.outboxId })
    .from(surveyReminders)
    .where(and(eq(surveyReminders.patientAccountId, id), eq(surveyReminders.number, 1)));
  for (let i = 0; i < 12; i++) await s.app.dcp.background.outbox.deliver(row!.outboxId!).catch(() => null);
  expect(await sentOf(id)).toMatchObject([{ number: 1, delivery: 'failed' }]);
  expect(cap.sent.filter((m) => m.to === p.email && /^Reminder:/.test(m.subject))).toHaveLength(0);
});

it('a questionnaire whose reminders the clinic turned off is listed as due never and reminded never', async () => {
  const path = `/clinic/${clinic}/reminders`;
  const save = (firstDays: number, secondDays: number) =>
    call(s.url, 'PUT', path, {
      token: t.admin,
      body: { surveys: [{ surveyId: 'type1-parent-v1', firstDays, secondDays }] },
    });
  expect((await save(0, 0)).status).toBe(200);
  try {
    const p = await addPatient(s, t.doctor, 'type1-parent-v1');
    const id = await accountId(s, p.email);
    expect(await dueOf(id)).toEqual([]);
    await run(30);
    expect(await sentOf(id)).toEqual([]);
    expect(cap.sent.filter((m) => m.to === p.email && /^Reminder:/.test(m.subject))).toHaveLength(0);
  } finally {
    await save(3, 7);
  }
});

it("another clinic's reminders answer 404 to an admin, like a missing clinic; a doctor is refused", async () => {
  for (const which of ['due', 'sent']) {
    expectError(await get(s.url, `/clinic/${LIST_CLINIC_ID}/reminders/${which}`, t.admin), 404);
    expectError(
      await get(s.url, `/clinic/00000000-0000-4000-8000-000000000000/reminders/${which}`, t.admin),
      404,
    );
    expectError(await get(s.url, `/clinic/${clinic}/reminders/${which}`, t.doctor), 403);
  }
});

it('the seeded list patients are never reminded, in the demo clinic or the list clinic (reminders off)', async () => {
  await run(60);
  const toList = cap.sent.filter((m) => m.to.endsWith('@list.test'));
  expect(toList.map((m) => m.to)).toEqual([]);
  // The run did send: the demo patients' own questionnaires were reminded.
  expect(cap.sent.some((m) => m.to === 'patient@demo.test' && /^Reminder:/.test(m.subject))).toBe(true);
  // The superadmin reads the list clinic's: nothing sent, nothing due.
  expect((await list<DueReminders>('due', t.superadmin, LIST_CLINIC_ID)).totalElements).toBe(0);
  expect((await list<SentReminders>('sent', t.superadmin, LIST_CLINIC_ID)).totalElements).toBe(0);
});
