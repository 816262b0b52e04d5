import { z } from 'zod';
import { fileRequest, http } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';

// A file, not parsed here: saved as it came (a JSON error page would not be a Blob).
const FhirFile = z.instanceof(Blob);

/** GET fhir/research: every result and CGM summary, pseudonymised, as a FHIR R4 Bundle (superadmin). */
export async function getResearchFhir(): Promise<Blob> {
  const { data } = await http.get('fhir/research', fileRequest());
  return FhirFile.parse(data);
}

/** Fetched on a click, so the hook is the busy-tracking one of a write. */
export const useResearchFhir = () => useSave(getResearchFhir);
