import { eq } from 'drizzle-orm';
import type { TestReminderSent } from '../src/contracts';
import { auditLog } from '../src/db/schema';
import type { Mailer } from '../src/mail';
import { LIST_CLINIC_ID } from '../src/seed-patient-list';
import { call, demoTokens, expectError, post, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

/**
 * Issue 36 point 15, "send me a test reminder": the reminder e-mail patients receive, marked as a test,
 * in the admin's language, to the admin's own address only, through the outbox as every reminder;
 * audited, a few an hour per account, and for the admin's own clinic only (the superadmin: any).
 */
jest.setTimeout(120_000);
const cap = captureMailer();
let relayDown = false;
const mailer: Mailer = {
  async send(to, m, o) {
    if (relayDown) throw new Error('relay down');
    await cap.mailer.send(to, m, o);
  },
  close() {},
};
let s: Stack;
let t: Record<'admin' | 'superadmin' | 'doctor', string>;
let clinic: string;

const press = (token = t.admin, id = clinic) => post(s.url, `/clinic/${id}/reminders/test`, undefined, token);
const tests = (to: string) => cap.sent.filter((m) => m.to === to && /^(Test|Prueba): /.test(m.subject));

beforeAll(async () => {
  s = await startStack({ mailer });
  t = await demoTokens(s, ['admin', 'superadmin', 'doctor']);
  clinic = (
    (await post(s.url, '/user/this/locale', { locale: 'en-GB' }, t.admin)).body as {
      clinic: { id: string };
    }
  ).clinic.id;
});
afterAll(() => s?.stop());

it("sends the admin the patients' reminder, marked as a test, in their language, and records it", async () => {
  const res = await press();
  expect(res.status).toBe(200);
  expect(res.body as TestReminderSent).toEqual({ to: 'admin@demo.test', delivery: 'sent' });
  const [mail] = tests('admin@demo.test');
  expect(mail!.subject).toBe('Test: Reminder: you have a questionnaire to answer');
  const lines = mail!.text.split('\n');
  expect(lines[0]).toMatch(/^TEST: you asked for this example on the reminders page of Demo Clinic\./);
  // The patients' own template below: greeting, the questionnaire, the links (examples), the stop line.
  expect(lines[2]).toMatch(/^Hello \S+,$/);
  expect(mail!.text).toMatch(/Your care team at Demo Clinic sent you the questionnaire ".+"/);
  expect(mail!.text).toContain('To stop these reminders, open this link');
  // A sample, not a list's mail: no one-click unsubscribe (it would stop nobody's reminders).
  expect(mail!.unsubscribe).toBeUndefined();
  // Nobody else got anything.
  expect(cap.sent.filter((m) => /^(Test|Prueba): /.test(m.subject))).toHaveLength(1);
  const trail = await s.app.dcp.database.db
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(eq(auditLog.action, 'reminders.test'));
  expect(trail).toEqual([{ target: `clinic:${clinic}` }]);

  await post(s.url, '/user/this/locale', { locale: 'es-ES' }, t.admin);
  try {
    expect((await press()).status).toBe(200);
    const es = tests('admin@demo.test').pop()!;
    expect(es.subject).toBe('Prueba: Recordatorio: tiene un cuestionario pendiente');
    expect(es.text).toMatch(/^PRUEBA: ha pedido este ejemplo en la página de recordatorios de Demo Clinic\./);
    expect(es.text).toMatch(/Su equipo de Demo Clinic le envió el cuestionario «.+»/);
  } finally {
    await post(s.url, '/user/this/locale', { locale: 'en-GB' }, t.admin);
  }
});

it('is written in the language the page is read in, which another sign-in may not have stored', async () => {
  // The superadmin's stored locale is English; their portal reads in Spanish (its Accept-Language).
  const res = await call(s.url, 'POST', `/clinic/${clinic}/reminders/test`, {
    token: t.superadmin,
    headers: { 'accept-language': 'es-ES,es;q=0.9' },
  });
  expect(res.status).toBe(200);
  expect(tests('superadmin@demo.test').pop()!.subject).toBe(
    'Prueba: Recordatorio: tiene un cuestionario pendiente',
  );
});

it('says when the relay did not take it: the outbox sends it later', async () => {
  relayDown = true;
  try {
    expect((await press()).body).toEqual({ to: 'admin@demo.test', delivery: 'waiting' });
  } finally {
    relayDown = false;
  }
});

it("the superadmin tests any clinic's, to their own address; an admin only their own; a doctor none", async () => {
  // This stack has no list clinic: the superadmin's press for a missing clinic answers 404.
  expectError(await press(t.superadmin, LIST_CLINIC_ID), 404);
  const res = await press(t.superadmin);
  expect(res.body).toEqual({ to: 'superadmin@demo.test', delivery: 'sent' });
  expectError(await press(t.admin, '00000000-0000-4000-8000-000000000000'), 404);
  expectError(await press(t.doctor), 403);
});

it('a few an hour per account: then 429 with when to try again', async () => {
  // Four presses so far (the one for a missing clinic counts too); the limit is five an hour.
  expect((await press()).status).toBe(200);
  const refused = await press();
  expectError(refused, 429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // The superadmin's own count is apart.
  expect((await press(t.superadmin)).status).toBe(200);
});
