import { eq } from 'drizzle-orm';
import { accounts, auditLog, clinics } from '../src/db/schema';
import { addDemographics } from '../src/people/demographics';
import { surveyInstances } from '../src/db/schema-surveys';
import { seedDemo } from '../src/seed';
import { findSurvey } from '../src/leaves/survey-catalogue';
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

jest.setTimeout(120_000);

let s: Stack;
let tok: Record<'doctor' | 'patient' | 'patient2' | 'superadmin', string>;
beforeAll(async () => {
  s = await startStack();
  tok = await demoTokens(s, ['doctor', 'patient', 'patient2', 'superadmin']);
});
afterAll(async () => {
  await s?.stop();
});
const db = () => s.app.dcp.database.db;
const put = (p: string, body: unknown, token: string) => call(s.url, 'PUT', p, { body, token });
const body = <T = Record<string, unknown>>(r: Res) => r.body as T;
type Inst = {
  id: string;
  status: string;
  stage: string;
  survey: {
    questions: {
      id: string;
      stage: string;
      type: string;
      category: string;
      possibleAnswers: { id: string }[];
    }[];
  };
  scores: { category: string; scoreValue: number }[];
  mainAreasOfFocus: string[];
  recommendations: { id: string; possibleAnswers: { id: string }[] }[];
  possibleConclusions: { id: string; text: string }[];
  phq2: { score: number; possibleDepression: boolean } | null;
};

