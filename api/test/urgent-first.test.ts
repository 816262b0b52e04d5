import {
  Patient,
  PatientList,
  PatientSort,
  type PatientListItem,
  type SurveyInstance,
  type VisitSummary,
} from '../src/contracts';
import { sendReviewDigests } from '../src/surveys/review-digest';
import { answerAndSubmit } from './answer-helpers';
import { bundleErrors } from './fhir-validator';
import { captureMailer } from './mail-capture';
import { accountId, call, demoTokens, get, post, startStack, type Stack } from './helpers';

/**
 * Issue 36 point 2, "urgent findings dominate": patient3 (Rafael) answers PHQ-9 item 9 above 0, then a
 * later check-in that scores low. Until a clinician agrees that PHQ-9's care plan he is red and first
 * under every sort, both ways, and every filter that keeps him; the one-pager, the FHIR export and the
 * doctor's digest say the same. Once resolved he goes back to the place his score gives him.
 */
jest.setTimeout(180_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'doctor' | 'patient3', string>;
let me = '';
let phq9Id = '';
const DOCTOR = 'doctor@demo.test';
const DAY = 86_400_000;

const list = async (query: string) => {
  const r = await get(s.url, `/user?size=2000&${query}`, t.doctor);
  expect(r.status).toBe(200);
  return PatientList.parse(r.body).content;
};
const assign = async (surveyId: string) => {
  const r = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: DOCTOR, userEmail: 'patient3@demo.test', surveyId },
    t.doctor,
  );
  expect(r.status).toBe(201);
  return (r.body as { id: string }).id;
};
const summary = async () => (await get(s.url, `/user/${me}/visit-summary`, t.doctor)).body as VisitSummary;
type Entry = { resource: { resourceType: string; status?: string; code?: { text?: string } } };
const flagsOf = async () => {
  const r = await get(s.url, `/fhir/patient/${me}`, t.doctor);
  expect(r.status).toBe(200);
  const bundle = r.body as { entry: Entry[] };
  expect(bundleErrors(bundle)).toEqual({});
  return bundle.entry.map((e) => e.resource).filter((x) => x.resourceType === 'Flag');
};
const digest = async (now: Date) => {
  const before = cap.sent.length;
  await sendReviewDigests({
    db: s.app.dcp.database.db,
    outbox: s.app.dcp.background.outbox,
    portalOrigin: 'https://portal.test',
    now,
  });
  return cap.sent.slice(before).find((m) => m.to === DOCTOR);
};

/** The filters a clinician might set that keep the patient, from his row and his profile. */
function filtersKeeping(p: PatientListItem, profile: Patient): string[] {
  const out = [
    `diabetes=${p.diabetes ?? 'NONE'}`,
    'awaitingReview=true',
    'assigned=assigned',
    `search=${encodeURIComponent(p.firstName)}`,
    `nameStartsWith=${encodeURIComponent(p.lastName.slice(0, 2))}`,
    `chronicConditions=${profile.chronicConditions ? 'present' : 'notPresent'}`,
  ];
  const { age, birthDate } = profile;
  if (age !== null) out.push(`ageLow=${age}&ageHigh=${age}`, `birthDate=${birthDate}`);
  else out.push('noAge=true');
  return out;
}

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['doctor', 'patient3']);
  me = await accountId(s.url, t.patient3);
  // A check-in with the most concerning answers: PHQ-2 positive, so the PHQ-9 is offered.
  await answerAndSubmit(s, await assign('type1-v2'), t.patient3);
  const mine = (await get(s.url, '/surveyInstance', t.patient3)).body as { content: SurveyInstance[] };
  phq9Id = mine.content.find((i) => i.survey.id === 'phq9-v1' && i.status === 'CREATED')!.id;
  // The PHQ-9: every item "Not at all" but item 9 "Several days" (1 of 3).
  const phq9 = (await get(s.url, `/surveyInstance/${phq9Id}`, t.patient3)).body as SurveyInstance;
  const answers = phq9.survey.questions.map((q) => ({
    question: { id: q.id },
    answer: { id: q.possibleAnswers[q.id === 'phq9.9' ? 1 : 0]!.id },
  }));
  const body = { answers };
  expect((await call(s.url, 'PUT', `/surveyInstance/${phq9Id}`, { body, token: t.patient3 })).status).toBe(
    204,
  );
  expect(
    (await post(s.url, `/surveyInstance/${phq9Id}/submit?stage=FIRST_WAVE`, undefined, t.patient3)).status,
  ).toBe(200);
  // Later, a check-in with the least concerning answers: a low score.
  await answerAndSubmit(s, await assign('type2-v1'), t.patient3, 'fine', 'first');
});
afterAll(() => s?.stop());

