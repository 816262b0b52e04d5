import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { setTransport } from '@dcp/shared/http';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler may answer: a status and body, or a thrown network-level failure. */
export type FakeReply =
  | { status: number; data?: unknown; headers?: Record<string, string> }
  | { networkError: true }
  | { timeout: true };

/** The API's RFC 9457 answer to a refused request: 400 with its detail and, where it has one, its code. */
export function badRequest(detail: string, code?: string): FakeReply {
  return {
    status: 400,
    data: { type: 'about:blank', title: 'Bad Request', status: 400, detail, ...(code ? { code } : {}) },
  };
}

export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeRequest {
  method: Method;
  /** Path without the base URL or leading slash, e.g. 'user/this'. */
  path: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, unknown>;
  timeout: number;
  config: InternalAxiosRequestConfig;
}

function pathOf(config: InternalAxiosRequestConfig): string {
  let url = config.url ?? '';
  if (config.baseURL && url.startsWith(config.baseURL)) url = url.slice(config.baseURL.length);
  url = url.replace(/^https?:\/\/[^/]+/, '');
  return url.split('?')[0]!.replace(/^\/+/, '').replace(/\/+$/, '');
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * An axios transport that answers from registered handlers, so tests exercise the real http client
 * (interceptors, retries, dedupe) without a network. Unmatched requests answer 404 and are recorded.
 */
export function createFakeApi() {
  const handlers: { method: Method; path: string | RegExp; handler: FakeHandler }[] = [];
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const req: FakeRequest = {
      method: (config.method ?? 'get').toLowerCase() as Method,
      path: pathOf(config),
      params: (config.params as Record<string, unknown>) ?? {},
      data: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON(),
      timeout: config.timeout ?? 0,
      config,
    };
    requests.push(req);
    // Last registration wins, so a test can override a default answer.
    const found = [...handlers]
      .reverse()
      .find(
        (h) =>
          h.method === req.method &&
          (typeof h.path === 'string' ? h.path === req.path : h.path.test(req.path)),
      );
    const reply: FakeReply = found
      ? await found.handler(req)
      : {
          status: 404,
          data: {
            type: 'about:blank',
            title: 'Not Found',
            status: 404,
            detail: `No fake for ${req.method.toUpperCase()} ${req.path}`,
          },
        };
    if ('networkError' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if ('timeout' in reply)
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (validate(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };

  const api = {
    adapter,
    requests,
    /** Registers an answer; `reply` may be a fixed reply or a function of the request. */
    on(method: Method, path: string | RegExp, reply: FakeReply | FakeHandler) {
      const normalized = typeof path === 'string' ? path.replace(/^\/+/, '').replace(/\/+$/, '') : path;
      handlers.push({ method, path: normalized, handler: typeof reply === 'function' ? reply : () => reply });
      return api;
    },
    /** Requests seen for one method and path. */
    calls(method: Method, path: string) {
      const p = path.replace(/^\/+/, '');
      return requests.filter((r) => r.method === method && r.path === p);
    },
    reset() {
      handlers.length = 0;
      requests.length = 0;
    },
    /** Routes the shared http client to this fake. */
    install() {
      setTransport(adapter);
      return api;
    },
    uninstall() {
      setTransport(null);
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** One fake for a test file; call `fakeApi.install()` in beforeEach and `reset()` after. */
export const fakeApi = createFakeApi();
