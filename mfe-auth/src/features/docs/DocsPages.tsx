import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSession } from '@dcp/shared/session';
import { Card, LinkList, PageHeader } from '@dcp/shared/ui';
import { POLICY_NAMES, type PolicyName } from './policies';
import { PolicyText } from './PolicyText';
import { ConsentButtons } from '../onboarding';

export function DocsIndexPage() {
  return (
    <Card as="section">
      <PageHeader title={<FormattedMessage id="auth.docs.index.title" />} />
      <LinkList>
        {POLICY_NAMES.map((name) => (
          <li key={name}>
            <Link to={`/docs/${name}`}>
              <FormattedMessage id={`auth.docs.${name}.title`} />
            </Link>
          </li>
        ))}
      </LinkList>
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
