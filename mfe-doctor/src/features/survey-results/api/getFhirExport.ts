import { z } from 'zod';
import { fileRequest, http } from '@dcp/shared/http';

// A file, not parsed here: the doctor saves it as it came (a JSON error page would not be a Blob).
const FhirFile = z.instanceof(Blob);

/** GET fhir/patient/{id}: the patient's questionnaires, answers and CGM summary as a FHIR R4 Bundle. */
export async function getFhirExport(patientId: string): Promise<Blob> {
  const { data } = await http.get(`fhir/patient/${encodeURIComponent(patientId)}`, fileRequest());
  return FhirFile.parse(data);
}
