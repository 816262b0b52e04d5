import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { Pool } from '@dcp/shared/contracts';
import { Card, PageTitle } from '@dcp/shared/ui';
import { SignInForm } from './SignInForm';

/**
 * registration-{admin,doctor,patient}: the first sign-in with the temporary password plus the new
 * password (doc 1 §4). The doctor page also takes patients' registrations in other portals, so the
 * pool is the page's own.
 */
export function RegistrationPage({ pool }: { pool: Exclude<Pool, 'superadmin'> }) {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? '';
  return (
    <Card as="section" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <PageTitle>
        <FormattedMessage id={`auth.registration.title.${pool}`} />
      </PageTitle>
      <p role="status">
        <FormattedMessage id="auth.signIn.setNewPasswordFirst" />
      </p>
      <SignInForm pools={[pool]} withNewPassword initialEmail={email} />
      <p>
        <Link to="/login">
          <FormattedMessage id="auth.signIn.backToRoleSelect" />
        </Link>
      </p>
    </Card>
  );
}
