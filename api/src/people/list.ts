import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import type { Role, StaffStatusFilter } from '../contracts';
import type { Db } from '../db';
import { accounts, clinics } from '../db/schema';
import { notFound } from '../http-errors';
import { roleWord } from '../i18n';
import { clinicScope } from './clinics';
import { demographicsOf } from './demographics';
import { isErased } from './erasure-run';
import { nameStartsWith } from '../leaves/name-search';

export interface PersonFilter {
  role: Role;
  clinicId: string | null;
  id?: string;
  email?: string;
  nameStartsWith?: string;
  /** Staff lists: active, deactivated or all (issue 37 point 1); absent means all. */
  status?: StaffStatusFilter;
}

function where(f: PersonFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(accounts.role, f.role)];
  if (f.clinicId) parts.push(eq(accounts.clinicId, f.clinicId));
  if (f.id) parts.push(eq(accounts.id, f.id));
  if (f.email) parts.push(eq(accounts.email, f.email));
  // An erased patient's kept record is nobody's to list or open (issue 37 point 4).
  if (f.role === 'patient') parts.push(sql`NOT ${isErased(sql`${accounts.id}`)}`);
  // Case and accents do not matter, served by the name index (name-search.ts).
  if (f.nameStartsWith) parts.push(nameStartsWith(sql`${accounts}`, f.nameStartsWith));
  if (f.status === 'active') parts.push(isNull(accounts.deactivatedAt));
  if (f.status === 'deactivated') parts.push(isNotNull(accounts.deactivatedAt));
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
  const demographics = await demographicsOf(
    db,
    rows.map((r) => r.a.id),
  );
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
    demographics: demographics.get(a.id) ?? [],
    deactivatedAt: a.deactivatedAt?.toISOString() ?? null,
    // A patient who left the clinic (issue 37 point 2): when and why; null while they are a patient.
    leftAt: a.leftAt?.toISOString() ?? null,
    leftReason: a.leftReason,
  }));
  return { people, total: total?.n ?? 0 };
}
export type Person = Awaited<ReturnType<typeof listPeople>>['people'][number];

/**
 * One person of a role in the actor's scope, by account id (or by e-mail, a create's body), else 404
 * (another clinic's answers like a missing one).
 */
export async function findPerson(
  db: Db,
  role: Role,
  actor: AccountRow,
  who: { id: string } | { email: string },
): Promise<Person> {
  const { people } = await listPeople(db, { role, clinicId: clinicScope(actor), ...who }, 0, 1);
  const p = people[0];
  if (!p) throw notFound('people.noPersonWithId', { role: roleWord(role) });
  return p;
}

/**
 * A patient of the doctor's clinic by account id or e-mail (a request body's), or 404 (another
 * clinic's patient looks missing). By e-mail, the clinic's own record of the address (a person may be
 * a patient of several clinics), the full one before a link sign-up's.
 */
export async function clinicPatient(
  db: Db,
  doctor: AccountRow,
  who: { id: string } | { email: string },
): Promise<{ id: string }> {
  if (!doctor.clinicId) throw notFound('people.patientNotFound');
  const match = 'id' in who ? eq(accounts.id, who.id) : eq(accounts.email, who.email);
  const [p] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        match,
        eq(accounts.role, 'patient'),
        eq(accounts.pool, 'patient'),
        eq(accounts.clinicId, doctor.clinicId),
      ),
    )
    .orderBy(asc(accounts.isRestrictedUser))
    .limit(1);
  if (!p) throw notFound('people.patientNotFound');
  return p;
}
