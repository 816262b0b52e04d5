import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { accounts, auditLog, clinics, sessions } from '../src/db/schema';
import { notes } from '../src/db/schema-surveys';
import { installErrorHandling } from '../src/http-errors';
import { ensureUser } from '../src/identity/admin-client';
import { createIdTokenVerifier } from '../src/identity/verify';
import { repoRoot } from '../src/paths';
import { DEMO_CLINIC_ID, DEMO_PASSWORD, DEMO_TEMP_PASSWORD } from '../src/seed';
import { call, demoTokens, expectError, get, post, put, startStack, type Stack } from './helpers';

jest.setTimeout(60_000);

let s: Stack;
let tokens: Record<'superadmin' | 'admin' | 'doctor' | 'patient', string>;
beforeAll(async () => {
  s = await startStack();
  tokens = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient']);
});
afterAll(async () => {
  await s?.stop();
});

const db = () => s.app.dcp.database.db;
const pools = () => s.config.identity.pools;
const localIss = (pool: 'doctor' | 'patient') => `${s.identity.endpoint}/${pools()[pool].userPoolId}`;

/** cognito-local's own signing key ships in its package: tokens signed with it are "genuine". */
async function cognitoLocalKey() {
  const file = path.join(repoRoot(), 'node_modules/cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwk: JWK };
  return importJWK(jwk, 'RS256');
}
async function idToken(
  claims: Record<string, unknown>,
  opts: { iss: string; aud: string; exp?: number; key?: Awaited<ReturnType<typeof cognitoLocalKey>> },
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_use: 'id', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(opts.iss)
    .setAudience(opts.aud)
    .setIssuedAt(now - 60)
    .setExpirationTime(opts.exp ?? now + 600)
    .sign(opts.key ?? (await cognitoLocalKey()));
}
async function doctorSub() {
  const [row] = await db().select({ sub: accounts.cognitoSub }).from(accounts).where(eq(accounts.email, 'doctor@demo.test'));
  return row!.sub!;
}

describe('GET /user/this for each role (real sign-in at cognito-local, exchange at /auth/jwt)', () => {
  it.each([
    ['superadmin', 'superadmin@demo.test', []],
    ['admin', 'admin@demo.test', []],
    ['doctor', 'doctor@demo.test', ['COMPLETED']],
    ['patient', 'patient@demo.test', ['COMPLETED']],
  ] as const)('%s', async (role, email, demo) => {
    const res = await get(s.url, '/user/this', tokens[role]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      accountType: role,
      status: 'ACTIVE',
      locale: 'en-GB',
      isSingleSurveyPatient: false,
      isRestrictedUser: false,
      clinic: { id: DEMO_CLINIC_ID, name: 'Demo Clinic' },
    });
    expect((res.body as { demographics: { status: string }[] }).demographics.map((d) => d.status)).toEqual(demo);
  });

  it('the API token is opaque, ≥256 bits, and only its hash is stored', async () => {
    const t = tokens.doctor!;
    expect(t).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const rows = await db().select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.h === t)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });

  it('writes audit rows without tokens', async () => {
    const rows = await db().select().from(auditLog).where(eq(auditLog.action, 'account.read'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]!.actorAccountId).toBeTruthy();
    const all = JSON.stringify(await db().select().from(auditLog));
    for (const t of Object.values(tokens)) expect(all).not.toContain(t);
  });
});

