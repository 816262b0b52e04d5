import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_EMERGENCY_NUMBER, SUPPORT_CONTACT_MAX, type Clinic } from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { Button, TextArea, TextField } from '@dcp/shared/ui';
import { useSaveSupportContact } from './api/saveSupportContact';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  label {
    font-weight: 600;
  }
`;

/**
 * Where the clinic's patients get help now, shown to a patient whose PHQ-2 is positive, one text per
 * language. Left empty, the patient reads the portal's generic advice.
 */
export function SupportContactForm({ clinic }: { clinic: Clinic }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [en, setEn] = useState(clinic.supportContactEn ?? '');
  const [es, setEs] = useState(clinic.supportContactEs ?? '');
  const [emergency, setEmergency] = useState(clinic.emergencyNumber ?? DEFAULT_EMERGENCY_NUMBER);
  const { save, busy } = useSaveSupportContact();
  const ids = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const saved = await save(clinic.id, {
        supportContactEn: en,
        supportContactEs: es,
        emergencyNumber: emergency,
      });
      setEn(saved.supportContactEn ?? '');
      setEs(saved.supportContactEs ?? '');
      setEmergency(saved.emergencyNumber ?? DEFAULT_EMERGENCY_NUMBER);
      notify({
        type: 'success',
        title: t('superadmin.support.savedTitle'),
        message: t('superadmin.support.saved'),
      });
    } catch {
      // The http client has reported the failure; the texts stay for another try.
    }
  };

  return (
    <form aria-labelledby="support-contact-heading" onSubmit={(e) => void submit(e)}>
      <h2 id="support-contact-heading">
        <FormattedMessage id="superadmin.support.title" />
      </h2>
      <p>
        <FormattedMessage id="superadmin.support.hint" />
      </p>
      <Field>
        <label htmlFor={`${ids}-en`}>{t('superadmin.support.en')}</label>
        <TextArea
          id={`${ids}-en`}
          value={en}
          rows={3}
          maxLength={SUPPORT_CONTACT_MAX}
          onChange={(e) => setEn(e.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${ids}-es`}>{t('superadmin.support.es')}</label>
        <TextArea
          id={`${ids}-es`}
          value={es}
          rows={3}
          maxLength={SUPPORT_CONTACT_MAX}
          onChange={(e) => setEs(e.target.value)}
        />
      </Field>
      <TextField
        label={t('superadmin.support.emergency')}
        hint={t('superadmin.support.emergencyHint')}
        value={emergency}
        inputMode="tel"
        autoComplete="off"
        maxLength={16}
        required
        onChange={(e) => setEmergency(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        <FormattedMessage id="superadmin.support.save" />
      </Button>
    </form>
  );
}
