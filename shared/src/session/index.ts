// The session bus (design D§4–5): read-only state + commands. The only code importing aws-amplify.
export { session$, getSession, useSession } from './state';
// Test seam: `@dcp/shared/testing` sets session states through it. Product code changes the session
// only through the commands below.
export { patchSession } from './state';
export type { SessionState, SessionStatus } from './state';
export * from './commands';
export * from './preferences';
export * from './password';
export {
  beginAppEnrolment,
  completeTotpSetup,
  confirmSignInCode,
  finishAppEnrolment,
  turnOffApp,
} from './second-factor';
export { SessionError, SESSION_ERRORS } from './errors';
export type { SessionErrorCode } from './errors';
// Re-exported so the shell and remotes reach the buses through one import.
export { loadConfig, setConfig, getConfig, peekConfig } from '@dcp/shared/config';
export { tokenStore, notify, notifications$, initialLocale, TOKEN_KEY } from '@dcp/shared/bus';
export type { Text, AppNotification, NotificationType } from '@dcp/shared/bus';
