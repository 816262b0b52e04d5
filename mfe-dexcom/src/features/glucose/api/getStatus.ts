import { http, isRetryable } from '@dcp/shared/http';
import { DexcomStatus } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** Req G§9: status timeout 10 s; 3 retries with a doubling delay from 1 s; a 1 s cooldown. */
export const STATUS_TIMEOUT_MS = 10_000;
export const STATUS_RETRIES = 3;
export const STATUS_RETRY_BASE_MS = 1_000;
export const STATUS_COOLDOWN_MS = 1_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fetchStatus(userId?: string): Promise<DexcomStatus> {
  // The client's own retries (2, 4, 8 s) are off: the status has its own (1, 2, 4 s).
  const { data } = await http.get('api/dexcom/status', {
    params: { userId },
    timeout: STATUS_TIMEOUT_MS,
    silent: true,
    retry: false,
  });
  return DexcomStatus.parse(data);
}

/** A 401/403 means opted out (for a doctor) and never changes on a retry; only transient failures retry. */
async function withRetries(userId?: string): Promise<DexcomStatus> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchStatus(userId);
    } catch (e) {
      if (attempt >= STATUS_RETRIES || !isRetryable(e)) throw e;
      await sleep(STATUS_RETRY_BASE_MS * 2 ** attempt);
    }
  }
}

let last: { key: string; at: number; answer: Promise<DexcomStatus> } | null = null;

/**
 * GET api/dexcom/status; a doctor passes the patient's id. A check asked within 1 s of the last one
 * for the same patient is not sent: it answers what that one answers (req G§9 "cooldown").
 */
export function getStatus(userId?: string, now = Date.now()): Promise<DexcomStatus> {
  const key = userId ?? 'self';
  if (last && last.key === key && now - last.at < STATUS_COOLDOWN_MS) return last.answer;
  const answer = withRetries(userId);
  last = { key, at: now, answer };
  return answer;
}

/** After a change of the link (refresh, disconnect, opt out): the next check is sent whatever its time. */
export function forgetStatus(): void {
  last = null;
}

export const useStatus = (userId: string | undefined, signedIn: boolean) =>
  useLoad(() => getStatus(userId), signedIn ? `dexcom-status:${userId ?? 'self'}` : null);
