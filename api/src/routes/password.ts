import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { forgotPassword } from '../auth/forgot-password';
import { afterPasswordSet, claimResetToken, codeKey, releaseResetToken } from '../auth/password-resets';
import { setUserPassword } from '../identity/admin-client';
import {
  ErrorBody,
  ResetCodeRequest,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
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
        const answer = await forgotPassword({ db, outbox, portalOrigin: config.portalOrigin }, req, req.body);
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
