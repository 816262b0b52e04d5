import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountView } from '../account-view';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import type { AccountRow } from '../auth/sessions';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { Account, ErrorBody, LocaleRequest, type Role, type UserStatus } from '../contracts';
import { conflict, unauthorized } from '../http-errors';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearer: [] }] };

/** Onboarding (doc 1 §4): TERMS_AND_CONDITIONS → PRIVACY_POLICY → ACTIVE. */
const ORDER: Record<UserStatus, number> = { INACTIVE: -1, TERMS_AND_CONDITIONS: 0, PRIVACY_POLICY: 1, ACTIVE: 2 };

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', bearerAuth(db));

  const view = async (id: string) => {
    const a = await accountView(db, id);
    if (!a) throw unauthorized('The account no longer exists');
    return a;
  };

  /**
   * Moves the account from `from` to `to` atomically. Repeating an accepted step is a no-op (a double
   * click must not fail); skipping a step or an inactive account answers 409.
   */
  async function advance(account: AccountRow, from: UserStatus, to: UserStatus, missing: string) {
    const [row] = await db
      .update(accounts)
      .set({ status: to })
      .where(and(eq(accounts.id, account.id), eq(accounts.status, from)))
      .returning({ id: accounts.id });
    if (row) return;
    const [cur] = await db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, account.id));
    const status = cur?.status ?? 'INACTIVE';
    if (status === 'INACTIVE') throw conflict('The account is inactive');
    if (ORDER[status] >= ORDER[to]) return;
    throw conflict(missing);
  }

  app.get(
    '/user/this',
    { schema: { tags: ['user'], summary: 'The signed-in account', ...secured, response: { 200: Account, ...errors } } },
    async (req) => {
      const account = requireAccount(req);
      await audit(db, req, 'account.read', `account:${account.id}`);
      return view(account.id);
    },
  );

  app.post(
    '/user/this/locale',
    {
      schema: {
        tags: ['user'],
        summary: 'Store the account language',
        ...secured,
        body: LocaleRequest,
        response: { 200: Account, ...errors },
      },
    },
    async (req) => {
      const account = requireAccount(req);
      await db.update(accounts).set({ locale: req.body.locale }).where(eq(accounts.id, account.id));
      await audit(db, req, 'account.locale', `account:${account.id}`);
      return view(account.id);
    },
  );

  const license = (path: string, role: Role) =>
    app.put(
      path,
      {
        schema: {
          tags: ['user'],
          summary: `Accept the terms and conditions (${role})`,
          ...secured,
          response: { 200: Account, ...errors },
        },
      },
      async (req) => {
        const account = requireAccount(req, [role], `Only a ${role} accepts this licence`);
        await advance(account, 'TERMS_AND_CONDITIONS', 'PRIVACY_POLICY', 'The terms cannot be accepted now');
        await audit(db, req, 'account.license', `account:${account.id}`);
        return view(account.id);
      },
    );
  license('/doctor/license', 'doctor');
  license('/user/license', 'patient');

  app.put(
    '/user/privacy',
    {
      schema: {
        tags: ['user'],
        summary: 'Accept the privacy policy (doctor or patient)',
        ...secured,
        response: { 200: Account, ...errors },
      },
    },
    async (req) => {
      const account = requireAccount(req, ['doctor', 'patient'], 'Only doctors and patients accept the privacy policy');
      await advance(account, 'PRIVACY_POLICY', 'ACTIVE', 'Accept the terms and conditions first');
      await audit(db, req, 'account.privacy', `account:${account.id}`);
      return view(account.id);
    },
  );
};
