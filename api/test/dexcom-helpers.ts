import { buildEmulator } from '@dcp/dexcom-emulator';
import { call, startStack, type Stack } from './helpers';

export interface GlucoseStack {
  s: Stack;
  emulator: string;
  control(body: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

/** The API with the Dexcom emulator in-process on a free port; provider back-off shortened. */
export async function startGlucoseStack(
  env: Record<string, string> = {},
  logStream?: { write: (line: string) => void },
): Promise<GlucoseStack> {
  const emu = buildEmulator();
  const emulator = await emu.app.listen({ port: 0, host: '127.0.0.1' });
  const s = await startStack({
    env: {
      DEXCOM_BASE_URL: emulator,
      DEXCOM_RETRY_BASE_MS: '20',
      DEXCOM_RETRY_MAX_MS: '100',
      ...env,
    },
    logStream,
  });
  return {
    s,
    emulator,
    async control(body) {
      await fetch(`${emulator}/emulator/control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    async stop() {
      await s.stop();
      await emu.app.close();
    },
  };
}

/** Asks the API for an authorization URL and answers the emulator's login form as a browser would. */
export async function authorizeAtEmulator(
  g: GlucoseStack,
  token: string,
  opts: { user?: string; decision?: 'allow' | 'deny' } = {},
) {
  const res = await call(g.s.url, 'GET', '/api/dexcom/auth-url?returnUrl=/patient', { token });
  expect(res.status).toBe(200);
  const url = new URL((res.body as { authorizationUrl: string }).authorizationUrl);
  const state = url.searchParams.get('state')!;
  const form = new URLSearchParams({
    client_id: url.searchParams.get('client_id')!,
    redirect_uri: url.searchParams.get('redirect_uri')!,
    state,
    user: opts.user ?? 'sandbox-well-controlled',
    decision: opts.decision ?? 'allow',
  });
  const login = await fetch(`${g.emulator}/v2/oauth2/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const back = new URL(login.headers.get('location')!);
  return { state, code: back.searchParams.get('code'), back };
}

/** The full connect: authorize at the emulator, then POST api/dexcom/token with consent. */
export async function connectPatient(g: GlucoseStack, token: string, user?: string) {
  const { state, code } = await authorizeAtEmulator(g, token, { user });
  const res = await call(g.s.url, 'POST', '/api/dexcom/token', {
    token,
    body: { code, state, cgmDataConsent: true },
  });
  expect(res.status).toBe(200);
  return res;
}
