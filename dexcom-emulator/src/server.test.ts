import { buildEmulator, DEFAULT_SETTINGS } from './server';
import { instantOf } from './traces';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const REDIRECT = 'http://localhost:8080/dexcom/callback';
const { clientId, clientSecret } = DEFAULT_SETTINGS;

interface Req {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  payload?: string | object;
}
/** Fastify's inject needs an ESM-only cookie module under jest: a real loopback server instead. */
function client(base: string) {
  return {
    async inject(req: Req | string) {
      const r = typeof req === 'string' ? { url: req } : req;
      const json = r.payload !== undefined && typeof r.payload === 'object';
      const res = await fetch(base + r.url, {
        method: r.method ?? 'GET',
        redirect: 'manual',
        headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...r.headers },
        body: json ? JSON.stringify(r.payload) : (r.payload as string | undefined),
      });
      const body = await res.text();
      return {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers),
        body,
        json: () => JSON.parse(body),
      };
    },
  };
}

const servers: { close: () => Promise<unknown> }[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function setup(settings = {}) {
  let now = NOW;
  const emu = buildEmulator({ settings, now: () => now });
  const advance = (ms: number) => (now += ms);
  const base = await emu.app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(emu.app);
  return { app: client(base), advance };
}
type App = ReturnType<typeof client>;

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function authorize(app: App, decision = 'allow') {
  const res = await app.inject({
    url: '/v2/oauth2/login',
    ...form({
      client_id: clientId,
      redirect_uri: REDIRECT,
      state: 's1',
      user: 'sandbox-hypo-prone',
      decision,
    }),
  });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

/** The token endpoint's answer to a code exchange. */
const exchange = (app: App, code: string) =>
  app.inject({
    url: '/v2/oauth2/token',
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });

async function tokenFor(app: App) {
  const code = (await authorize(app)).searchParams.get('code')!;
  const res = await exchange(app, code);
  return { code, res, body: res.json() };
}

const egvs = (app: App, token: string, start: string, end: string) =>
  app.inject({
    url: `/v3/users/self/egvs?startDate=${start}&endDate=${end}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('emulator OAuth', () => {
  it('shows a login page listing the sandbox users, only for the known client', async () => {
    const { app } = await setup();
    const page = await app.inject(
      `/v2/oauth2/login?client_id=${clientId}&redirect_uri=${REDIRECT}&response_type=code&state=x`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sandbox-hyper-dominant');
    expect(page.body).toContain('Authorize');
    const bad = await app.inject(
      `/v2/oauth2/login?client_id=other&redirect_uri=${REDIRECT}&response_type=code`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('sends a code only to a registered redirect URI, as Dexcom does', async () => {
    const { app } = await setup();
    const elsewhere = encodeURIComponent('https://attacker.example/dexcom/callback');
    const page = await app.inject(
      `/v2/oauth2/login?client_id=${clientId}&redirect_uri=${elsewhere}&response_type=code&state=x`,
    );
    expect(page.statusCode).toBe(400);
    expect(page.body).toMatch(/not registered/);
    const post = await app.inject({
      url: '/v2/oauth2/login',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: clientId,
        redirect_uri: 'https://attacker.example/dexcom/callback',
        user: 'sandbox-well-controlled',
        decision: 'allow',
        state: 'x',
      }).toString(),
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('redirects with code and state, or error=access_denied on Deny', async () => {
    const { app } = await setup();
    const ok = await authorize(app);
    expect(ok.origin + ok.pathname).toBe(REDIRECT);
    expect(ok.searchParams.get('state')).toBe('s1');
    expect(ok.searchParams.get('code')).toBeTruthy();
    const denied = await authorize(app, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();
  });

  it('exchanges a code once; tokens expire; refresh tokens rotate', async () => {
    const { app, advance } = await setup({ tokenTtlSeconds: 60 });
    const { code, body } = await tokenFor(app);
    expect(body).toEqual(expect.objectContaining({ token_type: 'Bearer', expires_in: 60 }));
    const again = await exchange(app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    expect(
      (await egvs(app, body.access_token, '2026-11-19T00:00:00', '2026-11-20T00:00:00')).statusCode,
    ).toBe(200);
    advance(61_000);
    expect(
      (await egvs(app, body.access_token, '2026-11-19T00:00:00', '2026-11-20T00:00:00')).statusCode,
    ).toBe(401);
    const refresh = (token: string) =>
      app.inject({
        url: '/v2/oauth2/token',
        ...form({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: clientId,
          client_secret: clientSecret,
        }),
      });
    const rotated = await refresh(body.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().refresh_token).not.toBe(body.refresh_token);
    expect((await refresh(body.refresh_token)).statusCode).toBe(400);
    expect(
      (await egvs(app, rotated.json().access_token, '2026-11-19T00:00:00', '2026-11-20T00:00:00')).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong client secret and a JSON body', async () => {
    const { app } = await setup();
    const wrong = await app.inject({
      url: '/v2/oauth2/token',
      ...form({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: clientId,
        client_secret: 'nope',
      }),
    });
    expect(wrong.statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/v2/oauth2/token',
      payload: { grant_type: 'refresh_token' },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('emulator data', () => {
  it('answers egvs for ≤ 30 days and 400 beyond, or for dates with an offset', async () => {
    const { app } = await setup();
    const { body } = await tokenFor(app);
    const ok = await egvs(app, body.access_token, '2026-10-21T12:00:00', '2026-11-20T12:00:00');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().records.length).toBeGreaterThan(7000);
    expect(
      (await egvs(app, body.access_token, '2026-10-21T11:59:59', '2026-11-20T12:00:00')).statusCode,
    ).toBe(400);
    expect(
      (await egvs(app, body.access_token, '2026-11-19T00:00:00Z', '2026-11-20T00:00:00')).statusCode,
    ).toBe(400);
    expect((await egvs(app, 'bad', '2026-11-19T00:00:00', '2026-11-20T00:00:00')).statusCode).toBe(401);
  });

  it('answers dataRange and devices', async () => {
    const { app } = await setup();
    const { body } = await tokenFor(app);
    const headers = { authorization: `Bearer ${body.access_token}` };
    const range = (await app.inject({ url: '/v3/users/self/dataRange', headers })).json();
    expect(instantOf(range.egvs.end.systemTime) - instantOf(range.egvs.start.systemTime)).toBeGreaterThan(
      90 * 86_400_000,
    );
    const devices = (await app.inject({ url: '/v3/users/self/devices', headers })).json();
    expect(devices.records[0].transmitterGeneration).toBe('g7');
  });

  it('serves nothing of a silenced user after the instant it stopped, and everything again once resumed', async () => {
    const { app } = await setup();
    const { body } = await tokenFor(app);
    const headers = { authorization: `Bearer ${body.access_token}` };
    const control = (payload: object) => app.inject({ url: '/emulator/control', method: 'POST', payload });
    const lastOf = async () =>
      instantOf((await app.inject({ url: '/v3/users/self/dataRange', headers })).json().egvs.end.systemTime);
    const day = () => egvs(app, body.access_token, '2026-11-19T12:00:00', '2026-11-20T12:00:00');
    await control({ silenceUser: 'sandbox-hypo-prone', silentHours: 30 });
    expect((await day()).json().records).toEqual([]);
    expect(await lastOf()).toBeLessThanOrEqual(NOW - 30 * 3_600_000);
    await control({ silenceUser: 'sandbox-hypo-prone', silentHours: 0 });
    expect((await day()).json().records.length).toBeGreaterThan(0);
    expect(await lastOf()).toBeGreaterThan(NOW - 3_600_000);
  });

  it('answers 429 past the set rate', async () => {
    const { app } = await setup({ ratePerHour: 2 });
    const { body } = await tokenFor(app);
    const call = () => egvs(app, body.access_token, '2026-11-19T00:00:00', '2026-11-19T01:00:00');
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
  });
});
