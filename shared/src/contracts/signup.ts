import { z } from 'zod';
import { example, FIELD_MESSAGE, Email, paged, Locale } from './core';

// Patients arriving through a doctor: the sign-up link / QR code (req A§7 doctor/qr-code), the
// restricted survey-bound sign-up (req G§3 "Sign-up payload", §7) and one-time links (singleBurn).

/** The opaque token of a doctor's sign-up link (base64url, 256 bits). */
export const DocRefToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, FIELD_MESSAGE['signup.tokenInvalid']);

/** GET doctor/qr-code?allowAnonymous=true|false: the PNG of the sign-up link or of its anonymous variant. */
export const QrCodeQuery = z.object({
  allowAnonymous: z.enum(['true', 'false']).default('false'),
});

/** GET/PUT doctor/sign-up-link: the doctor's links and the direct-to-survey toggle. */
export const SignUpLinkSettings = z.object({
  allowAnonymous: z.boolean(),
  /** The sign-up link (first name, last name, e-mail). */
  link: z.string(),
  /** The anonymous variant (straight to the survey); null while allowAnonymous is off. */
  anonymousLink: z.string().nullable(),
});
export type SignUpLinkSettings = z.infer<typeof SignUpLinkSettings>;
export const SaveSignUpLinkSettings = z.object({ allowAnonymous: z.boolean() });
export type SaveSignUpLinkSettings = z.infer<typeof SaveSignUpLinkSettings>;
/*#__PURE__*/ example(SaveSignUpLinkSettings, { allowAnonymous: true });

/** The available-surveys helper (req G§7): public, by the doctor's token. */
export const AvailableSurveysQuery = z.object({ doctorRefToken: DocRefToken, locale: Locale.optional() });
export const SurveyChoice = z.object({ id: z.string(), name: z.string(), isAvailable: z.boolean() });
export type SurveyChoice = z.infer<typeof SurveyChoice>;
export const AvailableSurveys = paged(SurveyChoice);

const name = z.string().trim().min(1).max(100);

/** POST auth/user-restricted-survey-bound (req G§3). dateOfBirth: ms since the epoch, noon local time. */
export const RestrictedSignUp = z.object({
  surveyId: z.string().min(1).max(100),
  firstName: name,
  lastName: name,
  email: Email,
  dateOfBirth: z.number().int().nullable().optional(),
  anonymous: z.boolean(),
  doctorRefToken: DocRefToken,
  /** The language of the sign-up page: the account's, so the questionnaire is in it (issue 36 point 1). */
  locale: Locale.optional(),
});
export type RestrictedSignUp = z.infer<typeof RestrictedSignUp>;
/*#__PURE__*/ example(RestrictedSignUp, {
  surveyId: 'survey-t1-adult',
  firstName: 'Rita',
  lastName: 'Ramos',
  email: 'rita.ramos@example.com',
  dateOfBirth: 326203200000,
  anonymous: true,
  doctorRefToken: 'q0Wm5Qy8VqNw3mG1b2Zr7c9xK4tHj6LpA0sD3fE5gH7',
});
/** The API token of the new restricted user, and the one instance it may open (survey/:id). */
export const RestrictedSignUpResponse = z.object({ jwt: z.string(), surveyInstanceId: z.string() });
export type RestrictedSignUpResponse = z.infer<typeof RestrictedSignUpResponse>;

/** POST surveyInstance/singleBurn?surveyId: a one-time patient's credentials (req A§7). */
export const SingleBurnQuery = z.object({ surveyId: z.string().min(1).max(100) });
export const SingleBurnResponse = z.object({
  userLogin: z.string().nullable(),
  userPassword: z.string().nullable(),
});
export type SingleBurnResponse = z.infer<typeof SingleBurnResponse>;
