// The administration screens two remotes share (superadmin and admin areas): lists with the add
// dialog, read-only profiles, and their data hooks.
export { PeopleListPage, LIST_SIZE } from './PeopleListPage';
export { PersonProfilePage } from './PersonProfilePage';
export { CreateUserDialog } from './CreateUserDialog';
export { usePaged, useRecord } from './usePaged';
export { API_PATH, fullName, profileUrl } from './kinds';
export type { PersonKind } from './kinds';
export * from './validation';
