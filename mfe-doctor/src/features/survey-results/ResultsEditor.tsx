import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  ADDITIONAL_RESOURCES_CONCLUSION_ID,
  type InstanceAnswers,
  type StaffSurveyInstance,
} from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { useSession } from '@dcp/shared/session';
import { Button, CopyButton } from '@dcp/shared/ui';
import { ScoresSection } from '@dcp/shared/survey';
import { AdditionalResourcesDialog } from './AdditionalResourcesDialog';
import { ConfirmCarePlan } from './ConfirmCarePlan';
import { AnswersByCategory } from './PatientAnswers';
import { ConclusionsEditor } from './ConclusionsEditor';
import { Phq2Section } from './Phq2Section';
import { RecommendationChecklist } from './RecommendationChecklist';
import { useSaveCarePlan } from './api/saveCarePlan';
import { carePlanText, initialConclusions, initialRecommendations } from './carePlan';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0;
`;

/**
 * The doctor's review of a submitted instance (req G§2): scores, PHQ-2 with its items, every answer
 * by category, recommendation checkboxes, conclusions with the additional-resources dialog and copy,
 * then a draft or the agreed care plan (after a confirmation: it cannot be undone).
 */
export function ResultsEditor({
  instance,
  answers,
  onSaved,
}: {
  instance: StaffSurveyInstance;
  /** The answers breakdown; undefined while it loads. */
  answers: InstanceAnswers | undefined;
  onSaved: (saved: StaffSurveyInstance) => void;
}) {
  const intl = useIntl();
  const { locale } = useSession();
  const completed = instance.status === 'COMPLETED';
  const [recs, setRecs] = useState(() => initialRecommendations(instance));
  const [draft, setDraft] = useState(() => initialConclusions(instance));
  const [dialog, setDialog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { save: send, busy } = useSaveCarePlan();
  const setText = (id: string, text: string) =>
    setDraft((d) => d.map((c) => (c.id === id ? { ...c, text } : c)));
  const extra = draft.find((c) => c.id === ADDITIONAL_RESOURCES_CONCLUSION_ID)?.text ?? '';

  const save = async (complete: boolean) => {
    try {
      const saved = await send(instance.id, {
        recommendations: Object.entries(recs).map(([id, answerIds]) => ({ id, answerIds })),
        conclusions: draft.filter((c) => c.text.trim()).map((c) => ({ id: c.id, text: c.text })),
        complete,
      });
      const key = complete ? 'doctor.results.carePlanSaved' : 'doctor.results.draftSaved';
      notify({
        type: 'success',
        title: intl.formatMessage({ id: 'doctor.results.savedTitle' }),
        message: intl.formatMessage({ id: key }),
      });
      setConfirming(false);
      onSaved(saved);
    } catch {
      // The http client has shown the server's message; the edits stay on screen.
    }
  };

  return (
    <>
      <ScoresSection scores={instance.scores} areas={instance.mainAreasOfFocus} audience="staff" />
      {/* A PHQ-9 has its own section at the top of the results (ResultDetails), not a PHQ-2. */}
      {instance.phq9 ? null : <Phq2Section phq2={instance.phq2} items={answers?.phq2Items} />}
      {answers ? <AnswersByCategory answers={answers} /> : null}
      <RecommendationChecklist
        recommendations={instance.recommendations}
        selected={recs}
        disabled={completed}
        onChange={(id, ids) => setRecs((r) => ({ ...r, [id]: ids }))}
      />
      <section aria-labelledby="conclusions-heading">
        <h2 id="conclusions-heading">
          <FormattedMessage id="doctor.results.conclusions" />
        </h2>
        <ConclusionsEditor draft={draft} onChange={setText} disabled={completed} />
        <Row>
          <Button variant="secondary" disabled={completed} onClick={() => setDialog(true)}>
            <FormattedMessage id="doctor.results.resourcesOpen" />
          </Button>
          <CopyButton
            text={carePlanText(draft, instance.recommendations, recs, {
              recommendations: intl.formatMessage({ id: 'doctor.results.recommendations' }),
              conclusions: intl.formatMessage({ id: 'doctor.results.conclusions' }),
            })}
            label={<FormattedMessage id="doctor.results.copy" />}
          />
        </Row>
      </section>
      <Row>
        <Button variant="secondary" disabled={completed || busy} onClick={() => void save(false)}>
          <FormattedMessage id="doctor.results.saveDraft" />
        </Button>
        <Button disabled={completed || busy} onClick={() => setConfirming(true)}>
          <FormattedMessage id="doctor.results.carePlan" />
        </Button>
      </Row>
      <ConfirmCarePlan
        open={confirming}
        busy={busy}
        onConfirm={() => void save(true)}
        onClose={() => setConfirming(false)}
      />
      <AdditionalResourcesDialog
        open={dialog}
        onClose={() => setDialog(false)}
        text={extra}
        onApply={(text) => setText(ADDITIONAL_RESOURCES_CONCLUSION_ID, text)}
        locale={locale === 'es-ES' ? locale : null}
      />
    </>
  );
}
