import { CLINICIAN_RESOURCES } from '../src/surveys/patient-content';
import { accountId, call, demoTokens, expectError, get, startStack, type Res, type Stack } from './helpers';

// Each role sees only its fields (issue 15 §3, req G§6): the patient's answers carry no PHQ-2 result,
// priority score, concern or draft care plan; the doctor's carry them. Resource trees are doctors'.

jest.setTimeout(120_000);

let s: Stack;
let tok: Record<'doctor' | 'patient' | 'patient3', string>;
beforeAll(async () => {
  s = await startStack();
  tok = await demoTokens(s, ['doctor', 'patient', 'patient3']);
});
afterAll(async () => {
  await s?.stop();
});

type Obj = Record<string, unknown> & { id: string; status: string };
const content = (r: Res) => (r.body as { content: Obj[] }).content;
const DOCTOR_ONLY_INSTANCE = ['phq2', 'priorityScore', 'mainConcern'];
const DOCTOR_ONLY_SUMMARY = ['priorityScore', 'mainConcern'];
const listOf = async (patientToken: string) => {
  const mine = content(await get(s.url, '/surveyInstance', patientToken));
  const id = await accountId(s.url, patientToken);
  const doctors = content(await get(s.url, `/surveyInstance?userId=${id}`, tok.doctor));
  return { mine, doctors };
};

describe('the instance list and one instance', () => {
  it.each(DOCTOR_ONLY_SUMMARY)('a list entry: the patient lacks %s, the doctor has it', async (field) => {
    const { mine, doctors } = await listOf(tok.patient);
    expect(mine.length).toBeGreaterThan(0);
    for (const i of mine) expect(i).not.toHaveProperty(field);
    for (const i of doctors) expect(i).toHaveProperty(field);
    expect(mine.every((i) => i.audience === 'patient')).toBe(true);
    expect(doctors.every((i) => i.audience === 'staff')).toBe(true);
  });

  it.each(DOCTOR_ONLY_INSTANCE)('an instance: the patient lacks %s, the doctor has it', async (field) => {
    const { mine } = await listOf(tok.patient);
    const done = mine.find((i) => i.status === 'COMPLETED')!;
    const patients = (await get(s.url, `/surveyInstance/${done.id}`, tok.patient)).body as Obj;
    const doctors = (await get(s.url, `/surveyInstance/${done.id}`, tok.doctor)).body as Obj;
    expect(patients).not.toHaveProperty(field);
    expect(doctors).toHaveProperty(field);
  });

  it("the patient's scores leave out PHQ-2's, and its draft texts are not sent", async () => {
    const { mine } = await listOf(tok.patient);
    const done = mine.find((i) => i.status === 'COMPLETED')!;
    type Inst = { scores: { category: string }[]; possibleConclusions: Record<string, unknown>[] };
    const patients = (await get(s.url, `/surveyInstance/${done.id}`, tok.patient)).body as Inst;
    const doctors = (await get(s.url, `/surveyInstance/${done.id}`, tok.doctor)).body as Inst;
    expect(doctors.scores.some((x) => x.category === 'PHQ2')).toBe(true);
    expect(patients.scores.some((x) => x.category === 'PHQ2')).toBe(false);
    expect(doctors.possibleConclusions.every((c) => 'text' in c)).toBe(true);
    expect(patients.possibleConclusions.some((c) => 'text' in c)).toBe(false);
  });
});

describe('the care plan before and after it is agreed', () => {
  it('the patient sees no draft conclusion or tick until the doctor agrees the plan', async () => {
    const { mine } = await listOf(tok.patient3);
    const inReview = mine.find((i) => i.status === 'RECOMMENDATIONS' || i.status === 'REVIEW')!;
    const path = `/surveyInstance/${inReview.id}`;
    type Inst = {
      recommendations: { id: string; possibleAnswers: { id: string }[] }[];
      possibleConclusions: { id: string }[];
      conclusions: { text: string }[];
    };
    const before = (await get(s.url, path, tok.doctor)).body as Inst;
    const rec = before.recommendations[0]!;
    const draft = 'DRAFT: the doctor is still thinking about this';
    const plan = (complete: boolean) => ({
      recommendations: [{ id: rec.id, answerIds: [rec.possibleAnswers[0]!.id] }],
      conclusions: [{ id: before.possibleConclusions[0]!.id, text: draft }],
      complete,
    });
    const saved = await call(s.url, 'PUT', `${path}/care-plan`, { token: tok.doctor, body: plan(false) });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).toContain(draft);

    const patientDraft = (await get(s.url, path, tok.patient3)).body as Inst;
    expect(JSON.stringify(patientDraft)).not.toContain(draft);
    expect(patientDraft.conclusions).toEqual([]);
    expect(patientDraft.recommendations).toEqual([]);
    expect(patientDraft.possibleConclusions).toEqual([]);

    const agreed = await call(s.url, 'PUT', `${path}/care-plan`, { token: tok.doctor, body: plan(true) });
    expect(agreed.status).toBe(200);
    const patientAgreed = (await get(s.url, path, tok.patient3)).body as Inst;
    expect(patientAgreed.conclusions.map((c) => c.text)).toContain(draft);
    expect(patientAgreed.recommendations).toHaveLength(1);
  });
});

describe('resources', () => {
  it.each(['/resources/education', '/resources/education/locale/es-ES'])(
    '%s: the doctor reads the tree, a patient is refused (403)',
    async (path) => {
      expect((await get(s.url, path, tok.doctor)).status).toBe(200);
      expectError(await get(s.url, path, tok.patient), 403);
    },
  );

  it("a clinicians' guideline resolves for the doctor only (404 to a patient, like a missing one)", async () => {
    const id = [...CLINICIAN_RESOURCES][0]!;
    expect((await get(s.url, `/resources/education/${id}/resolved`, tok.doctor)).status).toBe(200);
    expectError(await get(s.url, `/resources/education/${id}/resolved`, tok.patient), 404);
    expectError(await get(s.url, `/resources/education/${id}/es-ES/resolved`, tok.patient), 404);
  });
});
