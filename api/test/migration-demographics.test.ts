import { eq } from 'drizzle-orm';
import { surveyInstances } from '../src/db/schema-surveys';
import { accountView } from '../src/people';
import { withLegacyDatabase } from './legacy-database';

jest.setTimeout(60_000);

// Migration 0003 folds the demographics table into survey instances: a data folder (or PostgreSQL
// schema) left by the previous release must start and keep every entry with its status.

const PATIENT = '00000000-0000-4000-8000-0000000000a1';
const DOCTOR = '00000000-0000-4000-8000-0000000000a2';
const LEGACY = [
  `INSERT INTO clinics (id, name) VALUES ('00000000-0000-4000-8000-0000000000c1', 'Old Clinic')`,
  `INSERT INTO accounts (id, pool, email, role, status, clinic_id) VALUES
     ('${PATIENT}', 'patient', 'p@old.test', 'patient', 'ACTIVE', '00000000-0000-4000-8000-0000000000c1'),
     ('${DOCTOR}', 'doctor', 'd@old.test', 'doctor', 'ACTIVE', '00000000-0000-4000-8000-0000000000c1')`,
  // e1: an entry never opened (no instance yet); e2: the doctor's; e3: opened, so already an instance,
  // whose status is the true one (the entry's mirror lagged behind).
  `INSERT INTO demographics (id, account_id, status, created_at) VALUES
     ('00000000-0000-4000-8000-0000000000e1', '${PATIENT}', 'CREATED', '2026-01-01T00:00:00Z'),
     ('00000000-0000-4000-8000-0000000000e2', '${DOCTOR}', 'COMPLETED', '2026-01-02T00:00:00Z'),
     ('00000000-0000-4000-8000-0000000000e3', '${PATIENT}', 'IN_PROGRESS', '2026-01-03T00:00:00Z')`,
  `INSERT INTO survey_instances (id, survey_id, respondent_account_id, status, created_at) VALUES
     ('00000000-0000-4000-8000-0000000000e3', 'demographics-patient-v1', '${PATIENT}', 'COMPLETED', '2026-01-03T00:00:00Z')`,
];

it('an existing database migrates: every demographics entry becomes an instance, statuses kept', async () => {
  await withLegacyDatabase('0003', LEGACY, async (database) => {
    const patient = await accountView(database.db, PATIENT);
    expect(patient?.demographics).toEqual([
      { id: '00000000-0000-4000-8000-0000000000e1', status: 'CREATED' },
      { id: '00000000-0000-4000-8000-0000000000e3', status: 'COMPLETED' },
    ]);
    const doctor = await accountView(database.db, DOCTOR);
    expect(doctor?.demographics).toEqual([
      { id: '00000000-0000-4000-8000-0000000000e2', status: 'COMPLETED' },
    ]);
    const [entry] = await database.db
      .select({ surveyId: surveyInstances.surveyId })
      .from(surveyInstances)
      .where(eq(surveyInstances.id, '00000000-0000-4000-8000-0000000000e2'));
    expect(entry?.surveyId).toBe('demographics-doctor-v1');
  });
});
