import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '@dcp/shared/http';
import { Button, Checkbox, Select, Spinner } from '@dcp/shared/ui';
import { usePeople } from '../api/getPeople';
import { fullName } from '../kinds';
import type { Loaded } from '@dcp/shared/data';
import type { DoctorPatients } from '@dcp/shared/contracts';
import { useHandOverPatients } from './api/handOverPatients';

interface Props {
  doctor: { id: string; clinic: { id: string } };
  /** The patients the doctor still has (the dialog's load; reloaded after each handover). */
  patients: Loaded<DoctorPatients>;
}

/**
 * The first step of a doctor's deactivation (issue 37 point 1): their patients, all ticked, and
 * another active doctor of the same clinic to hand them to. Questionnaires go with them (the API).
 */
export function HandoverForm({ doctor, patients }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shared.staff.handover.${id}` }, values);
  const { page } = usePeople('doctor');
  const { save, busy } = useHandOverPatients();
  const [to, setTo] = useState('');
  const [left, setLeft] = useState<Set<string>>(new Set());

  if (!patients.data || !page) return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
  const list = patients.data;
  const chosen = list.filter((p) => !left.has(p.id));
  const heirs = page.content.filter((d) => d.clinic.id === doctor.clinic.id && d.id !== doctor.id);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(left);
    if (on) next.delete(id);
    else next.add(id);
    setLeft(next);
  };
  const submit = async () => {
    const all = chosen.length === list.length;
    const { moved } = await save(doctor.id, {
      toDoctorId: to,
      ...(all ? {} : { patientIds: chosen.map((p) => p.id) }),
    });
    notify({ type: 'success', title: t('done', { count: moved }), message: '' });
    setLeft(new Set());
    await patients.reload();
  };
  if (list.length === 0) return null;

  return (
    <fieldset>
      <legend>{t('title', { count: list.length })}</legend>
      <p>{t('hint')}</p>
      {heirs.length === 0 ? (
        <p>{t('noDoctor')}</p>
      ) : (
        <Select
          label={t('to')}
          placeholder={t('choose')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          options={heirs.map((d) => ({ value: d.id, label: `${fullName(d)} (${d.email})` }))}
        />
      )}
      {list.map((p) => (
        <Checkbox
          key={p.id}
          label={`${fullName(p)} (${p.email})`}
          checked={!left.has(p.id)}
          onChange={(e) => toggle(p.id, e.target.checked)}
        />
      ))}
      <Button
        onClick={() => void submit().catch(() => undefined)}
        disabled={busy || !to || chosen.length === 0}
      >
        {t('submit', { count: chosen.length })}
      </Button>
    </fieldset>
  );
}
