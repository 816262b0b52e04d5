// The widget's three calls, with its widget token (never the portal's own). Checks time out after
// 10 s and retry 3 times doubling from 1 s (req G§9); a 401 means the widget session is over.

export interface WidgetSession {
  token: string;
  expiresAt: string;
  apiUrl: string;
}

export interface LinkStatus {
  connected: boolean;
  dexcomOptedOut: boolean;
  needsReconnect: boolean;
  lastSync: string | null;
  reason: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The problem's catalogue id (its `code`), by which a known refusal is told apart. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;
const RETRIES = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function request(s: WidgetSession, method: string, path: string, body?: unknown): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(`${s.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${s.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      signal: controller.signal,
    });
    const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (!res.ok) {
      const { detail, code } = (data ?? {}) as { detail?: unknown; code?: unknown };
      throw new ApiError(
        res.status,
        typeof detail === 'string' ? detail : res.statusText,
        typeof code === 'string' ? code : null,
      );
    }
    return data;
  } finally {
    clearTimeout(timer);
  }
}

/** GET api/dexcom/status: retried on network failures and 5xx, never on 4xx. */
export async function getStatus(s: WidgetSession): Promise<LinkStatus> {
  for (let attempt = 0; ; attempt++) {
    try {
      const d = (await request(s, 'GET', '/api/dexcom/status')) as Record<string, unknown>;
      return {
        connected: d.connected === true,
        dexcomOptedOut: d.dexcomOptedOut === true,
        needsReconnect: d.needsReconnect === true,
        lastSync: typeof d.lastSync === 'string' ? d.lastSync : null,
        reason: typeof d.reason === 'string' ? d.reason : null,
      };
    } catch (e) {
      if ((e instanceof ApiError && e.status < 500) || attempt >= RETRIES) throw e;
      await sleep(1000 * 2 ** attempt);
    }
  }
}

export const syncNow = (s: WidgetSession) => request(s, 'POST', '/api/dexcom/glucose/sync', {});
export const disconnect = (s: WidgetSession) => request(s, 'DELETE', '/api/dexcom/disconnect');
