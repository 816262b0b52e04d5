import type { Pool } from '@dcp/shared/contracts';
import { AuthCard } from '../layout';
import { SignInForm } from './SignInForm';

/** sign-in-admin and sign-in-superadmin: the same form, one pool each. */
export function StaffSignInPage({ pool }: { pool: Extract<Pool, 'admin' | 'superadmin'> }) {
  return (
    <AuthCard titleId={`auth.staffSignIn.title.${pool}`}>
      <SignInForm pools={[pool]} />
    </AuthCard>
  );
}
