import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { POOL_ORDER, type Pool, type Role } from '@dcp/shared/contracts/core';
import { getSession, selectAccountType, signOut } from '@dcp/shared/session';
import { Card, PageHeader } from '@dcp/shared/ui';
import { SignInForm } from './SignInForm';
import { initialRole } from './signInPath';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  /* Each role is a whole card to tap (well over 44 px), not just the small radio circle. */
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    align-items: start;
    min-height: max(2.75rem, 44px);
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.secondary};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
  }
  strong {
    font-size: 1.15rem;
  }
  small {
    grid-column: 2;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Narrow = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  header {
    margin-bottom: 0;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  h2 {
    margin-top: 0;
  }
`;
const Staff = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ROLES: (Role & Pool)[] = ['doctor', 'patient'];

/** Role select, the entry screen (req A§2): opening it ends any session. */
export function RoleSelectPage() {
  const intl = useIntl();
  const ids = useId();
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
      <PageHeader
        title={intl.formatMessage({ id: 'auth.roleSelect.title' })}
        description={intl.formatMessage({ id: 'auth.roleSelect.intro' })}
      />
      <fieldset>
        <legend>
          <FormattedMessage id="auth.roleSelect.iAm" />
        </legend>
        <Choices>
          {ROLES.map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="role"
                value={r}
                checked={role === r}
                onChange={() => choose(r)}
                // The control's name is the role alone; what the role does is its description.
                aria-labelledby={`${ids}-${r}`}
                aria-describedby={`${ids}-${r}-hint`}
              />
              <strong id={`${ids}-${r}`}>
                <FormattedMessage id={`auth.roleSelect.role.${r}`} />
              </strong>
              <small id={`${ids}-${r}-hint`}>
                <FormattedMessage id={`auth.roleSelect.roleHint.${r}`} />
              </small>
            </label>
          ))}
        </Choices>
      </fieldset>
      <Card>
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
      <Staff>
        <FormattedMessage id="auth.roleSelect.staff" />{' '}
        <Link to="/sign-in-admin">
          <FormattedMessage id="auth.roleSelect.adminLink" />
        </Link>
        {' · '}
        <Link to="/sign-in-superadmin">
          <FormattedMessage id="auth.roleSelect.superadminLink" />
        </Link>
      </Staff>
    </Narrow>
  );
}
