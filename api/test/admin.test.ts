import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ensureUser, identityClient } from '../src/identity/admin-client';
import { createUser } from '../src/people';
import { DEMO_CLINIC_ID, DEMO_PASSWORD } from '../src/seed';
import { call, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer, lastTo, tempPasswordIn } from './mail-capture';

const cap = captureMailer();
let s: Stack;
let superToken: string;
let adminToken: string;
let doctorToken: string;
const uniq = () => randomBytes(4).toString('hex');
const NEW_PASSWORD = 'Fresh#Pass2027';

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  superToken = await s.apiToken('superadmin', 'superadmin@demo.test', DEMO_PASSWORD);
  adminToken = await s.apiToken('admin', 'admin@demo.test', DEMO_PASSWORD);
  doctorToken = await s.apiToken('doctor', 'doctor@demo.test', DEMO_PASSWORD);
}, 120_000);
afterAll(() => s?.stop());

describe('clinics', () => {
  it('creates, lists in the paged envelope and reads a clinic; an empty name is a 400', async () => {
    const created = await post(s.url, '/clinic', { name: `North ${uniq()}`, locale: 'es-ES' }, superToken);
    expect(created.status).toBe(201);
    const clinic = created.body as { id: string; name: string; locale: string };
    expect(clinic.locale).toBe('es-ES');
    const list = await get(s.url, '/clinic?size=500&page=0', superToken);
    expect(list.status).toBe(200);
    const page = list.body as {
      content: { id: string }[];
      size: number;
      totalElements: number;
      first: boolean;
    };
    expect(page.size).toBe(500);
    expect(page.first).toBe(true);
    expect(page.content.map((c) => c.id)).toEqual(expect.arrayContaining([clinic.id, DEMO_CLINIC_ID]));
    expect((await get(s.url, `/clinic/${clinic.id}`, superToken)).body).toEqual(clinic);
    expectError(await post(s.url, '/clinic', { name: '  ' }, superToken), 400);
    expectError(await get(s.url, '/clinic/not-a-uuid', superToken), 404);
  });
});

describe('creating users', () => {
  it('an admin gets a Spanish invitation, signs in with the temporary password and must set a new one', async () => {
    const clinic = (await post(s.url, '/clinic', { name: `Sur ${uniq()}`, locale: 'es-ES' }, superToken))
      .body as { id: string };
    const email = `adm-${uniq()}@test.example`;
    const res = await post(
      s.url,
      '/admin',
      { clinicCode: clinic.id, email, firstName: 'Ana', lastName: 'Ruiz' },
      superToken,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      firstName: 'Ana',
      lastName: 'Ruiz',
      clinic: { id: clinic.id, name: expect.any(String) },
      // Active: a new admin is not deactivated (issue 37 point 1).
      deactivatedAt: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const mail = lastTo(cap.sent, email);
    expect(mail?.subject).toBe('Su cuenta en el portal de atención de la diabetes');
    expect(mail?.text).toContain(`${s.config.portalOrigin}/sign-in-admin`);
    const temp = tempPasswordIn(mail?.text ?? '');
    expect(temp).toBeDefined();
    await expect(s.signIn('admin', email, temp!)).rejects.toThrow('NEW_PASSWORD_REQUIRED');
    const token = await s.apiToken('admin', email, temp!, NEW_PASSWORD);
    const doctors = await get(s.url, '/doctor', token);
    expect(doctors.status).toBe(200);
    expect((doctors.body as { totalElements: number }).totalElements).toBe(0);
    expectError(
      await post(
        s.url,
        '/admin',
        { clinicCode: clinic.id, email, firstName: 'A', lastName: 'B' },
        superToken,
      ),
      409,
    );
  });

  it('an admin creates doctors only in its own clinic; they start at terms with a demographics entry', async () => {
    const other = (await post(s.url, '/clinic', { name: `East ${uniq()}` }, superToken)).body as {
      id: string;
    };
    const email = `doc-${uniq()}@test.example`;
    const body = { email, firstName: 'Dan', lastName: 'Lee' };
    expectError(
      await post(s.url, '/doctor', { ...body, clinicId: other.id }, adminToken),
      404,
      /Clinic not found/,
    );
    const res = await post(s.url, '/doctor', body, adminToken);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      status: 'TERMS_AND_CONDITIONS',
      clinic: { id: DEMO_CLINIC_ID, name: 'Demo Clinic' },
      demographics: [{ id: expect.any(String), status: 'CREATED' }],
    });
    expect(lastTo(cap.sent, email)?.text).toContain(`${s.config.portalOrigin}/login`);
    expect(lastTo(cap.sent, email)?.subject).toBe('Your diabetes care portal account');
    expectError(await post(s.url, '/doctor', body, superToken), 400, /clinic/);
    expectError(await post(s.url, '/doctor', { ...body, email: 'not-an-email' }, adminToken), 400);
    expectError(await post(s.url, '/doctor', { ...body, firstName: '' }, adminToken), 400);
  });

  it('a doctor registers a patient in its clinic; a second registration is a 409', async () => {
    const email = `pat-${uniq()}@test.example`;
    const res = await post(
      s.url,
      '/user',
      { email, firstName: 'Paz', lastName: 'Gil', surveyId: 'type2-v1' },
      doctorToken,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, age: null, diabetes: null, status: 'TERMS_AND_CONDITIONS' });
    const read = await get(s.url, `/user/${(res.body as { id: string }).id}`, doctorToken);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ email });
    expectError(await post(s.url, '/user', { email, firstName: 'Paz', lastName: 'Gil' }, adminToken), 409);
    const list = await get(s.url, `/user?size=2000&nameStartsWith=Ga`, doctorToken);
    expect((list.body as { content: { email: string }[] }).content.map((p) => p.email)).not.toContain(email);
  });
});

