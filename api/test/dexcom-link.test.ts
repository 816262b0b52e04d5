import { eq } from 'drizzle-orm';
import { dexcomLinks, glucoseReadings } from '../src/db/schema-dexcom';
import { accounts } from '../src/db/schema';
import { authorizeAtEmulator, connectPatient, startGlucoseStack, type GlucoseStack } from './dexcom-helpers';
import { call, demoTokens, expectError } from './helpers';

jest.setTimeout(180_000);
let g: GlucoseStack;
let t: Record<'patient' | 'patient2' | 'patient3', string>;
const idOf = async (email: string) =>
  (await g.s.app.dcp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;
const status = async (token: string) =>
  (await call(g.s.url, 'GET', '/api/dexcom/status', { token })).body as Record<string, unknown>;
const sync = (token: string) => call(g.s.url, 'POST', '/api/dexcom/glucose/sync', { token, body: {} });

beforeAll(async () => {
  g = await startGlucoseStack();
  t = await demoTokens(g.s, ['patient', 'patient2', 'patient3']);
});
afterAll(() => g?.stop());

describe('glucose link', () => {
  it('requires consent, a state, and this patient’s unspent state', async () => {
    const { state, code } = await authorizeAtEmulator(g, t.patient);
    const token = (body: unknown, who = t.patient) =>
      call(g.s.url, 'POST', '/api/dexcom/token', { token: who, body });
    expectError(await token({ code, state }), 400, /consent to link CGM data/);
    expectError(await token({ code, cgmDataConsent: true }), 400, /Missing state parameter/);
    expectError(
      await token({ code, state: `${state}x`, cgmDataConsent: true }),
      400,
      /Invalid state parameter/,
    );
    // Another patient cannot spend this patient's state.
    expectError(await token({ code, state, cgmDataConsent: true }, t.patient2), 400, /Invalid state/);
    expect(await status(t.patient)).toMatchObject({ connected: false });
    const ok = await token({ code, state, cgmDataConsent: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ connected: true, validated: true, returnUrl: '/patient' });
    expect(JSON.stringify(ok.body)).not.toMatch(/token_|access|refresh/i);
    // Replayed: refused, the link is unchanged.
    expectError(await token({ code, state, cgmDataConsent: true }), 400, /Invalid state parameter/);
    const [link] = await g.s.app.dcp.database.db
      .select()
      .from(dexcomLinks)
      .where(eq(dexcomLinks.accountId, await idOf('patient@demo.test')));
    expect(link!.accessTokenEnc).toMatch(/^v1\./);
    expect(link!.consentVersion).toBeTruthy();
    expect(link!.consentAt).toBeInstanceOf(Date);
  });

  it('refuses a returnUrl that is not a portal path', async () => {
    const res = await call(g.s.url, 'GET', '/api/dexcom/auth-url?returnUrl=//evil.example/x', {
      token: t.patient,
    });
    expectError(res, 400);
  });

  it('syncs 90 days in ≤ 30-day chunks, idempotently', async () => {
    const first = await sync(t.patient);
    expect(first.status).toBe(200);
    const r1 = first.body as { inserted: number; fetched: number };
    expect(r1.inserted).toBeGreaterThan(20_000);
    expect(r1.inserted).toBe(r1.fetched);
    const again = (await sync(t.patient)).body as { inserted: number };
    // Nothing twice; at most the reading (or two) the sensor took while the first sync ran.
    expect(again.inserted).toBeLessThanOrEqual(2);
    const summary = await call(g.s.url, 'GET', '/api/dexcom/glucose/summary?days=90', { token: t.patient });
    expect(summary.status).toBe(200);
    const body = summary.body as { statistics: { totalReadings: number; gmi: number }; agp: unknown[] };
    expect(body.statistics.totalReadings).toBe(r1.inserted);
    expect(body.agp).toHaveLength(48);
    expect((await status(t.patient)).lastSync).toEqual(expect.any(String));
  });

  it('runs one sync at a time when asked concurrently, and never stores a reading twice', async () => {
    await connectPatient(g, t.patient2, 'sandbox-sparse-wear');
    const accountId = await idOf('patient2@demo.test');
    // The second asks while the first holds the sync's lease: Dexcom answers the first slowly, and
    // the second is sent once the lease is taken (two sent at once could run one after the other on
    // a loaded machine, and then neither is refused).
    await g.control({ egvsDelayMs: 5000 });
    let a, b;
    try {
      const first = sync(t.patient2);
      for (let held = false; !held; await new Promise((r) => setTimeout(r, 20))) {
        const [link] = await g.s.app.dcp.database.db
          .select({ lease: dexcomLinks.syncLeaseUntil })
          .from(dexcomLinks)
          .where(eq(dexcomLinks.accountId, accountId));
        held = !!link?.lease;
      }
      b = await sync(t.patient2);
      a = await first;
    } finally {
      await g.control({ egvsDelayMs: 0 });
    }
    const results = [a.body, b.body] as { inserted: number; inProgress: boolean }[];
    expect(results.map((r) => r.inProgress)).toEqual([false, true]);
    const rows = await g.s.app.dcp.database.db
      .select({ id: glucoseReadings.recordId })
      .from(glucoseReadings)
      .where(eq(glucoseReadings.accountId, accountId));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.length).toBe(results[0]!.inserted + results[1]!.inserted);
  });

  it('refreshes an expired access token silently', async () => {
    await g.control({ expireAccess: true });
    const res = await call(g.s.url, 'GET', '/api/dexcom/devices', { token: t.patient });
    expect(res.status).toBe(200);
    expect(await status(t.patient)).toMatchObject({ connected: true, reason: null });
  });

  it('backs off on 429 and succeeds when the provider allows again', async () => {
    await g.control({ ratePerHour: 0 });
    setTimeout(() => void g.control({ ratePerHour: 60_000, resetRate: true }), 60);
    const res = await call(g.s.url, 'GET', '/api/dexcom/data-range', { token: t.patient });
    expect(res.status).toBe(200);
    await g.control({ ratePerHour: 0 });
    expectError(await call(g.s.url, 'GET', '/api/dexcom/data-range', { token: t.patient }), 502);
    await g.control({ ratePerHour: 60_000, resetRate: true });
  });

  it('marks "Token expired" and a reconnect need when the refresh token is revoked', async () => {
    await connectPatient(g, t.patient3, 'sandbox-hypo-prone');
    await g.control({ revokeUser: 'sandbox-hypo-prone' });
    expectError(await sync(t.patient3), 409, /Token expired/);
    expect(await status(t.patient3)).toMatchObject({
      connected: false,
      needsReconnect: true,
      reason: 'Token expired',
    });
    await connectPatient(g, t.patient3, 'sandbox-hypo-prone');
    expect(await status(t.patient3)).toMatchObject({ connected: true, needsReconnect: false, reason: null });
  });

  it('disconnects, skips, opts out and back in', async () => {
    expect((await call(g.s.url, 'DELETE', '/api/dexcom/disconnect', { token: t.patient3 })).status).toBe(204);
    expect(await status(t.patient3)).toMatchObject({ connected: false });
    expect((await call(g.s.url, 'POST', '/api/dexcom/skip', { token: t.patient3 })).status).toBe(204);
    expect(await status(t.patient3)).toMatchObject({ dexcomSkipped: true });
    expect((await call(g.s.url, 'POST', '/api/dexcom/optout', { token: t.patient3 })).status).toBe(204);
    expect(await status(t.patient3)).toMatchObject({ dexcomOptedOut: true, connected: false });
    const optin = await call(g.s.url, 'POST', '/api/dexcom/optin', { token: t.patient3 });
    expect((optin.body as { authUrl: string }).authUrl).toContain('/v2/oauth2/login');
    expect(await status(t.patient3)).toMatchObject({ dexcomOptedOut: false });
  });
});

