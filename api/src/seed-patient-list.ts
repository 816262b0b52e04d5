import { and, count, eq, like } from 'drizzle-orm';
import type { IdentityConfig } from './config';
import { CLINIC_DEFAULT_UNIT, type SurveyStatus } from './contracts';
import type { Db } from './db';
import { accounts, clinics, HOLDS_ADDRESS, patientDoctors } from './db/schema';
import { ensureUser } from './identity/admin-client';
import { ensureDemographics } from './people/demographics';
import { reminderOptOuts, reminderSettings } from './db/schema-reminders';
import { surveyInstances } from './db/schema-surveys';
import { answersFor } from './seed-surveys';
import { findSurvey, REGULAR_SURVEY_IDS } from './leaves/survey-catalogue';
import { scoreAnswers } from './surveys/scoring';
import { DAY, listPatient, SURVEY_BY_TYPE } from './seed-list-data';
import { seedListGlucose } from './seed-list-glucose';

// Patients for the patient list, inserted directly (no identity users: list rows need none), in
// every state the list shows: each colour band, PHQ-2 positive, overdue, awaiting review, completed,
// never assigned; every diabetes type and None; with and without a date of birth; chronic conditions
// yes / no / unknown; assigned to the doctor or not. Deterministic by index, so tests can rely on it.

export interface SeedListOptions {
  clinicId: string;
  /** The doctor who assigned the questionnaires and to whom 3 of 4 patients are assigned. */
  doctorId: string | null;
  count: number;
  /** E-mail local part prefix (`<prefix><i>@list.test`): the seed is skipped when any exists. */
  prefix: string;
  /** Give a few patients glucose (seed-list-glucose.ts): the list clinic only, so the demo's and
   *  every API test's start stays as fast as it was. */
  glucose?: boolean;
}

function instanceOf(i: number, patientId: string, doctorId: string | null) {
  const p = listPatient(i);
  // A patient of type None has no typed questionnaire: never assigned one.
  if (p.plan === 'none' || p.diabetesType === null) return null;
  const survey = findSurvey(SURVEY_BY_TYPE[p.diabetesType])!;
  const ageDays = p.plan === 'overdue' ? 20 + (i % 40) : 1 + (i % 12);
  const createdAt = new Date(Date.now() - ageDays * DAY);
  const base = { surveyId: survey.id, respondentAccountId: patientId, doctorAccountId: doctorId, createdAt };
  if (p.plan === 'created' || p.plan === 'overdue') return { ...base, updatedAt: createdAt };
  const answers = answersFor(survey, p.level, false);
  if (p.plan === 'in-progress') {
    const some = Object.fromEntries(Object.entries(answers).slice(0, 3));
    return { ...base, updatedAt: createdAt, status: 'IN_PROGRESS' as SurveyStatus, answers: some };
  }
  const s = scoreAnswers(survey, answers);
  const submittedAt = new Date(createdAt.getTime() + DAY / 2);
  const status: SurveyStatus =
    p.plan === 'completed' ? 'COMPLETED' : p.plan === 'review' ? 'REVIEW' : 'RECOMMENDATIONS';
  return {
    ...base,
    updatedAt: submittedAt,
    status,
    stage: 'SECOND_WAVE' as const,
    answers,
    scores: s.scores,
    priorityScore: s.priorityScore,
    mainConcern: s.mainConcern,
    mainAreasOfFocus: s.mainAreasOfFocus,
    phq2: s.phq2,
    submittedAt,
    completedAt: status === 'COMPLETED' ? submittedAt : null,
  };
}

const CHUNK = 500;

