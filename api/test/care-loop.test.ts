import { and, eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { surveyInstances } from '../src/db/schema-surveys';
import { DEMOGRAPHICS_PATIENT_ID } from '../src/leaves/survey-catalogue/demographics';
import type { InstanceAnswers, SurveyInstance } from '../src/contracts';
import { answerAndSubmit, assignPatient2Type2 } from './answer-helpers';
import { captureMailer, type SentMail } from './mail-capture';
import { accountId, call, demoTokens, expectError, get, post, startStack, type Stack } from './helpers';

/**
 * Issue 14: the doctor reads every answer (doctors of the clinic only), a submission awaits review,
 * and an agreed plan e-mails the patient once, with a link and no clinical text.
 */
jest.setTimeout(120_000);

let s: Stack;
let sent: SentMail[];
let tok: Record<'doctor' | 'patient' | 'patient2', string>;
const FREE_TEXT = 'My sister helps me with injections on Sundays';

beforeAll(async () => {
  const capture = captureMailer();
  sent = capture.sent;
  s = await startStack({ mailer: capture.mailer });
  tok = await demoTokens(s, ['doctor', 'patient', 'patient2']);
});
afterAll(() => s?.stop());
const db = () => s.app.dcp.database.db;
const put = (p: string, body: unknown, token: string) => call(s.url, 'PUT', p, { body, token });

/** patient2 answers a new type-2 survey (its type-1 one is still open: no duplicate) (first choice, or the free text) and submits every stage. */
async function answeredInstance(): Promise<SurveyInstance> {
  return answerAndSubmit(s, await assignPatient2Type2(s, tok.doctor), tok.patient2, FREE_TEXT);
}

let inst: SurveyInstance;
beforeAll(async () => {
  inst = await answeredInstance();
});

describe('the answers view', () => {
  it('gives the doctor every answer by category, the PHQ-2 items, the free text and the context', async () => {
    const [p2] = await db()
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, 'patient2@demo.test'), eq(accounts.pool, 'patient')));
    await db()
      .update(surveyInstances)
      .set({ answers: { 'demo.years': { id: 'demo.years.1' } } })
      .where(
        and(
          eq(surveyInstances.respondentAccountId, p2!.id),
          eq(surveyInstances.surveyId, DEMOGRAPHICS_PATIENT_ID),
        ),
      );
    const r = await get(s.url, `/surveyInstance/${inst.id}/answers`, tok.doctor);
    expect(r.status).toBe(200);
    const a = r.body as InstanceAnswers;
    expect(a.patient).toMatchObject({ diabetes: 'TYPE_I', chronicConditions: false });
    expect(a.patient.age).toBeGreaterThan(30);
    expect(a.patient.yearsSinceDiagnosis).toBe('1 to 5 years');
    const asked = inst.survey.questions.filter((q) => q.category !== 'PHQ2');
    expect(a.groups.flatMap((g) => g.questions.map((q) => q.questionId)).sort()).toEqual(
      asked.map((q) => q.id).sort(),
    );
    expect(a.groups.map((g) => g.category)).not.toContain('PHQ2');
    const scored = a.groups.flatMap((g) => g.questions).filter((q) => q.scored);
    expect(scored.length).toBeGreaterThan(0);
    // The last choice of a scored question is its most concerning answer: 3 of 3 points (issue 36
    // point 7: a clinician reads an item in points).
    for (const q of scored)
      expect(q.scored).toEqual({
        humanReadable: `${q.question} — ${q.answer}`,
        scorePct: 100,
        points: 3,
        maxPoints: 3,
      });
    expect(a.phq2Items).toHaveLength(2);
    expect(a.phq2Items!.map((q) => [q.category, q.scored?.points])).toEqual([
      ['PHQ2', 3],
      ['PHQ2', 3],
    ]);
    expect(a.ownWords.map((w) => w.answer)).toContain(FREE_TEXT);
    expect(a.ownWords[0]!.question).toBe('Is there anything else you would like your care team to know?');
    // Each free text names its area: the second wave asks the same "tell us more" of every area of
    // focus, which alone could not be told apart.
    const more = a.ownWords.filter((w) => w.question === 'Would you like to tell us more? (optional)');
    expect(more.length).toBeGreaterThan(1);
    expect(new Set(more.map((w) => w.category)).size).toBe(more.length);
    expect(more.map((w) => w.category).sort()).toEqual([...inst.mainAreasOfFocus].sort());
  });

  it('is for doctors only: the patient gets 403, another clinic 404, an unsubmitted survey 409', async () => {
    expectError(await get(s.url, `/surveyInstance/${inst.id}/answers`, tok.patient2), 403);
    const list = await get(s.url, '/surveyInstance', tok.patient);
    const created = (list.body as { content: SurveyInstance[] }).content.find((i) => i.status === 'CREATED')!;
    expectError(await get(s.url, `/surveyInstance/${created.id}/answers`, tok.doctor), 409);
    // The patient's own views keep what they had: no answers breakdown route of their own.
    const own = await get(s.url, `/surveyInstance/${inst.id}`, tok.patient2);
    expect(Object.keys(own.body as object)).not.toContain('groups');
  });
});

