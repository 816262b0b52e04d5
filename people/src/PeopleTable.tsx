import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Paged } from '@dcp/shared/contracts';
import { EmptyState, Skeleton, Table, type Column } from '@dcp/shared/ui';
import { fullName, profileUrl, type PersonKind, type PersonOf } from './kinds';

interface Props<K extends PersonKind> {
  kind: K;
  /** What the page's `usePeople(kind)` answered (the page also reloads it after an add). */
  list: { page: Paged<PersonOf<K>> | null; loading: boolean };
  /** The table's caption: the page's title. */
  caption: string;
  /** Profile route prefix, e.g. '/doctor-profile' or '/admin/doctor-profile'. */
  profileBase: string;
  /** Extra columns after the name (admins: e-mail and clinic; doctors: e-mail). */
  columns?: readonly ('email' | 'clinic')[];
}

/** A list of doctors, patients or admins under a page's header (req A§2 "List screens"); a row opens the profile. */
export function PeopleTable<K extends PersonKind>({
  kind,
  list,
  caption,
  profileBase,
  columns = [],
}: Props<K>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { page, loading } = list;

  const cols: Column<PersonOf<K>>[] = [
    { key: 'name', header: t('shared.people.column.name'), render: (p) => fullName(p) },
    ...columns.map((c) => ({
      key: c,
      header: t(`shared.people.column.${c}`),
      render: (p: PersonOf<K>) => (c === 'email' ? p.email : p.clinic.name),
    })),
    // Staff: whether the account is active (issue 37 point 1); patients have no such state here.
    ...(kind === 'patient'
      ? []
      : [
          {
            key: 'status',
            header: t('shared.staff.column'),
            render: (p: PersonOf<K>) =>
              t(
                (p as { deactivatedAt?: string | null }).deactivatedAt
                  ? 'shared.staff.deactivatedShort'
                  : 'shared.staff.active',
              ),
          },
        ]),
  ];

  return loading ? (
    <Skeleton label={t('shared.ui.loading')} />
  ) : page?.content.length ? (
    <Table
      caption={caption}
      columns={cols}
      rows={page.content}
      rowKey={(p) => p.email}
      onRowClick={(p) => void navigate(profileUrl(profileBase, p.id))}
    />
  ) : (
    <EmptyState title={t(`shared.people.${kind}.none`)} text={t(`shared.people.${kind}.noneText`)} />
  );
}
