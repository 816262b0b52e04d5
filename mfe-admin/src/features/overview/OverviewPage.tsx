import { useIntl } from 'react-intl';
import { OverviewPanel, useClinicOverview, useOverviewPeriod } from '@dcp/people';
import { useSession } from '@dcp/shared/session';
import { PageHeader } from '@dcp/shared/ui';

/** admin/overview: the clinic at a glance, counts only (issue 42 point 4); figures open the patient list. */
export function OverviewPage() {
  const intl = useIntl();
  const { account } = useSession();
  const [period, setPeriod] = useOverviewPeriod();
  const overview = useClinicOverview(account?.clinic?.id ?? null, period);
  return (
    <section>
      <PageHeader title={intl.formatMessage({ id: 'admin.overview.title' })} />
      <OverviewPanel
        overview={overview}
        period={period}
        onPeriod={setPeriod}
        listPath="/admin/patients-list"
        fileName="clinic-overview"
      />
    </section>
  );
}
