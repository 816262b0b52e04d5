import { createSession } from '../auth/sessions';
import type { RestrictedSignUp } from '../contracts';
import type { Db } from '../db';
import { insertPatient } from '../people';
import { HttpError } from '../http-errors';
import { anonymousOff, doctorOfLink } from './doctor-link';
import { assignableSurvey, birthDateOf } from './surveys';

/**
 * POST auth/user-restricted-survey-bound (req G§3, §7): a patient of the link's doctor who may open
 * only the one survey instance created here (req A§6 "restricted user"). It has no password and no
 * identity user: the API token answered here is its only way in. Treated as ACTIVE (req A§4).
 * Whether the address belongs to anyone, here or in another clinic, changes nothing (issue 23 point
 * 5): the answer is the same, and the record holds no address, so it blocks nobody.
 */
export async function signUpRestricted(db: Db, body: RestrictedSignUp, sessionTtlHours: number) {
  const doctor = await doctorOfLink(db, body.doctorRefToken);
  if (body.anonymous && !doctor.allowAnonymous) throw anonymousOff();
  const survey = assignableSurvey(body.surveyId);
  let birthDate: string | null = null;
  if (body.anonymous) {
    if (body.dateOfBirth == null) throw new HttpError(400, 'signup.dateOfBirthEmpty');
    birthDate = birthDateOf(body.dateOfBirth);
  } else if (body.dateOfBirth != null) birthDate = birthDateOf(body.dateOfBirth);

  const { id: accountId, instanceId } = await db.transaction((tx) =>
    insertPatient(tx, {
      kind: 'restricted',
      clinic: { id: doctor.clinicId, locale: doctor.locale },
      identity: null,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      // The language the person was reading (issue 36 point 1), else the clinic's.
      locale: body.locale,
      arrival: body.anonymous ? 'ANONYMOUS_LINK' : 'SIGN_UP_LINK',
      birthDate,
      doctorId: doctor.id,
      surveyId: survey.id,
    }),
  );
  const jwt = await createSession(db, accountId, sessionTtlHours);
  return { jwt, surveyInstanceId: instanceId, accountId };
}
