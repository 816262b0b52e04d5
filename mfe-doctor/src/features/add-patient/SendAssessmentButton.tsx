import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal } from '@dcp/shared/ui';
import { SurveySelect } from './SurveySelect';
import { useAssign } from './useAssign';

interface Props {
  /** The patient's e-mail (the API assigns by e-mail; req G§7 POST surveyInstance). */
  email: string;
  /** Called with the new instance id, e.g. to reload the patient's list of questionnaires. */
  onSent?: (instanceId: string) => void;
  variant?: 'primary' | 'secondary';
}

/** "Send a new assessment" to an existing patient: a survey choice in a dialog → POST surveyInstance. */
export function SendAssessmentButton({ email, onSent, variant = 'primary' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FormattedMessage id="doctor.assign.open" />
      </Button>
      {open ? <SendAssessmentDialog email={email} onSent={onSent} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The dialog alone, for a page that opens it from its own control (the list's row actions). */
export function SendAssessmentDialog({ email, onSent, onClose }: Props & { onClose: () => void }) {
  const intl = useIntl();
  const [surveyId, setSurveyId] = useState('');
  const { assign, busy } = useAssign();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!surveyId || busy) return;
    const id = await assign(email, surveyId);
    if (id) {
      onSent?.(id);
      onClose();
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'doctor.addPatient.close' })}
      title={intl.formatMessage({ id: 'doctor.assign.title' })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>
          <FormattedMessage id="doctor.assign.for" values={{ email }} />
        </p>
        <SurveySelect value={surveyId} onChange={setSurveyId} />
        <Button type="submit" disabled={!surveyId || busy}>
          <FormattedMessage id="doctor.assign.submit" />
        </Button>
      </form>
    </Modal>
  );
}