describe('POST /auth/jwt rejects bad tokens with 401', () => {
  it('accepts a token signed with cognito-local’s key (control for the cases below)', async () => {
    const token = await idToken({ sub: await doctorSub() }, { iss: localIss('doctor'), aud: pools().doctor.clientId });
    expect((await post(s.url, '/auth/jwt', { token })).status).toBe(200);
  });
  it('a forged token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await idToken(
      { sub: await doctorSub() },
      { iss: localIss('doctor'), aud: pools().doctor.clientId, key: privateKey as never },
    );
    expectError(await post(s.url, '/auth/jwt', { token }), 401, /not valid/);
  });
  it('an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await idToken(
      { sub: await doctorSub() },
      { iss: localIss('doctor'), aud: pools().doctor.clientId, exp: now - 120 },
    );
    expectError(await post(s.url, '/auth/jwt', { token }), 401, /expired/);
  });
  it("another pool's issuer with this pool's client, and the reverse", async () => {
    const sub = await doctorSub();
    const a = await idToken({ sub }, { iss: localIss('patient'), aud: pools().doctor.clientId });
    expectError(await post(s.url, '/auth/jwt', { token: a }), 401);
    const b = await idToken({ sub }, { iss: localIss('doctor'), aud: pools().patient.clientId });
    expectError(await post(s.url, '/auth/jwt', { token: b }), 401);
  });
  it('an unknown issuer', async () => {
    const token = await idToken(
      { sub: await doctorSub() },
      { iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_other', aud: pools().doctor.clientId },
    );
    expectError(await post(s.url, '/auth/jwt', { token }), 401, /known user pool/);
  });
  it("cognito-local's issuer is refused unless ALLOW_LOCAL_ISSUER", async () => {
    const { id } = await s.signIn('doctor', 'doctor@demo.test', DEMO_PASSWORD);
    await expect(createIdTokenVerifier(s.config.identity)(id)).resolves.toMatchObject({ pool: 'doctor' });
    const strict = createIdTokenVerifier({ ...s.config.identity, allowLocalIssuer: false });
    await expect(strict(id)).rejects.toThrow(/known user pool/);
  });
  it('an access token instead of an ID token', async () => {
    const { access } = await s.signIn('doctor', 'doctor@demo.test', DEMO_PASSWORD);
    expectError(await post(s.url, '/auth/jwt', { token: access }), 401);
  });
  it('a garbage token', async () => {
    expectError(await post(s.url, '/auth/jwt', { token: 'not.a.jwt' }), 401);
    expectError(await post(s.url, '/auth/jwt', { token: 'x' }), 401);
  });
  it('a valid identity user without an account', async () => {
    await ensureUser('doctor', 'stranger@demo.test', DEMO_PASSWORD, { identity: s.config.identity });
    const { id } = await s.signIn('doctor', 'stranger@demo.test', DEMO_PASSWORD);
    expectError(await post(s.url, '/auth/jwt', { token: id }), 401, /No account/);
  });
  it('links an account created before its first sign-in by (pool, email)', async () => {
    const { sub } = await ensureUser('doctor', 'linked@demo.test', DEMO_PASSWORD, { identity: s.config.identity });
    await db().insert(accounts).values({ pool: 'doctor', email: 'linked@demo.test', role: 'doctor', clinicId: DEMO_CLINIC_ID });
    const t = await s.apiToken('doctor', 'linked@demo.test', DEMO_PASSWORD);
    expect((await get(s.url, '/user/this', t)).body).toMatchObject({ email: 'linked@demo.test', status: 'TERMS_AND_CONDITIONS' });
    const [row] = await db().select().from(accounts).where(eq(accounts.email, 'linked@demo.test'));
    expect(row!.cognitoSub).toBe(sub);
  });
});

