import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry, AuditQuery } from '@dcp/shared/contracts';
import { Button, downloadBlob, Spinner, Table, TextField, type Column } from '@dcp/shared/ui';
import { useAudit } from './api/getAudit';
import { useAuditCsv } from './api/getAuditCsv';
import { actionLabel, recordLabel } from './actions';
import { FilterActions, Filters, Pager } from './layout';

type Filter = Pick<AuditQuery, 'actor' | 'patient' | 'from' | 'to'>;
const EMPTY: Filter = { actor: '', patient: '', from: '', to: '' };

/**
 * The audit trail under a page's title (superadmin: every clinic; admin: their own, scoped by the
 * API): who read or changed whose data, when and from where; filter by person, patient and dates;
 * export what is shown as CSV.
 */
export function AuditTrail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(0);
  const { page: rows, loading } = useAudit({ ...filter, page });
  const csv = useAuditCsv();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
    setPage(0);
  };
  const field = (key: keyof Filter, type: 'search' | 'date') => (
    <TextField
      label={t(`shared.audit.filter.${key}`)}
      type={type}
      value={draft[key] ?? ''}
      onChange={(e) => {
        const { value } = e.target;
        setDraft((d) => ({ ...d, [key]: value }));
      }}
    />
  );
  // An erased patient keeps their acts in the trail, not their name or address (issue 37 point 4).
  const who = (p: AuditEntry['actor']) =>
    !p
      ? t('shared.audit.nobody')
      : p.erased
        ? t('shared.audit.erased')
        : `${p.name || p.email} (${t(`shared.audit.role.${p.role}`)})`;

  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: t('shared.audit.column.at'),
      render: (r) => <FormattedDate value={r.at} dateStyle="medium" timeStyle="medium" />,
    },
    { key: 'actor', header: t('shared.audit.column.actor'), render: (r) => who(r.actor) },
    { key: 'action', header: t('shared.audit.column.action'), render: (r) => actionLabel(intl, r.action) },
    {
      key: 'subject',
      header: t('shared.audit.column.subject'),
      render: (r) =>
        !r.subject
          ? '—'
          : r.subject.erased
            ? t('shared.audit.erased')
            : `${r.subject.name || r.subject.email} · ${r.subject.email}`,
    },
    { key: 'record', header: t('shared.audit.column.record'), render: (r) => recordLabel(intl, r.record) },
    { key: 'ip', header: t('shared.audit.column.ip'), render: (r) => r.ip ?? '—' },
    {
      key: 'sealed',
      header: t('shared.audit.column.sealed'),
      render: (r) => t(r.sealed ? 'shared.audit.sealed.yes' : 'shared.audit.sealed.pending'),
    },
  ];

  return (
    <>
      <Filters onSubmit={apply} aria-label={t('shared.audit.filter.label')}>
        {field('actor', 'search')}
        {field('patient', 'search')}
        {field('from', 'date')}
        {field('to', 'date')}
        <FilterActions>
          <Button type="submit">
            <FormattedMessage id="shared.audit.filter.apply" />
          </Button>
          <Button
            variant="secondary"
            disabled={csv.busy}
            onClick={() => void csv.save(filter).then((b) => downloadBlob(b, 'audit.csv'))}
          >
            <FormattedMessage id="shared.audit.export" />
          </Button>
        </FilterActions>
      </Filters>
      {loading || !rows ? (
        <Spinner label={t('shared.ui.loading')} />
      ) : (
        <>
          <Table
            caption={t('shared.audit.title')}
            columns={columns}
            rows={rows.content}
            rowKey={(r) => r.id}
            empty={t('shared.audit.empty')}
          />
          <Pager page={rows} onPage={setPage} />
        </>
      )}
    </>
  );
}