// Issue 36 point 13: the cooldown of req G§7, §9 is the API's, not only the browser's.
describe('the status cooldown', () => {
  it('answers checks of one account within 1 s of the last as rate-limited, with the link’s state', async () => {
    const three = await Promise.all([1, 2, 3].map(() => status(t.patient2)));
    // Three at once: the first is answered in full, the others within its second are rate-limited.
    expect(three.filter((r) => r.rateLimited === true).length).toBeGreaterThanOrEqual(2);
    // Still the link's state, so the portal's pages work with either answer (per account: the unit test).
    for (const r of three) expect(r).toMatchObject({ enabled: true, connected: expect.any(Boolean) });
  });
});

// Issue 36 point 14: the callback page's attempts get an answer within 3 s; the first sync goes on.
describe('a sync asked in the background', () => {
  it('answers "in progress" while a long first sync goes on, and the sync completes', async () => {
    await connectPatient(g, t.patient2, 'sandbox-hyper-dominant');
    const before = (await status(t.patient2)).lastSync;
    // Each 30-day readings call takes 2 s: a new Dexcom account's 90 days take over 3 s.
    await g.control({ egvsDelayMs: 2000 });
    try {
      const r = await call(g.s.url, 'POST', '/api/dexcom/glucose/sync', {
        token: t.patient2,
        body: { background: true },
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ inProgress: true });
      // Nobody asks again: the sync started by that request stores its time when it ends.
      let after = before;
      for (let i = 0; i < 120 && after === before; i++) {
        await new Promise((done) => setTimeout(done, 500));
        after = (await status(t.patient2)).lastSync;
      }
      expect(after).not.toBe(before);
    } finally {
      await g.control({ egvsDelayMs: 0 });
    }
  });
});
