export { buildEmulator, DEFAULT_SETTINGS } from './server';
export { SANDBOX_USERS } from './users';
export { readingsBetween } from './traces';
