import Fastify from 'fastify';
import { RATE_LIMITED_PROBLEM } from '../src/contracts';
import { installErrorHandling } from '../src/http-errors';
import { limitedRoute, registerAbuseLimits } from '../src/limits';
import { DEMO_PASSWORD } from '../src/seed';
import { accountId, call, demoTokens, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

// Abuse limits (issue 12 point 1): 429 + Retry-After + a translated problem, per IP and per target
// account, on every limited route. Limits are settings, set low here; requests come "from" several
// addresses through X-Forwarded-For (TRUST_PROXY=1). Sharing across processes: rate-limits-shared.test.ts.

const cap = captureMailer();
let s: Stack;
let t: Record<'doctor' | 'superadmin', string>;
let doctorId = '';

beforeAll(async () => {
  s = await startStack({
    mailer: cap.mailer,
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_FORGOT_PASSWORD_IP: '6/60',
      RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: '3/60',
      RATE_LIMIT_RESET_PASSWORD_ACCOUNT: '2/60',
      RATE_LIMIT_TOKEN_EXCHANGE_ACCOUNT: '3/60',
      RATE_LIMIT_IMPORT_ACCOUNT: '2/60',
      RATE_LIMIT_EXPORT_ACCOUNT: '2/60',
    },
  });
  t = await demoTokens(s, ['doctor', 'superadmin']);
  doctorId = await accountId(s.url, t.doctor);
}, 120_000);
afterAll(() => s?.stop());

interface Injected {
  status: number;
  headers: Headers;
  body: { detail?: string; type?: string; message?: string };
}
/** A request "from" `ip`: the API trusts X-Forwarded-For here (TRUST_PROXY=1, as behind a proxy). */
async function send(o: {
  method?: 'GET' | 'POST';
  url: string;
  ip: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}): Promise<Injected> {
  const headers = { 'x-forwarded-for': o.ip, ...o.headers };
  const opts = typeof o.body === 'string' ? { raw: o.body } : { body: o.body };
  const res = await call(s.url, o.method ?? 'POST', o.url, { ...opts, token: o.token, headers });
  return res as Injected;
}
const forgot = (email: string, ip: string, headers?: Record<string, string>) =>
  send({ url: '/auth/password/forgot', ip, body: { email }, headers });

function expectLimited(res: Injected, windowSeconds = 60) {
  expect(res.status).toBe(429);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.body.type).toBe(RATE_LIMITED_PROBLEM);
  const after = Number(res.headers.get('retry-after'));
  expect(after).toBeGreaterThanOrEqual(1);
  expect(after).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.detail).toBe(`Too many attempts. Please wait ${after} seconds and try again.`);
}

describe('forgot password', () => {
  it('per account: the 4th request for one address is a 429, from any address; 3 emails, not 30', async () => {
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push(await forgot('patient@demo.test', `10.1.0.${i}`));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    for (const a of answers.slice(3)) expectLimited(a);
    await new Promise((r) => setTimeout(r, 100));
    expect(cap.sent.filter((m) => m.to === 'patient@demo.test')).toHaveLength(3);
  });

  it('answers exactly the same for an address without an account, limited or not', async () => {
    const unknown = [];
    for (let i = 1; i <= 4; i++) unknown.push(await forgot('nobody-here@demo.test', `10.2.0.${i}`));
    const known = [];
    for (let i = 1; i <= 4; i++) known.push(await forgot('patient2@demo.test', `10.3.0.${i}`));
    const shape = (a: Injected) => [a.status, a.body.message ?? a.body.detail?.replace(/\d+/, 'N')];
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(unknown[3]?.status).toBe(429);
  });

  it('per IP: past 6 requests one address is refused whatever email it asks for', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 6; i++) expect((await forgot(`someone${i}@demo.test`, ip)).status).toBe(200);
    expectLimited(await forgot('someone-else@demo.test', ip));
    expect((await forgot('someone-else@demo.test', '10.4.0.2')).status).toBe(200);
  });

  it("speaks the caller's language", async () => {
    for (let i = 0; i < 3; i++) await forgot('es-caller@demo.test', `10.5.0.${i}`);
    const res = await forgot('es-caller@demo.test', '10.5.0.9', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/^Demasiados intentos\. Espere \d+ segundos y vuelva a intentarlo\.$/);
  });
});

