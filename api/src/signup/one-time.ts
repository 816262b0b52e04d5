import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '../leaves/account-row';
import { deleteUser, ensureUser } from '../identity/admin-client';
import { findClinic, insertPatient, temporaryPassword, type PeopleContext } from '../people';
import { oneTimeCredentials } from '../mail/one-time';
import { pick, type SurveyDef } from '../leaves/survey-catalogue/types';
import { ONE_TIME_LOGIN_DOMAIN } from '../contracts';

/**
 * POST surveyInstance/singleBurn (req A§7): a one-time single-survey patient of the doctor's clinic
 * with a permanent generated password, the survey assigned, and the credentials mailed to the clinic
 * (its doctor's mailbox: clinics keep no address of their own). The login and password are answered
 * once, for the modal, and never stored in clear.
 */
export async function createOneTimePatient(
  ctx: PeopleContext,
  log: FastifyBaseLogger,
  doctor: AccountRow & { clinicId: string },
  survey: SurveyDef,
) {
  const userLogin = `one-time-${randomBytes(6).toString('hex')}@${ONE_TIME_LOGIN_DOMAIN}`;
  const userPassword = temporaryPassword();
  const { sub } = await ensureUser('patient', userLogin, userPassword, {
    temporary: false,
    identity: ctx.config.identity,
  });
  const clinic = await findClinic(ctx.db, doctor.clinicId);
  const message = oneTimeCredentials(doctor.locale, {
    clinicName: clinic?.name ?? '',
    surveyName: pick(survey.name, doctor.locale),
    userLogin,
    userPassword,
    signInUrl: `${ctx.config.portalOrigin}/login`,
  });
  let made: { instanceId: string; mail: string };
  try {
    made = await ctx.db.transaction(async (tx) => {
      const { instanceId } = await insertPatient(tx, {
        kind: 'oneTime',
        clinic: { id: doctor.clinicId, locale: doctor.locale },
        identity: sub,
        email: userLogin,
        locale: doctor.locale,
        arrival: 'ONE_TIME_LINK',
        doctorId: doctor.id,
        surveyId: survey.id,
      });
      // The credentials' e-mail commits with the patient (issue 29: the outbox).
      return { instanceId, mail: await ctx.outbox.add(tx, 'one-time', doctor.email, message) };
    });
  } catch (e) {
    await deleteUser(ctx.config.identity, 'patient', userLogin).catch(() => undefined);
    throw e;
  }
  // The patient exists either way and the modal shows the credentials; the queue retries the e-mail.
  if (!(await ctx.outbox.dispatch(made.mail)))
    log.warn({ mail: 'one-time' }, 'one-time credentials email delayed');
  const { instanceId } = made;
  return { userLogin, userPassword, instanceId };
}