describe('bearer authentication', () => {
  it('missing, malformed and unknown bearer tokens → 401', async () => {
    expectError(await get(s.url, '/user/this'), 401, /Missing/);
    expectError(await call(s.url, 'GET', '/user/this', { headers: { authorization: 'Basic abc' } }), 401);
    expectError(await call(s.url, 'GET', '/user/this', { headers: { authorization: 'Bearer $$$garbage$$$' } }), 401);
    expectError(await get(s.url, '/user/this', 'A'.repeat(43)), 401, /invalid/);
    expectError(await get(s.url, '/user/this', 'A'.repeat(5000)), 401);
  });
  it('a token used after sign-out → 401', async () => {
    const t = await s.apiToken('doctor', 'doctor@demo.test', DEMO_PASSWORD);
    expect((await get(s.url, '/user/this', t)).status).toBe(200);
    const out = await post(s.url, '/auth/sign-out', undefined, t);
    expect(out.status).toBe(200);
    expectError(await get(s.url, '/user/this', t), 401);
    expectError(await post(s.url, '/auth/sign-out', undefined, t), 401);
    expectError(await post(s.url, '/auth/sign-out'), 401);
  });
  it('tokens issued before the account’s valid-after time → 401', async () => {
    const t = await s.apiToken('doctor', 'linked@demo.test', DEMO_PASSWORD);
    await db().update(accounts).set({ tokensValidAfter: new Date(Date.now() + 1000) }).where(eq(accounts.email, 'linked@demo.test'));
    expectError(await get(s.url, '/user/this', t), 401);
  });
});

describe('onboarding and roles', () => {
  let t: string;
  beforeAll(async () => {
    await expect(s.signIn('patient', 'newpatient@demo.test', DEMO_TEMP_PASSWORD)).rejects.toThrow('NEW_PASSWORD_REQUIRED');
    t = await s.apiToken('patient', 'newpatient@demo.test', DEMO_TEMP_PASSWORD, 'NewPass#2026');
  });
  it('new patient starts at TERMS_AND_CONDITIONS with a CREATED demographics entry', async () => {
    const res = await get(s.url, '/user/this', t);
    expect(res.body).toMatchObject({ status: 'TERMS_AND_CONDITIONS', accountType: 'patient', demographics: [{ status: 'CREATED' }] });
  });
  it('privacy before terms → 409; doctor licence by a patient → 403', async () => {
    expectError(await put(s.url, '/user/privacy', t), 409, /terms/);
    expectError(await put(s.url, '/doctor/license', t), 403);
  });
  it('terms → PRIVACY_POLICY (repeat is a no-op) → privacy → ACTIVE', async () => {
    const a = await put(s.url, '/user/license', t);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 'PRIVACY_POLICY' });
    expect((await put(s.url, '/user/license', t)).body).toMatchObject({ status: 'PRIVACY_POLICY' });
    const b = await put(s.url, '/user/privacy', t);
    expect(b.body).toMatchObject({ status: 'ACTIVE' });
    const [row] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'account.privacy')));
    expect(row).toBeTruthy();
  });
  it('wrong roles → 403', async () => {
    expectError(await put(s.url, '/user/license', tokens.doctor), 403);
    expectError(await put(s.url, '/doctor/license', tokens.admin), 403);
    expectError(await put(s.url, '/user/privacy', tokens.admin), 403);
    expectError(await put(s.url, '/user/privacy', tokens.superadmin), 403);
  });
  it('doctor licence when already accepted is a no-op', async () => {
    expect((await put(s.url, '/doctor/license', tokens.doctor)).body).toMatchObject({ status: 'ACTIVE' });
  });
  it('locale', async () => {
    const res = await post(s.url, '/user/this/locale', { locale: 'es-ES' }, tokens.patient);
    expect(res.body).toMatchObject({ locale: 'es-ES' });
    expect((await get(s.url, '/user/this', tokens.patient)).body).toMatchObject({ locale: 'es-ES' });
    await post(s.url, '/user/this/locale', { locale: 'en-GB' }, tokens.patient);
  });
});