describe('surveys', () => {
  it('GET survey lists regular surveys by name then revision descending; GET survey/{id}', async () => {
    const r = await get(s.url, '/survey', tok.doctor);
    expect(r.status).toBe(200);
    const list = body<{ content: { id: string; name: string; revision: number; isAvailable: boolean }[] }>(
      r,
    ).content;
    const names = list.map((x) => x.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const t1 = list.filter((x) => x.name === 'Type 1 diabetes check-in');
    expect(t1.map((x) => [x.revision, x.isAvailable])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list.some((x) => x.id.startsWith('demographics'))).toBe(false);
    const one = await get(s.url, '/survey/type1-child-v1', tok.patient);
    expect(body(one)).toMatchObject({
      id: 'type1-child-v1',
      startDialog: { title: 'Before you start' },
      hasSecondWave: false,
    });
    expectError(await get(s.url, '/survey/nope', tok.patient), 404);
    expectError(await get(s.url, '/survey', undefined), 401);
  });
});

describe('demo data', () => {
  it('every demo patient state exists and seeding again adds nothing', async () => {
    const rows = async () =>
      (await db().select().from(surveyInstances)).filter((x) => !x.surveyId.startsWith('demographics'));
    const before = await rows();
    const mine = await get(s.url, '/surveyInstance', tok.patient);
    expect(body<{ content: { status: string }[] }>(mine).content.map((x) => x.status)).toEqual([
      'CREATED',
      'COMPLETED',
    ]);
    expect(new Set(before.map((x) => x.status))).toEqual(
      new Set(['CREATED', 'COMPLETED', 'IN_PROGRESS', 'RECOMMENDATIONS', 'REVIEW']),
    );
    await seedDemo(db(), s.config.identity);
    expect((await rows()).length).toBe(before.length);
  });
});

describe('OpenAPI', () => {
  it('lists every survey, care, note, resource and export route', async () => {
    const doc = body<{ paths: Record<string, unknown> }>(await get(s.url, '/api/docs/json'));
    for (const p of [
      '/survey',
      '/survey/{id}',
      '/surveyInstance',
      '/surveyInstance/{id}',
      '/surveyInstance/{id}/submit',
      '/surveyInstance/{id}/recommendations',
      '/surveyInstance/{id}/conclusion',
      '/surveyInstance/{id}/care-plan',
      '/surveyInstance/csv',
      '/note',
      '/resources/education',
      '/resources/education/locale/es-ES',
      '/resources/education/recommended',
      '/resources/education/{id}/resolved',
      '/resources/education/{id}/{locale}/resolved',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
  });
});

describe('survey instance lifecycle', () => {
  let id = '';
  const create = (b: Record<string, unknown>) =>
    post(
      s.url,
      '/surveyInstance',
      { doctorEmail: 'doctor@demo.test', userEmail: 'patient2@demo.test', surveyId: 'type1-v2', ...b },
      tok.doctor,
    );

  it('POST surveyInstance: the doctor assigns; bad input answers 4xx', async () => {
    expectError(await create({ doctorEmail: 'other@demo.test' }), 403, /doctorEmail/);
    expectError(await create({ userEmail: 'not-an-email' }), 400);
    expectError(await create({ userEmail: 'nobody@demo.test' }), 404, /Patient not found/);
    expectError(await create({ surveyId: 'nope' }), 404, /Survey not found/);
    expectError(await create({ surveyId: 'demographics-patient-v1' }), 404);
    expectError(await create({ surveyId: 'type1-v1' }), 422, /not available/);
    expectError(await create({ surveyId: '' }), 400);
    expectError(
      await post(
        s.url,
        '/surveyInstance',
        { doctorEmail: 'patient@demo.test', userEmail: 'patient2@demo.test', surveyId: 'type1-v2' },
        tok.patient,
      ),
      403,
    );
    // The seed's in-progress type 1 survey is still open: the same one cannot be assigned again. It
    // becomes another survey's (still in progress, as a later test needs) so this one can be assigned.
    expectError(await create({}), 409, /already assigned/);
    await db()
      .update(surveyInstances)
      .set({ surveyId: 'pre-v1' })
      .where(eq(surveyInstances.status, 'IN_PROGRESS'));
    const r = await create({});
    expect(r.status).toBe(201);
    expect(body(r)).toMatchObject({
      status: 'CREATED',
      stage: 'FIRST_WAVE',
      survey: { id: 'type1-v2' },
      priorityScore: null,
    });
    id = body<{ id: string }>(r).id;
    const list = await get(s.url, '/surveyInstance?size=200&sort=createTimestamp,desc', tok.patient2);
    expect(body<{ content: { id: string }[] }>(list).content[0]!.id).toBe(id);
  });

  it('PUT answers: validated, merged, first answer → IN_PROGRESS', async () => {
    const p = `/surveyInstance/${id}`;
    expectError(
      await put(p, { answers: [{ question: { id: 'nope' }, answer: { id: 'x' } }] }, tok.patient2),
      400,
      /not part/,
    );
    expectError(
      await put(p, { answers: [{ question: { id: 'psych.1' }, answer: { id: 'psych.2.1' } }] }, tok.patient2),
      400,
      /not a choice/,
    );
    expectError(
      await put(p, { answers: [{ question: { id: 'psych.1' }, answer: { answer: 'free' } }] }, tok.patient2),
      400,
      /choices/,
    );
    // A choice sent to an open question: not the shape its kind takes (issue 40 point 3).
    expectError(
      await put(p, { answers: [{ question: { id: 'other.1' }, answer: { id: 'x' } }] }, tok.patient2),
      400,
      /does not take this kind of answer/,
    );
    expectError(
      await put(
        p,
        { answers: [{ question: { id: 'other.1' }, answer: { answer: 'x'.repeat(1001) } }] },
        tok.patient2,
      ),
      400,
    );
    expectError(
      await put(
        p,
        { answers: [{ question: { id: 'psych.f1' }, answer: { id: 'psych.f1.0' } }] },
        tok.patient2,
      ),
      400,
      /not part/,
    );
    expectError(await put(p, { answers: [] }, tok.patient2), 400);
    expectError(
      await put(
        p,
        { answers: [{ question: { id: 'psych.1' }, answer: { id: 'psych.1.1', answer: 'both' } }] },
        tok.patient2,
      ),
      400,
    );
    expectError(
      await put(
        '/surveyInstance/not-a-uuid',
        { answers: [{ question: { id: 'psych.1' }, answer: { id: 'psych.1.1' } }] },
        tok.patient2,
      ),
      400,
    );
    expectError(
      await put(p, { answers: [{ question: { id: 'psych.1' }, answer: { id: 'psych.1.1' } }] }, tok.doctor),
      403,
    );
    const ok = await put(
      p,
      { answers: [{ question: { id: 'other.1' }, answer: { answer: 'y'.repeat(1000) } }] },
      tok.patient2,
    );
    // 204: nothing is rebuilt for an answer; the stored row shows it.
    expect(ok.status).toBe(204);
    expect(ok.body).toBeUndefined();
    const [saved] = await db().select().from(surveyInstances).where(eq(surveyInstances.id, id));
    expect([saved!.status, saved!.answers['other.1']]).toEqual(['IN_PROGRESS', { answer: 'y'.repeat(1000) }]);
    expectError(
      await post(s.url, `/surveyInstance/${id}/submit?stage=FIRST_WAVE`, undefined, tok.patient2),
      409,
      /Answer every question first/,
    );
    expectError(
      await post(s.url, `/surveyInstance/${id}/submit?stage=SECOND_WAVE`, undefined, tok.patient2),
      409,
      /FIRST_WAVE stage/,
    );
    expectError(await post(s.url, `/surveyInstance/${id}/submit?stage=THIRD`, undefined, tok.patient2), 400);
  });

  it('submit FIRST_WAVE scores, opens the second wave for the areas of focus, then RECOMMENDATIONS', async () => {
    const survey = findSurvey('type1-v2')!;
    // PSYCH 3+3+3 = 9 (red), THERAPY 2+1+1 = 4, others 0; PHQ2 1+2 = 3 (flagged).
    const pts: Record<string, number> = {
      'psych.1': 3,
      'psych.2': 3,
      'psych.3': 3,
      'therapy.1': 2,
      'therapy.2': 1,
      'therapy.3': 1,
      'phq2.1': 1,
      'phq2.2': 2,
    };
    const answers = survey.questions
      .filter((q) => q.stage === 'FIRST_WAVE' && q.type !== 'OPEN_ENDED')
      .map((q) => ({ question: { id: q.id }, answer: { id: `${q.id}.${pts[q.id] ?? 0}` } }));
    // Saved one at a time, as the questionnaire does: each lands at once.
    for (const a of answers.slice(0, 3))
      expect((await put(`/surveyInstance/${id}`, { answers: [a] }, tok.patient2)).status).toBe(204);
    const [mid] = await db().select().from(surveyInstances).where(eq(surveyInstances.id, id));
    expect(Object.keys(mid!.answers)).toEqual(
      expect.arrayContaining(['psych.1', 'psych.2', 'psych.3', 'other.1']),
    );
    expect((await put(`/surveyInstance/${id}`, { answers: answers.slice(3) }, tok.patient2)).status).toBe(
      204,
    );
    const sub = await post(s.url, `/surveyInstance/${id}/submit?stage=FIRST_WAVE`, undefined, tok.patient2);
    expect(sub.status).toBe(200);
    const i = body<Inst>(sub);
    expect([i.status, i.stage]).toEqual(['IN_PROGRESS', 'SECOND_WAVE']);
    expect(i.mainAreasOfFocus).toEqual(['PSYCH', 'THERAPY']);
    // PHQ-2, priority and concern are the doctor's (req G§6): the patient's answer has none of them.
    for (const field of ['phq2', 'priorityScore', 'mainConcern']) expect(i).not.toHaveProperty(field);
    const staff = body<Inst & { priorityScore: number; mainConcern: string }>(
      await get(s.url, `/surveyInstance/${id}`, tok.doctor),
    );
    expect(staff.phq2).toEqual({ score: 3, possibleDepression: true });
    expect(staff).toMatchObject({ priorityScore: 9, mainConcern: 'PSYCH' });
    const second = i.survey.questions.filter((q) => q.stage === 'SECOND_WAVE');
    expect(new Set(second.map((q) => q.category))).toEqual(new Set(['PSYCH', 'THERAPY']));
    expectError(
      await put(`/surveyInstance/${id}`, { answers: [answers[0]] }, tok.patient2),
      409,
      /FIRST_WAVE stage/,
    );
    const closedOnes = second.filter((q) => q.type !== 'OPEN_ENDED');
    await put(
      `/surveyInstance/${id}`,
      {
        answers: closedOnes.map((q) => ({
          question: { id: q.id },
          answer: { id: q.possibleAnswers[1]!.id },
        })),
      },
      tok.patient2,
    );
    const done = await post(s.url, `/surveyInstance/${id}/submit?stage=SECOND_WAVE`, undefined, tok.patient2);
    expect(body<Inst>(done).status).toBe('RECOMMENDATIONS');
    // The patient's view holds only what the care team agreed: nothing yet (patient-view.test.ts).
    expect(body<Inst>(done).recommendations).toEqual([]);
    const asDoctor = await get(s.url, `/surveyInstance/${id}`, tok.doctor);
    expect(body<Inst>(asDoctor).recommendations.map((r) => r.id)).toEqual([
      'rec.PSYCH',
      'rec.THERAPY',
      'rec.PHQ2',
    ]);
    expectError(
      await put(`/surveyInstance/${id}`, { answers: [answers[0]] }, tok.patient2),
      409,
      /already submitted/,
    );
    expectError(
      await post(s.url, `/surveyInstance/${id}/submit?stage=SECOND_WAVE`, undefined, tok.patient2),
      409,
    );
  });

  it('the doctor reviews: recommendations and conclusion drafts → REVIEW; the care plan → COMPLETED', async () => {
    const rec = (b: unknown, t = tok.doctor) => put(`/surveyInstance/${id}/recommendations`, b, t);
    const con = (b: unknown, t = tok.doctor) => put(`/surveyInstance/${id}/conclusion`, b, t);
    expectError(await rec({ recommendations: [{ id: 'rec.SOCIAL', answerIds: [] }] }), 422, /not offered/);
    expectError(
      await rec({ recommendations: [{ id: 'rec.PSYCH', answerIds: ['therapy.review'] }] }),
      422,
      /not an option/,
    );
    expectError(await rec({ recommendations: 'x' }), 400);
    expectError(await rec({ recommendations: [] }, tok.patient2), 403);
    const r = await rec({
      recommendations: [{ id: 'rec.PSYCH', answerIds: ['psych.stress', 'psych.refer'] }],
    });
    expect(body<Inst>(r).status).toBe('REVIEW');
    expect(body<Inst>(r).recommendations[0]).toMatchObject({
      id: 'rec.PSYCH',
      answers: ['psych.stress', 'psych.refer'],
    });
    expectError(await con({ conclusions: [{ id: 'made-up', text: 'x' }] }), 422);
    expectError(
      await con({
        conclusions: [
          { id: 'conclusion.PSYCH', text: 'a' },
          { id: 'conclusion.PSYCH', text: 'b' },
        ],
      }),
      400,
    );
    expectError(await con({ conclusions: [{ id: 'conclusion.PSYCH', text: 'x'.repeat(5001) }] }), 400);
    expectError(
      await con({ conclusions: [{ id: 'conclusion.PSYCH', text: '  ' }], complete: true }),
      422,
      /Conclusion error/,
    );
    const draft = await con({ conclusions: [{ id: 'conclusion.PSYCH', text: 'Draft' }] });
    expect(body<Inst>(draft).status).toBe('REVIEW');
    const plan = await con({
      conclusions: [
        { id: 'conclusion.PSYCH', text: 'Agreed: see a psychologist.' },
        { id: 'additional-resources', text: 'NHS\nhttps://www.nhs.uk/' },
      ],
      complete: true,
    });
    expect(body<Inst & { conclusions: unknown }>(plan)).toMatchObject({
      status: 'COMPLETED',
      conclusions: [
        { conclusionId: 'conclusion.PSYCH', text: 'Agreed: see a psychologist.' },
        { conclusionId: 'additional-resources' },
      ],
    });
    expectError(await con({ conclusions: [], complete: true }), 409, /already agreed/);
    expectError(await rec({ recommendations: [] }), 409);
    const recd = await get(s.url, '/resources/education/recommended', tok.patient2);
    expect(body<{ id: string }[]>(recd).map((x) => x.id)).toEqual(['stress']);
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `survey-instance:${id}`));
    expect(new Set(audits.map((a) => a.action))).toEqual(
      new Set([
        'survey-instance.create',
        'survey-instance.answer',
        'survey-instance.submit',
        // The doctor's read of the recommendations above (the patient's view has none).
        'survey-instance.read',
        'survey-instance.recommendations',
        'survey-instance.conclusion',
        'survey-instance.care-plan',
      ]),
    );
  });

  it('PUT care-plan: recommendations and conclusions in one write, answering exactly what GET then answers', async () => {
    // A second instance scored like the one above, set straight in the table: answering is tested above.
    const [scored] = await db().select().from(surveyInstances).where(eq(surveyInstances.id, id));
    const fresh = body<{ id: string }>(await create({})).id;
    const { answers, scores, priorityScore, mainConcern, mainAreasOfFocus, phq2, stage } = scored!;
    await db()
      .update(surveyInstances)
      .set({
        answers,
        scores,
        priorityScore,
        mainConcern,
        mainAreasOfFocus,
        phq2,
        stage,
        status: 'RECOMMENDATIONS',
      })
      .where(eq(surveyInstances.id, fresh));
    const plan = (b: unknown, t = tok.doctor) => put(`/surveyInstance/${fresh}/care-plan`, b, t);
    const read = async () => body<Inst>(await get(s.url, `/surveyInstance/${fresh}`, tok.doctor));
    const recommendations = [{ id: 'rec.PSYCH', answerIds: ['psych.stress'] }];
    expectError(await plan({ recommendations, conclusions: [] }, tok.patient2), 403);
    expectError(
      await plan({ recommendations: [{ id: 'rec.SOCIAL', answerIds: [] }], conclusions: [] }),
      422,
      /not offered/,
    );
    expectError(await plan({ recommendations, conclusions: [{ id: 'made-up', text: 'x' }] }), 422);
    expectError(
      await plan({ recommendations, conclusions: [{ id: 'conclusion.PSYCH', text: ' ' }], complete: true }),
      422,
      /Conclusion error/,
    );
    expectError(await plan({ conclusions: [] }), 400);
    // Refused writes change nothing.
    expect((await read()).status).toBe('RECOMMENDATIONS');

    const draft = await plan({ recommendations, conclusions: [{ id: 'conclusion.PSYCH', text: 'Draft' }] });
    expect(draft.status).toBe(200);
    expect(body(draft)).toMatchObject({
      status: 'REVIEW',
      conclusions: [{ conclusionId: 'conclusion.PSYCH', text: 'Draft' }],
    });
    const ticked = body<{ recommendations: { id: string; answers: string[] }[] }>(draft).recommendations;
    expect(ticked.map((r) => [r.id, r.answers])).toEqual([
      ['rec.PSYCH', ['psych.stress']],
      ['rec.THERAPY', []],
      ['rec.PHQ2', []],
    ]);
    expect(body(draft)).toEqual(await read());

    const agreed = await plan({
      recommendations,
      conclusions: [{ id: 'conclusion.PSYCH', text: 'Agreed.' }],
      complete: true,
    });
    expect(agreed.status).toBe(200);
    expect(body(agreed)).toMatchObject({
      status: 'COMPLETED',
      conclusions: [{ conclusionId: 'conclusion.PSYCH', text: 'Agreed.' }],
    });
    expect(body(agreed)).toEqual(await read());
    expectError(await plan({ recommendations, conclusions: [], complete: true }), 409, /already agreed/);

    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `survey-instance:${fresh}`));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'survey-instance.recommendations',
        'survey-instance.conclusion',
        'survey-instance.care-plan',
      ]),
    );
  });

  it('a doctor needs userId to list; the review of an unfinished survey is refused', async () => {
    expectError(await get(s.url, '/surveyInstance', tok.doctor), 400, /userId/);
    // People are named by account id, never by e-mail (issue 15 §7).
    expectError(await get(s.url, '/surveyInstance?userId=patient2%40demo.test', tok.doctor), 400);
    expectError(await get(s.url, '/surveyInstance?size=201', tok.patient2), 400);
    const patient2 = await accountId(s.url, tok.patient2);
    const list = await get(s.url, `/surveyInstance?userId=${patient2}`, tok.doctor);
    const inProgress = body<{ content: { id: string; status: string }[] }>(list).content.find(
      (x) => x.status === 'IN_PROGRESS',
    )!;
    expectError(
      await put(`/surveyInstance/${inProgress.id}/conclusion`, { conclusions: [] }, tok.doctor),
      409,
      /Survey is not completed by user/,
    );
  });
});