describe('creating users is all or nothing', () => {
  const clinic = { id: DEMO_CLINIC_ID, name: 'Demo Clinic', locale: 'en-GB' as const };
  const identityUser = (email: string) =>
    identityClient(s.config.identity).send(
      new AdminGetUserCommand({ UserPoolId: s.config.identity.pools.patient.userPoolId, Username: email }),
    );
  const signsInWithInvitation = async (email: string) => {
    const temp = tempPasswordIn(lastTo(cap.sent, email)!.text)!;
    expect(
      (await get(s.url, '/user/this', await s.apiToken('patient', email, temp, NEW_PASSWORD))).status,
    ).toBe(200);
  };

  it('a failure after the identity step leaves nothing behind, and the address stays registrable', async () => {
    const email = `half-${uniq()}@test.example`;
    const ctx = {
      db: s.app.dcp.database.db,
      config: s.config,
      outbox: s.app.dcp.background.outbox,
      afterIdentityUser: () => Promise.reject(new Error('database down')),
    };
    const u = { role: 'patient' as const, email, firstName: 'Ana', lastName: 'Paz' };
    await expect(createUser(ctx, s.app.log, clinic, u)).rejects.toThrow('database down');
    await expect(identityUser(email)).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect(lastTo(cap.sent, email)).toBeUndefined();
    expect((await post(s.url, '/user', u, doctorToken)).status).toBe(201);
    await signsInWithInvitation(email);
  });

  it('an identity user without an account (a crash between the steps) is adopted on the next try', async () => {
    const email = `orphan-${uniq()}@test.example`;
    await ensureUser('patient', email, 'Known#Pass2027', { identity: s.config.identity });
    const res = await post(s.url, '/user', { email, firstName: 'Olga', lastName: 'Rey' }, doctorToken);
    expect(res.status).toBe(201);
    // The earlier password no longer signs in: only the invitation's temporary one does.
    await expect(s.signIn('patient', email, 'Known#Pass2027')).rejects.toThrow();
    await signsInWithInvitation(email);
    expectError(await post(s.url, '/user', { email, firstName: 'Olga', lastName: 'Rey' }, doctorToken), 409);
  });
});

describe('password reset by link', () => {
  const linkIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('answers the same for unknown emails and resets once, killing old API tokens', async () => {
    const email = `reset-${uniq()}@test.example`;
    await post(s.url, '/user', { email, firstName: 'Rita', lastName: 'Sol' }, adminToken);
    const temp = tempPasswordIn(lastTo(cap.sent, email)!.text)!;
    const oldToken = await s.apiToken('patient', email, temp, 'First#Pass2027');
    const known = await post(s.url, '/auth/password/forgot', { email });
    const unknown = await post(s.url, '/auth/password/forgot', { email: `nobody-${uniq()}@test.example` });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await new Promise((r) => setTimeout(r, 50));
    const mail = lastTo(cap.sent, email)!;
    expect(mail.subject).toBe('Reset your password');
    const token = linkIn(mail.text)!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expectError(await post(s.url, '/auth/password/reset', { token, newPassword: 'weakpass' }), 400);
    const ok = await post(s.url, '/auth/password/reset', { token, newPassword: NEW_PASSWORD });
    expect(ok).toMatchObject({ status: 200, body: { email } });
    expectError(await get(s.url, '/user/this', oldToken), 401);
    expectError(
      await post(s.url, '/auth/password/reset', { token, newPassword: NEW_PASSWORD }),
      400,
      /invalid, expired or already used/,
    );
    expect((await get(s.url, '/user/this', await s.apiToken('patient', email, NEW_PASSWORD))).status).toBe(
      200,
    );
    // Only hashes are stored; no token or password reaches the audit log.
    const rows = await s.app.dcp.database.db.execute(
      sql`select action, coalesce(target, '') as target from audit_log`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(temp);
    expect(dump).toContain('password.reset');
    const stored = await s.app.dcp.database.db.execute(sql`select token_hash from password_resets`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('a link survives a failure of the identity provider and works on the next try', async () => {
    const email = `retry-${uniq()}@test.example`;
    await post(s.url, '/user', { email, firstName: 'Iker', lastName: 'Mar' }, adminToken);
    await post(s.url, '/auth/password/forgot', { email });
    await new Promise((r) => setTimeout(r, 50));
    const token = linkIn(lastTo(cap.sent, email)!.text)!;
    // The provider no longer knows this user name: setting the password fails there.
    const db = s.app.dcp.database.db;
    await db.execute(sql`update accounts set email = ${`ghost-${email}`} where email = ${email}`);
    expectError(
      await post(s.url, '/auth/password/reset', { token, newPassword: NEW_PASSWORD }),
      502,
      /link still works/,
    );
    await db.execute(sql`update accounts set email = ${email} where email = ${`ghost-${email}`}`);
    expect(await post(s.url, '/auth/password/reset', { token, newPassword: NEW_PASSWORD })).toMatchObject({
      status: 200,
      body: { email },
    });
  });

  it('an expired link is refused', async () => {
    await post(s.url, '/auth/password/forgot', { email: 'patient@demo.test' });
    await new Promise((r) => setTimeout(r, 50));
    const token = linkIn(lastTo(cap.sent, 'patient@demo.test')!.text)!;
    await s.app.dcp.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute'`,
    );
    expectError(
      await call(s.url, 'POST', '/auth/password/reset', { body: { token, newPassword: NEW_PASSWORD } }),
      400,
    );
  });
});
