import { captureMailer } from './mail-capture';
import { call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import {
  decodeQr,
  firstSurveyId,
  getBytes,
  linkToken,
  otherClinicDoctor,
  setAnonymous,
} from './signup-helpers';

/** doctor/qr-code, doctor/sign-up-link and surveyInstance/singleBurn (req A§7). */
jest.setTimeout(120_000);
let s: Stack;
let t: Record<'superadmin' | 'admin' | 'doctor' | 'patient', string>;
const capture = captureMailer();

beforeAll(async () => {
  s = await startStack({ mailer: capture.mailer });
  t = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient']);
});
afterAll(() => s?.stop());

describe('the sign-up link and its QR code', () => {
  it('decodes to the doctor link with an unguessable token that stays the same', async () => {
    const qr = await getBytes(s.url, '/doctor/qr-code?allowAnonymous=false', t.doctor);
    expect(qr.status).toBe(200);
    expect(qr.type).toBe('image/png');
    const link = decodeQr(qr.bytes)!;
    const u = new URL(link);
    expect(u.origin).toBe(s.config.portalOrigin);
    expect(u.pathname).toBe('/survey');
    expect(u.searchParams.get('anonymous')).toBeNull();
    expect(u.searchParams.get('docRefToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await linkToken(s, t.doctor)).toBe(u.searchParams.get('docRefToken'));
  });

  it('refuses the anonymous variant while the toggle is off, serves it once on, refuses it again off', async () => {
    await setAnonymous(s, t.doctor, false);
    const off = await call(s.url, 'GET', '/doctor/qr-code?allowAnonymous=true', { token: t.doctor });
    expectError(off, 409, /Allow patients to go straight to survey without sign-up/);
    const on = await setAnonymous(s, t.doctor, true);
    expect(on.body).toMatchObject({
      allowAnonymous: true,
      anonymousLink: expect.stringContaining('anonymous=true'),
    });
    const qr = await getBytes(s.url, '/doctor/qr-code?allowAnonymous=true', t.doctor);
    expect(new URL(decodeQr(qr.bytes)!).searchParams.get('anonymous')).toBe('true');
    expect((await get(s.url, '/doctor/sign-up-link', t.doctor)).body).toMatchObject({ allowAnonymous: true });
    await setAnonymous(s, t.doctor, false);
    expectError(await call(s.url, 'GET', '/doctor/qr-code?allowAnonymous=true', { token: t.doctor }), 409);
  });

  it('is for doctors only, and refuses bad input with a message', async () => {
    for (const who of ['superadmin', 'admin', 'patient'] as const) {
      expectError(await call(s.url, 'GET', '/doctor/qr-code', { token: t[who] }), 403, /Only doctors/);
      expectError(await setAnonymous(s, t[who], true), 403);
    }
    expectError(await call(s.url, 'GET', '/doctor/qr-code'), 401);
    expectError(await call(s.url, 'GET', '/doctor/qr-code?allowAnonymous=maybe', { token: t.doctor }), 400);
    const bad = await call(s.url, 'PUT', '/doctor/sign-up-link', {
      token: t.doctor,
      body: { allowAnonymous: 'yes' },
    });
    expectError(bad, 400, /allowAnonymous/);
  });
});

describe('one-time links (singleBurn)', () => {
  it('creates a one-time patient who signs in and is held to its survey; the clinic gets the credentials', async () => {
    const surveyId = await firstSurveyId(s, await linkToken(s, t.doctor));
    const r = await post(s.url, `/surveyInstance/singleBurn?surveyId=${surveyId}`, undefined, t.doctor);
    expect(r.status).toBe(201);
    const { userLogin, userPassword } = r.body as { userLogin: string; userPassword: string };
    expect(userLogin).toMatch(/^one-time-[0-9a-f]{12}@one-time\.invalid$/);
    const mail = capture.sent.find((m) => m.text.includes(userLogin))!;
    expect(mail.to).toBe('doctor@demo.test');
    expect(mail.text).toContain(`Password: ${userPassword}`);

    const token = await s.apiToken('patient', userLogin, userPassword);
    expect((await get(s.url, '/user/this', token)).body).toMatchObject({
      isSingleSurveyPatient: true,
      status: 'ACTIVE',
      accountType: 'patient',
    });
    const list = (await get(s.url, '/surveyInstance', token)).body as { content: { id: string }[] };
    expect(list.content).toHaveLength(1);
    expect((await get(s.url, `/surveyInstance/${list.content[0]!.id}`, token)).status).toBe(200);
    expectError(await get(s.url, '/note', token), 403, /only its own survey/);
    expectError(await get(s.url, '/resources/education/recommended', token), 403);
  });

  it('another clinic sees a one-time patient’s instance as missing', async () => {
    const surveyId = await firstSurveyId(s, await linkToken(s, t.doctor));
    const r = await post(s.url, `/surveyInstance/singleBurn?surveyId=${surveyId}`, undefined, t.doctor);
    const { userLogin, userPassword } = r.body as { userLogin: string; userPassword: string };
    const token = await s.apiToken('patient', userLogin, userPassword);
    const id = ((await get(s.url, '/surveyInstance', token)).body as { content: { id: string }[] })
      .content[0]!.id;
    expect((await get(s.url, `/surveyInstance/${id}`, t.doctor)).status).toBe(200);
    const other = await otherClinicDoctor(s, t.superadmin, capture.sent);
    expectError(await get(s.url, `/surveyInstance/${id}`, other), 404);
  });

  it('refuses non-doctors, unknown surveys and missing input with a message', async () => {
    const surveyId = await firstSurveyId(s, await linkToken(s, t.doctor));
    for (const who of ['superadmin', 'admin', 'patient'] as const)
      expectError(
        await post(s.url, `/surveyInstance/singleBurn?surveyId=${surveyId}`, undefined, t[who]),
        403,
      );
    expectError(await post(s.url, '/surveyInstance/singleBurn', undefined, t.doctor), 400, /surveyId/);
    expectError(
      await post(s.url, '/surveyInstance/singleBurn?surveyId=nope', undefined, t.doctor),
      404,
      /Survey/,
    );
  });
});
