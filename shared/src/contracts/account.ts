import { z } from 'zod';
import { example } from './example';
import { FIELD_MESSAGE } from './field-messages';
import { Email } from './common';
import { DiabetesType, Locale, Role, SurveyStatus, UserStatus } from './enums';
import { GlucoseUnit } from './glucose-units';

export const ClinicRef = z.object({ id: z.string(), name: z.string() });

export const DemographicsEntry = z.object({ id: z.string(), status: SurveyStatus });
export type DemographicsEntry = z.infer<typeof DemographicsEntry>;

/** GET user/this: the signed-in account (req A§3 "Account"). */
export const Account = z.object({
  /** The account's opaque id (a random UUID). */
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: Role,
  status: UserStatus,
  locale: Locale,
  isSingleSurveyPatient: z.boolean(),
  isRestrictedUser: z.boolean(),
  demographics: z.array(DemographicsEntry),
  clinic: ClinicRef.nullable(),
  /** The unit this person reads glucose in: their choice, else their clinic's (issue 24 point 4). */
  glucoseUnit: GlucoseUnit,
  /** Their own choice; null follows the clinic. */
  glucoseUnitChoice: GlucoseUnit.nullable(),
  /** The clinic's unit (mg/dL for an account without a clinic). */
  clinicGlucoseUnit: GlucoseUnit,
  /** Minutes without activity after which the session ends (the portal warns a minute before). */
  idleMinutes: z.number().int().positive().optional(),
});
export type Account = z.infer<typeof Account>;

/**
 * The patient's own data download (GET user/this/data, issue 37 point 3): `my-health-data-<day>.zip`,
 * the day (UTC) it was made; no name in it, so a shared folder says nothing about whose it is.
 */
export const ownDataFileName = (at: Date) => `my-health-data-${at.toISOString().slice(0, 10)}.zip`;

/**
 * POST auth/jwt: a Cognito ID token in, the API's own token out. `locale`: the language of the page
 * the person signed in on, stored on the account before its first page loads (req A§4: a locale that
 * differs is sent; a one-time patient's questionnaire is in it from question 1, issue 36 point 1).
 */
export const JwtRequest = z.object({ token: z.string().min(1).max(8192), locale: Locale.optional() });
export type JwtRequest = z.infer<typeof JwtRequest>;
/*#__PURE__*/ example(JwtRequest, { token: 'eyJraWQiOi…the Cognito ID token…' });
export const JwtResponse = z.object({ jwt: z.string() });
export type JwtResponse = z.infer<typeof JwtResponse>;

/**
 * One-time logins (surveyInstance/singleBurn) are addresses of this domain: RFC 2606's `.invalid`
 * is never a mailbox. Their identity user is deleted once the questionnaire is sent, so the sign-in
 * form tells a refused one-time login that its access may be used up (issue 36 point 17).
 */
export const ONE_TIME_LOGIN_DOMAIN = 'one-time.invalid';

/** POST user/this/locale */
export const LocaleRequest = z.object({ locale: Locale });
export type LocaleRequest = z.infer<typeof LocaleRequest>;
/*#__PURE__*/ example(LocaleRequest, { locale: 'es-ES' });

/** PUT user/this/glucose-unit: a unit, or null to follow the clinic's. */
export const GlucoseUnitRequest = z.object({ glucoseUnit: GlucoseUnit.nullable() });
export type GlucoseUnitRequest = z.infer<typeof GlucoseUnitRequest>;
/*#__PURE__*/ example(GlucoseUnitRequest, { glucoseUnit: 'mmol/L' });
/** PUT clinic/{id}/glucose-unit: the unit the clinic's people read unless they choose one. */
export const ClinicGlucoseUnit = z.object({ glucoseUnit: GlucoseUnit });
export type ClinicGlucoseUnit = z.infer<typeof ClinicGlucoseUnit>;
/*#__PURE__*/ example(ClinicGlucoseUnit, { glucoseUnit: 'mmol/L' });

