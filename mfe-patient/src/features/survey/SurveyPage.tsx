import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Modal, PageHeader } from '@dcp/shared/ui';
import {
  Questionnaire,
  answersFrom,
  needsAnswers,
  saveAnswer,
  submitInstance,
  useInstance,
} from '@dcp/shared/survey';
import type { SurveyInstance } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { FollowUpOffer } from './FollowUpOffer';
import { LoadState } from './LoadState';
import { SupportNotice } from './SupportNotice';
import { SubmitActions } from './SubmitActions';

/**
 * survey/:id — the patient answers one instance (req G§2, §4), checks the summary, and submits. A
 * submit answers with the instance as it now is: with follow-up questions it comes back at
 * SECOND_WAVE and the questionnaire continues. Cancel leaves with every answer kept (each was saved
 * on Next), to be sent later.
 */
export function SurveyPage({ resultsOf }: { resultsOf?: (id: string) => ReactNode }) {
  const { id = '' } = useParams();
  return <SurveyView id={id} resultsOf={resultsOf} />;
}

/**
 * One instance to answer; survey-bound accounts (restricted, one-time) get no link to results. A
 * patient who signed up by a doctor's link may open this page only, so once submitted it shows their
 * results and, when agreed, the care plan (`resultsOf`, the results feature's details) below.
 */
export function SurveyView({ id, resultsOf }: { id: string; resultsOf?: (id: string) => ReactNode }) {
  const { account } = useSession();
  const bound = Boolean(account?.isRestrictedUser || account?.isSingleSurveyPatient);
  const { data: instance, error, loading, set, reload } = useInstance(id);

  if (loading && !instance) return <LoadState />;
  if (error || !instance) return <LoadState failed />;
  // A restricted account has no results page: its results follow here, with their support notice.
  const resultsHere = !needsAnswers(instance) && account?.isRestrictedUser ? resultsOf?.(instance.id) : null;
  return (
    <>
      <PageHeader title={instance.survey.name || <FormattedMessage id="shared.survey.titleMissing" />} />
      {needsAnswers(instance) ? (
        <Answering
          key={`${instance.id}-${instance.stage}`}
          instance={instance}
          onSubmitted={set}
          onClosed={() => void reload()}
        />
      ) : (
        <Card role="status">
          <p>
            <FormattedMessage id="patient.survey.submitted" />
          </p>
          {bound ? null : (
            <Link to={`/patient/results/${instance.id}`}>
              <FormattedMessage id="patient.survey.toResults" />
            </Link>
          )}
          {/* Low mood in the answers: where to get help now, and the PHQ-9 offered (issue 24 §5);
              said once, by the results when they follow (issue 36 point 8). */}
          {instance.audience === 'patient' && !resultsHere ? (
            <>
              <SupportNotice support={instance.support} />
              <FollowUpOffer followUp={instance.followUp} />
            </>
          ) : null}
        </Card>
      )}
      {resultsHere}
    </>
  );
}

function Answering({
  instance,
  onSubmitted,
  onClosed,
}: {
  instance: SurveyInstance;
  onSubmitted: (next: SurveyInstance) => void;
  /** Submitted on another device while answers waited here: show it as the server has it. */
  onClosed: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { survey, stage } = instance;
  const withDialog = stage === 'FIRST_WAVE' && survey.startDialog !== null;
  const [dialogOpen, setDialogOpen] = useState(withDialog);
  const questions = survey.questions.filter((q) => q.stage === stage);

  return (
    <Card>
      {stage === 'SECOND_WAVE' ? (
        <p>
          <FormattedMessage id="patient.survey.secondWave" />
        </p>
      ) : null}
      <Questionnaire
        instanceId={instance.id}
        onClosed={onClosed}
        questions={questions}
        initialAnswers={answersFrom(instance.answers)}
        onSave={(questionId, value) => saveAnswer(instance.id, questionId, value)}
        renderSummary={(_back, queue) => (
          <SubmitActions
            offline={!queue.online}
            onCancel={() => void navigate('/patient/home')}
            onSubmit={async () => {
              // Answers given offline go first; the submit needs every one of them.
              await queue.flush();
              onSubmitted(await submitInstance(instance.id, stage));
            }}
          />
        )}
      />
      {survey.startDialog ? (
        <Modal
          open={dialogOpen}
          title={survey.startDialog.title}
          onClose={() => setDialogOpen(false)}
          closeLabel={intl.formatMessage({ id: 'shared.ui.close' })}
          footer={
            <Button onClick={() => setDialogOpen(false)}>
              <FormattedMessage id="patient.survey.ok" />
            </Button>
          }
        >
          {survey.startDialog.descriptions.map((d, i) => (
            <p key={i}>{d}</p>
          ))}
        </Modal>
      ) : null}
    </Card>
  );
}