/** Inserts `count` list patients (idempotent per prefix and clinic); answers how many were added. */
export async function seedListPatients(db: Db, o: SeedListOptions): Promise<number> {
  const [had] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.clinicId, o.clinicId), like(accounts.email, `${o.prefix}%@list.test`)));
  if ((had?.n ?? 0) > 0) return 0;
  for (let start = 0; start < o.count; start += CHUNK) {
    const idx = Array.from({ length: Math.min(CHUNK, o.count - start) }, (_, k) => start + k);
    const rows = await db
      .insert(accounts)
      .values(
        idx.map((i) => {
          const p = listPatient(i);
          const reviewed = p.plan === 'completed' || p.plan === 'review';
          return {
            pool: 'patient' as const,
            role: 'patient' as const,
            email: `${o.prefix}${i}@list.test`,
            firstName: p.firstName,
            lastName: p.lastName,
            status: 'ACTIVE' as const,
            clinicId: o.clinicId,
            birthDate: p.birthDate,
            diabetesType: p.diabetesType,
            chronicConditions: p.chronicConditions,
            lastReviewedAt: reviewed ? new Date(Date.now() - (i % 10) * DAY) : null,
          };
        }),
      )
      .returning({ id: accounts.id, email: accounts.email });
    // Their addresses are no mailboxes and many questionnaires are weeks old: never reminded, in any
    // clinic (the demo clinic's 42 were, at every start of a stack: issue 36 point 15).
    await db
      .insert(reminderOptOuts)
      .values(rows.map((r) => ({ accountId: r.id, optedOutAt: new Date() })))
      .onConflictDoNothing();
    const idOf = new Map(rows.map((r) => [r.email, r.id]));
    const id = (i: number) => idOf.get(`${o.prefix}${i}@list.test`)!;
    const instances = idx.flatMap((i) => instanceOf(i, id(i), o.doctorId) ?? []);
    if (instances.length) await db.insert(surveyInstances).values(instances);
    const doctorId = o.doctorId;
    if (doctorId) {
      const links = idx
        .filter((i) => listPatient(i).assigned)
        .map((i) => ({ patientAccountId: id(i), doctorAccountId: doctorId }));
      if (links.length) await db.insert(patientDoctors).values(links).onConflictDoNothing();
    }
    if (o.glucose)
      await seedListGlucose(
        db,
        idx.map((i) => [i, id(i)]),
      );
  }
  return o.count;
}

export const LIST_CLINIC_ID = '00000000-0000-4000-8000-00000000715c';
export const LIST_DOCTOR_EMAIL = 'listdoctor@demo.test';

/**
 * The list clinic of SEED_PATIENTS=n (e2e, bench): its own clinic so other journeys' lists stay
 * small, a doctor who can sign in (an identity user, onboarded), and n patients.
 */
export async function seedListClinic(db: Db, identity: IdentityConfig, n: number, password: string) {
  await db
    .insert(clinics)
    .values({
      id: LIST_CLINIC_ID,
      name: 'List Clinic',
      locale: 'en-GB',
      glucoseUnit: CLINIC_DEFAULT_UNIT['en-GB'],
    })
    .onConflictDoNothing({ target: clinics.id });
  const { sub } = await ensureUser('doctor', LIST_DOCTOR_EMAIL, password, {
    firstName: 'Lior',
    lastName: 'Lister',
    identity,
  });
  const [doctor] = await db
    .insert(accounts)
    .values({
      pool: 'doctor',
      role: 'doctor',
      cognitoSub: sub,
      email: LIST_DOCTOR_EMAIL,
      firstName: 'Lior',
      lastName: 'Lister',
      status: 'ACTIVE',
      clinicId: LIST_CLINIC_ID,
    })
    .onConflictDoUpdate({
      target: [accounts.pool, accounts.email],
      targetWhere: HOLDS_ADDRESS,
      set: { cognitoSub: sub },
    })
    .returning({ id: accounts.id });
  await ensureDemographics(db, { id: doctor!.id, role: 'doctor' }, 'COMPLETED');
  await seedListPatients(db, {
    clinicId: LIST_CLINIC_ID,
    doctorId: doctor!.id,
    count: n,
    prefix: 'bulk',
    glucose: true,
  });
  // Its patients' addresses are no mailboxes and their questionnaires were assigned weeks ago: no
  // questionnaire reminders in this clinic (a clinic setting, issue 25 point 1), or every start of the
  // e2e stack or the bench would mail hundreds.
  await db
    .insert(reminderSettings)
    .values(
      REGULAR_SURVEY_IDS.map((surveyId) => ({
        clinicId: LIST_CLINIC_ID,
        surveyId,
        firstDays: 0,
        secondDays: 0,
      })),
    )
    .onConflictDoNothing();
}
