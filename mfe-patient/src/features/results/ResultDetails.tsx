import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, Spinner } from '@dcp/shared/ui';
import { ScoresSection, getInstance, needsAnswers, useLoad } from '@dcp/shared/survey';
import { CarePlanView } from './CarePlanView';

/**
 * One instance, read-only: the questionnaire link while it still needs answers, the scores once
 * submitted, and the agreed care plan once the doctor has recorded it.
 */
export function ResultDetails({ id }: { id: string }) {
  const intl = useIntl();
  const { data: instance, error, loading } = useLoad(() => getInstance(id), id);

  if (loading) return <Spinner label={intl.formatMessage({ id: 'patient.survey.loading' })} />;
  if (error || !instance) {
    return (
      <Card role="alert">
        <FormattedMessage id="patient.survey.error" />
      </Card>
    );
  }
  return (
    <Card aria-labelledby="details-heading">
      <h2 id="details-heading">{instance.survey.name || <FormattedMessage id="shared.survey.titleMissing" />}</h2>
      <p>
        <FormattedDate value={instance.lastUpdatedTimestamp} dateStyle="long" />
      </p>
      {needsAnswers(instance) ? (
        <>
          <p>
            <FormattedMessage id="patient.results.notAnswered" />
          </p>
          <Link to={`/survey/${instance.id}`}>
            <FormattedMessage id="patient.results.answer" />
          </Link>
        </>
      ) : (
        <>
          <ScoresSection scores={instance.scores} areas={instance.mainAreasOfFocus} />
          {instance.status === 'COMPLETED' ? (
            <CarePlanView instance={instance} />
          ) : (
            <p>
              <FormattedMessage id="patient.results.inReview" />
            </p>
          )}
        </>
      )}
    </Card>
  );
}
