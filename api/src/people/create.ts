import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Arrival, Locale, Pool } from '../contracts';
import type { Db, Tx } from '../db';
import { accounts } from '../db/schema';
import { createArrivalToken } from '../auth/arrivals';
import { conflict } from '../http-errors';
import { deleteUser, ensureUser, setUserPassword } from '../identity/admin-client';
import { rememberTemporaryPassword } from '../identity/temporary-passwords';
import type { Outbox } from '../mail/outbox';
import { secondClinicInvitation } from '../mail/patient-templates';
import { invitation } from '../mail/templates';
import { addDemographics } from './demographics';
import { insertPatient } from './patients';

/** What creating people needs besides the database: the identity settings and the e-mail outbox. */
export interface PeopleContext {
  db: Db;
  config: Config;
  outbox: Outbox;
  /**
   * Test seam: runs between the identity step and the account insert, where a failure (or a crash)
   * would otherwise leave an identity user without an account.
   */
  afterIdentityUser?: () => Promise<void>;
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
  /** A patient added by a doctor is assigned to that doctor (patient_doctors). */
  assignedDoctorId?: string;
  /** How a patient arrived (default: added by the clinic, with an invitation). */
  arrival?: Arrival;
}

/**
 * Creates the identity user (FORCE_CHANGE_PASSWORD with a generated temporary password, never
 * returned), the account (doctors and patients start at TERMS_AND_CONDITIONS with a demographics
 * entry) and sends the invitation in the user's language. An e-mail already used in the role → 409
 * (for patients: in the clinic; another clinic's patient gets a record here, see addSecondClinicRecord).
 * All or nothing: if the account cannot be stored the identity user is deleted again, and an identity
 * user that has no account (left by a crash between the two steps) is adopted with a new temporary
 * password instead of blocking the address for ever.
 */
export async function createUser(
  ctx: PeopleContext,
  log: FastifyBaseLogger,
  clinic: { id: string; name: string; locale: Locale },
  u: NewUser,
): Promise<string> {
  const { db, config } = ctx;
  const existing = await db
    .select({ id: accounts.id, clinicId: accounts.clinicId, linkOnly: accounts.linkOnly })
    .from(accounts)
    .where(and(eq(accounts.pool, u.role), eq(accounts.email, u.email), eq(accounts.isRestrictedUser, false)));
  // Staff addresses are one per pool; a patient's, one record per clinic (issue 23 point 5).
  if (u.role !== 'patient' ? existing.length > 0 : existing.some((e) => e.clinicId === clinic.id))
    throw conflict('account.emailExists');
  if (existing.some((e) => !e.linkOnly)) return addSecondClinicRecord(ctx, log, clinic, u);
  const password = temporaryPassword();
  const { sub, created: isNew } = await ensureUser(u.role, u.email, password, {
    temporary: true,
    firstName: u.firstName,
    lastName: u.lastName,
    identity: config.identity,
  });
  if (!isNew) await adopt(ctx, u.role, u.email, sub, password);
  // The embedded identity's route verifies it at the first sign-in (the emulator does not).
  await rememberTemporaryPassword(db, config.identity, { pool: u.role, sub }, password);
  const locale = u.locale ?? clinic.locale;
  // The invitation is written with the account, in its transaction: a crash after the commit delays
  // it (the queue sends it) but can never leave the person without one (issue 23 point 7).
  const invite = async (tx: Tx, accountId: string) => {
    // A patient's invitation also carries the single-use link that signs them in (patient/:token).
    const arrivalUrl =
      u.role === 'patient'
        ? `${config.portalOrigin}/patient/${await createArrivalToken(tx, accountId)}`
        : undefined;
    const message = invitation(locale, {
      firstName: u.firstName,
      role: u.role,
      clinicName: clinic.name,
      email: u.email,
      temporaryPassword: password,
      signInUrl: `${config.portalOrigin}${SIGN_IN_PATH[u.role]}`,
      arrivalUrl,
    });
    return ctx.outbox.add(tx, 'invitation', u.email, message);
  };
  let created: { id: string; mail: string };
  try {
    await ctx.afterIdentityUser?.();
    created = await insertAccount(db, clinic, u, sub, invite);
  } catch (e) {
    await undoIdentityUser(ctx, log, u, sub);
    throw e;
  }
  // The account exists either way; a failed first attempt is retried by the job queue.
  if (!(await ctx.outbox.dispatch(created.mail)))
    log.warn({ mail: 'invitation' }, 'invitation email delayed');
  const id = created.id;
  return id;
}

