import { useIntl } from 'react-intl';
import { OverviewPanel, useOverviewPeriod, useOwnOverview } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/** doctor/overview: the doctor's own patients at a glance, counts only (issue 42 point 4). */
export function DoctorOverviewPage() {
  const intl = useIntl();
  const [period, setPeriod] = useOverviewPeriod();
  const overview = useOwnOverview(period);
  return (
    <section>
      <PageHeader title={intl.formatMessage({ id: 'doctor.overview.title' })} />
      <OverviewPanel
        overview={overview}
        period={period}
        onPeriod={setPeriod}
        listPath="/doctor/users-list"
        ownOnly
        fileName="my-patients-overview"
      />
    </section>
  );
}
