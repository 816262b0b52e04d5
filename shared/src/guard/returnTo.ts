import { guard, type GuardState } from './guard';
import { findRoute } from './routes';

/** Where a signed-out visitor was going when the guard sent them to sign in (this tab only). */
const KEY = 'dcp.returnTo';

/**
 * A path worth coming back to: a same-origin portal page that needs a session. Anything else (another
 * origin, `//host`, a backslash trick, sign-in and other public pages, an unknown path) is not kept.
 */
export function isReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path) || path.length > 2000)
    return false;
  if (new URL(path, 'http://portal.invalid').origin !== 'http://portal.invalid') return false;
  const route = findRoute(path);
  return route !== undefined && route.access !== 'public';
}

/** Keeps `path` (with its query and hash) for after the sign-in; ignores a path not worth keeping. */
export function rememberReturn(path: string): void {
  if (!isReturnPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, quota): the visitor lands on their home page, as before.
  }
}

/**
 * The kept path, once: it is cleared whether or not it is used. null when none was kept or the signed-in
 * `state` may not open it (another role's page, a forced step first): the caller goes home then.
 */
export function takeReturn(state: GuardState): string | null {
  let path: string | null;
  try {
    path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!path || !isReturnPath(path) || !state.signedIn || !state.account) return null;
  return guard(state, path) === null ? path : null;
}
