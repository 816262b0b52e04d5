import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ownDataFileName } from '@dcp/shared/contracts/core';
import { Button, downloadBlob } from '@dcp/shared/ui';
import { useOwnData } from './api/getOwnData';

/**
 * "Download my data" in a patient's account menu (issue 37 point 3): one zip with a readable summary
 * and the FHIR file; a failure is reported by the http client.
 */
export function OwnDataDownload() {
  const { save: fetchFile, busy } = useOwnData();
  const hint = useId();
  const download = async () => {
    try {
      downloadBlob(await fetchFile(), ownDataFileName(new Date()));
    } catch {
      /* already notified by the http client */
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
