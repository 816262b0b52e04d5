import { useIntl } from 'react-intl';
import { ErasureRequestsPanel } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/**
 * superadmin/erasure-requests (issue 37 point 1 of the follow-up): every clinic's pending account
 * deletion requests with the clinic's name; the superadmin decides them as a clinic admin does.
 */
export function ErasureRequestsPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'superadmin.erasure.title' })}
        description={intl.formatMessage({ id: 'superadmin.erasure.description' })}
      />
      <ErasureRequestsPanel showClinic />
    </>
  );
}
