import { useIntl } from 'react-intl';
import { AddPersonButton, PatientListPanel, profileUrl, usePatientListState } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/** patients-list: every clinic's patients, with the clinic column; a row opens the profile (req A§2). */
export function PatientsPage() {
  const intl = useIntl();
  const list = usePatientListState();
  return (
    <section>
      <PageHeader
        title={intl.formatMessage({ id: 'superadmin.patients.title' })}
        actions={<AddPersonButton kind="patient" onCreated={list.reload} />}
      />
      <PatientListPanel list={list} hrefOf={(p) => profileUrl('/patient-profile', p.id)} showClinic />
    </section>
  );
}
