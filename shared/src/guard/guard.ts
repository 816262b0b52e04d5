import type { Account } from '@dcp/shared/contracts';
import { findRoute, matches, normalizePath } from './routes';

export interface GuardState {
  signedIn: boolean;
  account: Account | null;
  /** A restricted user's survey, when known (session's `restrictedSurveyId`). */
  restrictedSurveyId?: string | null;
}

export const LOGIN_PATH = '/login';

const DEFAULT_BY_ROLE = {
  superadmin: '/superadmin/results',
  admin: '/admin/doctors-list',
  doctor: '/doctor/users-list',
  patient: '/patient/home',
} as const;

/** Default landing page after sign-in (req A§2), before any forced step. */
export function defaultPath(account: Account, restrictedSurveyId?: string | null): string {
  if (account.isRestrictedUser) return restrictedSurveyId ? `/survey/${restrictedSurveyId}` : LOGIN_PATH;
  if (account.isSingleSurveyPatient) return '/one-time/survey';
  const role = account.accountType;
  return role === 'unauthorized' ? LOGIN_PATH : DEFAULT_BY_ROLE[role];
}

interface Forced {
  to: string;
  allows: (path: string) => boolean;
}

/**
 * The steps a signed-in user cannot skip, in the seed's order: restricted users stay in their survey;
 * doctors and patients go through terms, privacy, then demographics; one-time patients stay in the
 * one-time survey.
 */
function forcedStep(account: Account, restrictedSurveyId?: string | null): Forced | null {
  if (account.isRestrictedUser) {
    const to = defaultPath(account, restrictedSurveyId);
    const own = restrictedSurveyId ? `survey/${restrictedSurveyId}` : 'survey/:id';
    return { to, allows: (p) => matches(own, p) };
  }
  if (account.accountType === 'doctor' || account.accountType === 'patient') {
    if (account.status === 'TERMS_AND_CONDITIONS') return exact('/terms-and-conditions');
    if (account.status === 'PRIVACY_POLICY') return exact('/docs/privacy-policy');
    if (account.status === 'ACTIVE' && account.demographics.some((d) => d.status !== 'COMPLETED')) {
      return exact('/initial-survey');
    }
  }
  if (account.isSingleSurveyPatient)
    return { to: '/one-time/survey', allows: (p) => matches('one-time/**', p) };
  return null;
}

const exact = (to: string): Forced => ({ to, allows: (p) => normalizePath(p) === to });

/** Where `/` (and any unknown path) sends this state. */
function landing(state: GuardState): string {
  if (!state.signedIn || !state.account) return LOGIN_PATH;
  return (
    forcedStep(state.account, state.restrictedSurveyId)?.to ??
    defaultPath(state.account, state.restrictedSurveyId)
  );
}

/**
 * The route guard of req A§2: null when the session may stay on `path`, else where to go. Pure, so
 * the shell can apply it before any remote mounts (design D§3).
 */
export function guard(state: GuardState, path: string): string | null {
  const p = normalizePath(path);
  const route = p === '/' ? undefined : findRoute(p);
  const target = resolve(state, p, route);
  return target === null || target === p ? null : target;
}

function resolve(state: GuardState, p: string, route: ReturnType<typeof findRoute>): string | null {
  if (!route) return landing(state);
  const { account } = state;
  // Restricted users have no password to change (req A§2 "Navigation"): they stay in their survey.
  if (route.pattern === 'change-password' && state.signedIn && account?.isRestrictedUser)
    return defaultPath(account, state.restrictedSurveyId);
  if (route.access === 'public') return null;
  if (!state.signedIn || !account) return LOGIN_PATH;
  const forced = forcedStep(account, state.restrictedSurveyId);
  if (forced) return forced.allows(p) ? null : forced.to;
  // Onboarding pages once the step is done, and role pages of another role → own default page.
  if (route.access !== 'onboarding' && route.access.includes(account.accountType)) return null;
  return defaultPath(account, state.restrictedSurveyId);
}
