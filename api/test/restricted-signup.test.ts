import type { Document } from './openapi-doc';
import { operations } from './openapi-doc';
import { captureMailer } from './mail-capture';
import { accountId, call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';
import { firstSurveyId, linkToken, noon, otherClinicDoctor, setAnonymous } from './signup-helpers';

/** Sign-up through a doctor link (req G§2, §3, §5, §7): the helper, the sign-up, the restricted user. */
jest.setTimeout(120_000);
let s: Stack;
let t: Record<'superadmin' | 'doctor' | 'patient', string>;
let ref: string;
let surveyId: string;
const capture = captureMailer();
const SIGN_UP = '/auth/user-restricted-survey-bound';
let n = 0;
const payload = (over: Record<string, unknown> = {}) => ({
  surveyId,
  firstName: 'Rita',
  lastName: 'Stricted',
  email: `rita-${Date.now()}-${n++}@test.example`,
  dateOfBirth: noon(1980, 2, 29),
  anonymous: true,
  doctorRefToken: ref,
  ...over,
});

beforeAll(async () => {
  s = await startStack({ mailer: capture.mailer });
  t = await demoTokens(s, ['superadmin', 'doctor', 'patient']);
  ref = await linkToken(s, t.doctor);
  surveyId = await firstSurveyId(s, ref);
  await setAnonymous(s, t.doctor, true);
});
afterAll(() => s?.stop());

describe('the available-surveys helper', () => {
  it('lists available surveys by the doctor token, in the asked language', async () => {
    const en = await get(s.url, `${SIGN_UP}/surveys?doctorRefToken=${ref}`);
    expect(en.status).toBe(200);
    const content = (en.body as { content: { isAvailable: boolean }[] }).content;
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((c) => c.isAvailable)).toBe(true);
    const es = await get(s.url, `${SIGN_UP}/surveys?doctorRefToken=${ref}&locale=es-ES`);
    expect(es.body).not.toEqual(en.body);
  });
  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expectError(await get(s.url, `${SIGN_UP}/surveys?doctorRefToken=${'x'.repeat(43)}`), 404, /sign-up link/);
    expectError(await get(s.url, `${SIGN_UP}/surveys?doctorRefToken=bad!`), 400, /doctorRefToken/);
  });
});

describe('POST auth/user-restricted-survey-bound', () => {
  it('creates a signed-in restricted patient bound to one new instance, seen by its doctor only', async () => {
    const body = payload();
    const r = await post(s.url, SIGN_UP, body);
    expect(r.status).toBe(201);
    const { jwt, surveyInstanceId } = r.body as { jwt: string; surveyInstanceId: string };
    expect((await get(s.url, '/user/this', jwt)).body).toMatchObject({
      email: body.email,
      isRestrictedUser: true,
      status: 'ACTIVE',
      accountType: 'patient',
    });
    const inst = await get(s.url, `/surveyInstance/${surveyInstanceId}`, jwt);
    expect(inst.status).toBe(200);
    expect((await get(s.url, `/user/${await accountId(s.url, jwt)}`, t.doctor)).body).toMatchObject({
      birthDate: '1980-02-29',
    });
    expect((await get(s.url, `/surveyInstance/${surveyInstanceId}`, t.doctor)).status).toBe(200);
    const other = await otherClinicDoctor(s, t.superadmin, capture.sent);
    expectError(await get(s.url, `/surveyInstance/${surveyInstanceId}`, other), 404);
    expectError(await get(s.url, `/surveyInstance/${surveyInstanceId}`, t.patient), 404);
  });

  it('refuses the restricted user on every other route of the API', async () => {
    const { jwt } = (await post(s.url, SIGN_UP, payload())).body as { jwt: string };
    const allowed =
      /^(get \/user\/this|post \/user\/this\/locale|post \/auth\/sign-out|get \/surveyInstance|(get|put) \/surveyInstance\/\{id\}|post \/surveyInstance\/\{id\}\/submit|get \/resources\/education\/\{id\}(\/\{locale\})?\/resolved)$/;
    const doc = s.app.swagger() as unknown as Document;
    const secured = operations(doc).filter(({ op }) => op.security?.some((x) => 'bearer' in x));
    expect(secured.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const { path, method } of secured) {
      if (allowed.test(`${method} ${path}`)) continue;
      const p = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const r = await call(s.url, method.toUpperCase(), p, {
        token: jwt,
        body: method === 'get' ? undefined : {},
      });
      if (r.status !== 403) leaks.push(`${method} ${path} → ${r.status}`);
    }
    expect(leaks).toEqual([]);
    expect((await get(s.url, '/user/this', jwt)).status).toBe(200);
  });

  it('refuses the anonymous sign-up while the doctor does not allow it; the sign-up variant still works', async () => {
    await setAnonymous(s, t.doctor, false);
    try {
      expectError(await post(s.url, SIGN_UP, payload()), 403, /without sign-up/);
      const r = await post(s.url, SIGN_UP, payload({ anonymous: false, dateOfBirth: null }));
      expect(r.status).toBe(201);
    } finally {
      await setAnonymous(s, t.doctor, true);
    }
  });

  it('refuses bad input with a message', async () => {
    expectError(await post(s.url, SIGN_UP, payload({ dateOfBirth: null })), 400, /Date of birth is empty/);
    expectError(await post(s.url, SIGN_UP, payload({ dateOfBirth: noon(1899, 12, 31) })), 400, /1900/);
    // A day after today is said to be in the future (issue 36 point 9), not "between 1900 and today".
    expectError(
      await post(s.url, SIGN_UP, payload({ dateOfBirth: Date.now() + 3 * 86400_000 })),
      400,
      /cannot be in the future/,
    );
    expectError(await post(s.url, SIGN_UP, payload({ email: 'not-an-email' })), 400, /email/);
    expectError(await post(s.url, SIGN_UP, payload({ firstName: '  ' })), 400, /firstName/);
    expectError(await post(s.url, SIGN_UP, payload({ surveyId: 'nope' })), 404, /Survey/);
    expectError(await post(s.url, SIGN_UP, payload({ doctorRefToken: 'y'.repeat(43) })), 404, /sign-up link/);
  });
});
