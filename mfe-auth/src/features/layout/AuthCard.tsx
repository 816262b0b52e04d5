import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, PageHeader } from '@dcp/shared/ui';

/**
 * The narrow card every sign-in and password page is drawn in: its title, the page's content and,
 * for the signed-out pages, the way back to role select (change-password is for signed-in users).
 */
export function AuthCard({
  titleId,
  backToLogin = true,
  children,
}: {
  titleId: string;
  backToLogin?: boolean;
  children: ReactNode;
}) {
  return (
    <Card as="section" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      {children}
      {backToLogin ? (
        <p>
          <Link to="/login">
            <FormattedMessage id="auth.signIn.backToRoleSelect" />
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
