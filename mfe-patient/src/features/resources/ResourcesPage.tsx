import { FormattedMessage, useIntl } from 'react-intl';
import { Card, LinkList, PageHeader, Spinner } from '@dcp/shared/ui';
import { useSession } from '@dcp/shared/session';
import { ResourceLink } from '@dcp/shared/survey';
import { useRecommended } from './api/getRecommended';

/** patient/resources: the recommended education resources, each opening its page in a new window. */
export function ResourcesPage() {
  const intl = useIntl();
  const { locale } = useSession();
  const { data, loading, error } = useRecommended();
  let body;
  if (loading) body = <Spinner label={intl.formatMessage({ id: 'patient.survey.loading' })} />;
  else if (error) body = <p role="alert">{intl.formatMessage({ id: 'patient.resources.error' })}</p>;
  else if (!data || data.length === 0) {
    body = (
      <p>
        <FormattedMessage id="patient.resources.none" />
      </p>
    );
  } else {
    body = (
      <LinkList>
        {data.map((r) => (
          <li key={r.id}>
            <ResourceLink url={r.url} locale={locale === 'es-ES' ? locale : undefined}>
              {r.name}
            </ResourceLink>
          </li>
        ))}
      </LinkList>
    );
  }
  return (
    <>
      <PageHeader title={<FormattedMessage id="patient.resources.title" />} />
      <Card aria-labelledby="reading-heading">
        <h2 id="reading-heading">
          <FormattedMessage id="patient.resources.heading" />
        </h2>
        <p>
          <FormattedMessage id="patient.resources.intro" />
        </p>
        {body}
      </Card>
    </>
  );
}
