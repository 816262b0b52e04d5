import { call, demoTokens, expectError, get, post, startStack, type Res, type Stack } from './helpers';

// Words for the patient (issue 14 §5): the patient's view carries no doctor's working texts, a positive
// PHQ-2 brings where to get help (the clinic's contact when set), and resources are patient reading.

jest.setTimeout(120_000);

let s: Stack;
let tok: Record<'doctor' | 'patient3' | 'superadmin' | 'admin', string>;
beforeAll(async () => {
  s = await startStack();
  tok = await demoTokens(s, ['doctor', 'patient3', 'superadmin', 'admin']);
});
afterAll(async () => {
  await s?.stop();
});

const put = (p: string, body: unknown, token: string) => call(s.url, 'PUT', p, { body, token });
type Question = { id: string; stage: string; type: string; possibleAnswers: { id: string }[] };
type Inst = {
  id: string;
  survey: { questions: Question[] };
  phq2: { possibleDepression: boolean } | null;
  recommendations: { question: string; possibleAnswers: { answer: string }[] }[];
  possibleConclusions: { id: string; text: string }[];
  support?: { contact: string | null; emergencyNumber: string; urgent: boolean } | null;
};
const inst = (r: Res) => r.body as Inst;
const CLINIC = '00000000-0000-4000-8000-00000000d3e0';

/** Answers a stage with the highest-concern choice everywhere (PHQ-2 positive) and submits it. */
async function answerStage(id: string, stage: string, token: string): Promise<Inst> {
  const now = inst(await get(s.url, `/surveyInstance/${id}`, token));
  const answers = now.survey.questions
    .filter((q) => q.stage === stage)
    .map((q) => ({
      question: { id: q.id },
      answer:
        q.type === 'OPEN_ENDED' ? { answer: 'I feel alone with it' } : { id: q.possibleAnswers.at(-1)!.id },
    }));
  expect((await put(`/surveyInstance/${id}`, { answers }, token)).status).toBe(204);
  return inst(await post(s.url, `/surveyInstance/${id}/submit?stage=${stage}`, undefined, token));
}

describe("the patient's view of a submitted survey", () => {
  let id = '';
  it('has no doctor texts, and a positive PHQ-2 brings the generic support advice', async () => {
    const created = await post(
      s.url,
      '/surveyInstance',
      { doctorEmail: 'doctor@demo.test', userEmail: 'patient3@demo.test', surveyId: 'type1-v2' },
      tok.doctor,
    );
    expect(created.status).toBe(201);
    id = (created.body as { id: string }).id;
    let mine = await answerStage(id, 'FIRST_WAVE', tok.patient3);
    if (mine.survey.questions.some((q) => q.stage === 'SECOND_WAVE'))
      mine = await answerStage(id, 'SECOND_WAVE', tok.patient3);
    // The PHQ-2 result is the doctor's (req G§6); the patient gets where to get help.
    expect(mine).not.toHaveProperty('phq2');
    expect(mine.support).toEqual({ contact: null, emergencyNumber: '112', urgent: false });
    expect(mine.possibleConclusions).toEqual([]);
    // Nothing ticked yet: no recommendation, so no "Which … do you recommend?" heading either.
    expect(mine.recommendations).toEqual([]);
    expect(JSON.stringify(mine)).not.toMatch(/do you recommend|The patient said|depressive disorder/);

    const doctors = inst(await get(s.url, `/surveyInstance/${id}`, tok.doctor));
    expect(doctors.support ?? null).toBeNull();
    expect(doctors.phq2?.possibleDepression).toBe(true);
    expect(doctors.possibleConclusions.some((c) => /depressive disorder/.test(c.text))).toBe(true);
    expect(doctors.recommendations.some((r) => /do you recommend/.test(r.question))).toBe(true);
  });

  it("the clinic's support contact, per language, set by its admin or the superadmin", async () => {
    const path = `/clinic/${CLINIC}/support-contact`;
    const contact = {
      supportContactEn: 'Call 0800 000 000, any time.',
      supportContactEs: 'Llame al 900 000 000.',
    };
    expectError(await put(path, contact, tok.doctor), 403);
    expectError(
      await put(`/clinic/00000000-0000-4000-8000-000000000001/support-contact`, contact, tok.admin),
      404,
    );
    expectError(
      await put(path, { supportContactEn: 'x'.repeat(501), supportContactEs: null }, tok.admin),
      400,
    );
    const saved = await put(path, contact, tok.admin);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(contact);
    expect(inst(await get(s.url, `/surveyInstance/${id}`, tok.patient3)).support).toEqual({
      contact: 'Call 0800 000 000, any time.',
      emergencyNumber: '112',
      urgent: false,
    });
    expectError(await put(path, { ...contact, emergencyNumber: '11a' }, tok.admin), 400);
    const us = await put(path, { ...contact, emergencyNumber: '911' }, tok.admin);
    expect(us.body).toMatchObject({ emergencyNumber: '911' });
    const withUs = inst(await get(s.url, `/surveyInstance/${id}`, tok.patient3)).support;
    expect(withUs).toMatchObject({ emergencyNumber: '911' });
    // Left out, the number stays as it was.
    expect((await put(path, contact, tok.admin)).body).toMatchObject({ emergencyNumber: '911' });
    const cleared = await put(path, { supportContactEn: '  ', supportContactEs: null }, tok.superadmin);
    expect(cleared.body).toMatchObject({ supportContactEn: null, supportContactEs: null });
  });

  it('recommended resources before any review are patient reading, never clinician guidelines', async () => {
    const r = await get(s.url, '/resources/education/recommended', tok.patient3);
    expect(r.status).toBe(200);
    const ids = (r.body as { id: string }[]).map((x) => x.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('nice-depression');
    expect(ids.some((x) => x.startsWith('nice-'))).toBe(false);
  });

  it('the Spanish tree lists each page once under a heading (no second "MedlinePlus: Prediabetes")', async () => {
    type Node = { name: string; url: string | null; children: Node[] };
    const tree = (await get(s.url, '/resources/education/locale/es-ES', tok.doctor)).body as Node[];
    for (const group of tree)
      for (const heading of group.children) {
        const names = heading.children.map((r) => r.name);
        expect([heading.name, names]).toEqual([heading.name, [...new Set(names)]]);
      }
  });

  it('once the plan is agreed, the resources the doctor added are on the patient’s Resources page', async () => {
    const list = await get(s.url, '/surveyInstance', tok.patient3);
    const awaiting = (list.body as { content: { id: string; status: string }[] }).content.find(
      (i) => i.status === 'RECOMMENDATIONS',
    )!;
    const staff = inst(await get(s.url, `/surveyInstance/${awaiting.id}`, tok.doctor));
    const added = 'Diabetes UK: Eating well: https://www.diabetes.org.uk/living-with-diabetes/eating';
    const plan = await put(
      `/surveyInstance/${awaiting.id}/care-plan`,
      {
        recommendations: [],
        conclusions: [
          { id: staff.possibleConclusions[0]!.id, text: 'Agreed: a food diary' },
          { id: 'additional-resources', text: added },
        ],
        complete: true,
      },
      tok.doctor,
    );
    expect(plan.status).toBe(200);
    const r = await get(s.url, '/resources/education/recommended', tok.patient3);
    expect(r.body).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          name: 'Diabetes UK: Eating well',
          url: 'https://www.diabetes.org.uk/living-with-diabetes/eating',
        },
      ]),
    );
  });
});
