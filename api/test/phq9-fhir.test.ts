import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { glucoseReadings } from '../src/db/schema-dexcom';
import {
  accountId,
  call,
  demoTokens,
  expectError,
  get,
  post,
  startStack,
  type Res,
  type Stack,
} from './helpers';
import { bundleErrors, fhirErrors } from './fhir-validator';
import { captureMailer } from './mail-capture';
import { otherClinicDoctor } from './signup-helpers';

// Issue 24 points 5 and 6: a positive PHQ-2 offers the PHQ-9 (once), the PHQ-9 is scored with its
// bands, an item 9 above 0 is urgent for the doctor (first on the list, the answer named) and brings
// the patient where to get help now; the FHIR R4 exports validate against the official R4 schema.

jest.setTimeout(180_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'doctor' | 'patient3' | 'superadmin', string>;
let other = '';
let patientId = '';
beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['doctor', 'patient3', 'superadmin']);
  other = await otherClinicDoctor(s, t.superadmin, cap.sent);
  patientId = await accountId(s.url, t.patient3);
});
afterAll(() => s?.stop());

type Question = { id: string; stage: string; type: string; possibleAnswers: { id: string }[] };
type Inst = {
  id: string;
  survey: { questions: Question[] };
  support?: { contact: string | null; emergencyNumber: string; urgent: boolean } | null;
  followUp?: { instanceId: string } | null;
  phq9?: { score: number; band: string; item9: { points: number; answer: string }; urgent: boolean } | null;
};
const put = (p: string, body: unknown, token: string) => call(s.url, 'PUT', p, { body, token });
const inst = (r: Res) => r.body as Inst;

/** Answers one stage: `pick` chooses each closed question's answer (`.at` index; null leaves it), then submits. */
async function answer(id: string, stage: string, pick: (q: Question) => number | null): Promise<Inst> {
  const now = inst(await get(s.url, `/surveyInstance/${id}`, t.patient3));
  const answers = now.survey.questions
    .filter((q) => q.stage === stage)
    .flatMap((q): { question: { id: string }; answer: { answer: string } | { id: string } }[] => {
      if (q.type === 'OPEN_ENDED') return [{ question: { id: q.id }, answer: { answer: 'Call me Pat' } }];
      const i = pick(q);
      return i === null ? [] : [{ question: { id: q.id }, answer: { id: q.possibleAnswers.at(i)!.id } }];
    });
  expect((await put(`/surveyInstance/${id}`, { answers }, t.patient3)).status).toBe(204);
  return inst(await post(s.url, `/surveyInstance/${id}/submit?stage=${stage}`, undefined, t.patient3));
}

/** Assigns a check-in and answers it with the highest-concern choices (PHQ-2 positive). */
async function positiveCheckIn(surveyId: string): Promise<Inst> {
  const created = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: 'doctor@demo.test', userEmail: 'patient3@demo.test', surveyId },
    t.doctor,
  );
  expect(created.status).toBe(201);
  const id = (created.body as { id: string }).id;
  let mine = await answer(id, 'FIRST_WAVE', () => -1);
  if (mine.survey.questions.some((q) => q.stage === 'SECOND_WAVE'))
    mine = await answer(id, 'SECOND_WAVE', () => 0);
  return mine;
}

let phq9Id = '';
it('a positive PHQ-2 offers the PHQ-9 once, also on the patient’s list, and a doctor cannot add a second', async () => {
  const first = await positiveCheckIn('type1-v2');
  expect(first.support).toEqual({ contact: null, emergencyNumber: '112', urgent: false });
  phq9Id = first.followUp!.instanceId;
  const second = await positiveCheckIn('type2-v1');
  expect(second.followUp).toEqual({ instanceId: phq9Id });
  const list = (await get(s.url, '/surveyInstance', t.patient3)).body as {
    content: { id: string; survey: { id: string }; status: string }[];
  };
  expect(list.content.filter((i) => i.survey.id === 'phq9-v1' && i.status === 'CREATED')).toEqual([
    expect.objectContaining({ id: phq9Id }),
  ]);
  const again = { doctorEmail: 'doctor@demo.test', userEmail: 'patient3@demo.test', surveyId: 'phq9-v1' };
  expectError(await post(s.url, '/surveyInstance', again, t.doctor), 409);
});

it('scores the PHQ-9 and, with item 9 above 0, gives the patient help now and the doctor an urgent flag', async () => {
  // Items 1–8 "Several days" (8), item 9 "Several days" (1), the optional difficulty left empty.
  const mine = await answer(phq9Id, 'FIRST_WAVE', (q) => (q.id === 'phq9.difficulty' ? null : 1));
  expect(mine.support).toEqual({ contact: null, emergencyNumber: '112', urgent: true });
  expect(mine).not.toHaveProperty('phq9');
  expect(JSON.stringify(mine)).not.toMatch(/MILD|MODERATE|SEVERE/);

  const doctors = inst(await get(s.url, `/surveyInstance/${phq9Id}`, t.doctor));
  expect(doctors.phq9).toMatchObject({
    score: 9,
    band: 'MILD',
    item9: { points: 1, answer: 'Several days' },
    urgent: true,
  });
  const rows = (await get(s.url, '/user?size=50', t.doctor)).body as {
    content: { email: string; flags: { code: string; value?: number }[] }[];
  };
  expect(rows.content[0]).toMatchObject({ email: 'patient3@demo.test' });
  expect(rows.content[0]!.flags[0]).toEqual({ code: 'PHQ9_ITEM9', value: 1 });
  expect(rows.content.slice(1).some((r) => r.flags.some((f) => f.code === 'PHQ9_ITEM9'))).toBe(false);
});