describe('the other limited routes', () => {
  it('reset: one link token tried too often → 429', async () => {
    const body = { token: 'x'.repeat(43), newPassword: 'Fresh#Pass2027' };
    const url = '/auth/password/reset';
    expect((await send({ url, ip: '10.6.0.1', body })).status).toBe(400);
    expect((await send({ url, ip: '10.6.0.2', body })).status).toBe(400);
    expectLimited(await send({ url, ip: '10.6.0.3', body }));
  });

  it('token exchange: per account once verified (a forged token uses nobody up), from any address', async () => {
    const forged = { token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' };
    for (let i = 0; i < 5; i++) {
      expect((await send({ url: '/auth/jwt', ip: '10.7.0.1', body: forged })).status).toBe(401);
    }
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const { id } = await s.signIn('patient', 'patient3@demo.test', DEMO_PASSWORD);
      statuses.push(await send({ url: '/auth/jwt', ip: `10.7.1.${i}`, body: { token: id } }));
    }
    expect(statuses.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expectLimited(statuses[3]!);
  });

  it('import: each file counts once (its first slice), per doctor', async () => {
    const csv = 'email,firstName,lastName\nlimit-a@rl.test,A,B\nlimit-b@rl.test,C,D\n';
    const url = (from: number) => `/user/bulkSignup?doctor=${doctorId}&from=${from}&count=1`;
    const post = (from: number, ip: string) =>
      send({
        url: url(from),
        ip,
        body: csv,
        token: t.doctor,
        headers: { 'content-type': 'text/csv' },
      });
    expect((await post(0, '10.8.0.1')).status).toBe(200);
    expect((await post(1, '10.8.0.1')).status).toBe(200);
    expect((await post(0, '10.8.0.2')).status).toBe(200);
    expect((await post(1, '10.8.0.2')).status).toBe(200);
    expectLimited(await post(0, '10.8.0.3'));
  });

  it('export: per account', async () => {
    const url = '/surveyInstance/csv';
    const status = async (ip: string) => (await send({ method: 'GET', url, ip, token: t.superadmin })).status;
    expect([await status('10.9.0.1'), await status('10.9.0.2')]).toEqual([200, 200]);
    expectLimited(await send({ method: 'GET', url, ip: '10.9.0.3', token: t.superadmin }));
  });
});

describe('the presets for the routes other areas own', () => {
  it('signUp, arrival and oneTimeLink limit a route they are spread into', async () => {
    const app = Fastify();
    installErrorHandling(app);
    const limits = { ...s.config.rateLimits };
    for (const name of ['signUp', 'arrival', 'oneTimeLink'] as const)
      limits[name] = { ip: { max: 100, windowSeconds: 60 }, account: { max: 1, windowSeconds: 60 } };
    await registerAbuseLimits(app, s.app.dcp.database.db, limits);
    app.post('/sign-up', limitedRoute.signUp(app), async () => ({ ok: true }));
    app.post(
      '/arrive/:token',
      limitedRoute.arrival(app, (r) => (r.params as { token: string }).token),
      async () => ({}),
    );
    app.addHook('onRequest', async (req) => {
      req.account = { id: 'd1', locale: 'es-ES' } as NonNullable<typeof req.account>;
    });
    app.post('/one-time', limitedRoute.oneTimeLink(app), async () => ({}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const addr = app.server.address();
      const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const twice = async (p: string, body?: unknown) => {
        const a = await call(url, 'POST', p, { body: body ?? {} });
        const b = await call(url, 'POST', p, { body: body ?? {} });
        return [a.status, b.status, b.headers.get('retry-after') !== null];
      };
      expect(await twice('/sign-up', { email: 'new@rl.test' })).toEqual([200, 429, true]);
      expect(await twice('/arrive/tok-1')).toEqual([200, 429, true]);
      expect((await call(url, 'POST', '/arrive/tok-2', { body: {} })).status).toBe(200);
      const oneTime = await twice('/one-time');
      expect(oneTime).toEqual([200, 429, true]);
    } finally {
      await app.close();
    }
  });
});
