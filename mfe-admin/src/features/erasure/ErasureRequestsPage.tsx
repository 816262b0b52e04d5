import { useIntl } from 'react-intl';
import { ErasureRequestsPanel } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/** admin/erasure-requests (issue 37 point 4): the clinic's pending account deletion requests. */
export function ErasureRequestsPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'admin.erasure.title' })}
        description={intl.formatMessage({ id: 'admin.erasure.description' })}
      />
      <ErasureRequestsPanel />
    </>
  );
}
