import { FormattedMessage } from 'react-intl';
import { Welcome } from '@dcp/shared/spa';
import { Card } from '@dcp/shared/ui';
import { OpenPatientForm } from '../survey-results';
import { AddPatientButton } from '../add-patient';

export function HomePage() {
  return (
    <>
      <Welcome titleId="doctor.home.title" introId="doctor.home.intro" />
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