it('is red, scored low, and first under every sort both ways and every filter that keeps him', async () => {
  const all = await list('');
  const him = all.find((p) => p.id === me)!;
  expect(him.priorityScore).toBeLessThanOrEqual(3);
  expect(him.priorityCode).toBe('RED');
  expect(him.flags[0]).toEqual({ code: 'PHQ9_ITEM9', value: 1 });
  // Nobody else is urgent, so "first" means what it says: red, orange and unscored patients come after.
  expect(all.filter((p) => p.flags.some((f) => f.code === 'PHQ9_ITEM9'))).toHaveLength(1);
  const profile = Patient.parse((await get(s.url, `/user/${me}`, t.doctor)).body);
  for (const filter of ['', ...filtersKeeping(him, profile)])
    for (const sort of PatientSort.options)
      for (const dir of ['asc', 'desc']) {
        const rows = await list(`sort=${sort}&dir=${dir}&${filter}`);
        expect([filter, sort, dir, rows[0]?.id, rows[0]?.priorityCode]).toEqual([
          filter,
          sort,
          dir,
          me,
          'RED',
        ]);
      }
});

it('the one-pager, the FHIR export and the digest say red and urgent too', async () => {
  const sum = await summary();
  expect(sum.priority).toEqual({ code: 'RED', urgent: true });
  expect(sum.phq9).toMatchObject({ instanceId: phq9Id, urgent: true, item9: { points: 1 } });
  const flags = await flagsOf();
  expect(flags).toEqual([expect.objectContaining({ resourceType: 'Flag', status: 'active' })]);
  expect(flags[0]!.code!.text).toBe('URGENT: PHQ-9 item 9 (self-harm thoughts) 1/3');
  const mail = await digest(new Date());
  expect(mail!.subject).toBe('Urgent: questionnaires awaiting your review');
  expect(mail!.text).toContain('URGENT: 1 of your patients gave an urgent answer (PHQ-9 item 9)');
  expect(mail!.text).not.toMatch(/patient3|Rafael/);
  // Nothing new the next day, but the unresolved answer brings the digest again.
  expect((await digest(new Date(Date.now() + DAY)))!.subject).toMatch(/^Urgent:/);
});

it('once a clinician agrees the PHQ-9’s care plan, he falls back to his place and nothing says urgent', async () => {
  const staff = (await get(s.url, `/surveyInstance/${phq9Id}`, t.doctor)).body as SurveyInstance;
  const text = 'Safety assessed by phone today; no current plan or intent. Follow-up in a week.';
  const plan = {
    recommendations: [],
    conclusions: [{ id: staff.possibleConclusions[0]!.id, text }],
    complete: true,
  };
  const done = await call(s.url, 'PUT', `/surveyInstance/${phq9Id}/care-plan`, {
    body: plan,
    token: t.doctor,
  });
  expect(done.status).toBe(200);
  const all = await list('');
  const him = all.find((p) => p.id === me)!;
  expect(him.priorityCode).toBe('GREEN');
  expect(him.flags.map((f) => f.code)).not.toContain('PHQ9_ITEM9');
  // His score's place: after every patient scored higher or unscored (999) when the highest come first.
  const byScore = await list('sort=priorityScore&dir=desc');
  const mine = byScore.findIndex((p) => p.id === me);
  expect(mine).toBeGreaterThan(0);
  expect(byScore.slice(0, mine).every((p) => (p.priorityScore ?? 999) >= him.priorityScore!)).toBe(true);
  expect((await list('sort=priorityCode&dir=desc'))[0]!.id).not.toBe(me);
  expect((await list('sort=name&dir=asc'))[0]!.id).not.toBe(me);
  expect((await summary()).priority).toEqual({ code: 'GREEN', urgent: false });
  expect(await flagsOf()).toEqual([]);
  // Nothing new and nothing urgent: no digest.
  expect(await digest(new Date(Date.now() + 2 * DAY))).toBeUndefined();
});
