import { call, demoStack, expectError } from './helpers';
import type { Problem } from '../src/contracts';

jest.setTimeout(60_000);

// Issue 10 point 3: a problem comes back in the caller's language — the account's stored locale,
// else Accept-Language, else English — and names its message in `code`.
const t = demoStack(['patient']);

const MISSING_NOTE = '/note/00000000-0000-4000-8000-000000000000';
const detailOf = (body: unknown) => (body as Problem).detail;

describe('without an account: Accept-Language', () => {
  it('answers English by default', async () => {
    const res = await call(t.s.url, 'GET', '/user/this');
    expectError(res, 401);
    expect(res.body).toMatchObject({
      title: 'Unauthorized',
      detail: 'Missing bearer token',
      code: 'auth.missingToken',
    });
  });

  it('answers Spanish to a Spanish browser, title included', async () => {
    const res = await call(t.s.url, 'GET', '/user/this', {
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' },
    });
    expectError(res, 401);
    expect(res.body).toMatchObject({
      title: 'No autorizado',
      detail: 'Falta el token de sesión',
      code: 'auth.missingToken',
    });
  });

  it('gives validation failures in Spanish, field by field', async () => {
    const res = await call(t.s.url, 'POST', '/auth/password/forgot', {
      body: { email: 'not-an-address' },
      headers: { 'accept-language': 'es' },
    });
    expectError(res, 400);
    const body = res.body as Problem;
    expect(body.title).toBe('La solicitud no es válida');
    expect(body.errors).toEqual([{ path: 'body.email', message: expect.stringMatching(/^Debe ser /) }]);
    expect(body.detail).toMatch(/^body\.email: Debe ser /);
  });

  it('refuses a NUL character in Spanish too', async () => {
    const res = await call(t.s.url, 'POST', '/auth/password/forgot', {
      body: { email: 'a\u0000@demo.test' },
      headers: { 'accept-language': 'es' },
    });
    expectError(res, 400);
    expect(res.body).toMatchObject({
      title: 'La solicitud no es válida',
      errors: [{ path: 'body.email', message: 'no debe contener un carácter NUL' }],
    });
  });
});

describe('a signed-in account: its stored locale', () => {
  const setLocale = (locale: string, headers: Record<string, string> = {}) =>
    call(t.s.url, 'POST', '/user/this/locale', { token: t.tok.patient, body: { locale }, headers });

  afterAll(async () => {
    await setLocale('en-GB');
  });

  it('answers English to an English account, even from a Spanish browser', async () => {
    const res = await call(t.s.url, 'DELETE', MISSING_NOTE, {
      token: t.tok.patient,
      headers: { 'accept-language': 'es' },
    });
    expectError(res, 404);
    expect(detailOf(res.body)).toBe('Note not found');
  });

  it('answers Spanish once the account chose Spanish, whatever the browser says', async () => {
    expect((await setLocale('es-ES')).status).toBe(200);
    const res = await call(t.s.url, 'DELETE', MISSING_NOTE, {
      token: t.tok.patient,
      headers: { 'accept-language': 'en' },
    });
    expectError(res, 404);
    expect(res.body).toMatchObject({
      title: 'No encontrado',
      detail: 'No se ha encontrado la nota',
      code: 'note.notFound',
    });
  });

  it('a role refusal in Spanish', async () => {
    const res = await call(t.s.url, 'GET', '/clinic', { token: t.tok.patient });
    expect(res.status).toBe(403);
    expect(detailOf(res.body)).toMatch(/^Solo /);
  });
});
