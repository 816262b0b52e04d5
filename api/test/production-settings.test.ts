import { loadConfig } from '../src/config';
import { PRODUCTION_REQUIRED, REHEARSAL_SWITCH } from '../src/config-production';
import { transportOptions } from '../src/mail';
import { PRODUCTION_ENV } from './production-env';

// Issue 29 point 3: a production process refuses to start without what it needs, naming it.

describe('production settings', () => {
  it('start with every required setting, on Amazon Cognito, migrations left to `npm run migrate`', () => {
    const c = loadConfig(PRODUCTION_ENV);
    expect(c.identity.endpoint).toBe('');
    expect(c.identity.allowLocalIssuer).toBe(false);
    expect(c.startIdentity).toBe(false);
    expect(c.seedDemo).toBe(false);
    expect(c.migrateAtStart).toBe(false);
    expect(c.smtp.requireTls).toBe(true);
  });

  it.each(PRODUCTION_REQUIRED)('refuse to start without %s, naming it', (name) => {
    const env = { ...PRODUCTION_ENV, [name]: '' };
    expect(() => loadConfig(env)).toThrow(new RegExp(`missing: .*\\b${name}\\b`));
  });

  it('name every missing setting at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL, PSEUDONYM_KEY, AUDIT_HMAC_KEY, DEXCOM_TOKEN_KEY, .*COGNITO_CLIENT_SUPERADMIN_ID/,
    );
  });

  it('refuse the identity emulator unless the rehearsal switch is given', () => {
    const emulated = {
      ...PRODUCTION_ENV,
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      ALLOW_LOCAL_ISSUER: '1',
    };
    expect(() => loadConfig(emulated)).toThrow(/identity emulator/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, START_IDENTITY: '1' })).toThrow(/identity emulator/);
    const rehearsal = loadConfig({ ...emulated, [REHEARSAL_SWITCH]: '1' });
    expect(rehearsal.identity.allowLocalIssuer).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: '1' })).toThrow(/SEED_DEMO/);
  });

  it('development needs none of it', () => {
    expect(loadConfig({}).embedded).toBe(true);
  });
});

describe('SMTP settings', () => {
  const smtp = (env: Record<string, string>) =>
    transportOptions(loadConfig({ ...PRODUCTION_ENV, ...env }).smtp);

  it('authenticate over STARTTLS, required by default in production', () => {
    const o = smtp({ SMTP_PORT: '587', SMTP_USER: 'dcp', SMTP_PASSWORD: 'pw' });
    expect(o).toMatchObject({ host: 'smtp.example.org', port: 587, secure: false, requireTLS: true });
    expect(o.auth).toEqual({ user: 'dcp', pass: 'pw' });
    expect(o.ignoreTLS).toBe(false);
  });

  it('implicit TLS on port 465 with SMTP_SECURE', () => {
    expect(smtp({ SMTP_PORT: '465', SMTP_SECURE: '1' })).toMatchObject({ port: 465, secure: true });
  });

  it('never send a password over a connection that may stay in plain text', () => {
    expect(() => smtp({ SMTP_USER: 'dcp', SMTP_PASSWORD: 'pw', SMTP_REQUIRE_TLS: '0' })).toThrow(
      /SMTP_SECURE/,
    );
  });

  it('the embedded maildev on loopback: no TLS, no auth', () => {
    expect(transportOptions(loadConfig({}).smtp)).toMatchObject({ host: '127.0.0.1', ignoreTLS: true });
  });
});
