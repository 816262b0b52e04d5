import { z } from 'zod';

// Every enumeration of the spec (req A§3, req G§3), shared by the API and the portal.
export const Role = z.enum(['superadmin', 'admin', 'doctor', 'patient', 'unauthorized']);
export type Role = z.infer<typeof Role>;

/** The identity pools, in the order sign-in tries them (req A§4). */
export const POOL_ORDER = ['doctor', 'patient', 'admin', 'superadmin'] as const;
export const Pool = z.enum(POOL_ORDER);
export type Pool = z.infer<typeof Pool>;

export const UserStatus = z.enum(['INACTIVE', 'TERMS_AND_CONDITIONS', 'PRIVACY_POLICY', 'ACTIVE']);
export type UserStatus = z.infer<typeof UserStatus>;

export const LOCALES = ['en-GB', 'es-ES'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const DiabetesType = z.enum(['PRE', 'TYPE_I', 'TYPE_II', 'TYPE_I_CHILD', 'TYPE_I_PARENT']);
export type DiabetesType = z.infer<typeof DiabetesType>;

export const Category = z.enum([
  'PSYCH',
  'KNOWLEDGE',
  'THERAPY',
  'SOCIAL',
  'SCREENING',
  'IMMUNO_THERAPY',
  'POST_IMMUNO_THERAPY',
  'PHQ2',
]);
export type Category = z.infer<typeof Category>;

export const SurveyStatus = z.enum(['CREATED', 'IN_PROGRESS', 'RECOMMENDATIONS', 'REVIEW', 'COMPLETED']);
export type SurveyStatus = z.infer<typeof SurveyStatus>;

export const Stage = z.enum(['FIRST_WAVE', 'SECOND_WAVE']);
export type Stage = z.infer<typeof Stage>;

export const QuestionType = z.enum(['OPEN_ENDED', 'CLOSED_ENDED', 'MULTIPLE_CHOICE']);
export type QuestionType = z.infer<typeof QuestionType>;

export const SurveyType = z.enum(['REGULAR', 'DEMOGRAPHICS_PATIENT']);
export type SurveyType = z.infer<typeof SurveyType>;

export const FontSize = z.enum(['medium', 'large', 'extra-large']);
export type FontSize = z.infer<typeof FontSize>;

/**
 * How a patient arrived (design D§14: a mark on the list's row, never a filter that hides them):
 * added by the clinic (invitation e-mail), imported from a CSV file, the doctor's sign-up link or its
 * QR code, the link's anonymous variant, or a one-time link.
 */
export const Arrival = z.enum(['INVITATION', 'IMPORT', 'SIGN_UP_LINK', 'ANONYMOUS_LINK', 'ONE_TIME_LINK']);
export type Arrival = z.infer<typeof Arrival>;
