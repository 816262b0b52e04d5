import { FormattedMessage } from 'react-intl';
import { Welcome } from '@dcp/shared/spa';
import { Card } from '@dcp/shared/ui';
import { OpenPatientForm } from '../survey-results';
import { QrCodePanel } from '../qr-code';

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
      <QrCodePanel />
    </>
  );
}
