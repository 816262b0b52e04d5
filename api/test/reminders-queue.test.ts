import type * as PgBossModule from 'pg-boss';
import { nativeRequire } from '../src/native-require';
import { addPatient, mailsTo } from './arrival-helpers';
import { demoTokens, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

/**
 * Issue 25 point 1, through the job queue: the `survey.reminders` cron schedule, on the queue's clock
 * (pg-boss's TestClock, which the job also reads the time from), sends the reminder of a questionnaire
 * left unanswered for three days — and the next slot sends nothing more. No test waits for days: the
 * clock jumps.
 */
jest.setTimeout(180_000);
const { TestClock } = nativeRequire<typeof PgBossModule>('pg-boss');
const DAY = 86_400_000;
const HOUR = 3_600_000;
const clock = new TestClock(Date.now());
const cap = captureMailer();
let s: Stack;

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer, clock, env: { REMINDERS_EVERY_MINUTES: '60' } });
});
afterAll(() => s?.stop());

/** Moves the queue's clock in steps (timers fire at their own times) until `cond` holds. */
async function tickUntil(what: string, cond: () => Promise<boolean>, stepMs = 30_000, steps = 40) {
  for (let i = 0; i < steps && !(await cond()); i++) {
    await clock.tick(stepMs);
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!(await cond())) throw new Error(`the queue did not bring about ${what}`);
}

/** Runs of the reminders job the queue has completed so far. */
const runs = async () =>
  (await s.app.dcp.background.jobs.boss.findJobs('survey.reminders')).filter((j) => j.state === 'completed')
    .length;

/** The next :17 of an hour (REMINDERS_CRON) at least `after` ms from now on the queue's clock. */
function nextSlot(after: number) {
  const t = new Date(clock.now() + after);
  t.setUTCMinutes(17, 0, 0);
  return t.getTime() > clock.now() + after ? t.getTime() : t.getTime() + HOUR;
}

it('the hourly schedule sends the reminder once the clock passes three days, and only once', async () => {
  const t = await demoTokens(s, ['doctor']);
  const p = await addPatient(s, t.doctor, 'type2-v1', 'es-ES');
  const schedules = await s.app.dcp.background.jobs.boss.getSchedules();
  expect(schedules.find((x) => x.name === 'survey.reminders')).toMatchObject({ cron: '17 * * * *' });
  const reminders = () => mailsTo(cap.sent, p.email).filter((m) => /^Recordatorio:/.test(m.subject));

  // Two days on, at a slot: the job runs, nothing is due yet.
  let before = await runs();
  await clock.setTime(nextSlot(2 * DAY) - 60_000);
  await tickUntil('the run two days on', async () => (await runs()) > before);
  expect(reminders()).toHaveLength(0);

  // Three days on, at the next slot: the reminder, in Spanish.
  before = await runs();
  await clock.setTime(nextSlot(3 * DAY) - 60_000);
  await tickUntil('the run three days on', async () => (await runs()) > before);
  expect(reminders().map((m) => m.subject)).toEqual(['Recordatorio: tiene un cuestionario pendiente']);

  // The hour after: the schedule runs again and sends nothing more.
  before = await runs();
  await clock.setTime(nextSlot(HOUR) - 60_000);
  await tickUntil('the next run', async () => (await runs()) > before);
  expect(reminders()).toHaveLength(1);
});
