import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createArrivalToken, leadInvitationTo, forgetArrivalDestination } from '../auth/arrivals';
import { ASSIGNMENT_STARTED, ASSIGNMENT_STILL_OPEN } from '../contracts';
import { accounts, clinics, patientDoctors } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { conflict } from '../http-errors';
import { assignmentNotice } from '../mail/patient-templates';
import type { PeopleContext } from '../people';
import { pick, type SurveyDef } from './types';
import type { InstanceRow } from './view';

// The assignment rules (issue 14 point 7): one open instance of a questionnaire per patient, the
// patient told by e-mail in their language, and a not-yet-started assignment can be withdrawn.

/** Still to be answered by the patient: the same questionnaire cannot be assigned again meanwhile. */
const OPEN = ['CREATED', 'IN_PROGRESS'] as const;

/**
 * Creates the instance unless the same questionnaire is still open for the patient (409). The check
 * and the insert run in one transaction behind a per-patient advisory lock, so two doctors clicking
 * at once cannot both create one. The assigning doctor becomes one of the patient's doctors.
 */
export async function assignSurvey(
  db: PeopleContext['db'],
  v: { surveyId: string; patientId: string; doctorId: string },
): Promise<InstanceRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assign:${v.patientId}`}))`);
    const [open] = await tx
      .select({ id: surveyInstances.id })
      .from(surveyInstances)
      .where(
        and(
          eq(surveyInstances.respondentAccountId, v.patientId),
          eq(surveyInstances.surveyId, v.surveyId),
          inArray(surveyInstances.status, [...OPEN]),
        ),
      )
      .limit(1);
    if (open) throw conflict(ASSIGNMENT_STILL_OPEN);
    const [row] = await tx
      .insert(surveyInstances)
      .values({ surveyId: v.surveyId, respondentAccountId: v.patientId, doctorAccountId: v.doctorId })
      .returning();
    if (!row) throw new Error('survey instance insert returned nothing');
    await tx
      .insert(patientDoctors)
      .values({ patientAccountId: v.patientId, doctorAccountId: v.doctorId })
      .onConflictDoNothing();
    return row;
  });
}

/**
 * Tells the patient, in their language, with a link straight to the questionnaire — unless an unused
 * invitation (the add-patient dialog's POST user just before) now leads there: one e-mail per action.
 * A mail failure does not undo the assignment; it is logged without the address.
 */
export async function tellPatient(
  ctx: PeopleContext,
  log: FastifyBaseLogger,
  row: InstanceRow,
  survey: SurveyDef,
): Promise<'invitation' | 'mailed' | 'failed'> {
  if (await leadInvitationTo(ctx.db, row.respondentAccountId, row.id)) return 'invitation';
  const [p] = await ctx.db
    .select({
      email: accounts.email,
      firstName: accounts.firstName,
      locale: accounts.locale,
      clinic: clinics.name,
      linkOnly: accounts.linkOnly,
    })
    .from(accounts)
    .innerJoin(clinics, eq(clinics.id, accounts.clinicId))
    .where(eq(accounts.id, row.respondentAccountId));
  if (!p) return 'failed';
  const message = assignmentNotice(p.locale, {
    firstName: p.firstName,
    surveyName: pick(survey.name, p.locale),
    clinicName: p.clinic,
    // A second clinic's record is never signed in with a password: its link signs it in (once).
    link: p.linkOnly
      ? `${ctx.config.portalOrigin}/patient/${await createArrivalToken(ctx.db, row.respondentAccountId, row.id)}`
      : `${ctx.config.portalOrigin}/survey/${row.id}`,
    signsIn: p.linkOnly,
  });
  try {
    await ctx.mailer.send(p.email, message);
    return 'mailed';
  } catch (e) {
    log.warn({ mail: 'assignment', type: (e as Error).name }, 'assignment e-mail failed');
    return 'failed';
  }
}

/**
 * Withdraws an assignment the patient has not started: deleted only while still CREATED with no
 * answer (one conditional statement, so an answer saved meanwhile wins); otherwise 409.
 */
export async function withdrawAssignment(db: PeopleContext['db'], row: InstanceRow) {
  const deleted = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(surveyInstances)
      .where(
        and(
          eq(surveyInstances.id, row.id),
          eq(surveyInstances.status, 'CREATED'),
          sql`${surveyInstances.answers} = '{}'::jsonb`,
        ),
      )
      .returning({ id: surveyInstances.id });
    if (gone.length > 0) await forgetArrivalDestination(tx, row.id);
    return gone.length > 0;
  });
  if (!deleted) throw conflict(ASSIGNMENT_STARTED);
}
