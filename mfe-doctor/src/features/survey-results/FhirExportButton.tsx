import { FormattedMessage } from 'react-intl';
import { DownloadButton } from '@dcp/shared/ui';
import { getFhirExport } from './api/getFhirExport';

/** Downloads the patient's FHIR R4 export (issue 24 §6). */
export function FhirExportButton({ patientId }: { patientId: string }) {
  return (
    <DownloadButton
      fetchFile={() => getFhirExport(patientId)}
      fileName={() => `patient-${patientId}.fhir.json`}
      label={<FormattedMessage id="doctor.results.fhirExport" />}
      hint={<FormattedMessage id="doctor.results.fhirExportHint" />}
    />
  );
}
