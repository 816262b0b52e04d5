import { eq } from 'drizzle-orm';
import { clinics } from '../src/db/schema';
import { accountView } from '../src/people';
import { withLegacyDatabase } from './legacy-database';

jest.setTimeout(60_000);

// Migration 0017 gives every clinic a glucose unit: mmol/L for the en-GB ones (UK practice), mg/dL
// for the others; nobody has a choice of their own yet, so each person reads their clinic's.

const UK = '00000000-0000-4000-8000-0000000000c1';
const ES = '00000000-0000-4000-8000-0000000000c2';
const DOCTOR = '00000000-0000-4000-8000-0000000000a2';
const LEGACY = [
  `INSERT INTO clinics (id, name, locale) VALUES ('${UK}', 'Leeds', 'en-GB'), ('${ES}', 'Sevilla', 'es-ES')`,
  `INSERT INTO accounts (id, pool, email, role, status, clinic_id) VALUES
     ('${DOCTOR}', 'doctor', 'd@old.test', 'doctor', 'ACTIVE', '${ES}')`,
];

it('existing clinics read mmol/L when en-GB, mg/dL otherwise; their people follow them', async () => {
  await withLegacyDatabase('0017', LEGACY, async ({ db }) => {
    const unit = async (id: string) =>
      (await db.select({ u: clinics.glucoseUnit }).from(clinics).where(eq(clinics.id, id)))[0]?.u;
    expect(await unit(UK)).toBe('mmol/L');
    expect(await unit(ES)).toBe('mg/dL');
    expect(await accountView(db, DOCTOR)).toMatchObject({
      glucoseUnit: 'mg/dL',
      glucoseUnitChoice: null,
      clinicGlucoseUnit: 'mg/dL',
    });
  });
});
