import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import {
  afterPasswordSet,
  claimResetToken,
  codeKey,
  createResetCode,
  createResetToken,
  releaseResetToken,
  forgotAccounts,
} from '../auth/password-resets';
import { mailContinueLink } from '../auth/continue-link';
import { setUserPassword } from '../identity/admin-client';
import { passwordCode, passwordReset } from '../mail/templates';
import {
  ErrorBody,
  RESET_CODE_TTL_MINUTES,
  ResetCodeRequest,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  RESET_TOKEN_TTL_MINUTES,
  PROBLEM_CODE,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '../contracts';
import { HttpError } from '../http-errors';
import { localeOf, message } from '../i18n';
import type { PeopleContext } from '../people';
import { abuseLimit, LIMITED_RESPONSES } from '../limits';

/** The refusal of a reset token or code the portal recognises by its code. */
type InvalidId = (typeof PROBLEM_CODE)['resetLinkInvalid' | 'resetCodeInvalid'];

/**
 * The API's own reset flow (req A§7): forgot mails a single-use, expiring link (256-bit token,
 * stored as sha256) and answers the same whatever the e-mail; reset sets the password in the
 * identity provider and ends every API session of the account.
 */
export const passwordRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, outbox } = ctx;

    app.post(
      '/auth/password/forgot',
      {
        config: { public: true },
        // Per account whether or not the address has one: a 429 tells nothing about existence.
        preHandler: abuseLimit(app, 'forgotPassword', (req: { body: { email: string } }) => req.body.email),
        schema: {
          tags: ['auth'],
          summary: 'Mail a password-reset link (same answer whether or not the account exists)',
          body: ForgotPasswordRequest,
          response: { 200: ForgotPasswordResponse, 400: ErrorBody, ...LIMITED_RESPONSES },
        },
      },
      async (req) => {
        const { email, method } = req.body;
        const found = await forgotAccounts(db, email);
        // One link or code per account with this e-mail (a person may hold accounts in several pools).
        for (const a of found) {
          // No password to reset: the way back to the questionnaire instead, whichever was asked for.
          if (a.restricted) {
            const ctx = { db, outbox, portalOrigin: config.portalOrigin };
            const mailed = await mailContinueLink(ctx, { ...a, email }, req.log);
            if (mailed) await audit(db, req, 'password.forgot.continue', `account:${a.id}`, null);
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
                  link: `${config.portalOrigin}/reset-password/${await createResetToken(db, a.id)}`,
                  minutes: RESET_TOKEN_TTL_MINUTES,
                });
          await audit(db, req, `password.forgot${method === 'code' ? '.code' : ''}`, `account:${a.id}`, null);
          // Not awaited, and a failure does not change the answer: either would tell that the account
          // exists. The outbox keeps it; the job queue retries a failed first attempt.
          const mail = await outbox.add(
            db,
            method === 'code' ? 'password-code' : 'password-link',
            email,
            message,
          );
          void outbox.dispatch(mail).then((sent) => {
            if (!sent) req.log.warn({ mail: `password-${method}` }, 'reset email delayed');
          });
        }
        if (found.length === 0) await audit(db, req, 'password.forgot.unknown', undefined, null);
        const answer = method === 'code' ? 'password.forgotCodeAnswer' : 'password.forgotAnswer';
        return { message: message(answer, localeOf(req)) };
      },
    );

    app.post(
      '/auth/password/reset',
      {
        config: { public: true },
        // The target account is the one the link's token belongs to: the token is its key.
        preHandler: abuseLimit(app, 'resetPassword', (req: { body: { token: string } }) => req.body.token),
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset-link token',
          body: ResetPasswordRequest,
          response: { 200: ResetPasswordResponse, 400: ErrorBody, 502: ErrorBody, ...LIMITED_RESPONSES },
        },
      },
      async (req) => resetWith(req, req.body.token, PROBLEM_CODE.resetLinkInvalid, req.body.newPassword),
    );

    app.post(
      '/auth/password/reset-code',
      {
        config: { public: true },
        // Per target address: guessing an 8-character code is what the limit stops.
        preHandler: abuseLimit(app, 'resetPassword', (req: { body: { email: string } }) => req.body.email),
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the verification code mailed by forgot (method code)',
          body: ResetCodeRequest,
          response: { 200: ResetPasswordResponse, 400: ErrorBody, 502: ErrorBody, ...LIMITED_RESPONSES },
        },
      },
      async (req) =>
        resetWith(
          req,
          codeKey(req.body.email, req.body.code),
          PROBLEM_CODE.resetCodeInvalid,
          req.body.newPassword,
        ),
    );

    /** Claims the single-use token (a link's, or e-mail + code), then sets the password. */
    async function resetWith(req: FastifyRequest, token: string, invalid: InvalidId, newPassword: string) {
      const account = await claimResetToken(db, token);
      if (!account) {
        await audit(db, req, 'password.reset.invalid', undefined, null);
        throw new HttpError(400, invalid);
      }
      try {
        await setUserPassword(config.identity, account.pool, account.email, newPassword);
      } catch (e) {
        // Nothing changed: give the token back so the user can simply try again.
        await releaseResetToken(db, token);
        req.log.warn({ type: (e as Error).name }, 'identity provider refused the new password');
        throw new HttpError(502, 'password.notSet');
      }
      await afterPasswordSet(db, account.id);
      await audit(db, req, 'password.reset', `account:${account.id}`, account.id);
      return { email: account.email, pool: account.pool };
    }
  };
