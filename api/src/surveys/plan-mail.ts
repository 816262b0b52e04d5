import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import type { Outbox } from '../mail/outbox';
import { carePlanReady } from '../mail/templates';
import { questionnaireLink } from '../auth/continue-link';

/** Where the patient reads an agreed plan (mfe-patient's results route). */
const planLinkPath = (instanceId: string) => `/patient/results/${instanceId}`;

/**
 * Tells the patient, in the patient's language, that the plan is ready. Called once, by the request
 * whose write moved the instance to COMPLETED (that write is conditional on the previous status, so
 * a second agree answers 409 and sends nothing). The e-mail goes through the outbox; the answer does
 * not wait for the relay (the plan is saved either way, and the queue retries a failure).
 */
export async function sendPlanReady(
  db: Db,
  outbox: Outbox,
  portalOrigin: string,
  patientId: string,
  instanceId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const [patient] = await db
    .select({
      email: accounts.email,
      firstName: accounts.firstName,
      locale: accounts.locale,
      restricted: accounts.isRestrictedUser,
    })
    .from(accounts)
    .where(eq(accounts.id, patientId));
  if (!patient) return;
  // A sign-up-link patient reads the plan on its questionnaire's page, the one page they may open.
  const page = patient.restricted ? `/survey/${instanceId}` : planLinkPath(instanceId);
  const to = { id: patientId, restricted: patient.restricted };
  const message = carePlanReady(patient.locale, {
    firstName: patient.firstName,
    ...(await questionnaireLink(db, portalOrigin, to, instanceId, page)),
  });
  const id = await outbox.add(db, 'plan-ready', patient.email, message);
  void outbox.dispatch(id).then((sent) => {
    if (!sent) log.warn({ mail: 'care-plan-ready' }, 'care plan email delayed');
  });
}