describe('demographics entries are instances', () => {
  it('the seeded entry is served; a new entry materialises, fills the profile and completes', async () => {
    const me = await get(s.url, '/user/this', tok.patient);
    const [entry] = body<{ demographics: { id: string; status: string }[] }>(me).demographics;
    const seeded = await get(s.url, `/surveyInstance/${entry!.id}`, tok.patient);
    expect(body(seeded)).toMatchObject({
      id: entry!.id,
      status: 'COMPLETED',
      survey: { surveyType: 'DEMOGRAPHICS_PATIENT' },
    });
    expectError(await get(s.url, `/surveyInstance/${entry!.id}`, tok.patient2), 404);

    const [p2] = await db().select().from(accounts).where(eq(accounts.email, 'patient2@demo.test'));
    const fresh = await addDemographics(db(), { id: p2!.id, role: 'patient' });
    const p = `/surveyInstance/${fresh.id}`;
    expect(body(await get(s.url, p, tok.patient2))).toMatchObject({
      status: 'CREATED',
      survey: { id: 'demographics-patient-v1' },
    });
    expectError(
      await put(
        p,
        { answers: [{ question: { id: 'demo.birthDate' }, answer: { answer: '1899-12-31' } }] },
        tok.patient2,
      ),
      400,
      /date of birth/,
    );
    expectError(
      await put(
        p,
        { answers: [{ question: { id: 'demo.birthDate' }, answer: { answer: '2001-02-30' } }] },
        tok.patient2,
      ),
      400,
    );
    // A real day after today is said to be in the future (issue 36 point 9).
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expectError(
      await put(
        p,
        { answers: [{ question: { id: 'demo.birthDate' }, answer: { answer: tomorrow } }] },
        tok.patient2,
      ),
      400,
      /cannot be in the future/,
    );
    const answers = [
      { question: { id: 'demo.birthDate' }, answer: { answer: '2001-02-03' } },
      { question: { id: 'demo.gender' }, answer: { id: 'demo.gender.0' } },
      { question: { id: 'demo.diabetes' }, answer: { id: 'demo.diabetes.1' } },
      { question: { id: 'demo.chronic' }, answer: { id: 'demo.chronic.1' } },
      { question: { id: 'demo.years' }, answer: { id: 'demo.years.2' } },
    ];
    expect((await put(p, { answers }, tok.patient2)).status).toBe(204);
    const sub = await post(s.url, `${p}/submit?stage=FIRST_WAVE`, undefined, tok.patient2);
    expect(body(sub)).toMatchObject({ status: 'COMPLETED', scores: [] });
    const [after] = await db().select().from(accounts).where(eq(accounts.id, p2!.id));
    expect([after!.birthDate, after!.gender, after!.diabetesType, after!.chronicConditions]).toEqual([
      '2001-02-03',
      'FEMALE',
      'TYPE_II',
      true,
    ]);
    const me2 = await get(s.url, '/user/this', tok.patient2);
    expect(body<{ demographics: { id: string; status: string }[] }>(me2).demographics).toContainEqual({
      id: fresh.id,
      status: 'COMPLETED',
    });
    const list = await get(s.url, '/surveyInstance', tok.patient2);
    expect(body<{ content: { id: string }[] }>(list).content.map((x) => x.id)).not.toContain(fresh.id);
  });
});

