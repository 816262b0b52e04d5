import { FormattedMessage } from 'react-intl';
import { PageTitle } from '@dcp/shared/ui';
import { POLICIES, type PolicyName } from './policies';

/** One policy document, as headings and paragraphs from the catalogue. */
export function PolicyText({ name }: { name: PolicyName }) {
  return (
    <article aria-labelledby={`policy-${name}`}>
      <PageTitle id={`policy-${name}`}>
        <FormattedMessage id={`auth.docs.${name}.title`} />
      </PageTitle>
      {POLICIES[name].map((section) => (
        <section key={section}>
          <h2>
            <FormattedMessage id={`auth.docs.${name}.${section}.heading`} />
          </h2>
          <p>
            <FormattedMessage id={`auth.docs.${name}.${section}.body`} />
          </p>
        </section>
      ))}
    </article>
  );
}
