import { FormattedMessage } from 'react-intl';
import { ownDataFileName } from '@dcp/shared/contracts/core';
import { DownloadButton } from '@dcp/shared/ui';
import { getOwnData } from './api/getOwnData';

/** "Download my data" in a patient's account menu (issue 37 point 3): one zip, a readable summary and the FHIR file. */
export function OwnDataDownload() {
  return (
    <DownloadButton
      fetchFile={getOwnData}
      fileName={() => ownDataFileName(new Date())}
      label={<FormattedMessage id="shell.menu.downloadData" />}
      hint={<FormattedMessage id="shell.menu.downloadDataHint" />}
    />
  );
}
