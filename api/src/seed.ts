import { and, eq } from 'drizzle-orm';
import type { IdentityConfig } from './config';
import { CLINIC_DEFAULT_UNIT, type DiabetesType, type Pool, type UserStatus } from './contracts';
import type { Db } from './db';
import { accounts, clinics, HOLDS_ADDRESS } from './db/schema';
import { ensureUser } from './identity/admin-client';
import { rememberTemporaryPassword } from './identity/temporary-passwords';
import { ensureDemographics } from './people/demographics';
import { seedListClinic, seedListPatients } from './seed-patient-list';
import { seedLoadPatients, seedSurveys } from './seed-surveys';

export const DEMO_CLINIC_ID = '00000000-0000-4000-8000-00000000d3e0';
export const DEMO_PASSWORD = 'DemoPass#2026';
export const DEMO_TEMP_PASSWORD = 'TempPass#2026';

interface DemoUser {
  pool: Pool;
  email: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  temporary?: boolean;
  demographics?: 'CREATED' | 'COMPLETED';
  profile?: { birthDate: string; gender: string; diabetesType: DiabetesType; chronicConditions: boolean };
}

export const DEMO_USERS: DemoUser[] = [
  {
    pool: 'superadmin',
    email: 'superadmin@demo.test',
    firstName: 'Sam',
    lastName: 'Super',
    status: 'ACTIVE',
  },
  { pool: 'admin', email: 'admin@demo.test', firstName: 'Ada', lastName: 'Admin', status: 'ACTIVE' },
  {
    pool: 'doctor',
    email: 'doctor@demo.test',
    firstName: 'Dana',
    lastName: 'Doctor',
    status: 'ACTIVE',
    demographics: 'COMPLETED',
  },
  {
    pool: 'patient',
    email: 'patient@demo.test',
    firstName: 'Pat',
    lastName: 'Patient',
    status: 'ACTIVE',
    demographics: 'COMPLETED',
    profile: { birthDate: '1985-04-12', gender: 'FEMALE', diabetesType: 'TYPE_I', chronicConditions: false },
  },
  {
    pool: 'patient',
    email: 'newpatient@demo.test',
    firstName: 'Nico',
    lastName: 'Newcomer',
    status: 'TERMS_AND_CONDITIONS',
    temporary: true,
    demographics: 'CREATED',
  },
];

/**
 * Demo data for the embedded mode, idempotent: identity users are created when missing (passwords of
 * existing users are left alone), accounts inserted when missing (only their subject is refreshed, in
 * case the identity data was reset), one demographics entry added when an account has none.
 */
export async function seedDemo(
  db: Db,
  identity: IdentityConfig,
  listPatients = 0,
  loadPatients = 0,
): Promise<void> {
  await db
    .insert(clinics)
    .values({
      id: DEMO_CLINIC_ID,
      name: 'Demo Clinic',
      locale: 'en-GB',
      glucoseUnit: CLINIC_DEFAULT_UNIT['en-GB'],
    })
    .onConflictDoNothing({ target: clinics.id });
  for (const u of DEMO_USERS) {
    const password = u.temporary ? DEMO_TEMP_PASSWORD : DEMO_PASSWORD;
    const { sub, status } = await ensureUser(u.pool, u.email, password, {
      temporary: u.temporary,
      firstName: u.firstName,
      lastName: u.lastName,
      identity,
    });
    // Still invited: the identity route accepts the published temporary password (again, after 7 days).
    if (status === 'FORCE_CHANGE_PASSWORD')
      await rememberTemporaryPassword(db, identity, { pool: u.pool, sub }, password);
    const [row] = await db
      .insert(accounts)
      .values({
        pool: u.pool,
        cognitoSub: sub,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.pool,
        status: u.status,
        locale: 'en-GB',
        clinicId: DEMO_CLINIC_ID,
        ...(u.profile ?? {}),
      })
      .onConflictDoUpdate({
        target: [accounts.pool, accounts.email],
        targetWhere: HOLDS_ADDRESS,
        set: { cognitoSub: sub },
      })
      .returning({ id: accounts.id });
    if (!row || !u.demographics) continue;
    await ensureDemographics(db, { id: row.id, role: u.pool }, u.demographics);
  }
  await seedSurveys(db, identity, DEMO_CLINIC_ID, DEMO_PASSWORD);
  // The demo doctor's list shows every colour, reason and filter (6 types × 7 states).
  const [doctor] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, 'doctor@demo.test'), eq(accounts.pool, 'doctor')));
  await seedListPatients(db, {
    clinicId: DEMO_CLINIC_ID,
    doctorId: doctor?.id ?? null,
    count: 42,
    prefix: 'demo',
  });
  if (listPatients > 0) await seedListClinic(db, identity, listPatients, DEMO_PASSWORD);
  if (loadPatients > 0) await seedLoadPatients(db, identity, DEMO_CLINIC_ID, DEMO_PASSWORD, loadPatients);
}
