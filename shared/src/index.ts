// Deliberately empty of runtime code: import a subpath (`@dcp/shared/session`, `/http`, `/ui`, …) so a
// page downloads only what it uses.
export type { Account, Role, Locale, FontSize } from '@dcp/shared/contracts';
