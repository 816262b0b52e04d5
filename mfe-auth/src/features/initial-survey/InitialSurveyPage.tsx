import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { reloadAccount, useSession } from '@dcp/shared/session';
import { Button, Card, PageHeader, Spinner } from '@dcp/shared/ui';
import {
  Questionnaire,
  answersFrom,
  saveAnswer,
  submitInstance,
  useInstance,
  type AnswerQueue,
} from '@dcp/shared/survey';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/**
 * initial-survey: the demographics questionnaire of onboarding (req A§4, req G§4). Two steps:
 * Submit, then 'Your answers will be sent. Are you sure?'; yes submits the instance and reloads the
 * account, so the guard sees the entry COMPLETED and lets the user on to the default page.
 */
export function InitialSurveyPage() {
  const intl = useIntl();
  const { account } = useSession();
  const navigate = useNavigate();
  const pending = account?.demographics.find((d) => d.status !== 'COMPLETED') ?? null;
  const id = pending?.id ?? null;
  const { data: instance, error, loading } = useInstance(id);

  let body;
  if (!id) body = null;
  else if (loading) body = <Spinner label={intl.formatMessage({ id: 'auth.initialSurvey.loading' })} />;
  else if (error || !instance) {
    body = (
      <p role="alert">
        <FormattedMessage id="auth.initialSurvey.error" />
      </p>
    );
  } else {
    body = (
      <Questionnaire
        instanceId={instance.id}
        // Submitted on another device meanwhile: the account now says so, and the guard lets them on.
        onClosed={() => void reloadAccount().then(() => navigate('/'))}
        questions={instance.survey.questions.filter((q) => q.stage === instance.stage)}
        initialAnswers={answersFrom(instance.answers)}
        onSave={(questionId, value) => saveAnswer(instance.id, questionId, value)}
        renderSummary={(back, queue) => (
          <ConfirmSteps instanceId={instance.id} onChange={back} queue={queue} />
        )}
      />
    );
  }
  return (
    <>
      <PageHeader title={<FormattedMessage id="auth.initialSurvey.title" />} />
      <Card>
        <p>
          <FormattedMessage id="auth.initialSurvey.intro" />
        </p>
        {body}
      </Card>
    </>
  );
}

function ConfirmSteps({
  instanceId,
  onChange,
  queue,
}: {
  instanceId: string;
  onChange: () => void;
  queue: AnswerQueue;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      // Answers given offline go first; the submit needs every one of them.
      await queue.flush();
      await submitInstance(instanceId, 'FIRST_WAVE');
      await reloadAccount();
      void navigate('/');
    } catch {
      // Reported by the http client; the user can send again.
      setBusy(false);
    }
  };

  if (!confirming) {
    return (
      <Row>
        <Button onClick={() => setConfirming(true)}>
          <FormattedMessage id="auth.initialSurvey.submit" />
        </Button>
      </Row>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="confirm-text">
      <p id="confirm-text">
        <strong>
          <FormattedMessage id="auth.initialSurvey.confirm" />
        </strong>
      </p>
      <Row>
        <Button variant="secondary" disabled={busy} onClick={onChange}>
          <FormattedMessage id="auth.initialSurvey.change" />
        </Button>
        <Button disabled={busy || !queue.online} onClick={() => void send()} autoFocus>
          <FormattedMessage id="auth.initialSurvey.yes" />
        </Button>
      </Row>
    </div>
  );
}
