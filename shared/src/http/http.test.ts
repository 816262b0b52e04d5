import {
  http,
  fileRequest,
  configureHttp,
  problemCode,
  REQUEST_TIMEOUT_MS,
  FILE_TIMEOUT_MS,
  backoffMs,
} from './index';
import { LOCALE_KEY, notifications$, tokenStore, type AppNotification } from '@dcp/shared/bus';
import { createFakeApi } from '@dcp/shared/testing';

const api = createFakeApi();
let notes: AppNotification[] = [];
const sub = notifications$.subscribe((n) => notes.push(n));
afterAll(() => sub.unsubscribe());

beforeEach(() => {
  jest.useFakeTimers();
  api.reset();
  api.install();
  notes = [];
  tokenStore.clear();
  configureHttp({ baseURL: 'http://api.test' });
});
afterEach(() => jest.useRealTimers());

/** Settles a request that goes through backoff timers, recording when each attempt happened. */
async function runWithTimers<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = promise.then(
    (value) => ({ status: 'fulfilled' as const, value }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );
  await jest.runAllTimersAsync();
  return settled;
}

describe('request basics', () => {
  it('asks for answers in the chosen UI language (Accept-Language)', async () => {
    api.on('get', 'survey', { status: 200, data: [] });
    localStorage.setItem(LOCALE_KEY, 'es-ES');
    await http.get('survey');
    localStorage.setItem(LOCALE_KEY, 'en-GB');
    await http.get('survey');
    localStorage.removeItem(LOCALE_KEY);
    const sent = api.calls('get', 'survey').map((r) => String(r.headers['Accept-Language']));
    expect(sent).toEqual(['es-ES,es;q=0.9', 'en-GB,en;q=0.9']);
  });

  it('reads the problem code the API names its messages with', () => {
    expect(problemCode({ status: 404, detail: 'No se ha encontrado la nota', code: 'note.notFound' })).toBe(
      'note.notFound',
    );
    expect(problemCode({ detail: 'x' })).toBeUndefined();
  });

  it('uses the base URL, a 20 s timeout and the bearer token from the token store', async () => {
    tokenStore.set('abc');
    api.on('get', 'user/this', { status: 200, data: { ok: true } });
    const res = await http.get('user/this');
    expect(res.data).toEqual({ ok: true });
    const [req] = api.calls('get', 'user/this');
    expect(req?.config.baseURL).toBe('http://api.test');
    expect(req?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(req?.headers.Authorization).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    api.on('get', 'clinic', { status: 200, data: [] });
    await http.get('clinic');
    expect(api.calls('get', 'clinic')[0]?.headers.Authorization).toBeUndefined();
  });

  it('gives file downloads 30 s and a blob body', async () => {
    api.on('get', 'surveyInstance/csv', { status: 200, data: 'a,b' });
    await http.get('surveyInstance/csv', fileRequest());
    const [req] = api.calls('get', 'surveyInstance/csv');
    expect(req?.timeout).toBe(FILE_TIMEOUT_MS);
    expect(FILE_TIMEOUT_MS).toBe(30_000);
    expect(req?.config.responseType).toBe('blob');
  });
});

describe('retries', () => {
  it('computes 2 s, 4 s, 8 s and caps at 10 s', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 10000]);
  });

  it.each([
    ['a 5xx answer', { status: 503 }],
    ['a network error', { networkError: true as const }],
    ['a timeout', { timeout: true as const }],
  ])('retries %s 3 times after 2 s, 4 s and 8 s, then fails', async (_label, reply) => {
    const times: number[] = [];
    const start = Date.now();
    api.on('get', 'doctor', () => (times.push(Date.now() - start), reply));
    const result = await runWithTimers(http.get('doctor'));
    expect(result.status).toBe('rejected');
    expect(times).toEqual([0, 2000, 6000, 14000]);
  });

  it('succeeds when a retry succeeds', async () => {
    let n = 0;
    api.on('get', 'doctor', () => (++n < 3 ? { status: 500 } : { status: 200, data: 'ok' }));
    const result = await runWithTimers(http.get('doctor'));
    expect(result).toMatchObject({ status: 'fulfilled', value: { data: 'ok' } });
    expect(n).toBe(3);
    expect(notes).toEqual([]);
  });

  it('does not retry while the browser knows it is offline: the caller hears at once (issue 25)', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.on('put', 'surveyInstance/i1', { networkError: true });
    const start = Date.now();
    const result = await runWithTimers(http.put('surveyInstance/i1', { answers: [] }, { silent: true }));
    expect(result.status).toBe('rejected');
    expect(api.calls('put', 'surveyInstance/i1')).toHaveLength(1);
    expect(Date.now() - start).toBe(0);
    onLine.mockRestore();
  });

  // A single-use write (an invitation's token) retries only the API's 503: it answers so before
  // writing anything while its database is unreachable (issue 38 point 1); any other failure may
  // have spent the token.
  it("with retry 'unavailable', retries a 503 until it is answered", async () => {
    let n = 0;
    api.on('post', 'auth/arrival', () => (++n < 3 ? { status: 503 } : { status: 200, data: 'ok' }));
    const result = await runWithTimers(http.post('auth/arrival', {}, { retry: 'unavailable' }));
    expect(result).toMatchObject({ status: 'fulfilled', value: { data: 'ok' } });
    expect(n).toBe(3);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a timeout', { timeout: true as const }],
    ['a network error', { networkError: true as const }],
  ])("with retry 'unavailable', does not retry %s", async (_label, reply) => {
    api.on('post', 'auth/arrival', reply);
    const result = await runWithTimers(http.post('auth/arrival', {}, { retry: 'unavailable', silent: true }));
    expect(result.status).toBe('rejected');
    expect(api.calls('post', 'auth/arrival')).toHaveLength(1);
  });

  it.each([400, 403, 404, 409, 422])('does not retry a %i', async (status) => {
    api.on('post', 'clinic', { status });
    const result = await runWithTimers(http.post('clinic', { name: 'x' }));
    expect(result.status).toBe('rejected');
    expect(api.calls('post', 'clinic')).toHaveLength(1);
  });
});

