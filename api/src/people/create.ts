import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Locale, Pool } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { conflict } from '../http-errors';
import { ensureUser } from '../identity/admin-client';
import type { Mailer } from '../mail';
import { invitation } from '../mail/templates';
import { addDemographics } from './demographics';

/** What creating people needs besides the database: the identity settings and the mailer. */
export interface PeopleContext {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** A temporary password that satisfies the policy: 96 random bits plus one of each required class. */
export function temporaryPassword(): string {
  const specials = '#$%&*+-=?@';
  const body = randomBytes(12).toString('base64url');
  return `${'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]}${'abcdefghijkmnpqrstuvwxyz'[randomInt(24)]}${randomInt(10)}${specials[randomInt(specials.length)]}${body}`;
}

const SIGN_IN_PATH: Record<Pool, string> = {
  admin: '/sign-in-admin',
  superadmin: '/sign-in-superadmin',
  doctor: '/login',
  patient: '/login',
};

export interface NewUser {
  role: Exclude<Pool, 'superadmin'>;
  email: string;
  firstName: string;
  lastName: string;
  locale?: Locale;
}

/**
 * Creates the identity user (FORCE_CHANGE_PASSWORD with a generated temporary password, never
 * returned), the account (doctors and patients start at TERMS_AND_CONDITIONS with a demographics
 * entry) and sends the invitation in the user's language. An e-mail already used in the role → 409.
 */
export async function createUser(
  ctx: PeopleContext,
  log: FastifyBaseLogger,
  clinic: { id: string; name: string; locale: Locale },
  u: NewUser,
): Promise<string> {
  const { db, config } = ctx;
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.pool, u.role), eq(accounts.email, u.email)))
    .limit(1);
  if (existing) throw conflict('An account with this e-mail already exists');
  const password = temporaryPassword();
  const { sub, created } = await ensureUser(u.role, u.email, password, {
    temporary: true,
    firstName: u.firstName,
    lastName: u.lastName,
    identity: config.identity,
  });
  if (!created) throw conflict('An account with this e-mail already exists');
  const locale = u.locale ?? clinic.locale;
  const onboarded = u.role === 'doctor' || u.role === 'patient';
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        pool: u.role,
        cognitoSub: sub,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        status: onboarded ? 'TERMS_AND_CONDITIONS' : 'ACTIVE',
        locale,
        clinicId: clinic.id,
      })
      .returning({ id: accounts.id });
    if (!row) throw new Error('account insert returned nothing');
    // The questionnaire the onboarding's demographics step (initial-survey) completes.
    if (onboarded) await addDemographics(tx, { id: row.id, role: u.role });
    return row.id;
  });
  const message = invitation(locale, {
    firstName: u.firstName,
    role: u.role,
    clinicName: clinic.name,
    email: u.email,
    temporaryPassword: password,
    signInUrl: `${config.portalOrigin}${SIGN_IN_PATH[u.role]}`,
  });
  try {
    await ctx.mailer.send(u.email, message);
  } catch (e) {
    // The account exists either way; the error type only (the message could hold the address).
    log.warn({ mail: 'invitation', type: (e as Error).name }, 'invitation e-mail failed');
  }
  return id;
}
