import { findRoute, type RouteRule } from '@dcp/shared/guard';

/** The six remotes; which paths each owns is the route table of @dcp/shared/guard (design D§3). */
export type AreaName = RouteRule['owner'];
export const AREA_NAMES: readonly AreaName[] = [
  'mfe_auth',
  'mfe_superadmin',
  'mfe_admin',
  'mfe_doctor',
  'mfe_patient',
  'mfe_dexcom',
];

/** The remote that owns `path`, or null when no remote does (the guard then redirects). */
export function ownerOf(path: string): AreaName | null {
  return findRoute(path)?.owner ?? null;
}
