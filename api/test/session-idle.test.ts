import { eq, sql } from 'drizzle-orm';
import { hashToken } from '../src/leaves/token-crypto';
import { sessions } from '../src/db/schema';
import { demoTokens, get, startStack, type Stack } from './helpers';

jest.setTimeout(60_000);

// Issue 12 point 7: a session nobody uses ends — 15 minutes for staff, 30 for patients by default.
let s: Stack;
let tokens: Record<'doctor' | 'patient', string>;
beforeAll(async () => {
  s = await startStack();
  tokens = await demoTokens(s, ['doctor', 'patient']);
  // A stack's start has taken most of a minute on a loaded two-core machine, as in the other files.
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

const db = () => s.app.dcp.database.db;
/** Pretends the session's last request was `minutes` ago. */
const idleFor = (token: string, minutes: number) =>
  db()
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.tokenHash, hashToken(token)));
const lastSeen = async (token: string) =>
  (
    await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.lastSeenAt;

it('the account view tells the portal its idle limit', async () => {
  expect((await get(s.url, '/user/this', tokens.doctor)).body).toMatchObject({ idleMinutes: 15 });
  expect((await get(s.url, '/user/this', tokens.patient)).body).toMatchObject({ idleMinutes: 30 });
});

it('a request keeps the session alive', async () => {
  await idleFor(tokens.doctor, 10);
  const before = await lastSeen(tokens.doctor);
  expect((await get(s.url, '/user/this', tokens.doctor)).status).toBe(200);
  expect((await lastSeen(tokens.doctor)).getTime()).toBeGreaterThan(before.getTime() + 9 * 60_000);
});

it('staff sessions end after 15 idle minutes, patients after 30', async () => {
  await idleFor(tokens.patient, 16);
  expect((await get(s.url, '/user/this', tokens.patient)).status).toBe(200);
  await idleFor(tokens.doctor, 16);
  expect((await get(s.url, '/user/this', tokens.doctor)).status).toBe(401);
  await idleFor(tokens.patient, 31);
  const res = await get(s.url, '/user/this', tokens.patient);
  expect(res.status).toBe(401);
  // Once over, activity does not bring it back.
  expect((await get(s.url, '/user/this', tokens.patient)).status).toBe(401);
});
