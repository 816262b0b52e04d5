import { FormattedMessage } from 'react-intl';
import { AuditTrail } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/** admin/audit: the clinic's audit trail (the API scopes it to the admin's clinic). */
export function AuditPage() {
  return (
    <section>
      <PageHeader title={<FormattedMessage id="admin.audit.title" />} />
      <p>
        <FormattedMessage id="admin.audit.intro" />
      </p>
      <AuditTrail />
    </section>
  );
}
