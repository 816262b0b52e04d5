import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, watchOtherTabs } from '@dcp/shared/session';
import { Button, Modal } from '@dcp/shared/ui';

/**
 * Another tab signed in as someone else (issue 28 point 8): the session has adopted that account
 * (watchOtherTabs); this tab says so before anything else happens, and starts again from that
 * account's first page, so no screen keeps showing the previous person's data.
 */
export function AccountSwitchNotice() {
  const intl = useIntl();
  const { account, status } = useSession();
  const seen = useRef<string | null>(null);
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);
  useEffect(() => watchOtherTabs(), []);
  useEffect(() => {
    if (status !== 'signedIn' || !account) return;
    if (seen.current && seen.current !== account.id) setSwitchedTo(account.email);
    seen.current = account.id;
  }, [account, status]);
  const restart = () => window.location.assign('/');
  return (
    <Modal
      open={switchedTo !== null}
      title={<FormattedMessage id="shell.otherTab.title" />}
      onClose={restart}
      closeLabel={intl.formatMessage({ id: 'shell.otherTab.continue' })}
      footer={
        <Button onClick={restart}>
          <FormattedMessage id="shell.otherTab.continue" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="shell.otherTab.body" values={{ email: switchedTo ?? '' }} />
      </p>
    </Modal>
  );
}
