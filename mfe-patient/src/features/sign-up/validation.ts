import { Email } from '@dcp/shared/contracts';
import type { DateProblem } from '@dcp/shared/ui';

export interface SignUpValues {
  surveyId: string;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: Date | null;
  /** Why the date of birth entered is no date: half entered or after today (each its own message). */
  dateOfBirthProblem?: DateProblem | null;
}
export type SignUpField = Exclude<keyof SignUpValues, 'dateOfBirthProblem'>;

/** The message id of each invalid field (req A§5, req G§5); date of birth only for anonymous sign-up. */
export function signUpErrors(v: SignUpValues, anonymous: boolean): Partial<Record<SignUpField, string>> {
  const e: Partial<Record<SignUpField, string>> = {};
  if (!v.surveyId) e.surveyId = 'patient.signUp.surveyRequired';
  if (!v.firstName.trim()) e.firstName = 'patient.signUp.firstNameRequired';
  if (!v.lastName.trim()) e.lastName = 'patient.signUp.lastNameRequired';
  if (!v.email.trim()) e.email = 'patient.signUp.emailRequired';
  else if (!Email.safeParse(v.email).success) e.email = 'patient.signUp.emailInvalid';
  if (anonymous && !v.dateOfBirth)
    e.dateOfBirth = v.dateOfBirthProblem
      ? `shared.dob.${v.dateOfBirthProblem}`
      : 'patient.signUp.dateOfBirthRequired';
  return e;
}
