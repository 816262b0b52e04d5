import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import type { Db } from '../db';
import { Account, GlucoseUnitRequest, LocaleRequest, type Role } from '../contracts';
import { idleMinutesFor } from '../config';
import { unauthorized } from '../http-errors';
import { phrase, roleWord } from '../i18n';
import { accountView, advanceOnboarding, setGlucoseUnit, setLocale } from '../people';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 409);
const secured = signedIn();

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  const view = async (id: string) => {
    const a = await accountView(db, id);
    if (!a) throw unauthorized('auth.accountGone');
    return { ...a, idleMinutes: idleMinutesFor(app.dcp.config, a.accountType) };
  };

  app.get(
    '/user/this',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['user'],
        summary: 'The signed-in account',
        ...secured,
        response: { 200: Account, ...errors },
      },
    },
    async (req) => {
      const account = accountOf(req);
      await audit(db, req, 'account.read', `account:${account.id}`);
      return view(account.id);
    },
  );

  app.post(
    '/user/this/locale',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['user'],
        summary: 'Store the account language',
        ...secured,
        body: LocaleRequest,
        response: { 200: Account, ...errors },
      },
    },
    async (req) => {
      const account = accountOf(req);
      await setLocale(db, account.id, req.body.locale);
      await audit(db, req, 'account.locale', `account:${account.id}`);
      return view(account.id);
    },
  );

  app.put(
    '/user/this/glucose-unit',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['user'],
        summary: "Store the account's glucose unit (null: the clinic's)",
        ...secured,
        body: GlucoseUnitRequest,
        response: { 200: Account, ...errors },
      },
    },
    async (req) => {
      const account = accountOf(req);
      await setGlucoseUnit(db, account.id, req.body.glucoseUnit);
      await audit(db, req, 'account.glucose-unit', `account:${account.id}`);
      return view(account.id);
    },
  );

  const license = (path: string, role: Role) =>
    app.put(
      path,
      {
        config: { roles: [role], denied: phrase('onboarding.licenceRole', { role: roleWord(role) }) },
        schema: {
          tags: ['user'],
          summary: `Accept the terms and conditions (${role})`,
          ...secured,
          response: { 200: Account, ...errors },
        },
      },
      async (req) => {
        const account = accountOf(req);
        await advanceOnboarding(
          db,
          account.id,
          'TERMS_AND_CONDITIONS',
          'PRIVACY_POLICY',
          'onboarding.termsNotNow',
        );
        await audit(db, req, 'account.license', `account:${account.id}`);
        return view(account.id);
      },
    );
  license('/doctor/license', 'doctor');
  license('/user/license', 'patient');

  app.put(
    '/user/privacy',
    {
      config: { roles: ['doctor', 'patient'], denied: 'onboarding.privacyRoles' },
      schema: {
        tags: ['user'],
        summary: 'Accept the privacy policy (doctor or patient)',
        ...secured,
        response: { 200: Account, ...errors },
      },
    },
    async (req) => {
      const account = accountOf(req);
      await advanceOnboarding(db, account.id, 'PRIVACY_POLICY', 'ACTIVE', 'onboarding.termsFirst');
      await audit(db, req, 'account.privacy', `account:${account.id}`);
      return view(account.id);
    },
  );
};
