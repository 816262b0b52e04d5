import type { Role } from '@dcp/shared/contracts';

/**
 * Route patterns: `:x` is one segment, a trailing `**` is the prefix itself and anything below it
 * (so a remote can add pages under its own prefix without touching this table).
 */
export type Access = 'public' | 'onboarding' | readonly Role[];

export interface RouteRule {
  pattern: string;
  /** The remote that renders it (design D§3). */
  owner: 'mfe_auth' | 'mfe_superadmin' | 'mfe_admin' | 'mfe_doctor' | 'mfe_patient' | 'mfe_dexcom';
  access: Access;
}

const SUPER = ['superadmin'] as const;

/** Order matters: the first matching rule wins. */
export const ROUTES: readonly RouteRule[] = [
  // Public authentication pages (req A§2), policy documents open to all, sign-out.
  ...[
    'login',
    'sign-in-superadmin',
    'sign-in-admin',
    'registration-admin',
    'registration-doctor',
    'registration-patient',
    'registration-superadmin',
    'forgot-password',
    'reset-password/:token',
    'change-password',
    'sign-out',
    'docs/**',
  ].map((pattern) => ({ pattern, owner: 'mfe_auth' as const, access: 'public' as const })),
  { pattern: 'terms-and-conditions', owner: 'mfe_auth', access: 'onboarding' },
  { pattern: 'initial-survey', owner: 'mfe_auth', access: 'onboarding' },
  // Turning on the authenticator app (issue 37 point 5): any signed-in person with a password.
  {
    pattern: 'authenticator-app',
    owner: 'mfe_auth',
    access: ['doctor', 'patient', 'admin', 'superadmin'],
  },

  { pattern: 'superadmin/**', owner: 'mfe_superadmin', access: SUPER },
  { pattern: 'admin-profile/**', owner: 'mfe_superadmin', access: SUPER },
  { pattern: 'doctors-list', owner: 'mfe_superadmin', access: SUPER },
  { pattern: 'doctor-profile/**', owner: 'mfe_superadmin', access: SUPER },
  { pattern: 'patients-list', owner: 'mfe_superadmin', access: SUPER },
  { pattern: 'patient-profile/**', owner: 'mfe_superadmin', access: SUPER },
  // The admin-area profiles are also open to the superadmin (req A§2 "Admin routes").
  { pattern: 'admin/doctor-profile/**', owner: 'mfe_admin', access: ['admin', 'superadmin'] },
  { pattern: 'admin/patient-profile/**', owner: 'mfe_admin', access: ['admin', 'superadmin'] },
  { pattern: 'admin/**', owner: 'mfe_admin', access: ['admin'] },

  { pattern: 'doctor/**', owner: 'mfe_doctor', access: ['doctor'] },

  // Public survey entry points (req G§2): the sign-up-link picker, the one-time link landing and
  // the invitation auto-login patient/:token (any segment that is not a patient page).
  { pattern: 'survey', owner: 'mfe_patient', access: 'public' },
  { pattern: 'one-time', owner: 'mfe_patient', access: 'public' },
  { pattern: 'one-time/**', owner: 'mfe_patient', access: ['patient'] },
  { pattern: 'survey/:id', owner: 'mfe_patient', access: ['patient'] },
  { pattern: 'patient/home', owner: 'mfe_patient', access: ['patient'] },
  { pattern: 'patient/notes', owner: 'mfe_patient', access: ['patient'] },
  { pattern: 'patient/resources/**', owner: 'mfe_patient', access: ['patient'] },
  { pattern: 'patient/results/**', owner: 'mfe_patient', access: ['patient'] },
  { pattern: 'patient/:token', owner: 'mfe_patient', access: 'public' },
  // The reminder e-mails' opt-out link: no sign-in (issue 25 point 1).
  { pattern: 'stop-reminders/:token', owner: 'mfe_patient', access: 'public' },
  { pattern: 'patient/**', owner: 'mfe_patient', access: ['patient'] },

  { pattern: 'dexcom/**', owner: 'mfe_dexcom', access: ['doctor', 'patient'] },
];

/** '/x/' and 'x' both become '/x'; query and hash are not part of the route. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

export function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = normalizePath(path).split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === '**') return true;
    const seg = got[i];
    if (seg === undefined) return false;
    if (!part?.startsWith(':') && part !== seg) return false;
  }
  return got.length === want.length;
}

export function findRoute(path: string): RouteRule | undefined {
  return ROUTES.find((r) => matches(r.pattern, path));
}
