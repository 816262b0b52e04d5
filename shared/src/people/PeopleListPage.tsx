import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EmptyState, PageHeader, Skeleton, Table, type Column } from '@dcp/shared/ui';
import { AddPersonButton } from './AddPersonButton';
import { usePeople } from './api/getPeople';
import { fullName, profileUrl, type PersonKind, type PersonOf } from './kinds';

interface Props<K extends PersonKind> {
  kind: K;
  titleId: string;
  /** Profile route prefix, e.g. '/doctor-profile' or '/admin/doctor-profile'. */
  profileBase: string;
  /** Extra columns after the name (admins: e-mail and clinic; doctors: e-mail). */
  columns?: readonly ('email' | 'clinic')[];
}

/** A list of doctors, patients or admins with the add dialog (req A§2 "List screens"). */
export function PeopleListPage<K extends PersonKind>({ kind, titleId, profileBase, columns = [] }: Props<K>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { page, loading, reload } = usePeople(kind);

  const cols: Column<PersonOf<K>>[] = [
    { key: 'name', header: t('shared.people.column.name'), render: (p) => fullName(p) },
    ...columns.map((c) => ({
      key: c,
      header: t(`shared.people.column.${c}`),
      render: (p: PersonOf<K>) => (c === 'email' ? p.email : p.clinic.name),
    })),
  ];

  return (
    <section>
      <PageHeader
        title={t(titleId)}
        actions={<AddPersonButton kind={kind} onCreated={() => void reload()} />}
      />
      {loading ? (
        <Skeleton label={t('shared.ui.loading')} />
      ) : page?.content.length ? (
        <Table
          caption={t(titleId)}
          columns={cols}
          rows={page.content}
          rowKey={(p) => p.email}
          onRowClick={(p) => void navigate(profileUrl(profileBase, p.id))}
        />
      ) : (
        <EmptyState title={t(`shared.people.${kind}.none`)} text={t(`shared.people.${kind}.noneText`)} />
      )}
    </section>
  );
}
