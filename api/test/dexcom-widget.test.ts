import { eq, sql } from 'drizzle-orm';
import { hashToken } from '../src/leaves/token-crypto';
import { sessions } from '../src/db/schema';
import { connectPatient, startGlucoseStack, type GlucoseStack } from './dexcom-helpers';
import { call, demoTokens, expectError } from './helpers';

/** The embeddable connect widget's session (issue 9 point 7): allowed origins, scope, binding. */
jest.setTimeout(180_000);
const SITE = 'https://clinic.example';
const OTHER = 'https://evil.example';
let g: GlucoseStack;
let t: Record<'patient' | 'doctor' | 'admin', string>;

beforeAll(async () => {
  g = await startGlucoseStack({ DEXCOM_WIDGET_ORIGINS: `${SITE}, not an origin,https://b.example/` });
  t = await demoTokens(g.s, ['patient', 'doctor', 'admin']);
  await connectPatient(g, t.patient);
});
afterAll(() => g?.stop());

const session = (token: string | undefined, origin: string) =>
  call(g.s.url, 'POST', '/api/dexcom/widget-session', { token, body: { origin } });
const asWidget = (method: string, path: string, token: string, origin = SITE, body?: unknown) =>
  call(g.s.url, method, path, { token, body, headers: { origin } });

async function widgetToken(): Promise<string> {
  const res = await session(t.patient, SITE);
  expect(res.status).toBe(200);
  const { token, expiresAt } = res.body as { token: string; expiresAt: string };
  expect(token).toMatch(/^dcpw-/);
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
  return token;
}

describe('widget session', () => {
  it('is issued to a patient for an allowed origin only', async () => {
    await widgetToken();
    expect((await session(t.patient, 'https://b.example')).status).toBe(200);
    expectError(await session(t.patient, OTHER), 403, /not allowed to show the Dexcom connection/);
    expectError(await session(t.doctor, SITE), 403);
    expectError(await session(t.admin, SITE), 403);
    expectError(await session(undefined, SITE), 401);
    expectError(await session(t.patient, 'javascript:alert(1)'), 400, /origin/);
  });

  it('reads the status, refreshes and disconnects from its own origin', async () => {
    const token = await widgetToken();
    const status = await asWidget('GET', '/api/dexcom/status', token);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ connected: true });
    const sync = await asWidget('POST', '/api/dexcom/glucose/sync', token, SITE, {});
    expect(sync.status).toBe(200);
    expect((await asWidget('DELETE', '/api/dexcom/disconnect', token)).status).toBe(204);
    const after = await asWidget('GET', '/api/dexcom/status', token);
    expect(after.body).toMatchObject({ connected: false });
    await connectPatient(g, t.patient);
  });

  it('is refused from another origin, without an origin, and when forged', async () => {
    const token = await widgetToken();
    expectError(await asWidget('GET', '/api/dexcom/status', token, OTHER), 401);
    expectError(await call(g.s.url, 'GET', '/api/dexcom/status', { token }), 401);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expectError(await asWidget('GET', '/api/dexcom/status', forged), 401);
  });

  it('reaches nothing but its three routes', async () => {
    const token = await widgetToken();
    expectError(await asWidget('GET', '/api/dexcom/glucose/summary', token), 403, /embedded widget/);
    expectError(await asWidget('GET', '/api/dexcom/auth-url', token), 403);
    expectError(await asWidget('POST', '/api/dexcom/optout', token), 403);
    expectError(await asWidget('POST', '/api/dexcom/widget-session', token, SITE, { origin: SITE }), 403);
    // Outside the glucose routes a widget token is no token at all.
    expectError(await asWidget('GET', '/user/this', token), 401);
  });

  it('ends with the portal session it came from', async () => {
    const [own] = Object.values(await demoTokens(g.s, ['patient']));
    const res = await session(own, SITE);
    const token = (res.body as { token: string }).token;
    expect((await asWidget('GET', '/api/dexcom/status', token)).status).toBe(200);
    expect((await call(g.s.url, 'POST', '/auth/sign-out', { token: own })).status).toBeLessThan(300);
    expectError(await asWidget('GET', '/api/dexcom/status', token), 401);
  });

  it('answers CORS for allowed origins on the glucose routes only', async () => {
    const preflight = (path: string, origin: string) =>
      fetch(g.s.url + path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const ok = await preflight('/api/dexcom/status', SITE);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(
      (await preflight('/api/dexcom/status', OTHER)).headers.get('access-control-allow-origin'),
    ).toBeNull();
    expect((await preflight('/user/this', SITE)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never keeps the portal session from idling out (issue 23 point 8)', async () => {
    const db = g.s.app.dcp.database.db;
    const token = await widgetToken();
    const mine = eq(sessions.tokenHash, hashToken(t.patient));
    const seen = async () => (await db.select().from(sessions).where(mine))[0]!.lastSeenAt.getTime();
    // The patient last used the portal ten minutes ago.
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(mine);
    const before = await seen();
    expect((await asWidget('GET', '/api/dexcom/status', token)).status).toBe(200);
    expect(await seen()).toBe(before);
    // The portal itself does count.
    expect((await call(g.s.url, 'GET', '/api/dexcom/status', { token: t.patient })).status).toBe(200);
    expect(await seen()).toBeGreaterThan(before);
  });
});
