import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GLUCOSE_UNITS, type Clinic, type GlucoseUnit } from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { Button, Select } from '@dcp/shared/ui';
import { useSaveClinicGlucoseUnit } from '../api/saveClinicGlucoseUnit';

/**
 * The unit the clinic's patients and doctors read glucose in unless they choose their own (issue 24
 * point 4): the superadmin's clinic profile and the clinic admin's clinic page.
 */
export function ClinicGlucoseUnitForm({ clinic }: { clinic: Clinic }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [unit, setUnit] = useState<GlucoseUnit>(clinic.glucoseUnit);
  const { save, busy } = useSaveClinicGlucoseUnit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const saved = await save(clinic.id, unit);
      setUnit(saved.glucoseUnit);
      notify({
        type: 'success',
        title: t('shared.people.glucoseUnit.savedTitle'),
        message: saved.glucoseUnit,
      });
    } catch {
      // The http client has reported the failure; the choice stays for another try.
    }
  };

  return (
    <form aria-labelledby="clinic-glucose-unit-heading" onSubmit={(e) => void submit(e)}>
      <h2 id="clinic-glucose-unit-heading">
        <FormattedMessage id="shared.people.glucoseUnit.title" />
      </h2>
      <p>
        <FormattedMessage id="shared.people.glucoseUnit.hint" />
      </p>
      <Select
        label={t('shared.people.glucoseUnit.label')}
        value={unit}
        onChange={(e) => setUnit(e.target.value as GlucoseUnit)}
        options={GLUCOSE_UNITS.map((u) => ({ value: u, label: u }))}
      />
      <Button type="submit" disabled={busy}>
        <FormattedMessage id="shared.people.glucoseUnit.save" />
      </Button>
    </form>
  );
}
