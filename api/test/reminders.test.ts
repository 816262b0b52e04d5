import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PatientList, SurveyInstance } from '../src/contracts';
import { auditLog } from '../src/db/schema';
import { sendReminders } from '../src/reminders/send';
import { buildServer } from '../src/server';
import { answerAndSubmit } from './answer-helpers';
import { accountId, addPatient, arrivalTokenIn, mailsTo, withdraw } from './arrival-helpers';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

/**
 * Issue 25 point 1: an assigned questionnaire left unanswered brings the patient a reminder after the
 * clinic's delays (defaults 3 and 7 days) — once each, in their language, "start" or "continue" — and
 * none once it is submitted, withdrawn or the patient pressed the e-mail's opt-out link. The run's
 * clock is the test's (`now`): "three days later" needs no waiting.
 */
jest.setTimeout(180_000);
let s: Stack;
let t: Record<'doctor' | 'admin', string>;
const cap = captureMailer();
const DAY = 86_400_000;
/** `days` after this moment: every questionnaire a test made was assigned just before. */
const at = (days: number) => new Date(Date.now() + days * DAY);
const run = (days: number, app: FastifyInstance = s.app) =>
  sendReminders({
    db: app.dcp.database.db,
    outbox: app.dcp.background.outbox,
    tokens: app.dcp.background.reminderTokens,
    portalOrigin: 'https://portal.test',
    apiOrigin: 'https://api.test',
    now: at(days),
  });
const reminders = (email: string) =>
  mailsTo(cap.sent, email).filter((m) => /^(Reminder|Recordatorio):/.test(m.subject));
const optOutToken = (text: string) => /\/stop-reminders\/([A-Za-z0-9_.-]+)/.exec(text)?.[1] ?? '';

/** The patient's own API token, from the invitation's single-use link. */
async function patientToken(email: string) {
  const token = arrivalTokenIn(mailsTo(cap.sent, email)[0]!.text)!;
  return ((await post(s.url, '/auth/arrival', { token })).body as { jwt: string }).jwt;
}

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer, env: { RATE_LIMIT_REMINDER_OPT_OUT_ACCOUNT: '6/3600' } });
  t = await demoTokens(s, ['doctor', 'admin']);
});
afterAll(() => s?.stop());

it('reminds of a questionnaire not started after 3 and 7 days, once each, in Spanish, with links straight to it and to stop', async () => {
  const p = await addPatient(s, t.doctor, 'type2-v1', 'es-ES');
  await run(2.9);
  expect(reminders(p.email)).toHaveLength(0);
  await run(3);
  // A retried job or a second process at the same time: nothing more.
  await run(3);
  await run(5);
  const [first, ...more] = reminders(p.email);
  expect(more).toHaveLength(0);
  expect(first!.subject).toBe('Recordatorio: tiene un cuestionario pendiente');
  expect(first!.text).toMatch(/^Hola, Ana:/);
  expect(first!.text).toContain(`https://portal.test/survey/${p.instanceId}`);
  expect(first!.text).toMatch(/https:\/\/portal\.test\/stop-reminders\/[A-Za-z0-9_-]{59}$/m);
  // A mail client's own "unsubscribe" (List-Unsubscribe, one-click) is the API's URL for the same token.
  expect(first!.unsubscribe).toBe(`https://api.test/reminders/one-click/${optOutToken(first!.text)}`);
  await run(7);
  await run(30);
  const all = reminders(p.email);
  expect(all).toHaveLength(2);
  expect(all[1]!.subject).toBe('Recordatorio: tiene un cuestionario pendiente');

  // The doctor's list says when the last one went.
  const list = await get(s.url, '/user?search=Ana%20Paz', t.doctor);
  const rows = (list.body as PatientList).content;
  const row = rows.find((r) => r.email === p.email)!;
  const last = Date.parse(row.lastReminderAt!);
  expect(last).toBeGreaterThan(Date.now() + 6.9 * DAY);
  expect(last).toBeLessThan(Date.now() + 7 * DAY);
});

