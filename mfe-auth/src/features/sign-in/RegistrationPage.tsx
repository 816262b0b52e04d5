import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { Pool } from '@dcp/shared/contracts';
import { AuthCard } from '../layout';
import { SignInForm } from './SignInForm';

/**
 * registration-{admin,doctor,patient,superadmin}: the first sign-in with the temporary password plus
 * the new password (req A§4). The doctor page also takes patients' registrations in other portals, so
 * the pool is the page's own. The superadmin's: an installation's first superadmin is invited with a
 * temporary password (create-superadmin, issue 37 point 6), and their sign-in sends them here.
 */
export function RegistrationPage({ pool }: { pool: Pool }) {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? '';
  return (
    <AuthCard titleId={`auth.registration.title.${pool}`}>
      <p role="status">
        <FormattedMessage id="auth.signIn.setNewPasswordFirst" />
      </p>
      <SignInForm pools={[pool]} withNewPassword initialEmail={email} />
    </AuthCard>
  );
}
