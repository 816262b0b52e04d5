import { Email } from '@dcp/shared/contracts';

export interface SignUpValues {
  surveyId: string;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: Date | null;
  /** Some part of the date of birth given, but no valid date (refused with its own message). */
  dateOfBirthPartial?: boolean;
}
export type SignUpField = Exclude<keyof SignUpValues, 'dateOfBirthPartial'>;

/** The message id of each invalid field (req A§5, req G§5); date of birth only for anonymous sign-up. */
export function signUpErrors(v: SignUpValues, anonymous: boolean): Partial<Record<SignUpField, string>> {
  const e: Partial<Record<SignUpField, string>> = {};
  if (!v.surveyId) e.surveyId = 'patient.signUp.surveyRequired';
  if (!v.firstName.trim()) e.firstName = 'patient.signUp.firstNameRequired';
  if (!v.lastName.trim()) e.lastName = 'patient.signUp.lastNameRequired';
  if (!v.email.trim()) e.email = 'patient.signUp.emailRequired';
  else if (!Email.safeParse(v.email).success) e.email = 'patient.signUp.emailInvalid';
  if (anonymous && !v.dateOfBirth)
    e.dateOfBirth = v.dateOfBirthPartial ? 'shared.dob.incomplete' : 'patient.signUp.dateOfBirthRequired';
  return e;
}
