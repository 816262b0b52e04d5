import { and, eq, isNull } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { reviewDigests } from '../src/db/schema-digests';
import type { Mailer } from '../src/mail';
import { mailOutbox } from '../src/db/schema-outbox';
import { sendReviewDigests } from '../src/surveys/review-digest';
import { answerAndSubmit } from './answer-helpers';
import { captureMailer } from './mail-capture';
import { call, demoTokens, get, post, startStack, type Stack } from './helpers';

/**
 * Issue 28 point 1: the doctor is told by e-mail when submissions await review — once a day at most,
 * only when something new arrived, in the doctor's language, never twice, and not at all once turned
 * off. The run's clock is the test's (`now`), so "tomorrow" needs no waiting.
 */
jest.setTimeout(120_000);
let s: Stack;
let t: Record<'doctor' | 'patient', string>;
const capture = captureMailer();
let failing = false;
const mailer: Mailer = {
  async send(to, m) {
    if (failing) throw new Error('SMTP down');
    await capture.mailer.send(to, m);
  },
  close() {},
};
const DOCTOR = 'doctor@demo.test';
const DAY = 86_400_000;
const digests = () => capture.sent.filter((m) => m.to === DOCTOR && /review|revisión/.test(m.subject));
const run = (now: Date) =>
  sendReviewDigests({
    db: s.app.dcp.database.db,
    outbox: s.app.dcp.background.outbox,
    portalOrigin: 'https://portal.test',
    now,
  });
/**
 * The digests sent so far, forgotten: the test's future days and the real clock of new submissions do
 * not mix, so a test that needs everything awaiting to count as new starts from no previous digest.
 */
const forgetDigests = () => s.app.dcp.database.db.delete(reviewDigests);
const setDigest = (reviewDigest: boolean) =>
  call(s.url, 'PUT', '/doctor/notifications', { token: t.doctor, body: { reviewDigest } });

beforeAll(async () => {
  s = await startStack({ mailer });
  t = await demoTokens(s, ['doctor', 'patient']);
});
afterAll(() => s?.stop());

const today = new Date();
const tomorrow = new Date(today.getTime() + DAY);

it('mails the doctor once a day how many questionnaires await review, with a link and no patient data', async () => {
  const first = await run(today);
  expect(first.sent).toBeGreaterThanOrEqual(1);
  const mails = digests();
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.subject).toBe('Questionnaires awaiting your review');
  expect(mail.text).toMatch(/^Hello Dana,/);
  expect(mail.text).toMatch(/\d+ questionnaires from your patients await your review \(\d+ new since/);
  expect(mail.text).toContain('https://portal.test/doctor/users-list?awaiting=1');
  expect(mail.text).not.toMatch(/patient3|Patient,|@demo\.test/);
  // The same day again (a retried job, a second API process): nothing more.
  expect(await run(new Date(today.getTime() + 60_000))).toMatchObject({ sent: 0 });
  expect(digests()).toHaveLength(1);
});

it('sends nothing the next day when nothing new arrived, and tells of a new submission the day after', async () => {
  expect((await run(tomorrow)).sent).toBe(0);
  const created = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: DOCTOR, userEmail: 'patient@demo.test', surveyId: 'type2-v1' },
    t.doctor,
  );
  expect(created.status).toBe(201);
  await answerAndSubmit(s, (created.body as { id: string }).id, t.patient);
  const dayAfter = new Date(tomorrow.getTime() + DAY);
  expect((await run(dayAfter)).sent).toBe(1);
  expect(digests().at(-1)!.text).toMatch(/\(1 new since your last summary\)/);
});

it('turned off, the doctor gets none; the preference is the doctor’s own', async () => {
  expect((await get(s.url, '/doctor/notifications', t.doctor)).body).toEqual({ reviewDigest: true });
  expect((await setDigest(false)).status).toBe(200);
  expect((await get(s.url, '/doctor/notifications', t.doctor)).body).toEqual({ reviewDigest: false });
  expect((await get(s.url, '/doctor/notifications', t.patient)).status).toBe(403);
  const before = digests().length;
  const created = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: DOCTOR, userEmail: 'patient@demo.test', surveyId: 'pre-v1' },
    t.doctor,
  );
  await answerAndSubmit(s, (created.body as { id: string }).id, t.patient);
  await forgetDigests();
  expect((await run(new Date(today.getTime() + 3 * DAY))).sent).toBe(0);
  expect(digests()).toHaveLength(before);
  expect((await setDigest(true)).status).toBe(200);
});

it('writes in the doctor’s language; a failed email is retried from the outbox, never sent twice', async () => {
  const db = s.app.dcp.database.db;
  await db.update(accounts).set({ locale: 'es-ES' }).where(eq(accounts.email, DOCTOR));
  const day = new Date(today.getTime() + 4 * DAY);
  await forgetDigests();
  const before = digests().length;
  failing = true;
  // Claimed and written to the outbox; the relay refused it, so nobody has it yet.
  expect((await run(day)).sent).toBe(1);
  expect(digests()).toHaveLength(before);
  failing = false;
  // What the queue's retry does: deliver what the outbox still holds.
  const waiting = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'review-digest'), isNull(mailOutbox.sentAt)));
  for (const { id } of waiting) await s.app.dcp.background.outbox.deliver(id);
  expect((await run(day)).sent).toBe(0);
  const mails = digests().slice(before);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Cuestionarios pendientes de revisión');
  expect(mails[0]!.text).toMatch(/^Hola, Dana:/);
});