it('the validator refuses what R4 does not allow (so a passing bundle means something)', () => {
  expect(fhirErrors({ resourceType: 'Observation', id: 'x', status: 'guessed', code: {} })).not.toEqual([]);
  const unknownField = {
    resourceType: 'QuestionnaireResponse',
    id: 'x',
    status: 'completed',
    item: [{ linkId: 'a', answer: [{ valueCoding: { code: 'x', score: 1 } }] }],
  };
  expect(fhirErrors(unknownField)).not.toEqual([]);
  expect(fhirErrors({ resourceType: 'Observation', id: 'x', status: 'final', code: { text: 'ok' } })).toEqual(
    [],
  );
});

it('exports one patient as a FHIR R4 bundle that validates, with LOINC-coded PHQ items and CGM summary', async () => {
  // Two days of readings every 5 minutes, 60–260 mg/dL, so every band and statistic has a value.
  const db = s.app.dcp.database.db;
  const end = Date.now();
  await db.insert(glucoseReadings).values(
    Array.from({ length: 576 }, (_, i) => {
      const at = new Date(end - i * 300_000);
      return {
        accountId: patientId,
        systemTime: at,
        displayTime: at.toISOString().slice(0, 19),
        recordId: `fhir-${i}`,
        value: 60 + ((i * 7) % 200),
      };
    }),
  );
  const r = await get(s.url, `/fhir/patient/${patientId}`, t.doctor);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
  const bundle = r.body as Bundle;
  expect(bundleErrors(bundle)).toEqual({});
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const byType = (type: string) => bundle.entry.map((e) => e.resource).filter((x) => x.resourceType === type);
  expect(byType('Patient')[0]).toMatchObject({ id: patientId, telecom: [{ value: 'patient3@demo.test' }] });
  const phq9Q = byType('Questionnaire').find((q) => q.id === 'phq9-v1')!;
  expect(JSON.stringify(phq9Q)).toContain('"44249-1"');
  const response = byType('QuestionnaireResponse').find((x) => x.id === phq9Id)!;
  const item9 = (response.item as { linkId: string; code?: unknown; answer: unknown[] }[]).find(
    (i) => i.linkId === 'phq9.9',
  );
  expect(item9?.answer).toEqual([{ valueCoding: expect.objectContaining({ code: 'LA6569-3' }) }]);
  expect(JSON.stringify(response)).toContain('{"linkId":"phq9.total"');
  expect(JSON.stringify(byType('QuestionnaireResponse'))).toContain('"phq2"');
  const codes = byType('Observation').map((o) => (o.code as { coding: { code: string }[] }).coding[0]!.code);
  expect(codes.sort()).toEqual(
    ['107931-8', '97507-8', '106793-3', '97506-0', '104638-2', '104636-6', '104637-4'].sort(),
  );
});

it('the urgent flag clears once the doctor agrees the PHQ-9’s plan, in the doctor’s own words', async () => {
  const staff = (await get(s.url, `/surveyInstance/${phq9Id}`, t.doctor)).body as {
    possibleConclusions: { id: string; text: string }[];
  };
  expect(staff.possibleConclusions.map((c) => c.id)).toEqual(['phq9-plan', 'additional-resources']);
  const plan = {
    recommendations: [],
    conclusions: [{ id: 'phq9-plan', text: 'Called today; safety plan agreed.' }],
    complete: true,
  };
  expect((await put(`/surveyInstance/${phq9Id}/care-plan`, plan, t.doctor)).status).toBe(200);
  const rows = (await get(s.url, '/user?size=50', t.doctor)).body as {
    content: { flags: { code: string }[] }[];
  };
  expect(rows.content.some((r) => r.flags.some((f) => f.code === 'PHQ9_ITEM9'))).toBe(false);
  const mine = (await get(s.url, `/surveyInstance/${phq9Id}`, t.patient3)).body as {
    conclusions: { text: string }[];
  };
  expect(mine.conclusions).toEqual([
    { conclusionId: 'phq9-plan', text: 'Called today; safety plan agreed.' },
  ]);
});

it('answers 404 for another clinic’s patient and 403 to a patient', async () => {
  expectError(await get(s.url, `/fhir/patient/${patientId}`, other), 404);
  expectError(await get(s.url, `/fhir/patient/${patientId}`, t.patient3), 403);
  expectError(await get(s.url, '/fhir/research', t.doctor), 403);
});

it('the research bundle validates and is pseudonymised as export.csv: no name, email, birth date or free text', async () => {
  const r = await get(s.url, '/fhir/research', t.superadmin);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
  const bundle = r.body as Bundle;
  expect(bundleErrors(bundle)).toEqual({});
  const text = JSON.stringify(bundle);
  const [p] = await s.app.dcp.database.db.select().from(accounts).where(eq(accounts.id, patientId));
  for (const secret of [p!.email, p!.firstName, p!.lastName, patientId, phq9Id, 'Call me Pat'])
    expect(text).not.toContain(secret);
  expect(text).not.toMatch(/"birthDate"|"telecom"|"name"/);
  const csv = (await get(s.url, '/surveyInstance/csv', t.superadmin)).body as string;
  const codes = bundle.entry.filter((e) => e.resource.resourceType === 'Patient').map((e) => e.resource.id);
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) expect(code).toMatch(/^P-[0-9a-f]{16}$/);
  expect(codes.filter((c) => csv.includes(c)).length).toBeGreaterThan(0);
});

type Bundle = {
  resourceType: string;
  type: string;
  entry: { resource: { resourceType: string; id: string; [k: string]: unknown } }[];
};
