import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { DueReminder, Paged, ReminderDelivery, SentReminder } from '@dcp/shared/contracts';
import { Pager } from '@dcp/people';
import { useSession } from '@dcp/shared/session';
import { Card, Spinner, Table, VisuallyHidden, type Column } from '@dcp/shared/ui';
import { useDueReminders, useSentReminders } from './api/getReminders';

// The two lists of admin/clinic/reminders (issue 36 point 15): who is reminded next and who was
// reminded, each a page at a time; on a phone the table's rows become cards (Table).

const Status = styled.span<{ $kind: ReminderDelivery | 'unknown' }>`
  font-weight: 600;
  color: ${({ theme, $kind }) =>
    ({
      sent: theme.colors.success,
      waiting: theme.colors.warning,
      failed: theme.colors.danger,
      unknown: theme.colors.textMuted,
    })[$kind]};
`;

interface Loaded<T> {
  page: Paged<T> | null;
  loading: boolean;
  failed: boolean;
}

/** One list in its card: its heading, the table (or why it is empty) and its pager. */
function ListCard<T>(props: {
  id: 'due' | 'sent';
  loaded: Loaded<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  onPage: (n: number) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.reminders.${props.id}.${id}` });
  const { page, failed } = props.loaded;
  const heading = `reminders-${props.id}-heading`;
  let body;
  if (failed) body = <p role="alert">{intl.formatMessage({ id: 'admin.reminders.loadFailed' })}</p>;
  else if (!page) body = <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
  else
    body = (
      <>
        <Table
          caption={<VisuallyHidden>{t('title')}</VisuallyHidden>}
          columns={props.columns}
          rows={page.content}
          rowKey={props.rowKey}
          empty={t('empty')}
        />
        {page.totalPages > 1 ? <Pager page={page} onPage={props.onPage} label={t('pages')} /> : null}
      </>
    );
  return (
    <Card as="section" aria-labelledby={heading}>
      <h2 id={heading}>{t('title')}</h2>
      {body}
    </Card>
  );
}

/** Patient, questionnaire and which reminder: the columns both lists start with. */
function useCommonColumns<T extends DueReminder | SentReminder>(): Column<T>[] {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.reminders.${id}` });
  return [
    { key: 'patient', header: t('column.patient'), render: (r) => r.patientName },
    { key: 'questionnaire', header: t('column.questionnaire'), render: (r) => r.surveyName },
    { key: 'number', header: t('column.number'), render: (r) => t(`number.${r.number}`) },
  ];
}

const dateTime = (intl: IntlShape, v: string) =>
  intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' });
const when = (r: DueReminder | SentReminder) => ('at' in r ? r.at : r.dueAt);
const rowKey = (r: DueReminder | SentReminder) => `${r.patientId}:${r.surveyId}:${r.number}:${when(r)}`;

/** The reminder each open questionnaire is owed next, soonest first. */
export function DueList({ clinicId }: { clinicId: string | null }) {
  const intl = useIntl();
  const { locale } = useSession();
  const [page, setPage] = useState(0);
  // "Now" once per visit: a reminder already due goes at the job's next run.
  const [now] = useState(() => Date.now());
  const columns: Column<DueReminder>[] = [
    ...useCommonColumns<DueReminder>(),
    {
      key: 'due',
      header: intl.formatMessage({ id: 'admin.reminders.column.due' }),
      render: (r) =>
        Date.parse(r.dueAt) <= now
          ? intl.formatMessage({ id: 'admin.reminders.dueNow' }, { date: dateTime(intl, r.dueAt) })
          : dateTime(intl, r.dueAt),
    },
  ];
  const loaded = useDueReminders(clinicId, page, locale);
  return <ListCard id="due" loaded={loaded} columns={columns} rowKey={rowKey} onPage={setPage} />;
}

/** The reminders written, newest first, with what became of each e-mail. */
export function SentList({ clinicId }: { clinicId: string | null }) {
  const intl = useIntl();
  const { locale } = useSession();
  const [page, setPage] = useState(0);
  const columns: Column<SentReminder>[] = [
    ...useCommonColumns<SentReminder>(),
    {
      key: 'at',
      header: intl.formatMessage({ id: 'admin.reminders.column.sent' }),
      render: (r) => dateTime(intl, r.at),
    },
    {
      key: 'delivery',
      header: intl.formatMessage({ id: 'admin.reminders.column.delivery' }),
      render: (r) => {
        const kind = r.delivery ?? 'unknown';
        return <Status $kind={kind}>{intl.formatMessage({ id: `admin.reminders.delivery.${kind}` })}</Status>;
      },
    },
  ];
  const loaded = useSentReminders(clinicId, page, locale);
  return <ListCard id="sent" loaded={loaded} columns={columns} rowKey={rowKey} onPage={setPage} />;
}
