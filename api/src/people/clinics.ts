import { asc, count, eq } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import { CLINIC_DEFAULT_UNIT, type GlucoseUnit, type Locale } from '../contracts';
import type { Db } from '../db';
import { clinics } from '../db/schema';
import { HttpError, notFound } from '../http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Matches no clinic: an account without one must see nobody rather than everybody. */
const NO_CLINIC = '00000000-0000-0000-0000-000000000000';

export type ClinicRow = typeof clinics.$inferSelect;

export async function findClinic(db: Db, id: string | undefined): Promise<ClinicRow | null> {
  if (!id || !UUID.test(id)) return null;
  const [c] = await db.select().from(clinics).where(eq(clinics.id, id)).limit(1);
  return c ?? null;
}

/** The clinics an actor sees: all for the superadmin, else only its own (null = all). */
export const clinicScope = (actor: AccountRow): string | null =>
  actor.role === 'superadmin' ? null : (actor.clinicId ?? NO_CLINIC);

/**
 * A clinic's own settings and records (clinic/{id}/…): the superadmin reaches every clinic, an admin
 * its own; another clinic answers 404 exactly like a missing one.
 */
export async function managedClinic(db: Db, actor: AccountRow, id: string): Promise<ClinicRow> {
  const clinic = await findClinic(db, id);
  if (!clinic || (actor.role !== 'superadmin' && actor.clinicId !== clinic.id)) {
    throw notFound('clinic.notFound');
  }
  return clinic;
}

/**
 * The clinic a new user goes to. A superadmin names it; anyone else creates in the clinic of its
 * token, and naming another clinic answers 404 exactly like a clinic that does not exist.
 */
export async function targetClinic(
  db: Db,
  actor: AccountRow,
  requested: string | undefined,
): Promise<ClinicRow> {
  if (actor.role === 'superadmin' && !requested) throw new HttpError(400, 'clinic.mustChoose');
  const id = actor.role === 'superadmin' ? requested : (requested ?? actor.clinicId ?? undefined);
  if (actor.role !== 'superadmin' && id !== actor.clinicId) throw notFound('clinic.notFound');
  const clinic = await findClinic(db, id);
  if (!clinic) throw notFound('clinic.notFound');
  return clinic;
}

/** One page of clinics by name (id breaks ties so pages never overlap). */
export async function listClinics(db: Db, page: number, size: number) {
  const [total] = await db.select({ n: count() }).from(clinics);
  const rows = await db
    .select()
    .from(clinics)
    .orderBy(asc(clinics.name), asc(clinics.id))
    .limit(size)
    .offset(page * size);
  return { rows, total: total?.n ?? 0 };
}

/** A new clinic; without a glucose unit, its locale's (mmol/L for en-GB, mg/dL for es-ES). */
export async function createClinic(
  db: Db,
  values: { name: string; locale: Locale; glucoseUnit?: GlucoseUnit },
): Promise<ClinicRow> {
  const glucoseUnit = values.glucoseUnit ?? CLINIC_DEFAULT_UNIT[values.locale];
  const [row] = await db
    .insert(clinics)
    .values({ ...values, glucoseUnit })
    .returning();
  if (!row) throw new Error('clinic insert returned nothing');
  return row;
}

/**
 * Sets (or clears, with null) where the clinic's patients get help now, per language, and its
 * emergency number when given.
 */
export async function setSupportContact(
  db: Db,
  id: string,
  contact: { supportContactEn: string | null; supportContactEs: string | null; emergencyNumber?: string },
): Promise<ClinicRow> {
  const { emergencyNumber, ...texts } = contact;
  const set = emergencyNumber === undefined ? texts : { ...texts, emergencyNumber };
  const [row] = await db.update(clinics).set(set).where(eq(clinics.id, id)).returning();
  if (!row) throw notFound('clinic.notFound');
  return row;
}

/** The unit the clinic's people read glucose in unless they chose their own. */
export async function setClinicGlucoseUnit(db: Db, id: string, glucoseUnit: GlucoseUnit): Promise<ClinicRow> {
  const [row] = await db.update(clinics).set({ glucoseUnit }).where(eq(clinics.id, id)).returning();
  if (!row) throw notFound('clinic.notFound');
  return row;
}
