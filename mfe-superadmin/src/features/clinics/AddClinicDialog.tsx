import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, isAxiosError, notify } from '@dcp/shared/http';
import { useText } from '@dcp/shared/i18n';
import { LOCALES, Locale } from '@dcp/shared/contracts';
import { Button, Modal, Select, Spinner, TextField } from '@dcp/shared/ui';
import { useCreateClinic } from './api/createClinic';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * The add-clinic dialog: name required ('Clinic name is empty', key clinicIsEmpty) and the clinic's
 * locale (req A§3 Clinic: id, name, locale; its glucose unit follows it). While the clinic is being
 * created the button says so (issue 36 point 17: it took seconds with no sign of progress).
 */
export function AddClinicDialog({ open, onClose, onCreated }: Props) {
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

function AddClinicForm({ onClose, onCreated }: Omit<Props, 'open'>) {
  const intl = useIntl();
  const text = useText();
  const t = (id: string) => intl.formatMessage({ id });
  const [name, setName] = useState('');
  // The superadmin's own language is the likeliest choice for the clinic they are setting up.
  const [locale, setLocale] = useState<Locale>(intl.locale === 'es-ES' ? 'es-ES' : 'en-GB');
  const [touched, setTouched] = useState(false);
  const { save, busy } = useCreateClinic();
  const problem = name.trim() ? null : 'superadmin.clinics.clinicIsEmpty';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    try {
      const clinic = await save({ name: name.trim(), locale });
      notify({ type: 'success', title: t('superadmin.clinics.created'), message: clinic.name });
      onCreated();
      onClose();
    } catch (err) {
      const message = isAxiosError(err) ? text(errorMessage(err)) : t('shared.http.unknownError');
      notify({ type: 'error', title: t('superadmin.clinics.registrationError'), message });
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
      <Select
        name="locale"
        label={t('superadmin.clinics.locale')}
        hint={t('superadmin.clinics.localeHint')}
        options={LOCALES.map((l) => ({ value: l, label: t(`superadmin.clinics.localeName.${l}`) }))}
        value={locale}
        onChange={(e) => setLocale(Locale.parse(e.target.value))}
      />
      <Button type="submit" disabled={!!problem || busy} aria-busy={busy}>
        {busy ? t('superadmin.clinics.creating') : t('superadmin.clinics.create')}
      </Button>
      {busy ? <Spinner label={t('superadmin.clinics.creating')} /> : null}
    </form>
  );
}
