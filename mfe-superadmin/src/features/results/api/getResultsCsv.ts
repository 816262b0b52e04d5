import { z } from 'zod';
import { fileRequest, http } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';

// A file, not JSON: the contract is only that a blob came back (a JSON error page would not).
const CsvFile = z.instanceof(Blob);

/** GET surveyInstance/csv: every survey result as CSV (superadmin only; the 30 s file timeout). */
export async function getResultsCsv(): Promise<Blob> {
  const { data } = await http.get('surveyInstance/csv', fileRequest());
  return CsvFile.parse(data);
}

/** Fetched on a click, so the hook is the busy-tracking one of a write. */
export const useResultsCsv = () => useSave(getResultsCsv);
