/** PostgreSQL error code of a driver error, also when wrapped by drizzle (cause). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's socket error codes of a server that is not there (refused, reset, unreachable). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** pg's own texts when the connection goes mid-query or no connection comes in time. */
const LOST =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

/**
 * The database went away or is not there yet (issue 38 point 1): an administrator's shutdown or a
 * restart (57P01–57P03), a lost connection (class 08), a refused or reset socket, pg's own "Connection
 * terminated". The request may succeed when retried, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^57P0[123]$/.test(code) || /^08/.test(code) || SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && LOST.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