describe('bad input → 4xx with a message', () => {
  const jwt = (o: Parameters<typeof call>[3]) => call(s.url, 'POST', '/auth/jwt', o);
  it('POST /auth/jwt', async () => {
    expectError(await jwt({}), 400);
    expectError(await jwt({ body: {} }), 400, /token/);
    expectError(await jwt({ body: { token: 5 } }), 400, /token/);
    expectError(await jwt({ body: { token: '' } }), 400, /token/);
    expectError(await jwt({ body: { token: 'a'.repeat(9000) } }), 400, /token/);
    expectError(await jwt({ raw: '{"token":' }), 400);
    expectError(await jwt({ raw: 'token=x', headers: { 'content-type': 'text/plain' } }), 400);
    expectError(await jwt({ raw: '<token/>', headers: { 'content-type': 'application/xml' } }), 415);
    expectError(await jwt({ raw: JSON.stringify({ token: 'a'.repeat(2_000_000) }) }), 413);
  });
  it('POST /user/this/locale', async () => {
    const loc = (o: Parameters<typeof call>[3]) => call(s.url, 'POST', '/user/this/locale', { token: tokens.patient, ...o });
    expectError(await loc({}), 400);
    expectError(await loc({ body: {} }), 400, /locale/);
    expectError(await loc({ body: { locale: 'fr-FR' } }), 400, /locale/);
    expectError(await loc({ body: { locale: 7 } }), 400, /locale/);
    expectError(await loc({ raw: 'nope' }), 400);
    expectError(await call(s.url, 'POST', '/user/this/locale', { body: { locale: 'es-ES' } }), 401);
  });
  it.each(['/doctor/license', '/user/license', '/user/privacy'])('PUT %s', async (p) => {
    expectError(await call(s.url, 'PUT', p, { token: tokens.patient, raw: '{bad' }), 400);
    expectError(await call(s.url, 'PUT', p, {}), 401);
  });
  it('GET /user/this and POST /auth/sign-out need a bearer', async () => {
    expectError(await get(s.url, '/user/this', 'short'), 401);
    expectError(await post(s.url, '/auth/sign-out', undefined, 'short'), 401);
  });
  it('unknown routes → 404 and wrong methods → 404', async () => {
    expectError(await get(s.url, '/nope'), 404);
    expectError(await call(s.url, 'DELETE', '/user/this', { token: tokens.patient }), 404);
  });
});

describe('HTTP hygiene', () => {
  it('security headers on answers, errors and 404s', async () => {
    for (const res of [await get(s.url, '/health'), await get(s.url, '/user/this'), await get(s.url, '/nope')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('x-frame-options')).toBeTruthy();
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
  it('CORS allows only the portal origin', async () => {
    const pre = (origin: string) =>
      call(s.url, 'OPTIONS', '/user/this', {
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const ok = await pre(s.config.portalOrigin);
    expect(ok.headers.get('access-control-allow-origin')).toBe(s.config.portalOrigin);
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const bad = await pre('http://evil.test');
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await call(s.url, 'GET', '/health', { headers: { origin: 'http://evil.test' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('OpenAPI lists every route; swagger-ui is served with its own CSP', async () => {
    const doc = (await get(s.url, '/api/docs/json')).body as { paths: Record<string, unknown> };
    for (const p of ['/health', '/auth/jwt', '/auth/sign-out', '/user/this', '/user/this/locale', '/doctor/license', '/user/license', '/user/privacy']) {
      expect(doc.paths).toHaveProperty([p]);
    }
    const ui = await call(s.url, 'GET', '/api/docs/static/index.html');
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
  it('health', async () => {
    expect((await get(s.url, '/health')).body).toEqual({ status: 'ok', database: s.config.databaseUrl ? 'postgres' : 'pglite' });
  });
});

describe('database errors', () => {
  it('unique → 409, foreign key → 422, never SQL', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/dup', async () => db().insert(clinics).values({ id: DEMO_CLINIC_ID, name: 'Again' }));
    app.get('/fk', async () => db().insert(notes).values({ accountId: randomUUID(), text: 'x' }));
    // (listen + fetch: app.inject's light-my-request needs an ESM-only package jest cannot load)
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const dup = await get(base, '/dup');
    expectError(dup, 409, /already exists/);
    const fk = await get(base, '/fk');
    expectError(fk, 422);
    expect(JSON.stringify(fk.body)).not.toMatch(/insert|notes|constraint|select/i);
    await app.close();
  });
});