describe('awaiting review and the plan email', () => {
  it('a submitted instance awaits review until the plan is agreed; the email goes once', async () => {
    expect(inst.awaitingReview).toBe(true);
    const patient2 = await accountId(s.url, tok.patient2);
    const list = await get(s.url, `/surveyInstance?userId=${patient2}`, tok.doctor);
    const row = (list.body as { content: SurveyInstance[] }).content.find((i) => i.id === inst.id)!;
    expect(row.awaitingReview).toBe(true);

    const before = sent.length;
    // The draft conclusions are the doctor's (the patient's view has none before the plan is agreed).
    const staff = (await get(s.url, `/surveyInstance/${inst.id}`, tok.doctor)).body as SurveyInstance;
    const plan = {
      recommendations: [],
      conclusions: [{ id: staff.possibleConclusions[0]!.id, text: 'Agreed: insulin pump training in May' }],
      complete: true,
    };
    // Opening the instance marked the patient reviewed: cleared, the completion alone must mark it.
    const reviewedAt = async () =>
      (await db().select({ at: accounts.lastReviewedAt }).from(accounts).where(eq(accounts.id, patient2)))[0]!
        .at;
    await db().update(accounts).set({ lastReviewedAt: null }).where(eq(accounts.id, patient2));
    const done = await put(`/surveyInstance/${inst.id}/care-plan`, plan, tok.doctor);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'COMPLETED', awaitingReview: false });
    const marked = await reviewedAt();
    expect(marked).not.toBeNull();
    expectError(await put(`/surveyInstance/${inst.id}/care-plan`, plan, tok.doctor), 409);
    expect(await reviewedAt()).toEqual(marked);
    const mails = sent.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe('patient2@demo.test');
    expect(mail.subject).toBe('Your care plan is ready');
    expect(mail.text).toContain(`/patient/results/${inst.id}`);
    for (const clinical of ['insulin', 'PHQ', 'depress', FREE_TEXT, inst.survey.name])
      expect(mail.text).not.toContain(clinical);
  });
});

describe('notes: a patient edits and deletes only its own', () => {
  it('edits and deletes its note; another patient gets 404 for both; bad text 400', async () => {
    const created = await post(s.url, '/note', { text: 'Hypo after swimming' }, tok.patient);
    const id = (created.body as { id: string }).id;
    expectError(await put(`/note/${id}`, { text: 'taken over' }, tok.patient2), 404);
    expectError(await call(s.url, 'DELETE', `/note/${id}`, { token: tok.patient2 }), 404);
    expectError(await put(`/note/${id}`, { text: 'x' }, tok.doctor), 403);
    expectError(await put(`/note/${id}`, { text: '   ' }, tok.patient), 400);
    expectError(await put(`/note/${id}`, { text: 'y'.repeat(1001) }, tok.patient), 400);

    const edited = await put(
      `/note/${id}`,
      { text: 'Hypo after swimming; ate before next time' },
      tok.patient,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, text: 'Hypo after swimming; ate before next time' });
    const listed = await get(s.url, '/note', tok.patient);
    expect((listed.body as { content: { id: string; text: string }[] }).content).toContainEqual(
      expect.objectContaining({ id, text: 'Hypo after swimming; ate before next time' }),
    );

    expect((await call(s.url, 'DELETE', `/note/${id}`, { token: tok.patient })).status).toBe(204);
    expectError(await call(s.url, 'DELETE', `/note/${id}`, { token: tok.patient }), 404);
    const after = await get(s.url, '/note', tok.patient);
    expect((after.body as { content: { id: string }[] }).content.map((n) => n.id)).not.toContain(id);
  });
});
