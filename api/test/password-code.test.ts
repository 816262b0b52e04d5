import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { captureMailer, lastTo, tempPasswordIn } from './mail-capture';

// Forgot password by verification code (issue 14 §4): the API mails the code in the user's language
// (cognito-local sends no mail), answers the same for unknown addresses, and a code works once.

jest.setTimeout(120_000);

const cap = captureMailer();
let s: Stack;
let adminToken = '';
const uniq = () => randomBytes(4).toString('hex');
const NEW_PASSWORD = 'Code#Reset2026';
const codeIn = (text: string) => /: ([A-Z0-9]{4}-[A-Z0-9]{4})\b/.exec(text)?.[1];
const settle = () => new Promise((r) => setTimeout(r, 50));

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  ({ admin: adminToken } = await demoTokens(s, ['admin']));
});
afterAll(async () => {
  await s?.stop();
});

describe('password reset by verification code', () => {
  it('mails a code in the user language, answers the same for anybody, and the code works once', async () => {
    const email = `code-${uniq()}@test.example`;
    await post(s.url, '/user', { email, firstName: 'Rosa', lastName: 'Sol', locale: 'es-ES' }, adminToken);
    const temp = tempPasswordIn(lastTo(cap.sent, email)!.text)!;
    const oldToken = await s.apiToken('patient', email, temp, 'First#Pass2027');

    const known = await post(s.url, '/auth/password/forgot', { email, method: 'code' });
    const unknown = await post(s.url, '/auth/password/forgot', {
      email: `nobody-${uniq()}@test.example`,
      method: 'code',
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await settle();
    const mail = lastTo(cap.sent, email)!;
    expect(mail.subject).toBe('Su código de verificación');
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // Another address with the same code, and a wrong code, are refused.
    expectError(
      await post(s.url, '/auth/password/reset-code', {
        email: 'patient@demo.test',
        code,
        newPassword: NEW_PASSWORD,
      }),
      400,
      /verification code is wrong/,
    );
    expectError(
      await post(s.url, '/auth/password/reset-code', { email, code: 'ABCD-2345', newPassword: NEW_PASSWORD }),
      400,
    );
    // Case, spaces and the hyphen do not matter.
    const typed = code.toLowerCase().replace('-', ' ');
    const ok = await post(s.url, '/auth/password/reset-code', {
      email,
      code: typed,
      newPassword: NEW_PASSWORD,
    });
    expect(ok).toMatchObject({ status: 200, body: { email } });
    expectError(await get(s.url, '/user/this', oldToken), 401);
    expectError(
      await post(s.url, '/auth/password/reset-code', { email, code, newPassword: NEW_PASSWORD }),
      400,
      /already used/,
    );
    expect((await get(s.url, '/user/this', await s.apiToken('patient', email, NEW_PASSWORD))).status).toBe(
      200,
    );

    const stored = JSON.stringify(
      await s.app.dcp.database.db.execute(sql`select token_hash from password_resets`),
    );
    expect(stored).not.toContain(code.replace('-', ''));
  });

  it('an expired code is refused', async () => {
    await post(s.url, '/auth/password/forgot', { email: 'patient2@demo.test', method: 'code' });
    await settle();
    const code = codeIn(lastTo(cap.sent, 'patient2@demo.test')!.text)!;
    await s.app.dcp.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute'`,
    );
    expectError(
      await post(s.url, '/auth/password/reset-code', {
        email: 'patient2@demo.test',
        code,
        newPassword: NEW_PASSWORD,
      }),
      400,
    );
  });
});
