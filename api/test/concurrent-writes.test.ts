import { call, demoTokens, get, startStack, type Stack } from './helpers';

jest.setTimeout(120_000);

// Issue 12: concurrent answer writes to one questionnaire lose no update (each answer is merged into
// the stored answers in one statement, never read-modify-write in the API).
let s: Stack;
let token: string;
beforeAll(async () => {
  s = await startStack();
  ({ patient2: token } = await demoTokens(s, ['patient2']));
});
afterAll(async () => {
  await s?.stop();
});

interface Inst {
  answers: { question: { id: string }; answer: { id: string | null } }[];
  survey: { questions: { id: string; stage: string; possibleAnswers: { id: string }[] }[] };
}

it('rounds of simultaneous writes to every question all land', async () => {
  const list = await get(s.url, '/surveyInstance', token);
  const open = (list.body as { content: { id: string; status: string }[] }).content.find(
    (i) => i.status === 'IN_PROGRESS' || i.status === 'CREATED',
  )!;
  const read = async () => (await get(s.url, `/surveyInstance/${open.id}`, token)).body as Inst;
  const questions = (await read()).survey.questions.filter(
    (q) => q.stage === 'FIRST_WAVE' && q.possibleAnswers.length >= 2,
  );
  let writes = 0;
  const ROUNDS = Math.ceil(420 / questions.length);
  for (let round = 0; round < ROUNDS; round++) {
    const wanted = new Map(
      questions.map((q) => [q.id, q.possibleAnswers[round % q.possibleAnswers.length]!.id]),
    );
    const results = await Promise.all(
      [...wanted].map(([qid, aid]) =>
        call(s.url, 'PUT', `/surveyInstance/${open.id}`, {
          token,
          body: { answers: [{ question: { id: qid }, answer: { id: aid } }] },
        }),
      ),
    );
    writes += results.length;
    expect(results.map((r) => r.status)).toEqual(results.map(() => 204));
    const stored = new Map((await read()).answers.map((a) => [a.question.id, a.answer.id]));
    for (const [qid, aid] of wanted) expect(stored.get(qid)).toBe(aid);
  }
  expect(writes).toBeGreaterThanOrEqual(420);
});
