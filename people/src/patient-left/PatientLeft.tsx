import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LEAVE_REASON_MAX, type Patient } from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { Button, Modal, TextArea } from '@dcp/shared/ui';
import { fullName } from '../kinds';
import { useSetPatientLeft } from './api/setPatientLeft';

/** Who the dialog is about: a profile's patient or a list row. */
export interface LeavingPatient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  leftAt?: string | null;
}

const useT = () => {
  const intl = useIntl();
  return (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `shared.left.${id}` }, values);
};

/**
 * Marks a patient as having left the clinic, with an optional reason, or as back (issue 37 point 2):
 * one confirmation, saying what leaving does (no reminders, no sign-in, out of the list; the record is
 * kept). Failures are reported by the http client.
 */
export function LeaveDialog({
  patient,
  onClose,
  onChanged,
}: {
  patient: LeavingPatient;
  onClose: () => void;
  onChanged: (p: Patient) => void;
}) {
  const intl = useIntl();
  const t = useT();
  const { save, busy } = useSetPatientLeft();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const leaving = !patient.leftAt;
  const name = fullName(patient) || patient.email;
  const submit = async () => {
    try {
      const changed = await save(patient.id, leaving, reason.trim());
      notify({ type: 'success', title: t(leaving ? 'markedLeft' : 'markedBack', { name }), message: '' });
      onChanged(changed);
    } catch {
      /* already notified by the http client */
    }
  };
  return (
    <Modal
      open
      title={t(leaving ? 'leaveTitle' : 'returnTitle', { name })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'shared.ui.close' })}
    >
      <p>{t(leaving ? 'leaveText' : 'returnText')}</p>
      {leaving ? (
        <>
          <label htmlFor={reasonId}>{t('reason')}</label>
          <TextArea
            id={reasonId}
            value={reason}
            maxLength={LEAVE_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
          />
        </>
      ) : null}
      <Button variant={leaving ? 'danger' : 'primary'} disabled={busy} onClick={() => void submit()}>
        {t(leaving ? 'confirmLeave' : 'confirmReturn')}
      </Button>
    </Modal>
  );
}

/** On a patient's profile: whether they are a patient of the clinic, and the button that changes it. */
export function PatientLeftStatus({ patient: initial }: { patient: Patient }) {
  const intl = useIntl();
  const t = useT();
  const [patient, setPatient] = useState(initial);
  const [open, setOpen] = useState(false);
  const since = patient.leftAt ? intl.formatDate(patient.leftAt, { dateStyle: 'long' }) : null;
  return (
    <section aria-labelledby={`left-${patient.id}`}>
      <h2 id={`left-${patient.id}`}>{t('title')}</h2>
      <p>{since ? t('leftSince', { date: since }) : t('active')}</p>
      {since && patient.leftReason ? <p>{t('reasonWas', { reason: patient.leftReason })}</p> : null}
      <Button variant={since ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {t(since ? 'markReturn' : 'markLeave')}
      </Button>
      {open ? (
        <LeaveDialog
          patient={patient}
          onClose={() => setOpen(false)}
          onChanged={(p) => {
            setPatient(p);
            setOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}
