import { and, eq, inArray } from 'drizzle-orm';
import type { IdentityConfig } from './config';
import { QUESTION_KINDS } from './contracts';
import type { Db } from './db';
import { accounts, HOLDS_ADDRESS } from './db/schema';
import { reminderOptOuts } from './db/schema-reminders';
import { type StoredAnswer, surveyInstances } from './db/schema-surveys';
import { ensureUser } from './identity/admin-client';
import { ensureDemographics } from './people/demographics';
import { possibleConclusions, recommendations } from './surveys/care-plan';
import { findSurvey, REGULAR_SURVEY_IDS } from './leaves/survey-catalogue';
import { scoreAnswers } from './surveys/scoring';
import type { SurveyDef } from './leaves/survey-catalogue/types';

// Demo survey data (issue 4): every screen has something real to show. Idempotent: a patient that
// already has survey instances is left alone.

const DEMO_SURVEY = 'type1-v2';
type Plan = 'completed' | 'created' | 'in-progress' | 'recommendations';

/** Answers that give each scored category the wanted points (spread over its questions, 0–3 each). */
export function answersFor(
  survey: SurveyDef,
  points: Record<string, number>,
  withFollowUps = true,
): Record<string, StoredAnswer> {
  const out: Record<string, StoredAnswer> = {};
  const left = { ...points };
  for (const q of survey.questions) {
    if (!QUESTION_KINDS[q.type].choices) continue;
    if (q.stage === 'SECOND_WAVE' && !withFollowUps) continue;
    const want = q.scored ? Math.min(3, left[q.category] ?? 0) : 0;
    if (q.scored) left[q.category] = (left[q.category] ?? 0) - want;
    out[q.id] = { id: q.answers.find((a) => a.points === want)?.id ?? q.answers[0]!.id };
  }
  out['other.1'] = { answer: 'Work shifts make meal times irregular.' };
  return out;
}

function instanceFor(
  survey: SurveyDef,
  plan: Plan,
  respondentAccountId: string,
  doctorAccountId: string | null,
  daysAgo: number,
) {
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
  const base = { surveyId: survey.id, respondentAccountId, doctorAccountId, createdAt, updatedAt: createdAt };
  if (plan === 'created') return base;
  const all = answersFor(survey, { PSYCH: 7, KNOWLEDGE: 2, THERAPY: 5, SOCIAL: 3, PHQ2: 3 });
  if (plan === 'in-progress') {
    const firstFew = Object.fromEntries(Object.entries(all).slice(0, 4));
    return { ...base, status: 'IN_PROGRESS' as const, answers: firstFew };
  }
  const scored = scoreAnswers(survey, all);
  const fields = {
    scores: scored.scores,
    priorityScore: scored.priorityScore,
    mainConcern: scored.mainConcern,
    mainAreasOfFocus: scored.mainAreasOfFocus,
    phq2: scored.phq2,
  };
  const answers = Object.fromEntries(
    Object.entries(all).filter(([qid]) => {
      const q = survey.questions.find((x) => x.id === qid);
      return q?.stage === 'FIRST_WAVE' || scored.mainAreasOfFocus.some((c) => c === q!.category);
    }),
  );
  const submitted = { ...base, ...fields, answers, submittedAt: createdAt };
  if (plan === 'recommendations')
    return { ...submitted, status: 'RECOMMENDATIONS' as const, stage: 'SECOND_WAVE' as const };
  const state = { ...fields, answers };
  const recs = recommendations(state, {}, 'en-GB');
  const ticked = Object.fromEntries(recs.map((r) => [r.id, r.possibleAnswers.slice(0, 2).map((a) => a.id)]));
  const conclusions = possibleConclusions(survey, state, 'en-GB')
    .filter((c) => c.text)
    .map((c) => ({
      conclusionId: c.id,
      text: `${c.text} Agreed: fortnightly check-ins for the next three months.`,
    }));
  return {
    ...submitted,
    status: 'COMPLETED' as const,
    stage: 'SECOND_WAVE' as const,
    recommendations: ticked,
    conclusions,
    completedAt: createdAt,
  };
}

