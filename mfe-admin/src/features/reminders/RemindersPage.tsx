import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSession } from '@dcp/shared/session';
import { PageHeader, Stack } from '@dcp/shared/ui';
import { DueList, SentList } from './ReminderLists';
import { TestReminderCard } from './TestReminderCard';

/**
 * admin/clinic/reminders (issue 36 point 15): what the clinic's reminders do — a test to the admin's
 * own inbox, who is reminded next, and who was, with whether each e-mail went. Under Clinic, where
 * their delays are set.
 */
export function RemindersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.reminders.${id}` });
  const { account } = useSession();
  const clinicId = account?.clinic?.id ?? null;
  return (
    <section>
      <PageHeader title={t('title')} description={t('description')} />
      <p>
        <Link to="/admin/clinic">{t('settings')}</Link>
      </p>
      <Stack>
        <TestReminderCard clinicId={clinicId} />
        <DueList clinicId={clinicId} />
        <SentList clinicId={clinicId} />
      </Stack>
    </section>
  );
}
