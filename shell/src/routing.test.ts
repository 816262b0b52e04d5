import { fakeSession, makeAccount } from '@dcp/shared/testing';
import { redirectFor } from './routing';

// The shell applies the shared guard with the whole session: a restricted user's survey id must reach
// it, or a reload sends them to sign-in (which signs them out).
describe('redirectFor', () => {
  it('keeps a restricted user in their survey after a reload', () => {
    fakeSession(makeAccount({ accountType: 'patient', isRestrictedUser: true }), {
      restrictedSurveyId: 's-1',
    });
    expect(redirectFor('/patient/home')).toBe('/survey/s-1');
    expect(redirectFor('/survey/s-1')).toBeNull();
  });

  it('sends a signed-in patient from a doctor page to their home', () => {
    fakeSession(makeAccount({ accountType: 'patient' }));
    expect(redirectFor('/doctor/users-list')).toBe('/patient/home');
  });
});