/**
 * The address is another clinic's patient: this clinic gets a record of its own, link-only (no
 * identity user, so the person's password and the other clinic's record stay untouched), answered
 * exactly like a new patient. The person is told by their own mailbox; the superadmin sees both
 * records (auditCreation).
 */
async function addSecondClinicRecord(
  ctx: PeopleContext,
  log: FastifyBaseLogger,
  clinic: { id: string; name: string; locale: Locale },
  u: NewUser,
): Promise<string> {
  const invite = async (tx: Tx, accountId: string) => {
    const url = `${ctx.config.portalOrigin}/patient/${await createArrivalToken(tx, accountId)}`;
    const message = secondClinicInvitation(u.locale ?? clinic.locale, {
      firstName: u.firstName,
      clinicName: clinic.name,
      arrivalUrl: url,
    });
    return ctx.outbox.add(tx, 'invitation', u.email, message);
  };
  const created = await insertAccount(ctx.db, clinic, u, null, invite);
  if (!(await ctx.outbox.dispatch(created.mail)))
    log.warn({ mail: 'invitation' }, 'invitation email delayed');
  return created.id;
}

async function hasAccount(db: Db, pool: Pool, sub: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.pool, pool), eq(accounts.cognitoSub, sub)))
    .limit(1);
  return Boolean(row);
}

/** An identity user already exists: take it over only if no account of the pool uses it. */
async function adopt(
  ctx: PeopleContext,
  role: NewUser['role'],
  email: string,
  sub: string,
  password: string,
) {
  if (await hasAccount(ctx.db, role, sub)) throw conflict('account.emailExists');
  // Its old password may be known to whoever started the failed creation: a fresh temporary one.
  await setUserPassword(ctx.config.identity, role, email.toLowerCase(), password, false);
}

/** Deletes the identity user of a failed creation, unless a concurrent creation stored an account for it. */
async function undoIdentityUser(ctx: PeopleContext, log: FastifyBaseLogger, u: NewUser, sub: string) {
  try {
    if (!(await hasAccount(ctx.db, u.role, sub))) await deleteUser(ctx.config.identity, u.role, u.email);
  } catch (err) {
    // The next try adopts the user anyway; the error type only (the message could hold the address).
    log.error({ identity: 'AdminDeleteUser', type: (err as Error).name }, 'could not undo the identity user');
  }
}

async function insertAccount(
  db: Db,
  clinic: { id: string; locale: Locale },
  u: NewUser,
  /** The identity user; null for a second clinic's link-only record. */
  sub: string | null,
  invite: (tx: Tx, accountId: string) => Promise<string>,
): Promise<{ id: string; mail: string }> {
  return db.transaction(async (tx) => {
    const id =
      u.role === 'patient'
        ? (
            await insertPatient(tx, {
              kind: 'invited',
              clinic,
              identity: sub,
              email: u.email,
              firstName: u.firstName,
              lastName: u.lastName,
              locale: u.locale,
              arrival: u.arrival ?? 'INVITATION',
              doctorId: u.assignedDoctorId,
            })
          ).id
        : await insertStaff(tx, clinic, u, sub);
    return { id, mail: await invite(tx, id) };
  });
}

/** An administrator or a doctor (a doctor starts at the terms, with the demographics questionnaire). */
async function insertStaff(
  tx: Tx,
  clinic: { id: string; locale: Locale },
  u: NewUser,
  sub: string | null,
): Promise<string> {
  const [row] = await tx
    .insert(accounts)
    .values({
      pool: u.role,
      cognitoSub: sub,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      status: u.role === 'doctor' ? 'TERMS_AND_CONDITIONS' : 'ACTIVE',
      locale: u.locale ?? clinic.locale,
      clinicId: clinic.id,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  // The questionnaire the onboarding's demographics step (initial-survey) completes.
  if (u.role === 'doctor') await addDemographics(tx, { id: row.id, role: u.role });
  return row.id;
}