describe('notes', () => {
  it('1–1000 characters, own notes only, patients only', async () => {
    expectError(await post(s.url, '/note', { text: '' }, tok.patient), 400);
    expectError(await post(s.url, '/note', { text: '   ' }, tok.patient), 400);
    expectError(await post(s.url, '/note', { text: 'x'.repeat(1001) }, tok.patient), 400);
    expectError(await post(s.url, '/note', {}, tok.patient), 400);
    expectError(await post(s.url, '/note', { text: 'hi' }, tok.doctor), 403);
    const r = await post(s.url, '/note', { text: 'x'.repeat(1000) }, tok.patient);
    expect(r.status).toBe(201);
    await post(s.url, '/note', { text: 'second' }, tok.patient);
    await post(s.url, '/note', { text: 'someone else' }, tok.patient2);
    const list = await get(s.url, '/note?size=200', tok.patient);
    expect(body<{ content: { text: string }[] }>(list).content.map((n) => n.text.slice(0, 6))).toEqual([
      'second',
      'xxxxxx',
    ]);
    expectError(await get(s.url, '/note?size=201', tok.patient), 400);
    expectError(await get(s.url, '/note', tok.doctor), 403);
  });
});

describe('education resources', () => {
  it('trees in English and Spanish: five groups with the four headings; resolve per locale', async () => {
    for (const [path, heading] of [
      ['/resources/education', 'Self-management'],
      ['/resources/education/locale/es-ES', 'Autocuidado'],
    ] as const) {
      const tree = body<{ id: string; children: { name: string; children: { url: string }[] }[] }[]>(
        await get(s.url, path, tok.doctor),
      );
      expect(tree.map((g) => g.id)).toEqual(['t1', 't2', 'pre', 'hcp', 'children-and-parents']);
      for (const g of tree) {
        expect(g.children).toHaveLength(4);
        expect(g.children[0]!.name).toBe(heading);
        for (const h of g.children) expect(h.children.length).toBeGreaterThan(0);
      }
    }
    const en = await get(s.url, '/resources/education/depression/resolved', tok.doctor);
    expect(body(en)).toEqual({
      resolvedUrl: 'https://www.nhs.uk/mental-health/conditions/depression-in-adults/',
    });
    const es = await get(s.url, '/resources/education/depression/es-ES/resolved', tok.doctor);
    expect(body(es)).toEqual({ resolvedUrl: 'https://medlineplus.gov/spanish/depression.html' });
    expectError(await get(s.url, '/resources/education/nope/resolved', tok.doctor), 404);
    expectError(await get(s.url, '/resources/education/depression/fr-FR/resolved', tok.doctor), 400);
    expectError(await get(s.url, '/resources/education/recommended', tok.doctor), 403);
    expect((await get(s.url, '/resources/education/recommended', tok.patient)).status).toBe(200);
  });
});

