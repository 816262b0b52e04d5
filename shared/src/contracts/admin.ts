import { z } from 'zod';
import { example, Email, FIELD_MESSAGE, PageNumber, CreateUserBase, Locale, Pool } from './core';

// Administration payloads of req A§7 (issue 3). Clinic, Admin, Doctor, Patient, CreateUserBase and
// CreateClinic live in account.ts; these are the requests and parameters around them.

/** The spec's password policy (req A§5), checked by the API too: cognito-local does not enforce it. */
export const PASSWORD_MIN_LENGTH = 8;
export function passwordProblem(
  value: string,
): 'tooShort' | 'noNumber' | 'noUppercase' | 'noLowercase' | 'noSpecial' | null {
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!/\d/.test(value)) return 'noNumber';
  if (!/[A-Z]/.test(value)) return 'noUppercase';
  if (!/[a-z]/.test(value)) return 'noLowercase';
  if (!/[^A-Za-z0-9]/.test(value)) return 'noSpecial';
  return null;
}
export const NewPassword = z
  .string()
  .max(256)
  .refine((v) => passwordProblem(v) === null, {
    message:
      'The password needs at least 8 characters with a digit, an uppercase, a lowercase and a special character',
  });

const ClinicId = z.string().uuid();

/** POST admin: the seed names the clinic `clinicCode`. */
export const CreateAdmin = CreateUserBase.extend({ clinicCode: ClinicId, locale: Locale.optional() });
export type CreateAdmin = z.infer<typeof CreateAdmin>;
/*#__PURE__*/ example(CreateAdmin, {
  email: 'admin@riverside.test',
  firstName: 'Ana',
  lastName: 'Ruiz',
  clinicCode: '2f1c7a52-6a4e-4d6b-9a44-0d3e5b6c7d81',
});

/**
 * POST doctor and POST user (patient). clinicId is required from a superadmin; an admin or doctor
 * always creates in the clinic of its token, and a different clinicId answers 404 like a missing one.
 */
export const CreateDoctor = CreateUserBase.extend({
  clinicId: ClinicId.optional(),
  locale: Locale.optional(),
});
export type CreateDoctor = z.infer<typeof CreateDoctor>;
/*#__PURE__*/ example(CreateDoctor, {
  email: 'doctor@riverside.test',
  firstName: 'Sam',
  lastName: 'Lee',
  locale: 'en-GB',
});
/** surveyId: a doctor's first questionnaire for the patient, assigned with them (else 400; req A§3). */
export const CreatePatient = CreateDoctor.extend({ surveyId: z.string().min(1).max(100).optional() });
export type CreatePatient = z.infer<typeof CreatePatient>;
/*#__PURE__*/ example(CreatePatient, {
  email: 'patient@riverside.test',
  firstName: 'Kim',
  lastName: 'Patel',
  surveyId: 'type2-v1',
});

/** A person in a path: the account's opaque id, never the e-mail (issue 15 §7: URLs reach logs and history). */
export const AccountIdParam = z.object({ id: z.string().uuid() });
export const ClinicIdParam = z.object({ id: z.string().min(1).max(100) });

/** GET user (the administration lists; the doctor's patient list adds its filters). */
export const UserListQuery = z.object({
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(2000).default(20),
  nameStartsWith: z.string().trim().max(100).optional(),
  /** Staff lists (issue 37 point 1): active by default, so every picker leaves deactivated people out. */
  status: z.enum(['active', 'deactivated', 'all']).default('active'),
});
export type StaffStatusFilter = z.infer<typeof UserListQuery>['status'];

/**
 * POST doctor|admin/{id}/deactivate and …/reactivate: why, as the admin typed it (optional; kept as
 * plain text for the audit trail, never logged).
 */
export const StaffChangeRequest = z.object({ reason: z.string().trim().max(500).default('') });
/*#__PURE__*/ example(StaffChangeRequest, { reason: 'Left the clinic at the end of June' });
/** POST {doctor|admin|user}/{id}/second-factor/reset: the lost authenticator app is off (issue 37 point 5). */
export const SecondFactorReset = z.object({ reset: z.literal(true) });
export type SecondFactorReset = z.infer<typeof SecondFactorReset>;
export const RESET_REASON_MAX = 500;
/** Its body: why, as the administrator typed it (required; plain text for the audit trail, never logged). */
export const SecondFactorResetRequest = z.object({
  reason: z.string().trim().min(1, FIELD_MESSAGE['identity.resetReason']).max(RESET_REASON_MAX),
});
export type SecondFactorResetRequest = z.infer<typeof SecondFactorResetRequest>;
/*#__PURE__*/ example(SecondFactorResetRequest, {
  reason: 'Phone lost; identity checked in person at the clinic desk',
});
/** GET/PUT clinic/{id}/second-factor: whether the clinic's doctors must have an authenticator app. */
export const ClinicSecondFactor = z.object({ doctorsRequired: z.boolean() });
export type ClinicSecondFactor = z.infer<typeof ClinicSecondFactor>;
/*#__PURE__*/ example(ClinicSecondFactor, { doctorsRequired: true });
/**
 * GET/PUT clinic/{id}/glucose-recency (issue 42 point 3): hours a connected CGM may send nothing
 * before the list says "No glucose data" and the patient is e-mailed. At least a day (the reason
 * counts whole days), at most the list's 14 glucose days.
 */
