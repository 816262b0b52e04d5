import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { initialLocale, notify, tokenStore, type Text } from '@dcp/shared/bus';
import { peekConfig } from '@dcp/shared/config';
import { PROBLEM_CODE } from '@dcp/shared/contracts/core';
import { FILE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, withDedupe, withRetry } from './policy';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not raise the request-error notification; the caller reports the failure itself. */
    silent?: boolean;
    /**
     * false: fail on the first error (a best-effort call nobody waits for, e.g. sign-out).
     * 'unavailable': retry only the API's 503, which it answers before writing anything (the
     * database is unreachable) — for a single-use write, where a retry after a lost answer would fail.
     */
    retry?: boolean | 'unavailable';
  }
}

interface HttpState {
  instance: AxiosInstance;
  /** The adapter that really talks to the network; tests swap it for a fake. */
  transport: AxiosAdapter | null;
  /** Errors already reported, so a GET shared by several callers notifies once. */
  reported: WeakSet<object>;
}

const ACCEPT_LANGUAGE = { 'en-GB': 'en-GB,en;q=0.9', 'es-ES': 'es-ES,es;q=0.9' } as const;

function create(): HttpState {
  const state: HttpState = {
    instance: axios.create({ timeout: REQUEST_TIMEOUT_MS }),
    transport: null,
    reported: new WeakSet(),
  };
  const network: AxiosAdapter = (config) => {
    const real = state.transport ?? axios.getAdapter(axios.defaults.adapter);
    return real(config);
  };
  state.instance.defaults.adapter = withDedupe(withRetry(network));

  state.instance.interceptors.request.use((config) => {
    // The base URL is read per request because the shell loads config.json after this module.
    if (!config.baseURL) config.baseURL = peekConfig()?.apiUrl;
    // The API answers its messages in this language when no account is signed in (issue 10).
    // The chosen language is the stored preference (the session writes it before switching).
    config.headers.set('Accept-Language', ACCEPT_LANGUAGE[initialLocale()]);
    const token = tokenStore.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  state.instance.interceptors.response.use(undefined, (err: unknown) => {
    if (!(err instanceof AxiosError) || err.code === AxiosError.ERR_CANCELED) throw err;
    if (err.response?.status === 401) {
      // req A§4: drop the token and sign out; session listens to the token store. A session the API
      // ended (expired, revoked, idle) is said once, silent requests included: the person would
      // otherwise land on the sign-in page without a word (issue 36 point 17).
      const hadSession = tokenStore.get() !== null;
      tokenStore.clear();
      // A deactivated account is told why (issue 37 point 1), on the sign-in page it lands on.
      const why = problemCode(err.response.data) === PROBLEM_CODE.deactivated ? 'deactivated' : 'ended';
      if (hadSession)
        notify({
          type: 'warning',
          title: { id: 'shared.session.endedTitle' },
          message: { id: `shared.session.${why}` },
        });
      throw err;
    }
    if (!err.config?.silent && !state.reported.has(err)) {
      state.reported.add(err);
      notify({ type: 'error', title: { id: 'shared.http.requestError' }, message: errorMessage(err) });
    }
    throw err;
  });
  return state;
}

const state = create();

/** The one axios instance of the portal (design D§4). */
export const http: AxiosInstance = state.instance;

/**
 * The text a server error body carries: an RFC 9457 problem's `detail` (every API error), else a
 * `message` (other servers, older answers), else undefined.
 */
export function problemDetail(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const key of ['detail', 'message'] as const) {
    const value: unknown = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** Which of the API's messages a problem is (its `code`), to show the portal's own text for it. */
export function problemCode(data: unknown): string | undefined {
  const value: unknown =
    data && typeof data === 'object' ? (data as Record<string, unknown>).code : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Seconds of a 429's Retry-After (delta-seconds or an HTTP date), if it has one. */
function retryAfterSeconds(err: AxiosError): number | undefined {
  const raw: unknown = err.response?.headers?.['retry-after'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const seconds = /^\d+$/.test(String(raw)) ? Number(raw) : (Date.parse(String(raw)) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/**
 * A 429 in the portal's language with the wait from Retry-After; else the server's problem `detail`,
 * else 'Error code #{status}', else 'Unknown error' (req A§8).
 */
export function errorMessage(err: AxiosError): Text {
  if (err.response?.status === 429) {
    const seconds = retryAfterSeconds(err);
    return seconds
      ? { id: 'shared.http.tooManyRequestsWait', values: { seconds } }
      : { id: 'shared.http.tooManyRequests' };
  }
  const detail = problemDetail(err.response?.data);
  if (detail) return detail;
  const status = err.response?.status;
  if (status) return { id: 'shared.http.errorCode', values: { status } };
  return { id: 'shared.http.unknownError' };
}

/** Sets the API base URL explicitly (otherwise it is taken from the loaded config). */
export function configureHttp(options: { baseURL: string }): void {
  http.defaults.baseURL = options.baseURL;
}

/** Request options for file downloads: 30 s timeout and a Blob body (req A§7). */
export function fileRequest<D = unknown>(config: AxiosRequestConfig<D> = {}): AxiosRequestConfig<D> {
  return { responseType: 'blob', ...config, timeout: FILE_TIMEOUT_MS };
}

/** Tests: route every request to `adapter` (null restores the real network). */
export function setTransport(adapter: AxiosAdapter | null): void {
  state.transport = adapter;
}
