import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '@dcp/shared/http';
import { Button, Checkbox, Spinner } from '@dcp/shared/ui';
import { usePatientDoctors } from './api/getPatientDoctors';
import { usePeople } from './api/getPeople';
import { useSavePatientDoctors } from './api/savePatientDoctors';
import { fullName } from './kinds';

/**
 * The patient profile's assigned doctors (admin, superadmin): the clinic's doctors as checkboxes,
 * saved together. The API checks that each is a doctor of the patient's clinic.
 */
export function AssignedDoctors({ patientId, clinicId }: { patientId: string; clinicId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `shared.patients.doctors.${id}` });
  const assigned = usePatientDoctors(patientId);
  const { page } = usePeople('doctor');
  const { save, busy } = useSavePatientDoctors();
  const [picked, setPicked] = useState<Set<string> | null>(null);

  if (!assigned.data || !page) return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
  const current = picked ?? new Set(assigned.data.doctors.map((d) => d.email));
  const doctors = page.content.filter((d) => d.clinic.id === clinicId);
  const toggle = (e: string, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(e);
    else next.delete(e);
    setPicked(next);
  };
  const submit = async () => {
    const saved = await save(patientId, { doctors: [...current] });
    assigned.set(saved);
    setPicked(null);
    notify({ type: 'success', title: t('saved'), message: '' });
  };

  return (
    <fieldset>
      <legend>{t('title')}</legend>
      <p>{t('hint')}</p>
      {doctors.length === 0 ? <p>{t('none')}</p> : null}
      {doctors.map((d) => (
        <Checkbox
          key={d.email}
          label={`${fullName(d)} (${d.email})`}
          checked={current.has(d.email)}
          onChange={(e) => toggle(d.email, e.target.checked)}
        />
      ))}
      <Button onClick={() => void submit().catch(() => undefined)} disabled={busy || picked === null}>
        {t('save')}
      </Button>
    </fieldset>
  );
}