export const NO_DATA_HOURS_DEFAULT = 24;
export const NO_DATA_HOURS_MIN = 24;
export const NO_DATA_HOURS_MAX = 336;
export const ClinicGlucoseRecency = z.object({
  noDataHours: z.number().int().min(NO_DATA_HOURS_MIN).max(NO_DATA_HOURS_MAX),
});
export type ClinicGlucoseRecency = z.infer<typeof ClinicGlucoseRecency>;
/*#__PURE__*/ example(ClinicGlucoseRecency, { noDataHours: 48 });
/** GET user/this/second-factor: whether the signed-in account must keep an authenticator app (else it may turn it off). */
export const OwnSecondFactor = z.object({ required: z.boolean() });
export type OwnSecondFactor = z.infer<typeof OwnSecondFactor>;
export type StaffChangeRequest = z.input<typeof StaffChangeRequest>;

/**
 * POST doctor/{id}/handover: the doctor's patients (all, or those listed) go to another active doctor
 * of the clinic, with their questionnaires.
 */
export const HandoverRequest = z.object({
  toDoctorId: z.string().uuid(),
  patientIds: z.array(z.string().uuid()).min(1).max(5000).optional(),
});
export type HandoverRequest = z.infer<typeof HandoverRequest>;
/*#__PURE__*/ example(HandoverRequest, { toDoctorId: '6b0d8f0e-3f4a-4c6e-9b1d-2a7c5e8f9a10' });
export const HandoverResult = z.object({ moved: z.number().int() });
export type HandoverResult = z.infer<typeof HandoverResult>;

/** GET doctor/{id}/patients: whom a handover would move, by name. */
export const DoctorPatients = z.array(
  z.object({ id: z.string().uuid(), email: z.string(), firstName: z.string(), lastName: z.string() }),
);
export type DoctorPatients = z.infer<typeof DoctorPatients>;

/**
 * GET doctor/this/handovers: the patients a leaving colleague handed to the signed-in doctor in the
 * last two weeks, newest first (issue 37 point 1), named above their list.
 */
export const HandedOverPatients = z.array(
  z.object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    from: z.object({ firstName: z.string(), lastName: z.string() }),
    at: z.string(),
  }),
);
export type HandedOverPatients = z.infer<typeof HandedOverPatients>;

/** POST auth/password/forgot: the answer is the same whether or not the account exists. */
/** `method`: a link to open (reset-password/:token) or a verification code to type (issue 14 §4). */
export const ForgotPasswordRequest = z.object({
  email: Email,
  method: z.enum(['link', 'code']).default('link'),
});
/*#__PURE__*/ example(ForgotPasswordRequest, { email: 'patient@demo.test', method: 'code' });
export const ForgotPasswordResponse = z.object({ message: z.string() });
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, a reset link has been sent to it.';

/** POST auth/password/reset */
/** The 400 message of a reset token that is unknown, expired or used; the portal shows its own translation. */
export const RESET_LINK_INVALID = 'The reset link is invalid, expired or already used';
export const ResetPasswordRequest = z.object({
  token: z.string().min(20).max(200),
  newPassword: NewPassword,
});
/*#__PURE__*/ example(ResetPasswordRequest, {
  token: 'the-token-from-the-reset-link-abcdef',
  newPassword: 'NewPass#2026',
});
/** `pool`: where the user signs in again (the portal opens that sign-in page). */
export const ResetPasswordResponse = z.object({ email: z.string(), pool: Pool });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;
export const RESET_TOKEN_TTL_MINUTES = 60;

/** POST auth/password/reset-code: the mailed verification code instead of the link's token. */
export const FORGOT_PASSWORD_CODE_ANSWER =
  'If an account exists for this email, a verification code has been sent to it.';
export const RESET_CODE_INVALID = 'The verification code is wrong, expired or already used';
export const RESET_CODE_TTL_MINUTES = 15;
/** Eight characters of an alphabet without look-alikes (40 bits): typed as XXXX-XXXX, any case. */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ResetCodeRequest = z.object({
  email: Email,
  code: z.string().trim().min(1).max(20),
  newPassword: NewPassword,
});
export type ResetCodeRequest = z.infer<typeof ResetCodeRequest>;
/*#__PURE__*/ example(ResetCodeRequest, {
  email: 'patient@demo.test',
  code: 'K7QM-3XPA',
  newPassword: 'NewPass#2026',
});

/** Clinic picker size (req A§7). */
export const CLINIC_PICKER_SIZE = 500;
