import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Clinic } from '@dcp/shared/contracts';
import { Button, EmptyState, PageHeader, Skeleton, Table, type Column } from '@dcp/shared/ui';
import { AddClinicDialog } from './AddClinicDialog';
import { useClinics } from '@dcp/people';

type SortKey = 'name' | 'locale' | 'id';

/** superadmin/clinics-list: name, locale, id; sortable by each; a row opens the clinic profile. */
export function ClinicsListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { page, loading, reload } = useClinics();
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: 'name', dir: 1 });
  const [adding, setAdding] = useState(false);

  const rows = useMemo(
    () => [...(page?.content ?? [])].sort((a, b) => a[sort.key].localeCompare(b[sort.key]) * sort.dir),
    [page, sort],
  );
  const toggle = (key: SortKey) => setSort((s) => ({ key, dir: s.key === key ? (-s.dir as 1 | -1) : 1 }));
  const column = (key: SortKey): Column<Clinic> => ({
    key,
    label: t(`superadmin.clinics.${key}`),
    sort: sort.key === key ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none',
    header: (
      <Button variant="secondary" onClick={() => toggle(key)}>
        {t(`superadmin.clinics.${key}`)}
      </Button>
    ),
    render: (c) => c[key],
  });

  return (
    <section>
      <PageHeader
        title={t('superadmin.clinics.title')}
        actions={<Button onClick={() => setAdding(true)}>{t('superadmin.clinics.add')}</Button>}
      />
      {loading ? (
        <Skeleton label={t('shared.ui.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('superadmin.clinics.none')} text={t('superadmin.clinics.noneText')} />
      ) : (
        <Table
          caption={t('superadmin.clinics.title')}
          columns={[column('name'), column('locale'), column('id')]}
          rows={rows}
          rowKey={(c) => c.id}
          onRowClick={(c) => void navigate(`/superadmin/clinic-profile/${c.id}`)}
        />
      )}
      <AddClinicDialog open={adding} onClose={() => setAdding(false)} onCreated={() => void reload()} />
    </section>
  );
}
