import { http, isAxiosError } from '@dcp/shared/http';

/**
 * Sign-outs the API has not heard of (issue 38 point 6): a person who signs out while offline loses the
 * session on the device at once, but the API would keep the token valid. Its token is kept here, only
 * to revoke it, and sent when the browser is back online or the portal next starts, then forgotten.
 */
const KEY = 'dcp.signOutPending';

function pending(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
function save(tokens: string[]): void {
  if (tokens.length) localStorage.setItem(KEY, JSON.stringify(tokens));
  else localStorage.removeItem(KEY);
}

let listening = false;
function sendWhenOnline(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener(
    'online',
    () => {
      listening = false;
      void sendPendingSignOuts();
    },
    { once: true },
  );
}

/**
 * POST auth/sign-out with `token`, so the API revokes it. Without an answer (offline, unreachable) or
 * with a server error the sign-out is kept for later; any other answer (204, or 401: already ended)
 * means the session is over.
 */
export async function revokeOnServer(token: string): Promise<void> {
  try {
    await http.post('auth/sign-out', undefined, {
      silent: true,
      retry: false,
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (e) {
    const status = isAxiosError(e) ? e.response?.status : undefined;
    if (status !== undefined && status < 500) return;
    save([...new Set([...pending(), token])]);
    sendWhenOnline();
  }
}

/** Sends the sign-outs still owed (at start, and when the browser is back online). */
export async function sendPendingSignOuts(): Promise<void> {
  const tokens = pending();
  if (!tokens.length) return;
  save([]);
  for (const token of tokens) await revokeOnServer(token);
}
