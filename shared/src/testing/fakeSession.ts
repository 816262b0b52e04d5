import type { Account } from '@dcp/shared/contracts';
import { tokenStore } from '@dcp/shared/bus';
import { patchSession } from '@dcp/shared/session';

/** A complete, active account; override any field. */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    email: 'doctor@example.com',
    firstName: 'Dana',
    lastName: 'Doe',
    accountType: 'doctor',
    status: 'ACTIVE',
    locale: 'en-GB',
    isSingleSurveyPatient: false,
    isRestrictedUser: false,
    demographics: [],
    clinic: { id: 'clinic-1', name: 'North Clinic' },
    glucoseUnit: 'mg/dL',
    glucoseUnitChoice: null,
    clinicGlucoseUnit: 'mg/dL',
    ...overrides,
  };
}

/**
 * Puts the session bus into a state without the identity provider or the API: signed in as
 * `account` (with a fake token, so http sends a bearer), or signed out when `account` is null.
 */
export function fakeSession(account: Account | null, options: { restrictedSurveyId?: string } = {}): void {
  if (account) {
    tokenStore.set('fake-token');
    patchSession({
      status: 'signedIn',
      account,
      accountType: account.accountType,
      restrictedSurveyId: options.restrictedSurveyId ?? null,
    });
  } else {
    tokenStore.clear();
    patchSession({ status: 'signedOut', account: null, accountType: null, restrictedSurveyId: null });
  }
}
