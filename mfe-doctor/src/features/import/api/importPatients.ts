import { FILE_TIMEOUT_MS, http, problemDetail } from '@dcp/shared/http';
import { BulkSignupResponse, IMPORT_MEDIA_TYPE, type ImportRowError } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** Rows per request: each slice answers well within the timeout, and the bar moves every few seconds. */
export const IMPORT_SLICE = 25;

export interface ImportProgress {
  done: number;
  total: number;
}
export interface ImportResult {
  total: number;
  created: number;
  errors: ImportRowError[];
}

/**
 * POST user/bulkSignup?doctor=…&from=…&count=…: one slice of the file. The whole file goes each time
 * so the API judges duplicates and line numbers over all of it; rows are idempotent, so a retried
 * slice creates nobody twice.
 */
export async function importSlice(
  csv: string,
  doctor: string,
  from: number,
  surveyId?: string,
): Promise<BulkSignupResponse> {
  const { data } = await http.post('user/bulkSignup', csv, {
    params: { doctor, from, count: IMPORT_SLICE, ...(surveyId ? { surveyId } : {}) },
    headers: { 'Content-Type': IMPORT_MEDIA_TYPE },
    timeout: FILE_TIMEOUT_MS,
    // The dialog shows a refused file's reason itself.
    silent: true,
  });
  return BulkSignupResponse.parse(data);
}

/**
 * Imports a whole file slice by slice, reporting the rows done after each; `surveyId`: the
 * questionnaire every created patient is assigned (bulk assign).
 */
export async function importFile(
  csv: string,
  doctor: string,
  surveyId: string | undefined,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportResult> {
  const result: ImportResult = { total: 0, created: 0, errors: [] };
  let from = 0;
  do {
    const slice = await importSlice(csv, doctor, from, surveyId);
    result.total = slice.total;
    result.created += slice.created;
    result.errors.push(...slice.errors);
    from = slice.to;
    onProgress({ done: from, total: slice.total });
  } while (from < result.total);
  return result;
}

/** Why the API refused the whole file (its problem detail), if it answered at all. */
export const refusal = (err: unknown): string | undefined =>
  problemDetail((err as { response?: { data?: unknown } } | null)?.response?.data);

export const useImportPatients = () => useSave(importFile);
