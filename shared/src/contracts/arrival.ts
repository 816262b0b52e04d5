import { z } from 'zod';
import { example, Locale } from './core';

/**
 * Invitation links `patient/:token` (req G§2 "Patient auto login"): a 256-bit token, only its sha256
 * stored, single-use, valid this long (the same as the temporary password mailed beside it).
 */
export const ARRIVAL_TOKEN_TTL_DAYS = 7;

/**
 * A continue link (issue 28 point 2): how a patient who arrived by a sign-up link, and so has no
 * password, comes back — the same `patient/:token`, asked for by "Forgot password" or on the link's
 * form, leading to their questionnaire. Short-lived like a reset link: it is asked for, then opened.
 */
export const CONTINUE_LINK_TTL_MINUTES = 60;

/**
 * POST auth/arrival: exchange the invitation token once for an API session. `locale`: the language of
 * the page the link opened, which becomes the account's (issue 36 point 1: the onboarding and the
 * questionnaire that follow are in the language the person reads).
 */
export const ArrivalRequest = z.object({ token: z.string().min(20).max(200), locale: Locale.optional() });
export type ArrivalRequest = z.infer<typeof ArrivalRequest>;
/*#__PURE__*/ example(ArrivalRequest, { token: 'the-token-from-the-invitation-link-abcdef' });
export const ArrivalResponse = z.object({
  jwt: z.string(),
  /** The questionnaire the invitation leads to once onboarding is done; null → the patient's home. */
  surveyInstanceId: z.string().uuid().nullable(),
  /**
   * A continue link of a patient who arrived by a sign-up link (a restricted user, bound to
   * `surveyInstanceId`): no onboarding, straight back to the questionnaire.
   */
  restricted: z.boolean(),
});
export type ArrivalResponse = z.infer<typeof ArrivalResponse>;

/**
 * The 400 message of an arrival token that is unknown, expired or used (one message for the three, so
 * a probe learns nothing); the portal shows its own translation.
 */
export const ARRIVAL_LINK_INVALID = 'The invitation link is invalid, expired or already used';

/** POST surveyInstance: 409 while the same questionnaire is still open (CREATED or IN_PROGRESS). */
export const ASSIGNMENT_STILL_OPEN =
  'This questionnaire is already assigned to the patient and not yet answered';
/** DELETE surveyInstance/{id}: 409 once the patient has started answering. */
export const ASSIGNMENT_STARTED =
  'The patient has started answering this questionnaire; it can no longer be withdrawn';
