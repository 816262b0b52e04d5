import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, downloadBlob } from '@dcp/shared/ui';
import { useFhirExport } from './api/getFhirExport';

/** Downloads the patient's FHIR R4 export (issue 24 §6); a failure is reported by the http client. */
export function FhirExportButton({ patientId }: { patientId: string }) {
  const { save: fetchBundle, busy } = useFhirExport();
  const hint = useId();
  const download = async () => {
    try {
      downloadBlob(await fetchBundle(patientId), `patient-${patientId}.fhir.json`);
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
        <FormattedMessage id="doctor.results.fhirExport" />
      </Button>
      <p id={hint}>
        <FormattedMessage id="doctor.results.fhirExportHint" />
      </p>
    </div>
  );
}
