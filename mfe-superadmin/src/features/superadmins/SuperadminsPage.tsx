import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffStatusFilter, Superadmin } from '@dcp/shared/contracts';
import { fullName, StaffChangeDialog, StatusFilter } from '@dcp/people';
import { Button, Card, PageHeader, Skeleton, Table, type Column } from '@dcp/shared/ui';
import { useSuperadmins } from './api/getSuperadmins';

/**
 * superadmin/superadmins-list (issue 37 point 1): the installation's superadmins with the staff
 * lists' status column and filter; one deactivates or reactivates another through the staff dialog.
 * The last active superadmin's button is disabled and says why (the API refuses it too).
 */
export function SuperadminsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [status, setStatus] = useState<StaffStatusFilter>('active');
  const list = useSuperadmins(status);
  const [changing, setChanging] = useState<Superadmin | null>(null);
  const rows = list.page?.content ?? [];
  // 'active' and 'all' list every active superadmin (one page holds them all).
  const activeCount = rows.filter((p) => !p.deactivatedAt).length;
  const isLast = (p: Superadmin) => !p.deactivatedAt && activeCount === 1;
  const title = t('superadmin.superadmins.title');

  const columns: Column<Superadmin>[] = [
    { key: 'name', header: t('shared.people.column.name'), render: (p) => fullName(p) || p.email },
    { key: 'email', header: t('shared.people.column.email'), render: (p) => p.email },
    {
      key: 'status',
      header: t('shared.staff.column'),
      render: (p) => t(p.deactivatedAt ? 'shared.staff.deactivatedShort' : 'shared.staff.active'),
    },
    {
      key: 'change',
      header: t('superadmin.superadmins.actions'),
      render: (p) => (
        <>
          <Button
            variant={p.deactivatedAt ? 'primary' : 'secondary'}
            // The visible words, then whose (WCAG 2.5.3: the name contains the label).
            aria-label={t(
              p.deactivatedAt
                ? 'superadmin.superadmins.reactivateFor'
                : 'superadmin.superadmins.deactivateFor',
              { name: fullName(p) || p.email },
            )}
            aria-describedby={isLast(p) ? `last-${p.id}` : undefined}
            disabled={isLast(p)}
            onClick={() => setChanging(p)}
          >
            {t(p.deactivatedAt ? 'shared.staff.reactivate' : 'shared.staff.deactivate')}
          </Button>
          {isLast(p) ? <p id={`last-${p.id}`}>{t('superadmin.superadmins.last')}</p> : null}
        </>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={title} description={t('superadmin.superadmins.description')} />
      <StatusFilter value={status} onChange={setStatus} />
      <Card>
        {list.loading ? <Skeleton label={t('shared.ui.loading')} /> : null}
        {list.failed ? <p role="alert">{t('superadmin.superadmins.loadError')}</p> : null}
        {list.page ? (
          <Table
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={(p) => p.id}
            empty={t('superadmin.superadmins.empty')}
          />
        ) : null}
      </Card>
      {changing ? (
        <StaffChangeDialog
          kind="superadmin"
          person={changing}
          onClose={() => setChanging(null)}
          onChanged={() => {
            setChanging(null);
            void list.reload();
          }}
        />
      ) : null}
    </section>
  );
}
