import { z } from 'zod';

/** `type` of a request that failed validation; every other problem is `about:blank` (RFC 9457 §4.2.1). */
export const VALIDATION_PROBLEM = 'https://docs.dcp.invalid/problems/validation';

/** One field of a request that failed validation: where (`body.email`, `querystring.page`) and why. */
export const FieldError = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

/**
 * Every 4xx/5xx answer of the API: RFC 9457 problem details, served as `application/problem+json`.
 * Registered under the id `Problem` so the OpenAPI document describes it once and refers to it.
 */
export const Problem = z
  .object({
    type: z.string().describe('A URI naming the kind of problem; `about:blank` when the status says it all'),
    title: z.string().describe('Short summary of the kind of problem (the HTTP status text for about:blank)'),
    status: z.number().int().min(400).max(599).describe('The HTTP status code'),
    detail: z.string().describe('What went wrong with this request, for a person to read'),
    errors: z.array(FieldError).optional().describe('Field errors of a validation failure'),
    code: z
      .string()
      .optional()
      .describe('Which of the API’s messages this is (detail and title are in the caller’s language)'),
  })
  .meta({
    id: 'Problem',
    description:
      'RFC 9457 problem details, the body of every error answer (media type application/problem+json)',
  });
export type Problem = z.infer<typeof Problem>;

/** `type` of a 429: too many requests of one kind from one address or for one account. */
export const RATE_LIMITED_PROBLEM = 'https://docs.dcp.invalid/problems/rate-limited';
/** The 429's detail, in the caller's language (the portal shows its own `shared.http.tooManyRequests`). */
export const RATE_LIMITED_TEXT = {
  'en-GB': 'Too many attempts. Please wait {seconds} seconds and try again.',
  'es-ES': 'Demasiados intentos. Espere {seconds} segundos y vuelva a intentarlo.',
} as const;

/**
 * `code` of the problems the portal recognises to show its own text (the API's `detail` is in the
 * caller's language, so the portal never compares texts). The API's catalogue uses these ids.
 */
export const PROBLEM_CODE = {
  resetLinkInvalid: 'password.resetLinkInvalid',
  resetCodeInvalid: 'password.resetCodeInvalid',
  arrivalLinkInvalid: 'arrival.linkInvalid',
  assignmentStillOpen: 'assignment.stillOpen',
  assignmentStarted: 'assignment.started',
  glucoseMissingState: 'glucose.missingState',
  glucoseInvalidState: 'glucose.invalidState',
  glucoseTokenExchange: 'glucose.tokenExchange',
  /** auth/jwt: this account must enrol an authenticator app first (issue 37 point 5). */
  secondFactorRequired: 'auth.secondFactorRequired',
  /** Any signed-in request: the account was deactivated or left the clinic (issue 37 points 1–2). */
  deactivated: 'auth.deactivated',
} as const;
