import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Admin, Doctor, Superadmin } from '@dcp/shared/contracts';
import { errorMessage, isAxiosError, notify } from '@dcp/shared/http';
import { useText } from '@dcp/shared/i18n';
import { Button, FormError, Modal, Spinner, TextArea } from '@dcp/shared/ui';
import { usePeople } from '../api/getPeople';
import { fullName } from '../kinds';
import { useDoctorPatients } from './api/getDoctorPatients';
import { useSetStaffActive, type StaffKind } from './api/setStaffActive';
import { HandoverForm } from './HandoverForm';

type Staff = Doctor | Admin;
interface Props {
  kind: 'doctor' | 'admin';
  person: Staff;
}
type Changed = Staff | Superadmin;

/**
 * A doctor's or admin's account status on their profile (issue 37 point 1): active or deactivated
 * since when, and the button that changes it. Deactivating opens one dialog: a doctor's patients are
 * handed over first; the last active admin of a clinic cannot go, and the button says why.
 */
export function StaffStatus({ kind, person: initial }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shared.staff.${id}` }, values);
  const [person, setPerson] = useState(initial);
  const [open, setOpen] = useState(false);
  // Admins only: the clinic's other active admins (the superadmin's list; none loaded for doctors).
  const admins = usePeople('admin', kind === 'admin' ? 'active' : null);
  const lastAdmin =
    kind === 'admin' &&
    !person.deactivatedAt &&
    admins.page !== null &&
    !admins.page.content.some((a) => a.clinic.id === person.clinic.id && a.id !== person.id);
  const since = person.deactivatedAt ? intl.formatDate(person.deactivatedAt, { dateStyle: 'long' }) : null;

  return (
    <section aria-labelledby={`staff-${person.id}`}>
      <h2 id={`staff-${person.id}`}>{t('title')}</h2>
      <p>{since ? t('deactivatedSince', { date: since }) : t('active')}</p>
      {lastAdmin ? <p id={`staff-why-${person.id}`}>{t('lastAdmin')}</p> : null}
      <Button
        aria-describedby={lastAdmin ? `staff-why-${person.id}` : undefined}
        variant={since ? 'primary' : 'secondary'}
        disabled={lastAdmin || (kind === 'admin' && admins.page === null)}
        onClick={() => setOpen(true)}
      >
        {since ? t('reactivate') : t('deactivate')}
      </Button>
      {open ? (
        <StaffChangeDialog
          kind={kind}
          person={person}
          onClose={() => setOpen(false)}
          onChanged={(p: Staff) => {
            setPerson(p);
            setOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * Deactivate or reactivate one account, with the reason kept in the audit trail: a doctor's patients
 * are handed over first; the API's refusal (the last admin or superadmin) is said in the dialog. The
 * superadmins' list opens it too.
 */
export function StaffChangeDialog<P extends Changed>({
  kind,
  person,
  onClose,
  onChanged,
}: {
  kind: StaffKind;
  person: P;
  onClose: () => void;
  onChanged: (p: P) => void;
}) {
  const intl = useIntl();
  const text = useText();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shared.staff.${id}` }, values);
  const activating = Boolean(person.deactivatedAt);
  const patients = useDoctorPatients(kind === 'doctor' && !activating ? person.id : null);
  const { save, busy } = useSetStaffActive();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonId = useId();
  const name = fullName(person);
  const remaining = kind === 'doctor' && !activating ? (patients.data?.length ?? null) : 0;

  const submit = async () => {
    setRefusal(null);
    try {
      const changed = (await save(kind, person.id, activating, reason.trim())) as P;
      notify({
        type: 'success',
        title: t(activating ? 'reactivated' : 'deactivated', { name }),
        message: '',
      });
      onChanged(changed);
    } catch (e) {
      // The API's own words for a refusal (the last admin, patients still assigned).
      setRefusal(text(isAxiosError(e) ? errorMessage(e) : { id: 'shared.http.unknownError' }));
    }
  };

  return (
    <Modal
      open
      title={t(activating ? 'reactivateTitle' : 'deactivateTitle', { name })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'shared.ui.close' })}
    >
      <p>{t(activating ? 'reactivateText' : 'deactivateText')}</p>
      {remaining === null ? <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} /> : null}
      {remaining ? <HandoverForm doctor={person as Doctor} patients={patients} /> : null}
      {remaining ? <p>{t('handOverFirst', { count: remaining })}</p> : null}
      <label htmlFor={reasonId}>{t('reason')}</label>
      <TextArea id={reasonId} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      {refusal ? <FormError>{refusal}</FormError> : null}
      <Button
        variant={activating ? 'primary' : 'danger'}
        disabled={busy || remaining !== 0}
        onClick={() => void submit()}
      >
        {t(activating ? 'confirmReactivate' : 'confirmDeactivate')}
      </Button>
    </Modal>
  );
}
