import { useIntl } from 'react-intl';
import { AddPersonButton, PeopleTable, usePeople } from '@dcp/shared/people';
import { PageHeader } from '@dcp/shared/ui';

/** admin/doctors-list, the admin's landing page: the clinic's doctors and "Add doctor" (req A§2). */
export function DoctorsPage() {
  const title = useIntl().formatMessage({ id: 'admin.doctors.title' });
  const list = usePeople('doctor');
  return (
    <section>
      <PageHeader
        title={title}
        actions={<AddPersonButton kind="doctor" onCreated={() => void list.reload()} />}
      />
      <PeopleTable
        kind="doctor"
        list={list}
        caption={title}
        profileBase="/admin/doctor-profile"
        columns={['email']}
      />
    </section>
  );
}
