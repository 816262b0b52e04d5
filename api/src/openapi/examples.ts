import type { z } from 'zod';
import {
  ErasureDecision,
  JwtRequest,
  SecondFactorResetRequest,
  StaffChangeRequest,
  IMPORT_TEMPLATE,
} from '../contracts';

/** An example typed by the body's contract (what a client sends, before defaults apply). */
const body = <S extends z.ZodType>(_schema: S, value: z.input<S>) => value;

/**
 * A request body's example lives with its contract (`example(…)` in @dcp/contracts): the document
 * shows it on every operation that takes the body. These are the exceptions, by operationId: an
 * operation whose body says something else than the contract's example (a CSV upload, another reason
 * for another decision). openapi.test fails when an operation with a body has no example, and when an
 * exception names no operation.
 */
export const REQUEST_EXAMPLES: Record<string, unknown> = {
  postUserBulkSignup: IMPORT_TEMPLATE,
  postAuthPasswordChanged: body(JwtRequest, {
    token: 'eyJraWQiOi…an ID token from signing in with the new password…',
  }),
  postErasureRequestByIdDecline: body(ErasureDecision, {
    reason: 'An open safeguarding review must finish first',
  }),
  postAdminByIdSecondFactorReset: body(SecondFactorResetRequest, {
    reason: 'New phone; identity checked on a video call with the clinic manager',
  }),
  postUserByIdSecondFactorReset: body(SecondFactorResetRequest, {
    reason: 'Patient lost their phone; identity checked at the appointment',
  }),
  postDoctorByIdReactivate: body(StaffChangeRequest, { reason: 'Back from leave' }),
  postAdminByIdDeactivate: body(StaffChangeRequest, { reason: 'Moved to another clinic' }),
  postAdminByIdReactivate: body(StaffChangeRequest, {}),
  postSuperadminByIdDeactivate: body(StaffChangeRequest, { reason: 'Left the company' }),
  postSuperadminByIdReactivate: body(StaffChangeRequest, { reason: 'Back from leave' }),
};
