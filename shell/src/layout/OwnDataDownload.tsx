import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ownDataFileName } from '@dcp/shared/contracts/core';
import { Button, downloadBlob } from '@dcp/shared/ui';
import { getOwnData } from './api/getOwnData';

/**
 * "Download my data" in a patient's account menu (issue 37 point 3): one zip with a readable summary
 * and the FHIR file; a failure is reported by the http client.
 */
export function OwnDataDownload() {
  // Busy by hand, not @dcp/shared/data's useSave: the shell consuming that shared module made the
  // federation runtime load every remote's entry on every signed-in page (+44 KiB, CI's budget).
  const [busy, setBusy] = useState(false);
  const hint = useId();
  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(await getOwnData(), ownDataFileName(new Date()));
    } catch {
      /* already notified by the http client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={hint}
      >
        <FormattedMessage id="shell.menu.downloadData" />
      </Button>
      <p id={hint}>
        <FormattedMessage id="shell.menu.downloadDataHint" />
      </p>
    </div>
  );
}
