// Pure routing rules (req A§2): the guard, default pages, route ownership and the sidebars.
export { guard, defaultPath, LOGIN_PATH } from './guard';
export type { GuardState } from './guard';
export { isReturnPath, rememberReturn, takeReturn } from './returnTo';
export { ROUTES, findRoute, matches, normalizePath } from './routes';
export type { RouteRule, Access } from './routes';
export { currentItem, navFor, NAVIGATION } from './nav';
export type { NavItem } from './nav';
