import { FormattedMessage } from 'react-intl';
import { useSession } from '@dcp/shared/session';
import { Card, PageHeader } from '@dcp/shared/ui';

/** The heading of an area's landing page, with who is signed in and for which clinic. */
export function Welcome({ titleId, introId }: { titleId: string; introId: string }) {
  const { account } = useSession();
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      <Card>
        {account ? (
          <p>
            <FormattedMessage
              id="shared.welcome.signedInAs"
              values={{ name: `${account.firstName} ${account.lastName}`.trim(), email: account.email }}
            />
            {account.clinic ? (
              <>
                {' '}
                <FormattedMessage id="shared.welcome.clinic" values={{ clinic: account.clinic.name }} />
              </>
            ) : null}
          </p>
        ) : null}
        <p>
          <FormattedMessage id={introId} />
        </p>
      </Card>
    </>
  );
}
