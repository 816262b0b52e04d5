import { useIntl } from 'react-intl';
import { AddPersonButton, PatientListPanel, profileUrl, usePatientListState } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/** admin/patients-list: the clinic's prioritised patient list; a row opens the patient's profile (req A§2). */
export function PatientsPage() {
  const intl = useIntl();
  const list = usePatientListState();
  return (
    <section>
      <PageHeader
        title={intl.formatMessage({ id: 'admin.patients.title' })}
        actions={<AddPersonButton kind="patient" onCreated={list.reload} />}
      />
      <PatientListPanel list={list} hrefOf={(p) => profileUrl('/admin/patient-profile', p.id)} />
    </section>
  );
}
