import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffStatusFilter } from '@dcp/shared/contracts';
import { AddPersonButton, PeopleTable, StatusFilter, usePeople } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

interface Props {
  kind: 'admin' | 'doctor';
  titleId: 'superadmin.admins.title' | 'superadmin.doctors.title';
  /** Profile route prefix: '/admin-profile' or '/doctor-profile'. */
  profileBase: string;
  /** Admins: e-mail and clinic; doctors: e-mail. */
  columns: readonly ('email' | 'clinic')[];
}

/** superadmin/admins-list and doctors-list: every clinic's admins or doctors and the add dialog (req A§2). */
export function PeopleListPage({ kind, titleId, profileBase, columns }: Props) {
  const title = useIntl().formatMessage({ id: titleId });
  const [status, setStatus] = useState<StaffStatusFilter>('active');
  const list = usePeople(kind, status);
  return (
    <section>
      <PageHeader
        title={title}
        actions={<AddPersonButton kind={kind} onCreated={() => void list.reload()} />}
      />
      <StatusFilter value={status} onChange={setStatus} />
      <PeopleTable kind={kind} list={list} caption={title} profileBase={profileBase} columns={columns} />
    </section>
  );
}
