import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** req A§7 / §9: request timeouts, retries and backoff. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const FILE_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 3;
export const MAX_BACKOFF_MS = 10_000;

/** Backoff before retry n (1-based): 2^n s, capped at 10 s → 2 s, 4 s, 8 s. */
export function backoffMs(attempt: number): number {
  return Math.min(2 ** attempt * 1000, MAX_BACKOFF_MS);
}

/** Timeouts, network failures and 5xx may be transient; 4xx never change on a retry. */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof AxiosError)) return false;
  if (err.code === AxiosError.ERR_CANCELED) return false;
  if (!err.response) return true;
  return err.response.status >= 500;
}

/** The API's "database unreachable" answer (503 with Retry-After): nothing was written. */
export const isUnavailable = (err: unknown) => err instanceof AxiosError && err.response?.status === 503;

/**
 * The browser knows it has no network (issue 25 point 2): a retry cannot succeed, and 2 + 4 + 8 s of
 * retrying only keeps the caller waiting. The caller decides (the questionnaire keeps the answer).
 */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries inside the adapter layer so interceptors (token, 401, notifications) run once per call,
 * not once per attempt, and a shared in-flight GET retries once for all of its callers.
 */
export function withRetry(next: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await next(config);
      } catch (err) {
        if (
          attempt > MAX_RETRIES ||
          config.retry === false ||
          !(config.retry === 'unavailable' ? isUnavailable(err) : isRetryable(err)) ||
          config.signal?.aborted ||
          offline()
        )
          throw err;
        await sleep(backoffMs(attempt));
      }
    }
  };
}

function stable(value: unknown): string {
  if (value === undefined) return '';
  if (value instanceof URLSearchParams) return value.toString();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

function dedupeKey(config: InternalAxiosRequestConfig): string | null {
  if ((config.method ?? 'get').toLowerCase() !== 'get') return null;
  const auth = config.headers?.get?.('Authorization') ?? config.headers?.Authorization ?? '';
  return [
    config.baseURL ?? '',
    config.url ?? '',
    stable(config.params),
    String(auth),
    config.responseType ?? '',
  ].join('|');
}

/** Identical GETs in flight at the same time (same URL, params and token) share one network call. */
export function withDedupe(next: AxiosAdapter): AxiosAdapter {
  const inflight = new Map<string, ReturnType<AxiosAdapter>>();
  return (config) => {
    const key = dedupeKey(config);
    if (key === null) return next(config);
    const existing = inflight.get(key);
    if (existing) return existing;
    const promise = next(config).finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  };
}
