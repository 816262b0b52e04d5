// Test helpers for every workspace: providers, a fake API behind the real http client, a fake session.
export { renderWithProviders } from './render';
export type { ProviderOptions } from './render';
export { badRequest, fakeApi, createFakeApi } from './fakeApi';
export type { FakeApi, FakeReply, FakeHandler, FakeRequest } from './fakeApi';
export { fakeSession, makeAccount } from './fakeSession';
export {
  makeInstance,
  makePatientInstance,
  makeScore,
  makeSurveySummary,
  sampleQuestions,
  pageOf,
} from './surveys';
export { fakeClipboard } from './clipboard';
export { notificationsSeen } from './notifications';
export { makeDexcomStatus, makeGlucoseSummary } from './glucose';
export { makeResource, makeResourceGroup } from './resources';
export { DOCTOR_DAN } from './people';
export { inlineBoot, removeInlineBoot } from './boot';
export { OVERVIEW } from './overview';
export { sharedIntl } from './intl';
