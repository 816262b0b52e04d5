import { BehaviorSubject, type Observable } from 'rxjs';
import { useSyncExternalStore } from 'react';
import type { Account, FontSize, Locale, Role } from '@dcp/shared/contracts';
import { initialFontSize, initialLocale, tokenStore } from '@dcp/shared/bus';

export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  account: Account | null;
  accountType: Role | null;
  locale: Locale;
  fontSize: FontSize;
  /** The one survey a restricted survey-bound user may open (req G§6), when known. */
  restrictedSurveyId: string | null;
}

const RESTRICTED_KEY = 'restrictedSurveyId';

function readRestricted(): string | null {
  try {
    return globalThis.localStorage?.getItem(RESTRICTED_KEY) ?? null;
  } catch {
    return null;
  }
}

export function persistRestricted(id: string | null): void {
  try {
    if (id) globalThis.localStorage?.setItem(RESTRICTED_KEY, id);
    else globalThis.localStorage?.removeItem(RESTRICTED_KEY);
  } catch {
    /* storage unavailable */
  }
}

function create(): BehaviorSubject<SessionState> {
  const subject = new BehaviorSubject<SessionState>({
    status: 'unknown',
    account: null,
    accountType: null,
    locale: initialLocale(),
    fontSize: initialFontSize(),
    restrictedSurveyId: readRestricted(),
  });
  // A 401 anywhere clears the token (http); that is the silent sign-out of req A§4.
  tokenStore.changes$.subscribe((token) => {
    if (token === null && subject.getValue().status === 'signedIn') {
      persistRestricted(null);
      subject.next({ ...subject.getValue(), ...SIGNED_OUT });
    }
  });
  return subject;
}

export const SIGNED_OUT = {
  status: 'signedOut',
  account: null,
  accountType: null,
  restrictedSurveyId: null,
} as const satisfies Partial<SessionState>;

const subject = create();

/** Read-only: only the commands of this module change the session. */
export const session$: Observable<SessionState> = subject.asObservable();

export function getSession(): SessionState {
  return subject.getValue();
}

export function patchSession(patch: Partial<SessionState>): void {
  subject.next({ ...subject.getValue(), ...patch });
}

const subscribe = (onChange: () => void) => {
  const sub = subject.subscribe(onChange);
  return () => sub.unsubscribe();
};

/** The current session state, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
