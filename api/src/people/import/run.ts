import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  IMPORT_ROW_MESSAGES,
  type BulkSignupResponse,
  type ImportRowError,
  type ImportRowReason,
} from '../../contracts';
import type { Db } from '../../db';
import { accounts } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import type { ClinicRow } from '../clinics';
import { createUser, type PeopleContext } from '../create';
import { isRowError, readImportFile, type ImportRow } from './read-csv';

// Mass import, idempotent per row (docs/import.md): each valid row becomes a patient completely
// (identity user, account, doctor assignment, invitation) or not at all, and a row whose e-mail is
// already a patient is reported, never created twice. So a file is never half-applied: importing it
// again after an interruption creates exactly the rows that are still missing.

/** The doctor named by `?doctor=`: a doctor of the clinic of the token, else 404 like a missing one. */
export async function clinicDoctor(db: Db, clinicId: string, doctorId: string): Promise<string> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.pool, 'doctor'),
        eq(accounts.id, doctorId),
        eq(accounts.clinicId, clinicId),
        // A deactivated doctor takes no new patients (issue 37 point 1).
        isNull(accounts.deactivatedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('people.doctorNotFound');
  return row.id;
}

/** The clinic's own patients among the e-mails (another clinic's are created here as theirs are). */
async function existingPatients(db: Db, clinicId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.pool, 'patient'),
        eq(accounts.clinicId, clinicId),
        eq(accounts.isRestrictedUser, false),
        inArray(accounts.email, emails),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

/** Rows created at once within a request. */
const IMPORT_CONCURRENCY = 4;

const failure = (row: ImportRow, reason: ImportRowReason): ImportRowError => ({
  line: row.line,
  email: row.email,
  reason,
  message: IMPORT_ROW_MESSAGES[reason],
});

export interface ImportInput {
  clinic: ClinicRow;
  doctorId: string;
  text: string;
  from: number;
  count: number;
  maxRows: number;
  /**
   * Assigns the chosen questionnaire to a created patient, their invitation leading to it, and answers
   * the instance's id (surveys/assignment.ts assignOnImport: passed in, so people imports no surveys).
   */
  assignSurvey?: (patientId: string) => Promise<string>;
  /** Called with the number of patients the slice is about to create, before any is (quotas). */
  reserve?: (rows: number) => Promise<void>;
}

/** Imports rows [from, from + count) of the file; rows are judged over the whole file. */
export async function importPatients(
  ctx: PeopleContext,
  log: FastifyBaseLogger,
  input: ImportInput,
  onCreated: (accountId: string, instanceId: string | null) => Promise<void>,
): Promise<BulkSignupResponse> {
  const { rows } = readImportFile(input.text, input.maxRows);
  if (input.from > rows.length) {
    throw new HttpError(400, 'import.fromBeyond', { rows: rows.length });
  }
  const slice = rows.slice(input.from, input.from + input.count);
  const errors = slice.filter(isRowError);
  const valid = slice.filter((r): r is ImportRow => !isRowError(r));
  const existing = await existingPatients(
    ctx.db,
    input.clinic.id,
    valid.map((r) => r.email),
  );
  await input.reserve?.(valid.filter((r) => !existing.has(r.email)).length);
  let created = 0;
  const createRow = async (row: ImportRow) => {
    if (existing.has(row.email)) {
      errors.push(failure(row, 'existingPatient'));
      return;
    }
    try {
      const id = await createUser(ctx, log, input.clinic, {
        role: 'patient',
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        locale: row.locale,
        assignedDoctorId: input.doctorId,
        arrival: 'IMPORT',
      });
      created += 1;
      // The invitation just written now leads to the questionnaire: one e-mail per patient.
      const instanceId = input.assignSurvey ? await input.assignSurvey(id) : null;
      await onCreated(id, instanceId);
    } catch (e) {
      // A concurrent creation of the same patient answers 409; anything else is retried by a re-import.
      const reason = e instanceof HttpError && e.statusCode === 409 ? 'existingPatient' : 'creationFailed';
      if (reason === 'creationFailed') log.error({ import: 'row', type: (e as Error).name }, 'row failed');
      errors.push(failure(row, reason));
    }
  };
  // A few rows at a time: the identity provider's round trips overlap, without a burst it would refuse.
  const queue = [...valid];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await createRow(row);
  };
  await Promise.all(Array.from({ length: IMPORT_CONCURRENCY }, worker));
  errors.sort((a, b) => a.line - b.line);
  return { total: rows.length, from: input.from, to: input.from + slice.length, created, errors };
}