it('a started questionnaire is reminded "continue where you left off"; submitted or withdrawn, none', async () => {
  const started = await addPatient(s, t.doctor, 'type1-v2');
  const token = await patientToken(started.email);
  const inst = (await get(s.url, `/surveyInstance/${started.instanceId}`, token)).body as SurveyInstance;
  const q = inst.survey.questions.find((x) => x.type !== 'OPEN_ENDED' && x.stage === 'FIRST_WAVE')!;
  const saved = await call(s.url, 'PUT', `/surveyInstance/${started.instanceId}`, {
    token,
    body: { answers: [{ question: { id: q.id }, answer: { id: q.possibleAnswers[0]!.id } }] },
  });
  expect(saved.status).toBe(204);
  const withdrawn = await addPatient(s, t.doctor, 'pre-v1');
  expect((await withdraw(s, t.doctor, withdrawn.instanceId)).status).toBe(204);

  await run(3);
  const [cont] = reminders(started.email);
  expect(cont!.subject).toBe('Reminder: continue your questionnaire where you left off');
  expect(cont!.text).toMatch(/^Hello Ana,/);
  expect(cont!.text).toContain('continue where you left off');
  expect(cont!.text).toContain(`https://portal.test/survey/${started.instanceId}`);
  expect(reminders(withdrawn.email)).toHaveLength(0);

  await answerAndSubmit(s, started.instanceId, token);
  await run(8);
  // Submitted: no second reminder of it (its positive PHQ-2 offers a PHQ-9, a questionnaire of its own
  // that is reminded as any other).
  const ofStarted = reminders(started.email).filter((m) => m.text.includes(`/survey/${started.instanceId}`));
  expect(ofStarted).toHaveLength(1);
});

it('the opt-out link stops reminders with no sign-in, is recorded, and can be undone; a forged one is refused', async () => {
  const p = await addPatient(s, t.doctor, 'type2-v1');
  await run(3);
  const token = optOutToken(reminders(p.email)[0]!.text);
  // What the page the link opens sends: no session, only the link's token.
  const off = await post(s.url, '/reminders/opt-out', { token });
  expect(off.status).toBe(200);
  expect(off.body).toEqual({ reminders: false });
  await run(7);
  expect(reminders(p.email)).toHaveLength(1);
  const id = await accountId(s, p.email);
  const trail = await s.app.dcp.database.db
    .select({ actor: auditLog.actorAccountId })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'reminders.opt-out'), eq(auditLog.target, `account:${id}`)));
  expect(trail).toEqual([{ actor: id }]);

  // Opaque: the account id is not in the token, in any spelling; changed a bit, it is refused.
  const idBytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  for (const spelled of [id, id.replace(/-/g, ''), idBytes.toString('base64url')])
    expect(token).not.toContain(spelled);
  const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
  expectError(await post(s.url, '/reminders/opt-out', { token: flipped }), 404, /not valid/);
  expectError(await post(s.url, '/reminders/opt-out', { token: 'x' }), 400);

  // Pressed by mistake (or by a mail scanner that runs pages): back on from the same page.
  expect((await post(s.url, '/reminders/opt-in', { token })).body).toEqual({ reminders: true });
  await run(8);
  expect(reminders(p.email)).toHaveLength(2);
  // Re-subscribed, the first e-mail's link still works, and so does the second's (each its own token).
  const second = optOutToken(reminders(p.email)[1]!.text);
  expect(second).not.toBe(token);
  expect((await post(s.url, '/reminders/opt-out', { token })).body).toEqual({ reminders: false });
  expect((await post(s.url, '/reminders/opt-in', { token: second })).body).toEqual({ reminders: true });
});

