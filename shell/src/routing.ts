import { getSession, session$ } from '@dcp/shared/session';
import { guard } from '@dcp/shared/guard';
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

function enforce() {
  const target = redirectFor(window.location.pathname);
  // replaceState: the forbidden URL should not stay in the back-button history.
  if (target && target !== window.location.pathname) window.history.replaceState(null, '', target);
}

/** Re-applies the guard after every navigation and whenever the session changes. */
export function startGuard(): void {
  window.addEventListener('single-spa:before-routing-event', enforce);
  window.addEventListener('popstate', enforce);
  session$
    .pipe(
      map((s) => `${s.status}|${s.account?.status}|${JSON.stringify(s.account?.demographics)}`),
      distinctUntilChanged(),
    )
    .subscribe(enforce);
}