/** Where a patient with a positive PHQ-2 can get help now, per language (null: the generic advice). */
export const SUPPORT_CONTACT_MAX = 500;
const SupportText = z
  .string()
  .trim()
  .max(SUPPORT_CONTACT_MAX)
  .nullable()
  .transform((v) => (v ? v : null));
/** The number a patient calls in an emergency: digits, optionally a leading + (112 by default). */
export const DEFAULT_EMERGENCY_NUMBER = '112';
export const EmergencyNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{2,15}$/, FIELD_MESSAGE['clinic.emergencyNumber']);
export const SupportContact = z.object({
  supportContactEn: SupportText,
  supportContactEs: SupportText,
  /** Left out: unchanged. */
  emergencyNumber: EmergencyNumber.optional(),
});
export type SupportContact = z.infer<typeof SupportContact>;
/*#__PURE__*/ example(SupportContact, {
  supportContactEn: 'Call the clinic on 020 7946 0000 (weekdays 9–17) or NHS 111 at any time.',
  supportContactEs: 'Llame a la clínica al 910 000 000 (laborables de 9 a 17) o al 112 en cualquier momento.',
});

export const Clinic = z.object({
  id: z.string(),
  name: z.string(),
  locale: Locale,
  glucoseUnit: GlucoseUnit,
  supportContactEn: z.string().nullable().optional(),
  supportContactEs: z.string().nullable().optional(),
  emergencyNumber: z.string().optional(),
});
export type Clinic = z.infer<typeof Clinic>;

const person = {
  /** The account's opaque id (a random UUID): how the API and the portal's addresses name a person. */
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
};
/** Staff: when the account was deactivated (issue 37 point 1); null or absent while active. */
const deactivatedAt = z.string().nullable().optional();
export const Admin = z.object({ ...person, clinic: ClinicRef, deactivatedAt });
export type Admin = z.infer<typeof Admin>;
/** GET superadmin: the installation's superadmins, no clinic of their own (issue 37 point 1). */
export const Superadmin = z.object({ ...person, deactivatedAt });
export type Superadmin = z.infer<typeof Superadmin>;
export const Doctor = z.object({
  ...person,
  status: UserStatus,
  clinic: ClinicRef,
  demographics: z.array(DemographicsEntry),
  deactivatedAt,
});
export type Doctor = z.infer<typeof Doctor>;
export const Patient = z.object({
  ...person,
  status: UserStatus,
  clinic: ClinicRef,
  age: z.number().int().nullable(),
  birthDate: z.string().nullable(),
  chronicConditions: z.boolean().nullable(),
  diabetes: DiabetesType.nullable(),
  gender: z.string().nullable(),
  demographics: z.array(DemographicsEntry),
  /** When a doctor or admin marked the patient as having left the clinic (issue 37 point 2); null while a patient. */
  leftAt: z.string().nullable().optional(),
  leftReason: z.string().nullable().optional(),
});
export type Patient = z.infer<typeof Patient>;

/** POST user/{id}/leave: the patient left the clinic, with an optional reason (issue 37 point 2). */
export const LEAVE_REASON_MAX = 500;
export const PatientLeave = z.object({ reason: z.string().trim().max(LEAVE_REASON_MAX).optional() });
export type PatientLeave = z.infer<typeof PatientLeave>;
/*#__PURE__*/ example(PatientLeave, { reason: 'Moved to another city' });

const name = (max = 100) => z.string().trim().min(1).max(max);
export const CreateUserBase = z.object({ email: Email, firstName: name(), lastName: name() });
/** Without a glucose unit, the clinic's locale chooses it (`CLINIC_DEFAULT_UNIT`). */
export const CreateClinic = z.object({
  name: name(200),
  locale: Locale.default('en-GB'),
  glucoseUnit: GlucoseUnit.optional(),
});
export type CreateClinic = z.infer<typeof CreateClinic>;
/*#__PURE__*/ example(CreateClinic, { name: 'Riverside Clinic', locale: 'en-GB' });
