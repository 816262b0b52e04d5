import type { Pool } from '@dcp/shared/contracts';

/**
 * Where someone of `pool` signs in again after setting a password: staff on their own sign-in page,
 * doctors and patients on role select with their own card chosen (router state `role`).
 */
export function signInPath(pool: Pool): { path: string; state?: { role: 'doctor' | 'patient' } } {
  if (pool === 'admin') return { path: '/sign-in-admin' };
  if (pool === 'superadmin') return { path: '/sign-in-superadmin' };
  return { path: '/login', state: { role: pool } };
}

/** The card role select opens with: the one a previous page asked for, else the doctor's. */
export function initialRole(state: unknown): 'doctor' | 'patient' {
  const role = (state as { role?: unknown } | null)?.role;
  return role === 'patient' ? 'patient' : 'doctor';
}
