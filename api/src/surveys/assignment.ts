import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { leadInvitationTo, forgetArrivalDestination } from '../auth/arrivals';
import { questionnaireLink } from '../auth/continue-link';
import type { AccountRow } from '../leaves/account-row';
import { PROBLEM_CODE } from '../contracts';
import type { Tx } from '../db';
import { accounts, clinics } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { conflict, HttpError } from '../http-errors';
import { assignmentNotice } from '../mail/patient-templates';
import type { PeopleContext } from '../people';
import { assignDoctor } from '../people/assignment';
import { findSurvey } from '../leaves/survey-catalogue';
import { pick, type SurveyDef } from '../leaves/survey-catalogue/types';
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
export async function assignSurvey<M>(
  db: PeopleContext['db'],
  v: { surveyId: string; patientId: string; doctorId: string },
  /** Runs in the same transaction once the instance exists (the patient's e-mail, via the outbox). */
  then: (tx: Tx, row: InstanceRow) => Promise<M>,
): Promise<{ row: InstanceRow; then: M }> {
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
    if (open) throw conflict(PROBLEM_CODE.assignmentStillOpen);
    const [row] = await tx
      .insert(surveyInstances)
      .values({ surveyId: v.surveyId, respondentAccountId: v.patientId, doctorAccountId: v.doctorId })
      .returning();
    if (!row) throw new Error('survey instance insert returned nothing');
    // The assigning doctor is now one of the patient's doctors (people/assignment.ts).
    await assignDoctor(tx, v.patientId, v.doctorId);
    return { row, then: await then(tx, row) };
  });
}

/**
 * The patient's e-mail about a new assignment, in their language, with a link straight to the
 * questionnaire, written to the outbox in the assignment's transaction — unless an unused invitation
 * (the add-patient dialog's POST user just before) now leads there: one e-mail per action. Answers the
 * outbox row's id, or null when no e-mail is due.
 */
export async function assignmentMail(
  ctx: PeopleContext,
  tx: Tx,
  row: InstanceRow,
  survey: SurveyDef,
): Promise<string | null> {
  if (await leadInvitationTo(tx, row.respondentAccountId, row.id)) return null;
  const [p] = await tx
    .select({
      email: accounts.email,
      firstName: accounts.firstName,
      locale: accounts.locale,
      restricted: accounts.isRestrictedUser,
      clinic: clinics.name,
      linkOnly: accounts.linkOnly,
    })
    .from(accounts)
    .innerJoin(clinics, eq(clinics.id, accounts.clinicId))
    .where(eq(accounts.id, row.respondentAccountId));
  if (!p) return null;
  // Neither a sign-up-link patient nor a second clinic's record signs in with a password: the link does.
  const to = { id: row.respondentAccountId, restricted: p.restricted || p.linkOnly };
  const message = assignmentNotice(p.locale, {
    firstName: p.firstName,
    surveyName: pick(survey.name, p.locale),
    clinicName: p.clinic,
    ...(await questionnaireLink(tx, ctx.config.portalOrigin, to, row.id, `/survey/${row.id}`)),
  });
  return ctx.outbox.add(tx, 'assignment', p.email, message);
}

/**
 * Assigns `survey` to the patient as the doctor (assignSurvey's rules) and tells the patient
 * (assignmentMail), the e-mail dispatched once committed; a failed first attempt is the job queue's to
 * retry, the assignment stands either way. POST surveyInstance and POST user's surveyId both do this.
 */
export async function assignAndTell(
  ctx: PeopleContext,
  log: FastifyBaseLogger,
  survey: SurveyDef,
  v: { patientId: string; doctorId: string },
): Promise<InstanceRow> {
  const { row, then: mail } = await assignSurvey(ctx.db, { ...v, surveyId: survey.id }, (tx, created) =>
    assignmentMail(ctx, tx, created, survey),
  );
  if (mail && !(await ctx.outbox.dispatch(mail)))
    log.warn({ mail: 'assignment' }, 'assignment email delayed');
  return row;
}

/**
 * POST user's surveyId (req A§3 "surveyId on create", issue 36 point 10): the questionnaire a doctor
 * gives the patient they add, checked before the patient exists so a refusal creates nobody. The same
 * rules as POST surveyInstance (an available regular survey, assigned by a doctor, who is then one of
 * the patient's doctors); an admin or the superadmin has no one to assign it as. Else 400.
 */
export function firstSurveyOf(creator: AccountRow, surveyId: string): SurveyDef {
  if (creator.role !== 'doctor') throw new HttpError(400, 'people.firstSurveyDoctorsOnly');
  const survey = findSurvey(surveyId);
  if (!survey || survey.surveyType !== 'REGULAR' || !survey.isAvailable)
    throw new HttpError(400, 'people.firstSurveyUnavailable', { surveyId });
  return survey;
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
  if (!deleted) throw conflict(PROBLEM_CODE.assignmentStarted);
}

/**
 * The bulk import's questionnaire (people/import/run.ts): assigned to each created patient as the
 * importing doctor, the invitation just written leading to it; answers the instance's id.
 */
export const assignOnImport =
  (db: PeopleContext['db'], surveyId: string, doctorId: string) =>
  async (patientId: string): Promise<string> => {
    const { row } = await assignSurvey(db, { surveyId, patientId, doctorId }, (tx, r) =>
      leadInvitationTo(tx, patientId, r.id),
    );
    return row.id;
  };
