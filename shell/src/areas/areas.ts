/** Which remote owns which paths (ARCHITECTURE §3). Matching is by whole path segments. */
export const AREAS = {
  mfe_auth: [
    'login',
    'sign-in-superadmin',
    'sign-in-admin',
    'registration-admin',
    'registration-doctor',
    'registration-patient',
    'forgot-password',
    'reset-password/*',
    'change-password',
    'sign-out',
    'terms-and-conditions',
    'initial-survey',
    'docs',
    'docs/*',
  ],
  mfe_superadmin: [
    'superadmin',
    'superadmin/*',
    'admin-profile',
    'admin-profile/*',
    'doctors-list',
    'doctor-profile',
    'doctor-profile/*',
    'patients-list',
    'patient-profile',
    'patient-profile/*',
  ],
  mfe_admin: ['admin', 'admin/*'],
  mfe_doctor: ['doctor', 'doctor/*'],
  mfe_patient: ['patient', 'patient/*', 'one-time', 'one-time/*', 'survey', 'survey/*', 'sign-up'],
  mfe_dexcom: ['dexcom', 'dexcom/*'],
} as const;

export type AreaName = keyof typeof AREAS;
export const AREA_NAMES = Object.keys(AREAS) as AreaName[];

function matches(pattern: string, path: string): boolean {
  const p = path.replace(/^\/+|\/+$/g, '');
  if (pattern.endsWith('/*')) return p.startsWith(pattern.slice(0, -1));
  return p === pattern;
}

/** The remote that owns `path`, or null when no remote does (the guard then redirects). */
export function ownerOf(path: string): AreaName | null {
  return AREA_NAMES.find((name) => AREAS[name].some((pattern) => matches(pattern, path))) ?? null;
}
