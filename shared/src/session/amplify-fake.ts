// Amplify's auth calls as jest fakes, for a test file's `jest.mock('aws-amplify/auth', …)` factory
// (issue 40 point 5: three session tests had copied the list). No imports: the factory requires it
// while the module under test is being loaded.

export const fakeAmplifyAuth = () => ({
  signIn: jest.fn(),
  confirmSignIn: jest.fn(),
  fetchAuthSession: jest.fn(),
  signOut: jest.fn(),
  updatePassword: jest.fn(),
  resetPassword: jest.fn(),
  confirmResetPassword: jest.fn(),
  setUpTOTP: jest.fn(),
  verifyTOTPSetup: jest.fn(),
  updateMFAPreference: jest.fn(),
});
