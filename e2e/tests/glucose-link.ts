import { expect, type APIRequestContext } from '@playwright/test';

// A patient's Dexcom link made through the API, for journeys that need the patient's home WITH its
// glucose charts but do not test linking itself (glucose.spec.ts does, through the pages): the
// emulator's sandbox login answered directly, then the first sync. The byte guard (budget.spec.ts)
// measures the home a linked patient downloads (issue 27 point 3) and unlinks afterwards.

async function call(
  request: APIRequestContext,
  apiUrl: string,
  token: string,
  method: string,
  path: string,
  data?: object,
) {
  const res = await request.fetch(`${apiUrl.replace(/\/$/, '')}/api/dexcom/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} dexcom/${path}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

/** Links the patient whose API token is `token` to the emulator's `sandboxUser` and syncs 90 days. */
export async function linkGlucose(
  request: APIRequestContext,
  apiUrl: string,
  token: string,
  sandboxUser = 'sandbox-well-controlled',
) {
  const { authorizationUrl } = (await call(request, apiUrl, token, 'GET', 'auth-url')) as {
    authorizationUrl: string;
  };
  const u = new URL(authorizationUrl);
  const login = await request.post(`${u.origin}/v2/oauth2/login`, {
    maxRedirects: 0,
    form: {
      client_id: u.searchParams.get('client_id') ?? '',
      redirect_uri: u.searchParams.get('redirect_uri') ?? '',
      state: u.searchParams.get('state') ?? '',
      user: sandboxUser,
      decision: 'allow',
    },
  });
  const back = new URL(login.headers()['location'] ?? '');
  await call(request, apiUrl, token, 'POST', 'token', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    cgmDataConsent: true,
  });
  await call(request, apiUrl, token, 'POST', 'glucose/sync', {});
}

/** Disconnects the patient again (their tokens deleted), as the journeys after expect to find them. */
export const unlinkGlucose = (request: APIRequestContext, apiUrl: string, token: string) =>
  call(request, apiUrl, token, 'DELETE', 'disconnect');