const EXTRA_PATIENTS = [
  { email: 'patient2@demo.test', firstName: 'Paula', lastName: 'Progress', plan: ['in-progress'] as Plan[] },
  {
    email: 'patient3@demo.test',
    firstName: 'Rafael',
    lastName: 'Review',
    plan: ['recommendations'] as Plan[],
  },
];

/** A patient who can sign in (an identity user with `password`), onboarded, in `clinicId`. */
async function seedPatient(
  db: Db,
  identity: IdentityConfig,
  p: { email: string; firstName: string; lastName: string },
  clinicId: string,
  password: string,
): Promise<string> {
  const { sub } = await ensureUser('patient', p.email, password, {
    firstName: p.firstName,
    lastName: p.lastName,
    identity,
  });
  const [row] = await db
    .insert(accounts)
    .values({
      pool: 'patient',
      cognitoSub: sub,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      role: 'patient',
      status: 'ACTIVE',
      clinicId,
      birthDate: '1990-06-01',
      gender: 'MALE',
      diabetesType: 'TYPE_I',
      chronicConditions: false,
    })
    .onConflictDoUpdate({
      target: [accounts.pool, accounts.email],
      targetWhere: HOLDS_ADDRESS,
      set: { cognitoSub: sub },
    })
    .returning({ id: accounts.id });
  await ensureDemographics(db, { id: row!.id, role: 'patient' }, 'COMPLETED');
  return row!.id;
}

const demoDoctorId = async (db: Db) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, 'doctor@demo.test'), eq(accounts.pool, 'doctor')))
  )[0]?.id ?? null;

/** Gives each target its planned instances, unless it already has a questionnaire. */
async function seedInstances(db: Db, doctorId: string | null, targets: { id: string; plan: Plan[] }[]) {
  const survey = findSurvey(DEMO_SURVEY)!;
  for (const t of targets) {
    const has = await db
      .select({ id: surveyInstances.id })
      .from(surveyInstances)
      .where(
        and(
          eq(surveyInstances.respondentAccountId, t.id),
          inArray(surveyInstances.surveyId, REGULAR_SURVEY_IDS),
        ),
      )
      .limit(1);
    if (has.length > 0) continue;
    // Oldest first so "newest first" lists show the newly assigned one on top.
    const rows = t.plan.map((plan, i) => instanceFor(survey, plan, t.id, doctorId, 14 - i * 7));
    await db.insert(surveyInstances).values(rows);
  }
}

export async function seedSurveys(
  db: Db,
  identity: IdentityConfig,
  clinicId: string,
  password: string,
): Promise<void> {
  const targets: { id: string; plan: Plan[] }[] = [];
  const [pat] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, 'patient@demo.test'), eq(accounts.pool, 'patient')));
  if (pat) targets.push({ id: pat.id, plan: ['completed', 'created'] });
  for (const p of EXTRA_PATIENTS)
    targets.push({ id: await seedPatient(db, identity, p, clinicId, password), plan: p.plan });
  await seedInstances(db, await demoDoctorId(db), targets);
}

/**
 * SEED_LOAD_PATIENTS=n (the bench's "200 patients at once", issue 16): `load<i>@bench.test`, each able
 * to sign in with `password`, with two new questionnaires from the demo doctor (one per bench run).
 */
export async function seedLoadPatients(
  db: Db,
  identity: IdentityConfig,
  clinicId: string,
  password: string,
  n: number,
): Promise<void> {
  const targets: { id: string; plan: Plan[] }[] = [];
  for (let i = 0; i < n; i++) {
    const p = { email: `load${i}@bench.test`, firstName: 'Load', lastName: `Patient ${i}` };
    const id = await seedPatient(db, identity, p, clinicId, password);
    targets.push({ id, plan: ['created', 'created'] });
  }
  await seedInstances(db, await demoDoctorId(db), targets);
  // Load patients exist to be measured, not mailed: no questionnaire reminders (issue 25 point 1).
  if (targets.length)
    await db
      .insert(reminderOptOuts)
      .values(targets.map((t) => ({ accountId: t.id, optedOutAt: new Date() })))
      .onConflictDoNothing();
}
