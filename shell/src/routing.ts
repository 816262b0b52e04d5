import { getSession, session$ } from '@dcp/shared/session';
import { guard, LOGIN_PATH, rememberReturn } from '@dcp/shared/guard';
import { distinctUntilChanged, map } from 'rxjs';

function guardState() {
  const s = getSession();
  return { signedIn: s.status === 'signedIn', account: s.account, restrictedSurveyId: s.restrictedSurveyId };
}

/** null when the current session may stay on `path`, else where it must go. */
export function redirectFor(path: string): string | null {
  if (getSession().status === 'unknown') return null;
  return guard(guardState(), path);
}

export const isAllowed = (path: string) => redirectFor(path) === null;

// Whether this page has seen the session signed in: one who signs out is not sent back, after the next
// sign-in, to the page they left; a visitor who arrives signed out (an e-mail link) is.
let wasSignedIn = false;

/** Applies the guard to the current URL; a signed-out visitor's page is kept for after sign-in. */
export function enforce(): void {
  const { pathname, search, hash } = window.location;
  const target = redirectFor(pathname);
  const { status } = getSession();
  if (target === LOGIN_PATH && status === 'signedOut' && !wasSignedIn)
    rememberReturn(`${pathname}${search}${hash}`);
  if (status !== 'unknown') wasSignedIn = status === 'signedIn';
  // replaceState: the forbidden URL should not stay in the back-button history.
  if (target && target !== pathname) window.history.replaceState(null, '', target);
}

/** Re-applies the guard after every navigation and whenever the session changes. */
export function startGuard(): void {
  window.addEventListener('single-spa:before-routing-event', enforce);
  window.addEventListener('popstate', enforce);
  session$
    .pipe(
      // The account's id too: another tab may sign this one in as someone else (watchOtherTabs).
      map(
        (s) => `${s.status}|${s.account?.id}|${s.account?.status}|${JSON.stringify(s.account?.demographics)}`,
      ),
      distinctUntilChanged(),
    )
    .subscribe(enforce);
}
