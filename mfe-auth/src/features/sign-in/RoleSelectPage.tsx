import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { POOL_ORDER, type Pool, type Role } from '@dcp/shared/contracts';
import { getSession, selectAccountType, signOut } from '@dcp/shared/session';
import { Card, PageTitle } from '@dcp/shared/ui';
import { SignInForm } from './SignInForm';
import { initialRole } from './signInPath';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  /* Each role a full tap target (44 px), not just the small radio circle. */
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: max(2.75rem, 44px);
    padding-right: ${({ theme }) => theme.space[3]};
  }
`;
const Narrow = styled.div`
  max-width: 32rem;
  margin: 0 auto;
`;

const ROLES: (Role & Pool)[] = ['doctor', 'patient'];

/** Role select, the entry screen (doc 1 §2): opening it ends any session. */
export function RoleSelectPage() {
  const location = useLocation();
  // After a password reset or registration, the card of the user's own role (signInPath.ts).
  const [initial] = useState<Role & Pool>(() => initialRole(location.state));
  const [role, setRole] = useState<Role & Pool>(initial);
  useEffect(() => {
    if (initial !== 'doctor') selectAccountType(initial);
  }, [initial]);

  useEffect(() => {
    if (getSession().status === 'signedIn') void signOut();
  }, []);

  const choose = (r: Role & Pool) => {
    setRole(r);
    selectAccountType(r);
  };

  return (
    <Narrow>
      <PageTitle>
        <FormattedMessage id="auth.roleSelect.title" />
      </PageTitle>
      <Card>
        <fieldset>
          <legend>
            <FormattedMessage id="auth.roleSelect.iAm" />
          </legend>
          <Choices>
            {ROLES.map((r) => (
              <label key={r}>
                <input type="radio" name="role" value={r} checked={role === r} onChange={() => choose(r)} />
                <FormattedMessage id={`auth.roleSelect.role.${r}`} />
              </label>
            ))}
          </Choices>
        </fieldset>
        <h2>
          <FormattedMessage id={`auth.roleSelect.cardTitle.${role}`} />
        </h2>
        {/* Every pool is still tried, the chosen role's first (no 400 for a correct sign-in). */}
        <SignInForm pools={[role, ...POOL_ORDER.filter((p) => p !== role)]} />
        <p>
          <Link to="/forgot-password">
            <FormattedMessage id="auth.signIn.forgotPassword" />
          </Link>
        </p>
      </Card>
      <p>
        <FormattedMessage id="auth.roleSelect.staff" />{' '}
        <Link to="/sign-in-admin">
          <FormattedMessage id="auth.roleSelect.adminLink" />
        </Link>
        {' · '}
        <Link to="/sign-in-superadmin">
          <FormattedMessage id="auth.roleSelect.superadminLink" />
        </Link>
      </p>
    </Narrow>
  );
}
