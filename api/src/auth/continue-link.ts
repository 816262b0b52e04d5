import type { FastifyBaseLogger } from 'fastify';
import { CONTINUE_LINK_TTL_MINUTES, type Locale } from '../contracts';
import type { Db, Tx } from '../db';
import type { Outbox } from '../mail/outbox';
import { continueLink } from '../mail/patient-templates';
import { createArrivalToken, restrictedDestination } from './arrivals';

/**
 * Issue 28 point 2: a patient who arrived by a sign-up link has no password and no identity user, so
 * signing out, the idle limit or a closed tab would end their questionnaire for good. Asking "Forgot
 * password" (also offered on the link's form when the e-mail already has an account) mails them a
 * single-use `patient/:token` link, valid CONTINUE_LINK_TTL_MINUTES, straight back to it. Answers
 * false (nothing mailed) when they have no questionnaire to come back to.
 */
export async function mailContinueLink(
  ctx: { db: Db; outbox: Outbox; portalOrigin: string },
  to: { id: string; email: string; firstName: string; locale: Locale },
  log: FastifyBaseLogger,
): Promise<boolean> {
  const surveyInstanceId = await restrictedDestination(ctx.db, to.id);
  if (!surveyInstanceId) return false;
  const token = await createArrivalToken(ctx.db, to.id, {
    surveyInstanceId,
    minutes: CONTINUE_LINK_TTL_MINUTES,
  });
  const message = continueLink(to.locale, {
    firstName: to.firstName,
    link: `${ctx.portalOrigin}/patient/${token}`,
    minutes: CONTINUE_LINK_TTL_MINUTES,
  });
  // Not awaited, like the reset e-mail: how long it takes must not tell whether the account exists.
  // A failed attempt stays in the outbox, which the job queue retries.
  const mail = await ctx.outbox.add(ctx.db, 'continue-link', to.email, message);
  void ctx.outbox.dispatch(mail).then((sent) => {
    if (!sent) log.warn({ mail: 'continue-link' }, 'continue-link email delayed');
  });
  return true;
}

/**
 * The link an e-mail about one questionnaire carries: for a patient with a password, the page itself
 * (they sign in); for a sign-up-link patient, who cannot sign in, a single-use `patient/:token` that
 * opens a session bound to that questionnaire (ARRIVAL_TOKEN_TTL_DAYS, like an invitation).
 */
export async function questionnaireLink(
  db: Db | Tx,
  portalOrigin: string,
  patient: { id: string; restricted: boolean },
  instanceId: string,
  page: string,
): Promise<{ link: string; signIn: boolean }> {
  if (!patient.restricted) return { link: `${portalOrigin}${page}`, signIn: true };
  const token = await createArrivalToken(db, patient.id, { surveyInstanceId: instanceId });
  return { link: `${portalOrigin}/patient/${token}`, signIn: false };
}
