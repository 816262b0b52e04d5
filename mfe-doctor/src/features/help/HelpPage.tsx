import { FormattedMessage } from 'react-intl';
import { peekConfig } from '@dcp/shared/config';
import { Card, PageHeader } from '@dcp/shared/ui';

/** doctor/help: the contact e-mail comes from the runtime config, so each deployment sets its own. */
export function HelpPage() {
  const email = peekConfig()?.supportEmail ?? null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="doctor.help.title" />} />
      <Card>
        <p>
          <FormattedMessage id="doctor.help.intro" />
        </p>
        {email ? (
          <p>
            <FormattedMessage
              id="doctor.help.contact"
              values={{ email: <a href={`mailto:${email}`}>{email}</a> }}
            />
          </p>
        ) : null}
      </Card>
    </>
  );
}
