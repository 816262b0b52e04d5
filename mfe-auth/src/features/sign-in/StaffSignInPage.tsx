import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Pool } from '@dcp/shared/contracts';
import { Card, PageTitle } from '@dcp/shared/ui';
import { SignInForm } from './SignInForm';

/** sign-in-admin and sign-in-superadmin: the same form, one pool each. */
export function StaffSignInPage({ pool }: { pool: Extract<Pool, 'admin' | 'superadmin'> }) {
  return (
    <Card as="section" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <PageTitle>
        <FormattedMessage id={`auth.staffSignIn.title.${pool}`} />
      </PageTitle>
      <SignInForm pools={[pool]} />
      <p>
        <Link to="/login">
          <FormattedMessage id="auth.signIn.backToRoleSelect" />
        </Link>
      </p>
    </Card>
  );
}
