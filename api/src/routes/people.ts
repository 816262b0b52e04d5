import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db';
import { accounts, clinics, demographics } from '../db/schema';
import { ensureUser } from '../identity/admin-client';
import { invitation } from '../mail/templates';
import type { Mailer } from '../mail';
import type { Locale, Pool, Role } from '../contracts';
import { conflict, HttpError } from '../http-errors';

// What the administration routes (admin, doctor, clinic, user) share: clinic scoping, account
// creation with the identity provider and the invitation e-mail, and the list/profile views.

export const notFound = (message: string) => new HttpError(404, message);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminContext {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export async function findClinic(db: Db, id: string | undefined) {
  if (!id || !UUID.test(id)) return null;
  const [c] = await db.select().from(clinics).where(eq(clinics.id, id)).limit(1);
  return c ?? null;
}

/** The clinics an actor sees: all for the superadmin, else only its own (null = all). */
export const clinicScope = (actor: AccountRow): string | null =>
  actor.role === 'superadmin' ? null : (actor.clinicId ?? '00000000-0000-0000-0000-000000000000');

/**
 * The clinic a new user goes to. A superadmin names it; anyone else creates in the clinic of its
 * token, and naming another clinic answers 404 exactly like a clinic that does not exist.
 */
export async function targetClinic(db: Db, actor: AccountRow, requested: string | undefined) {
  if (actor.role === 'superadmin' && !requested) throw new HttpError(400, 'body.clinicId: a clinic must be chosen');
  const id = actor.role === 'superadmin' ? requested : (requested ?? actor.clinicId ?? undefined);
  if (actor.role !== 'superadmin' && id !== actor.clinicId) throw notFound('Clinic not found');
  const clinic = await findClinic(db, id);
  if (!clinic) throw notFound('Clinic not found');
  return clinic;
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
  ctx: AdminContext,
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
    // The entry the demographics questionnaire (initial-survey) completes, as for the demo accounts.
    if (onboarded) await tx.insert(demographics).values({ accountId: row.id, status: 'CREATED' });
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

export interface PersonFilter {
  role: Role;
  clinicId: string | null;
  email?: string;
  nameStartsWith?: string;
}

function where(f: PersonFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(accounts.role, f.role)];
  if (f.clinicId) parts.push(eq(accounts.clinicId, f.clinicId));
  if (f.email) parts.push(eq(accounts.email, f.email));
  if (f.nameStartsWith) {
    const like = `${f.nameStartsWith.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(accounts.firstName, like), ilike(accounts.lastName, like)));
  }
  return and(...parts);
}

export function ageOf(birthDate: string | null, now = new Date()): number | null {
  if (!birthDate) return null;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

/** One page of people of a role (ordered by name), with clinic and demographics. */
export async function listPeople(db: Db, f: PersonFilter, page: number, size: number) {
  const [total] = await db.select({ n: count() }).from(accounts).where(where(f));
  const rows = await db
    .select({ a: accounts, clinicName: clinics.name })
    .from(accounts)
    .innerJoin(clinics, eq(clinics.id, accounts.clinicId))
    .where(where(f))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.email))
    .limit(size)
    .offset(page * size);
  const ids = rows.map((r) => r.a.id);
  const demo = ids.length
    ? await db
        .select({ id: demographics.id, accountId: demographics.accountId, status: demographics.status })
        .from(demographics)
        .where(inArray(demographics.accountId, ids))
        .orderBy(asc(demographics.createdAt))
    : [];
  const people = rows.map(({ a, clinicName }) => ({
    accountId: a.id,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    status: a.status,
    clinic: { id: a.clinicId ?? '', name: clinicName },
    age: ageOf(a.birthDate),
    birthDate: a.birthDate,
    chronicConditions: a.chronicConditions,
    diabetes: a.diabetesType,
    gender: a.gender,
    demographics: demo.filter((d) => d.accountId === a.id).map((d) => ({ id: d.id, status: d.status })),
  }));
  return { people, total: total?.n ?? 0 };
}
export type Person = Awaited<ReturnType<typeof listPeople>>['people'][number];

export const asAdmin = (p: Person) => ({ email: p.email, firstName: p.firstName, lastName: p.lastName, clinic: p.clinic });
export const asDoctor = (p: Person) => ({ ...asAdmin(p), status: p.status, demographics: p.demographics });
export const asPatient = (p: Person) => {
  const { accountId: _id, ...rest } = p;
  return rest;
};

/** One person of a role in the actor's scope, else 404 (another clinic's answers like a missing one). */
export async function findPerson(db: Db, role: Role, actor: AccountRow, email: string): Promise<Person> {
  const { people } = await listPeople(db, { role, clinicId: clinicScope(actor), email }, 0, 1);
  const p = people[0];
  if (!p) throw notFound(`No ${role === 'patient' ? 'patient' : role} with this e-mail`);
  return p;
}
