import { FormattedMessage, useIntl } from 'react-intl';
import { Exposed } from '@dcp/shared/spa';
import { Card, Spinner } from '@dcp/shared/ui';
import { notCompletedForDoctor, useInstance } from '@dcp/shared/survey';
import { ResultsEditor } from './ResultsEditor';

/** One instance for the doctor: the 'not completed' placeholder until the first wave is in. */
export function ResultDetails({ id }: { id: string }) {
  const intl = useIntl();
  const { data: instance, error, loading, set } = useInstance(id);
  if (loading && !instance) return <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} />;
  if (error || !instance) {
    return (
      <Card role="alert">
        <FormattedMessage id="doctor.results.surveyError" />
      </Card>
    );
  }
  const { firstName, lastName } = instance.user;
  return (
    <div>
      <Card aria-labelledby="details-heading">
        <h2 id="details-heading">
          {instance.survey.name || intl.formatMessage({ id: 'shared.survey.titleMissing' })}
        </h2>
        <p>
          {firstName || intl.formatMessage({ id: 'doctor.results.firstNameMissing' })}{' '}
          {lastName || intl.formatMessage({ id: 'doctor.results.lastNameMissing' })}
          {` (${instance.user.email})`}
        </p>
        {notCompletedForDoctor(instance) ? (
          <p role="status">
            <FormattedMessage id="doctor.results.notCompleted" />
          </p>
        ) : (
          <ResultsEditor key={`${instance.id}-${instance.status}`} instance={instance} onSaved={set} />
        )}
      </Card>
      {/* The patient's glucose beside the results, from mfe-dexcom (Module Federation). */}
      <Exposed id="mfe_dexcom/Glucose" props={{ userId: instance.user.id }} />
    </div>
  );
}
