// The contracts the portal starts with: the shell, the session and the sign-in pages check their
// config, remotes manifest, stored preferences and account with these alone (issue 27). The whole
// barrel (@dcp/shared/contracts, which re-exports this) builds every payload's schema when it loads,
// ≈ 115 ms of a phone's main thread at /login; it now loads with the first page that needs one.
export * from './enums';
export * from './problem';
export * from './field-messages';
export * from './common';
export * from './account';
export * from './config';
export * from './glucose-units';
// A request body's example: registered by the core's contracts and the barrel's alike, so one copy of
// it is on a page (a remote's barrel otherwise carried its own beside the shell's).
export { example } from './example';