it("a mail client's one-click unsubscribe (RFC 8058) works without sign-in; a GET changes nothing", async () => {
  const p = await addPatient(s, t.doctor, 'type2-v1');
  await run(3);
  const [mail] = reminders(p.email);
  const url = new URL(mail!.unsubscribe!);
  const path = url.pathname;
  // A scanner fetching the URL changes nothing.
  expect((await fetch(`${s.url}${path}`)).status).toBe(404);
  const form = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(form.status).toBe(200);
  expect(await form.json()).toEqual({ reminders: false });
  const multipart = new FormData();
  multipart.set('List-Unsubscribe', 'One-Click');
  expect((await fetch(`${s.url}${path}`, { method: 'POST', body: multipart })).status).toBe(200);
  await run(8);
  expect(reminders(p.email)).toHaveLength(1);
  expect((await fetch(`${s.url}/reminders/one-click/${'A'.repeat(59)}`, { method: 'POST' })).status).toBe(
    404,
  );
});

it('the public opt-out and opt-in are limited per patient: alternating presses end in 429', async () => {
  const p = await addPatient(s, t.doctor, 'type2-v1');
  await run(3);
  const token = optOutToken(reminders(p.email)[0]!.text);
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++)
    statuses.push((await post(s.url, i % 2 ? '/reminders/opt-in' : '/reminders/opt-out', { token })).status);
  // RATE_LIMIT_REMINDER_OPT_OUT_ACCOUNT=6/3600 here (default 10 an hour).
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
});

it('the clinic admin sets the delays per questionnaire (0 = off), validated, scoped to the clinic', async () => {
  const me = (await get(s.url, '/user/this', t.admin)).body as { clinic: { id: string } };
  const path = `/clinic/${me.clinic.id}/reminders`;
  const before = (await get(s.url, path, t.admin)).body as {
    surveys: { surveyId: string; firstDays: number; secondDays: number; isDefault: boolean }[];
  };
  expect(before.surveys.find((x) => x.surveyId === 'pre-v1')).toMatchObject({
    firstDays: 3,
    secondDays: 7,
    isDefault: true,
  });
  const save = (surveys: unknown, token = t.admin) => call(s.url, 'PUT', path, { token, body: { surveys } });
  expectError(await save([{ surveyId: 'pre-v1', firstDays: 5, secondDays: 2 }]), 400, /after the first/);
  expectError(await save([{ surveyId: 'pre-v1', firstDays: 61, secondDays: 0 }]), 400);
  expectError(await save([{ surveyId: 'demographics-patient', firstDays: 1, secondDays: 0 }]), 422);
  expectError(await save([{ surveyId: 'pre-v1', firstDays: 1, secondDays: 0 }], t.doctor), 403);
  const saved = await save([{ surveyId: 'pre-v1', firstDays: 1, secondDays: 0 }]);
  expect(saved.status).toBe(200);
  expect((saved.body as typeof before).surveys.find((x) => x.surveyId === 'pre-v1')).toMatchObject({
    firstDays: 1,
    secondDays: 0,
    isDefault: false,
  });

  const p = await addPatient(s, t.doctor, 'pre-v1');
  await run(1);
  await run(9);
  expect(reminders(p.email)).toHaveLength(1);
  // Another clinic's settings answer 404 like a missing clinic.
  expectError(await get(s.url, '/clinic/00000000-0000-4000-8000-000000000000/reminders', t.admin), 404);
});

it('two API processes running the reminders at the same moment send each reminder once', async () => {
  const patients = [];
  for (let i = 0; i < 3; i++) patients.push(await addPatient(s, t.doctor, 'type2-v1'));
  // On PostgreSQL a second API on the same database (its own pool); PGlite has one process per
  // folder, so there the two runs interleave in this one.
  const other = process.env.DATABASE_URL
    ? await buildServer({ config: s.config, mailer: cap.mailer, seed: false, strictContract: true })
    : s.app;
  try {
    await Promise.all([run(3), run(3, other), run(3), run(3, other)]);
  } finally {
    if (other !== s.app) await other.close();
  }
  for (const p of patients) expect(reminders(p.email)).toHaveLength(1);
});
