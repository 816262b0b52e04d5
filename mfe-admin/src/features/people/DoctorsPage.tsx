import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffStatusFilter } from '@dcp/shared/contracts';
import { AddPersonButton, PeopleTable, StatusFilter, usePeople } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/** admin/doctors-list, the admin's landing page: the clinic's doctors and "Add doctor" (req A§2). */
export function DoctorsPage() {
  const title = useIntl().formatMessage({ id: 'admin.doctors.title' });
  const [status, setStatus] = useState<StaffStatusFilter>('active');
  const list = usePeople('doctor', status);
  return (
    <section>
      <PageHeader
        title={title}
        actions={<AddPersonButton kind="doctor" onCreated={() => void list.reload()} />}
      />
      <StatusFilter value={status} onChange={setStatus} />
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
