import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Card, EmptyState, PageHeader } from '@dcp/shared/ui';
import { useSession } from '@dcp/shared/session';
import { InstanceList, ResultsLayout, useInstances } from '@dcp/shared/survey';
import { LoadState } from '../survey';
import { ResultDetails } from './ResultDetails';

/** patient/results[/:id]: the patient's instances left, the chosen one's details right (req G§2). */
export function ResultsPage() {
  const { id } = useParams();
  const intl = useIntl();
  const signedIn = Boolean(useSession().account);
  const { data, loading, error } = useInstances(signedIn ? 'own' : null);

  let body;
  if (loading) body = <LoadState />;
  else if (error) body = <LoadState failed />;
  else if (!data || data.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'patient.results.noneTitle' })}
        text={intl.formatMessage({ id: 'patient.results.none' })}
        action={
          <Link to="/patient/resources">{intl.formatMessage({ id: 'patient.results.noneAction' })}</Link>
        }
      />
    );
  } else {
    body = (
      <ResultsLayout>
        <InstanceList
          instances={data}
          hrefOf={(i) => `/patient/results/${i.id}`}
          label={intl.formatMessage({ id: 'patient.results.listLabel' })}
        />
        {id ? (
          <ResultDetails id={id} />
        ) : (
          <Card>
            <FormattedMessage id="patient.results.choose" />
          </Card>
        )}
      </ResultsLayout>
    );
  }
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'patient.results.title' })} />
      {body}
    </>
  );
}
