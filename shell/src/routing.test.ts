import { fakeSession, makeAccount } from '@dcp/shared/testing';
import { enforce, redirectFor } from './routing';

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

// "Return here after sign-in": the page a signed-out visitor opened is kept for the sign-in form.
describe('enforce keeps the page of a visitor who arrives signed out', () => {
  beforeEach(() => sessionStorage.clear());
  const visit = (path: string) => {
    window.history.replaceState(null, '', path);
    enforce();
  };

  it('keeps a deep link, with its query, and sends the visitor to sign in', () => {
    fakeSession(null);
    visit('/patient/results/9?from=mail');
    expect(window.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('dcp.returnTo')).toBe('/patient/results/9?from=mail');
  });

  it('does not keep the page of someone who just signed out', () => {
    fakeSession(makeAccount({ accountType: 'patient' }));
    visit('/patient/home');
    fakeSession(null);
    visit('/patient/notes');
    expect(window.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('dcp.returnTo')).toBeNull();
  });
});
