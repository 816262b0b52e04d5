import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { audit } from '../audit';
import { RESET_CODE_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES, type ForgotPasswordRequest } from '../contracts';
import type { Db } from '../db';
import type { Outbox } from '../mail/outbox';
import { passwordCode, passwordReset } from '../mail/templates';
import { mailContinueLink } from './continue-link';
import { createResetCode, createResetToken, forgotAccounts } from './password-resets';

export interface ForgotContext {
  db: Db;
  outbox: Outbox;
  /** The portal's origin, for the links mailed. */
  portalOrigin: string;
}

/**
 * "Forgot password" (req A§7): one reset link or code per account with this e-mail (a person may hold
 * accounts in several pools); a restricted patient, who has no password, gets the way back to their
 * questionnaire instead, whichever was asked for. Answers the message id of the reply, which is the
 * same whether or not the address has an account. Every step is audited for `req`, without an actor
 * (nobody is signed in).
 */
export async function forgotPassword(
  ctx: ForgotContext,
  req: FastifyRequest,
  { email, method }: z.infer<typeof ForgotPasswordRequest>,
): Promise<'password.forgotCodeAnswer' | 'password.forgotAnswer'> {
  const { db, outbox, portalOrigin } = ctx;
  const log = req.log;
  const found = await forgotAccounts(db, email);
  for (const a of found) {
    if (a.restricted) {
      if (await mailContinueLink(ctx, { ...a, email }, log))
        await audit(db, req, 'password.forgot.continue', `account:${a.id}`, null);
      continue;
    }
    const message =
      method === 'code'
        ? passwordCode(a.locale, {
            firstName: a.firstName,
            code: await createResetCode(db, a.id, email),
            minutes: RESET_CODE_TTL_MINUTES,
          })
        : passwordReset(a.locale, {
            firstName: a.firstName,
            link: `${portalOrigin}/reset-password/${await createResetToken(db, a.id)}`,
            minutes: RESET_TOKEN_TTL_MINUTES,
          });
    await audit(db, req, `password.forgot${method === 'code' ? '.code' : ''}`, `account:${a.id}`, null);
    // Not awaited, and a failure does not change the answer: either would tell that the account
    // exists. The outbox keeps it; the job queue retries a failed first attempt.
    const mail = await outbox.add(db, method === 'code' ? 'password-code' : 'password-link', email, message);
    void outbox.dispatch(mail).then((sent) => {
      if (!sent) log.warn({ mail: `password-${method}` }, 'reset email delayed');
    });
  }
  if (found.length === 0) await audit(db, req, 'password.forgot.unknown', undefined, null);
  return method === 'code' ? 'password.forgotCodeAnswer' : 'password.forgotAnswer';
}
