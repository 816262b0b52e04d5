import type { AuditList, Paged, Superadmin } from '../src/contracts';
import { accounts } from '../src/db/schema';
import { ensureUser } from '../src/identity/admin-client';
import { DEMO_PASSWORD } from '../src/seed';
import { uniq } from './arrival-helpers';
import { demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { initiateVia, tokensOf } from './identity-helpers';

// Issue 37 point 1, "the last superadmin cannot be deactivated": one superadmin deactivates and
// reactivates another with the effects staff have (sessions end, the identity provider and the API
// refuse sign-in, the reason in the audit trail); the last active one stays, whoever asks.

jest.setTimeout(180_000);
let s: Stack;
let t: Record<'superadmin' | 'admin', string>;
const DEACTIVATED = /This account has been deactivated\. Contact your clinic administrator\./;
const LAST = /This is the last active superadmin\. Add or reactivate another superadmin first\./;

beforeAll(async () => {
  s = await startStack();
  t = await demoTokens(s, ['superadmin', 'admin']);
});
afterAll(() => s?.stop());

/** A second superadmin, as the installation's operator would add one: identity user and account. */
async function newSuperadmin() {
  const email = `super-${uniq()}@test.example`;
  const { sub } = await ensureUser('superadmin', email, DEMO_PASSWORD, { identity: s.config.identity });
  const [row] = await s.app.dcp.database.db
    .insert(accounts)
    .values({
      pool: 'superadmin',
      cognitoSub: sub,
      email,
      firstName: 'Sara',
      lastName: `Second ${uniq()}`,
      role: 'superadmin',
      status: 'ACTIVE',
    })
    .returning({ id: accounts.id });
  return { email, id: row!.id, token: await s.apiToken('superadmin', email, DEMO_PASSWORD) };
}

const act = (id: string, verb: 'deactivate' | 'reactivate', token: string, reason = '') =>
  post(s.url, `/superadmin/${id}/${verb}`, { reason }, token);
const listed = async (status: string) =>
  ((await get(s.url, `/superadmin?status=${status}`, t.superadmin)).body as Paged<Superadmin>).content.map(
    (p) => p.email,
  );

test('a superadmin deactivates another: sessions end, sign-in refused at /identity and by the API; reactivation restores it', async () => {
  const other = await newSuperadmin();
  expect(await listed('active')).toEqual(expect.arrayContaining(['superadmin@demo.test', other.email]));
  // Only superadmins manage superadmins.
  expectError(await get(s.url, '/superadmin', t.admin), 403);
  expectError(await act(other.id, 'deactivate', t.admin), 403);

  const off = await act(other.id, 'deactivate', t.superadmin, 'Left the <b>company</b>');
  expect(off.status).toBe(200);
  expect((off.body as Superadmin).deactivatedAt).toEqual(expect.any(String));
  expectError(await get(s.url, '/user/this', other.token), 401, DEACTIVATED);
  const refused = await initiateVia(s, 'superadmin', other.email, DEMO_PASSWORD);
  expect(refused.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
  expect(tokensOf(refused.body)).toBeUndefined();
  expect(await listed('active')).not.toContain(other.email);
  expect(await listed('deactivated')).toContain(other.email);

  // Who, whom and why in the trail.
  const trail = (await get(s.url, '/audit?size=20', t.superadmin)).body as AuditList;
  const row = trail.content.find((e) => e.action === 'superadmin.deactivate');
  expect(row?.subject?.email).toBe(other.email);
  expect(row?.actor?.email).toBe('superadmin@demo.test');
  expect(row?.record).toMatchObject({ kind: 'staff-change', reason: 'Left the <b>company</b>' });

  expect((await act(other.id, 'reactivate', t.superadmin)).status).toBe(200);
  const back = await initiateVia(s, 'superadmin', other.email, DEMO_PASSWORD);
  expect(tokensOf(back.body)).toBeDefined();
});

test('the last active superadmin cannot be deactivated, by another or by themself', async () => {
  const other = await newSuperadmin();
  const me = ((await get(s.url, '/user/this', t.superadmin)).body as { id: string }).id;
  // While another is active, nobody deactivates themself.
  expectError(await act(other.id, 'deactivate', other.token), 409, /your own account/);
  const active = (await get(s.url, '/superadmin', t.superadmin)).body as Paged<Superadmin>;
  for (const p of active.content.filter((p) => p.id !== me))
    expect((await act(p.id, 'deactivate', t.superadmin)).status).toBe(200);
  // The demo superadmin is now the last active one: not even by themself (the Spanish is i18n-catalogue.test's).
  expectError(await act(me, 'deactivate', t.superadmin), 409, LAST);
  expect(await listed('active')).toContain('superadmin@demo.test');
  // Another clinic's id or an admin's is no superadmin: 404 like a missing one.
  const admin = ((await get(s.url, '/user/this', t.admin)).body as { id: string }).id;
  expectError(await act(admin, 'deactivate', t.superadmin), 404);
  // With another active again, the demo superadmin is no longer the last.
  expect((await act(other.id, 'reactivate', t.superadmin)).status).toBe(200);
  expectError(await act(me, 'deactivate', t.superadmin), 409, /your own account/);
});
