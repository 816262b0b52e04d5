import { z } from 'zod';
import type { DexcomSettings } from '../config';
import { HttpError } from '../http-errors';
import { parseEgvs } from './records';

// The Dexcom API v3 client (the emulator by default; Dexcom's sandbox, US, EU or JP hosts by setting).
// Retries 429 and 5xx with back-off (1 s, 2 s, 4 s; a longer Retry-After honoured up to 30 s).

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * A provider answer the caller must act on: 401 (token), 400 invalid_grant, or retries exhausted.
 * Unhandled, it reaches the client as 502 (the provider failed, not the request).
 */
export class ProviderError extends HttpError<'glucose.providerUnreachable'> {
  constructor(
    public readonly status: number,
    public readonly code: string,
  ) {
    super(502, 'glucose.providerUnreachable', { status });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Dexcom's OAuth token answer (RFC 6749 §5.1); anything else is the provider failing (502). */
const TokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});
/** An OAuth error answer's code (RFC 6749 §5.2), when it has one. */
const ErrorAnswer = z.object({ error: z.string() });

export function dexcomClient(s: DexcomSettings) {
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      // A network failure (null) is retried like a 5xx.
      const res = await fetch(s.baseUrl + path, { ...init, signal: AbortSignal.timeout(30_000) }).catch(
        () => null,
      );
      if (res && res.ok) return res.json();
      const status = res?.status ?? 503;
      const retryable = status === 429 || status >= 500;
      if (!retryable || attempt >= s.retries) {
        const body = ErrorAnswer.safeParse(res ? await res.json().catch(() => null) : null);
        throw new ProviderError(status, body.success ? body.data.error : 'error');
      }
      const after = Number(res?.headers.get('retry-after'));
      const asked = Number.isFinite(after) && after > 0 ? after * 1000 : 0;
      await sleep(Math.min(s.retryMaxMs, Math.max(asked, s.retryBaseMs * 2 ** attempt)));
    }
  }

  const tokenCall = async (fields: Record<string, string>): Promise<ProviderTokens> => {
    const body = new URLSearchParams({ ...fields, client_id: s.clientId, client_secret: s.clientSecret });
    const answer = TokenAnswer.safeParse(
      await call('/v2/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      }),
    );
    // Never stored half: a link keeps its old tokens rather than an undefined one.
    if (!answer.success) throw new ProviderError(502, 'malformed_token_answer');
    const t = answer.data;
    return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresIn: t.expires_in };
  };

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  return {
    /** The back-off before try `attempt + 1` (also used for refused refresh grants). */
    retryDelay: (attempt: number) => Math.min(s.retryMaxMs, s.retryBaseMs * 2 ** attempt),
    authorizeUrl(state: string): string {
      const u = new URL(`${s.baseUrl}/v2/oauth2/login`);
      u.search = new URLSearchParams({
        client_id: s.clientId,
        redirect_uri: s.redirectUri,
        response_type: 'code',
        scope: 'offline_access',
        state,
      }).toString();
      return u.toString();
    },
    exchangeCode: (code: string) =>
      tokenCall({ grant_type: 'authorization_code', code, redirect_uri: s.redirectUri }),
    refresh: (refreshToken: string) =>
      tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    /** Readings in [startDate, endDate], read and checked (records.ts). */
    egvs: async (token: string, startDate: string, endDate: string) =>
      parseEgvs(
        await call(
          `/v3/users/self/egvs?${new URLSearchParams({ startDate, endDate }).toString()}`,
          bearer(token),
        ),
      ),
    dataRange: (token: string) => call('/v3/users/self/dataRange', bearer(token)),
    devices: (token: string) => call('/v3/users/self/devices', bearer(token)),
  };
}
export type DexcomClient = ReturnType<typeof dexcomClient>;