describe('export', () => {
  it('superadmin only; streamed CSV, one row per instance, the clinic by its code', async () => {
    expectError(await get(s.url, '/surveyInstance/csv', tok.doctor), 403);
    await db().update(clinics).set({ name: '=HYPERLINK("x")' });
    const r = await get(s.url, '/surveyInstance/csv', tok.superadmin);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="export.csv"');
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = String(r.body);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^patient_code,result_code,clinic,.*,score_PSYCH,.*,phq2,possible_depression$/);
    // Pseudonymised: no e-mail, name or id of anyone, nor the clinic's name; one stable code per patient.
    expect(text).not.toContain('HYPERLINK');
    expect(lines[1]).toMatch(/^P-[0-9a-f]{16},R-[0-9a-f]{16},C-[0-9a-f]{16},/);
    const patients = await db().select().from(accounts);
    expect(text).not.toContain('@demo.test');
    for (const p of patients) {
      expect(text).not.toContain(p.id);
      expect(text).not.toContain(`,${p.lastName},`);
      if (p.birthDate) expect(text).not.toContain(String(p.birthDate));
    }
    const again = String((await get(s.url, '/surveyInstance/csv', tok.superadmin)).body);
    expect(again).toBe(text);
    const regular = (await db().select().from(surveyInstances)).filter(
      (x) => !x.surveyId.startsWith('demographics'),
    );
    expect(lines).toHaveLength(regular.length + 1);
  });
});
