import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, isAxiosError, notify } from '@dcp/shared/http';
import { useText } from '@dcp/shared/i18n';
import { Button, Modal, TextField } from '@dcp/shared/ui';
import { createClinic } from './api/clinics';

/** The add-clinic dialog: name required ('Clinic name is empty', key clinicIsEmpty). */
export function AddClinicDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // The form lives inside the modal, which renders nothing while closed: every opening starts empty.
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeLabel={t('shared.ui.close')}
      title={t('superadmin.clinics.add')}
    >
      <AddClinicForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function AddClinicForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const intl = useIntl();
  const text = useText();
  const t = (id: string) => intl.formatMessage({ id });
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = name.trim() ? null : 'superadmin.clinics.clinicIsEmpty';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      const clinic = await createClinic(name.trim());
      notify({ type: 'success', title: t('superadmin.clinics.created'), message: clinic.name });
      onCreated();
      onClose();
    } catch (err) {
      const message = isAxiosError(err) ? text(errorMessage(err)) : t('shared.http.unknownError');
      notify({ type: 'error', title: t('superadmin.clinics.registrationError'), message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        name="name"
        label={t('superadmin.clinics.name')}
        value={name}
        error={touched && problem ? t(problem) : undefined}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      <Button type="submit" disabled={!!problem || busy}>
        {t('superadmin.clinics.create')}
      </Button>
    </form>
  );
}
