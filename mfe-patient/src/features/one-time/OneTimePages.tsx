import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, PageHeader, Spinner } from '@dcp/shared/ui';
import { useSession } from '@dcp/shared/session';
import { needsAnswers, useInstances } from '@dcp/shared/survey';
import { SurveyView } from '../survey';

/** one-time — where a one-time link's holder starts: sign in with the login and password given. */
export function OneTimeLandingPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={<FormattedMessage id="patient.oneTime.title" />} />
      <Card>
        <p>
          <FormattedMessage id="patient.oneTime.intro" />
        </p>
        <Link to="/login">{intl.formatMessage({ id: 'patient.picker.signInLink' })}</Link>
      </Card>
    </>
  );
}

/** one-time/survey — the one-time patient's only survey (req A§2: one-time patients are held here). */
export function OneTimeSurveyPage() {
  const intl = useIntl();
  const { account } = useSession();
  const { data, loading, error } = useInstances(account ? 'own' : null);
  if (loading && !data) return <Spinner label={intl.formatMessage({ id: 'patient.survey.loading' })} />;
  const instance = data?.find(needsAnswers) ?? data?.[0];
  if (error || !instance) {
    return (
      <Card role="status">
        <FormattedMessage id="patient.picker.none" />
      </Card>
    );
  }
  return <SurveyView id={instance.id} />;
}
