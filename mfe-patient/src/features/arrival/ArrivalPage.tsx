import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, isAxiosError, type Text } from '@dcp/shared/http';
import { useText } from '@dcp/shared/i18n';
import { signInWithToken, useSession } from '@dcp/shared/session';
import { Button, Card, PageHeader, Spinner } from '@dcp/shared/ui';
import { redeemOnce } from './api/redeemArrival';
import { rememberNext } from './continuation';

/**
 * What became of the link: still being exchanged, refused as used, expired or unknown (the API's
 * 400), or not tried through to the end (a rate limit, a server or network error), which leaves the
 * link unused, so the page says why and offers to try again (issue 36 point 12).
 */
type Outcome = { kind: 'wait' } | { kind: 'invalid' } | { kind: 'retry'; message: Text };

function outcomeOf(e: unknown): Outcome {
  if (isAxiosError(e) && e.response?.status === 400) return { kind: 'invalid' };
  // A 429 says how long to wait (Retry-After); anything else asks to try again.
  if (isAxiosError(e) && e.response?.status === 429) return { kind: 'retry', message: errorMessage(e) };
  return { kind: 'retry', message: { id: 'patient.arrival.failed' } };
}

/**
 * patient/:token (req G§2 "Patient auto login"): 'Please wait...' while the invitation token is
 * exchanged once for a session, then on to '/', where the guard leads through onboarding; the
 * questionnaire follows (ContinueArrival). A continue link of a patient who signed up by a doctor's
 * link (issue 28 point 2) goes straight back to their questionnaire, the one page they may open. The
 * page's language goes with the token and becomes the account's (issue 36 point 1).
 */
export function ArrivalPage() {
  const intl = useIntl();
  const text = useText();
  const navigate = useNavigate();
  const { locale } = useSession();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'wait' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    redeemOnce(token, locale)
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
      .catch((e: unknown) => {
        if (live) setOutcome(outcomeOf(e));
      });
    return () => {
      live = false;
    };
    // The language is read once per attempt: switching it on this page must not spend the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, navigate, attempt]);

  if (outcome.kind === 'wait') {
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
  if (outcome.kind === 'retry') {
    return (
      <>
        <PageHeader title={<FormattedMessage id="patient.arrival.failedTitle" />} />
        <Card>
          <p role="alert">{text(outcome.message)}</p>
          <p>
            <FormattedMessage id="patient.arrival.stillWorks" />
          </p>
          <Button
            onClick={() => {
              setOutcome({ kind: 'wait' });
              setAttempt((n) => n + 1);
            }}
          >
            <FormattedMessage id="patient.arrival.tryAgain" />
          </Button>
        </Card>
      </>
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