describe('in-flight GET sharing', () => {
  it('shares concurrent identical GETs in one network call', async () => {
    tokenStore.set('t');
    api.on('get', 'user', async () => ({ status: 200, data: [1] }));
    const [a, b] = await Promise.all([
      http.get('user', { params: { page: 0, size: 10 } }),
      http.get('user', { params: { size: 10, page: 0 } }),
    ]);
    expect(api.calls('get', 'user')).toHaveLength(1);
    expect(a.data).toEqual([1]);
    expect(b.data).toBe(a.data);
  });

  it('does not share GETs with different params, different tokens, or later GETs', async () => {
    api.on('get', 'user', { status: 200, data: [] });
    await Promise.all([http.get('user', { params: { page: 0 } }), http.get('user', { params: { page: 1 } })]);
    tokenStore.set('other');
    await Promise.all([http.get('user', { params: { page: 0 } })]);
    await http.get('user', { params: { page: 0 } });
    expect(api.calls('get', 'user')).toHaveLength(4);
  });

  it('never shares POSTs', async () => {
    api.on('post', 'clinic', { status: 201, data: {} });
    await Promise.all([http.post('clinic', { name: 'a' }), http.post('clinic', { name: 'a' })]);
    expect(api.calls('post', 'clinic')).toHaveLength(2);
  });

  it('reports a shared failure once', async () => {
    api.on('get', 'admin', { status: 400, data: { message: 'bad' } });
    const results = await Promise.allSettled([http.get('admin'), http.get('admin')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(notes).toHaveLength(1);
  });
});

describe('401 and notifications', () => {
  it('on 401 drops the token and says once that the session has ended (issue 36 point 17)', async () => {
    tokenStore.set('expired');
    localStorage.setItem('apiKey', 'expired');
    api.on('get', 'user/this', { status: 401, data: { message: 'Unauthorized' } });
    const both = [http.get('user/this', { silent: true }), http.get('note')];
    api.on('get', 'note', { status: 401, data: { message: 'Unauthorized' } });
    await Promise.allSettled(both);
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('apiKey')).toBeNull();
    expect(notes).toEqual([
      {
        type: 'warning',
        title: { id: 'shared.session.endedTitle' },
        message: { id: 'shared.session.ended' },
      },
    ]);
  });

  it('a 401 for a deactivated account says so (issue 37 point 1)', async () => {
    tokenStore.set('still-held');
    api.on('get', 'note', { status: 401, data: { code: 'auth.deactivated', detail: 'Deactivated' } });
    await expect(http.get('note')).rejects.toBeTruthy();
    expect(notes).toEqual([
      {
        type: 'warning',
        title: { id: 'shared.session.endedTitle' },
        message: { id: 'shared.session.deactivated' },
      },
    ]);
  });

  it('a 401 without a session (a refused sign-in) says nothing of a session', async () => {
    tokenStore.clear();
    api.on('post', 'auth/jwt', { status: 401, data: { message: 'Unauthorized' } });
    await expect(http.post('auth/jwt', {}, { silent: true })).rejects.toBeTruthy();
    expect(notes).toEqual([]);
  });

  it("titles a failure 'Request error' with the problem's detail", async () => {
    api.on('post', 'doctor', {
      status: 409,
      data: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Doctor exists' },
    });
    await expect(http.post('doctor', {})).rejects.toBeTruthy();
    expect(notes).toEqual([
      { type: 'error', title: { id: 'shared.http.requestError' }, message: 'Doctor exists' },
    ]);
  });

  it("reads a plain `message` when the body is not a problem (another server's answer)", async () => {
    api.on('post', 'doctor', { status: 400, data: { message: 'Rejected by the proxy' } });
    await expect(http.post('doctor', {})).rejects.toBeTruthy();
    expect(notes).toEqual([
      { type: 'error', title: { id: 'shared.http.requestError' }, message: 'Rejected by the proxy' },
    ]);
  });

  it('shows a 429 in the portal language with the wait from Retry-After, whatever the API wrote', async () => {
    const tooMany = { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Too many' };
    api.on('post', 'auth/password/forgot', { status: 429, data: tooMany, headers: { 'retry-after': '42' } });
    await expect(http.post('auth/password/forgot', {})).rejects.toBeTruthy();
    api.on('post', 'auth/password/reset', { status: 429, data: tooMany });
    await expect(http.post('auth/password/reset', {})).rejects.toBeTruthy();
    expect(notes.map((n) => n.message)).toEqual([
      { id: 'shared.http.tooManyRequestsWait', values: { seconds: 42 } },
      { id: 'shared.http.tooManyRequests' },
    ]);
  });

  it("falls back to 'Error code #{status}' without a server message", async () => {
    api.on('get', 'clinic/1', { status: 404, data: null });
    await expect(http.get('clinic/1')).rejects.toBeTruthy();
    expect(notes).toEqual([
      {
        type: 'error',
        title: { id: 'shared.http.requestError' },
        message: { id: 'shared.http.errorCode', values: { status: 404 } },
      },
    ]);
  });

  it("says 'Unknown error' when there was no answer at all", async () => {
    api.on('get', 'clinic', { networkError: true });
    await runWithTimers(http.get('clinic'));
    expect(notes[0]?.message).toEqual({ id: 'shared.http.unknownError' });
  });

  it('stays quiet for a silent request', async () => {
    api.on('get', 'clinic/2', { status: 404 });
    await expect(http.get('clinic/2', { silent: true })).rejects.toBeTruthy();
    expect(notes).toEqual([]);
  });
});
