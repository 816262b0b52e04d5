import { FormattedMessage } from 'react-intl';
import { AuditTrail } from '@dcp/people';
import { PageHeader } from '@dcp/shared/ui';

/** superadmin/audit: the audit trail of every clinic. */
export function AuditPage() {
  return (
    <section>
      <PageHeader title={<FormattedMessage id="superadmin.audit.title" />} />
      <p>
        <FormattedMessage id="superadmin.audit.intro" />
      </p>
      <AuditTrail />
    </section>
  );
}
