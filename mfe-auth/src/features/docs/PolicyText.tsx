import { FormattedMessage } from 'react-intl';
import { PageTitle } from '@dcp/shared/ui';
import { POLICIES, type PolicyName } from './policies';

/** One policy document, as headings and paragraphs from the catalogue (`sections`: another set of them). */
export function PolicyText({ name, sections }: { name: PolicyName; sections?: readonly string[] }) {
  return (
    <article aria-labelledby={`policy-${name}`}>
      <PageTitle id={`policy-${name}`}>
        <FormattedMessage id={`auth.docs.${name}.title`} />
      </PageTitle>
      {(sections ?? POLICIES[name]).map((section) => (
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
