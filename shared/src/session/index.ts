// The session bus (ARCHITECTURE §4–5): read-only state + commands. The only code importing aws-amplify.
export { session$, getSession, useSession } from './state';
export type { SessionState, SessionStatus } from './state';
export * from './commands';
export { SessionError, SESSION_ERRORS } from './errors';
export type { SessionErrorCode } from './errors';
// Re-exported so the shell and remotes reach the buses through one import.
export { loadConfig, setConfig, getConfig, peekConfig } from '../config';
export { tokenStore, notify, notifications$, initialLocale, TOKEN_KEY } from '../bus';
export type { Text, AppNotification, NotificationType } from '../bus';
