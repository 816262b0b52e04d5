import { FormattedMessage, useIntl } from 'react-intl';
import { Welcome } from '@dcp/shared/spa';
import { Card } from '@dcp/shared/ui';
import { ImportPatientsButton } from '../import';
import { OpenPatientForm } from '../survey-results';
import { AddPatientButton } from '../add-patient';

export function HomePage() {
  const intl = useIntl();
  return (
    <>
      <Welcome titleId="doctor.home.title" introId="doctor.home.intro" />
      {/* Temporary home until the patient list's toolbar mounts it (issue 8 point 1). */}
      <Card aria-label={intl.formatMessage({ id: 'doctor.import.button' })}>
        <ImportPatientsButton />
      </Card>
      <Card aria-labelledby="open-patient">
        <h2 id="open-patient">
          <FormattedMessage id="doctor.open.title" />
        </h2>
        <OpenPatientForm />
      </Card>
      {/* Temporary: the patient list's toolbar takes this over (issue 8 point 1). */}
      <AddPatientButton />
    </>
  );
}
