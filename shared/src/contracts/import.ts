import { z } from 'zod';

// Mass import (req A§4, §7 `user/bulkSignup`, §8, §9). The body is the CSV file itself
// (`Content-Type: text/csv`). Large files are sent in slices: every request carries the whole file,
// so row numbers and duplicates are judged over the file, and `from`/`count` say which rows this
// request creates; the portal shows the slices done as progress.

/** The media type the route accepts (req A§9: .csv only). */
export const IMPORT_MEDIA_TYPE = 'text/csv';
/** Rows one request creates at most (each is an identity user, an account and an e-mail). */
export const IMPORT_SLICE_MAX = 200;
/** The header row of the template the portal offers for download. */
export const IMPORT_TEMPLATE_HEADER = ['email', 'firstName', 'lastName', 'language'] as const;
export const IMPORT_TEMPLATE = `${IMPORT_TEMPLATE_HEADER.join(',')}\r\nana.garcia@example.com,Ana,García,es\r\njohn.smith@example.com,John,Smith,en\r\n`;

export const BulkSignupQuery = z.object({
  /** The doctor's account id (req A§7 named the e-mail; URLs carry no e-mail, issue 15 §7); the created patients are assigned to this doctor. */
  doctor: z.string().uuid(),
  /** First data row (0-based, header excluded) this request creates. */
  from: z.coerce.number().int().min(0).default(0),
  /** How many rows from `from` this request creates (default: up to the slice maximum). */
  count: z.coerce.number().int().min(1).max(IMPORT_SLICE_MAX).default(IMPORT_SLICE_MAX),
  /**
   * The questionnaire every created patient is assigned (bulk assign, issue 28 point 8): the
   * invitation's link then leads to it. Without it the patients get none yet.
   */
  surveyId: z.string().min(1).max(100).optional(),
});
export type BulkSignupQuery = z.infer<typeof BulkSignupQuery>;

/** Why a row was not imported; the portal shows its own translation of each. */
export const IMPORT_ROW_REASONS = [
  'missingEmail',
  'invalidEmail',
  'missingName',
  'duplicateInFile',
  'existingPatient',
  'formulaCell',
  'invalidLanguage',
  'tooLong',
  'creationFailed',
] as const;
export const ImportRowReason = z.enum(IMPORT_ROW_REASONS);
export type ImportRowReason = z.infer<typeof ImportRowReason>;

export const ImportRowError = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int().min(2),
  /** The e-mail cell as written, when there is one (neutralised if it looked like a formula). */
  email: z.string(),
  reason: ImportRowReason,
  /** The reason in English, for API clients. */
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

export const BulkSignupResponse = z.object({
  /** Data rows in the file. */
  total: z.number().int().min(0),
  /** The slice this answer covers: rows [from, to). */
  from: z.number().int().min(0),
  to: z.number().int().min(0),
  /** Patients created by this request. */
  created: z.number().int().min(0),
  /** The failed rows of the slice, with their reasons; empty when all went well. */
  errors: z.array(ImportRowError),
});
export type BulkSignupResponse = z.infer<typeof BulkSignupResponse>;

export const IMPORT_ROW_MESSAGES: Record<ImportRowReason, string> = {
  missingEmail: 'The email is missing',
  invalidEmail: 'The email is not valid',
  missingName: 'The first or last name is missing',
  duplicateInFile: 'The email appears earlier in the file',
  existingPatient: 'A patient with this email already exists',
  formulaCell: 'A cell starts with =, +, -, @ or a tab and looks like a spreadsheet formula',
  invalidLanguage: 'The language must be en or es',
  tooLong: 'A cell is too long',
  creationFailed: 'The patient could not be created; try importing the file again',
};
