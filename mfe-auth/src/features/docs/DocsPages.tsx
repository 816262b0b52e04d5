import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@dcp/shared/session';
import { Card, PageHeader } from '@dcp/shared/ui';
import { POLICY_NAMES, type PolicyName } from './policies';
import { PolicyText } from './PolicyText';
import { ConsentButtons } from '../onboarding';

// Each link a comfortable tap target (WCAG 2.5.8; the phone layout of issue 10).
const Links = styled.ul`
  padding-left: ${({ theme }) => theme.space[4]};
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[2]} 0;
  }
`;

export function DocsIndexPage() {
  return (
    <Card as="section">
      <PageHeader title={<FormattedMessage id="auth.docs.index.title" />} />
      <Links>
        {POLICY_NAMES.map((name) => (
          <li key={name}>
            <Link to={`/docs/${name}`}>
              <FormattedMessage id={`auth.docs.${name}.title`} />
            </Link>
          </li>
        ))}
      </Links>
    </Card>
  );
}

/**
 * A policy document, open to everyone. The privacy policy doubles as the onboarding step: a doctor
 * or patient whose status is PRIVACY_POLICY is sent here by the guard and accepts or declines.
 */
export function PolicyPage({ name }: { name: PolicyName }) {
  const { account } = useSession();
  const consentStep = name === 'privacy-policy' && account?.status === 'PRIVACY_POLICY';
  return (
    <Card as="section">
      <PolicyText name={name} />
      {consentStep ? <ConsentButtons step="privacy" /> : null}
    </Card>
  );
}
