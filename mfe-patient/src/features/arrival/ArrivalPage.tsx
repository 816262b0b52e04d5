import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { signInWithToken } from '@dcp/shared/session';
import { Card, PageHeader, Spinner } from '@dcp/shared/ui';
import { redeemOnce } from './api/redeemArrival';
import { rememberNext } from './continuation';

/**
 * patient/:token (req G§2 "Patient auto login"): 'Please wait...' while the invitation token is
 * exchanged once for a session, then on to '/', where the guard leads through onboarding; the
 * questionnaire follows (ContinueArrival). A continue link of a patient who signed up by a doctor's
 * link (issue 28 point 2) goes straight back to their questionnaire, the one page they may open. An
 * invalid, expired or used link gets a page that says so.
 */
export function ArrivalPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    redeemOnce(token)
      .then(async ({ jwt, surveyInstanceId, restricted }) => {
        if (restricted && surveyInstanceId) {
          await signInWithToken(jwt, { restrictedSurveyId: surveyInstanceId });
          if (live) void navigate(`/survey/${surveyInstanceId}`, { replace: true });
          return;
        }
        await signInWithToken(jwt);
        if (surveyInstanceId) rememberNext(`/survey/${surveyInstanceId}`);
        if (live) void navigate('/', { replace: true });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [token, navigate]);

  if (!failed) {
    return (
      <Card>
        <Spinner label={intl.formatMessage({ id: 'patient.arrival.wait' })} />
        {/* Seen by everyone; the spinner's status already tells screen readers. */}
        <p aria-hidden="true">
          <FormattedMessage id="patient.arrival.wait" />
        </p>
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={<FormattedMessage id="patient.arrival.invalidTitle" />} />
      <Card>
        <p role="alert">
          <FormattedMessage id="patient.arrival.invalid" />
        </p>
        <p>
          <FormattedMessage id="patient.arrival.advice" />
        </p>
        <p>
          <Link to="/login">
            <FormattedMessage id="patient.arrival.signIn" />
          </Link>
          {' · '}
          <Link to="/forgot-password">
            <FormattedMessage id="patient.arrival.forgot" />
          </Link>
        </p>
      </Card>
    </>
  );
}
