import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { surveyInstances } from '../db/schema-surveys';
import { conflict } from '../http-errors';
import type { AccountRow } from '../leaves/account-row';
import type { Outbox } from '../mail/outbox';
import { markReviewed } from '../people/assignment';
import { loadInstance, type Loaded } from './access';
import { saveReview } from './instances';
import { sendPlanReady } from './plan-mail';
import { assertCanReview } from './state';
import { instanceView } from './view';

export interface CareContext {
  db: Db;
  outbox: Outbox;
  /** The portal's origin, for the link in the plan-ready e-mail. */
  portalOrigin: string;
}

/** What a review write stores, built from the instance as loaded (./review.ts checks it). */
export type ReviewFields = (l: Loaded) => Partial<typeof surveyInstances.$inferInsert>;

/**
 * One review write by a doctor (req G§7): the instance must be one the doctor may review and still
 * reviewable; the fields are written only if nobody moved it meanwhile (else 409). The write that
 * moves it to COMPLETED, and only that one, mails the patient that the plan is ready and marks them
 * reviewed. Answers the doctor's view of the row as written (no second read).
 */
export async function saveReviewStep(
  ctx: CareContext,
  doctor: AccountRow,
  instanceId: string,
  fields: ReviewFields,
  log: FastifyBaseLogger,
) {
  const { db } = ctx;
  const l = await loadInstance(db, doctor, instanceId, 'review');
  assertCanReview(l.row);
  const row = await saveReview(db, l.row.id, l.row.status, fields(l));
  if (!row) throw conflict('survey.changed');
  if (row.status === 'COMPLETED') {
    await sendPlanReady(db, ctx.outbox, ctx.portalOrigin, l.respondent.id, row.id, log);
    await markReviewed(db, l.respondent.id);
  }
  return instanceView(row, l.survey, l.respondent, doctor.locale);
}
