import { startChildApi } from './child-api';
import { demoTokens, get, startStack, type Stack } from './helpers';

jest.setTimeout(180_000);

// Issue 12 point 4: the API killed with SIGKILL in the middle of answer and note writes, then started
// again on the same data (the PGlite folder, or the PostgreSQL schema when DATABASE_URL is set):
// every write the API acknowledged is there, and the data opens cleanly.

let s: Stack;
let tokens: Record<'patient' | 'patient2', string>;
beforeAll(async () => {
  s = await startStack();
  tokens = await demoTokens(s, ['patient', 'patient2']);
  // API tokens are sessions in the database: they outlive the process that issued them.
  await s.app.close();
});
afterAll(async () => {
  await s?.stop().catch(() => undefined);
});

const startChild = () => startChildApi(s);

interface Target {
  token: string;
  instanceId: string;
  /** questionId → its choice ids; each writer owns one question. */
  questions: { id: string; choices: string[] }[];
}

async function target(url: string, token: string): Promise<Target> {
  const list = await get(url, '/surveyInstance', token);
  const open = (list.body as { content: { id: string; status: string }[] }).content.find((i) =>
    ['CREATED', 'IN_PROGRESS'].includes(i.status),
  );
  if (!open) throw new Error('the demo patient has no open questionnaire');
  const inst = await get(url, `/surveyInstance/${open.id}`, token);
  const survey = (
    inst.body as {
      survey: { questions: { id: string; stage: string; possibleAnswers: { id: string }[] }[] };
    }
  ).survey;
  const questions = survey.questions
    .filter((q) => q.stage === 'FIRST_WAVE' && q.possibleAnswers.length >= 2)
    .slice(0, 3)
    .map((q) => ({ id: q.id, choices: q.possibleAnswers.map((a) => a.id) }));
  return { token, instanceId: open.id, questions };
}

const send = (url: string, method: string, p: string, token: string, body: unknown) =>
  fetch(url + p, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('every acknowledged answer and note survives a SIGKILL mid-write', async () => {
  const first = await startChild();
  const targets = [await target(first.url, tokens.patient), await target(first.url, tokens.patient2)];
  /** Per (instance, question): the last acknowledged choice and the one in flight when it died. */
  const answers = new Map<string, { acked?: string; inFlight?: string }>();
  const notes: { token: string; text: string }[] = [];
  let killed = false;
  const writers: Promise<void>[] = [];
  for (const t of targets) {
    for (const q of t.questions) {
      const key = `${t.instanceId}/${q.id}`;
      const state: { acked?: string; inFlight?: string } = {};
      answers.set(key, state);
      writers.push(
        (async () => {
          for (let n = 0; !killed; n++) {
            const choice = q.choices[n % q.choices.length]!;
            state.inFlight = choice;
            const body = { answers: [{ question: { id: q.id }, answer: { id: choice } }] };
            const r = await send(first.url, 'PUT', `/surveyInstance/${t.instanceId}`, t.token, body).catch(
              () => null,
            );
            if (!r) return;
            if (r.status !== 204) throw new Error(`answer write answered ${r.status}`);
            state.acked = choice;
          }
        })(),
      );
    }
    writers.push(
      (async () => {
        for (let n = 0; !killed && n < 80; n++) {
          const text = `crash-note ${t.instanceId} #${n}`;
          const r = await send(first.url, 'POST', '/note', t.token, { text }).catch(() => null);
          if (!r) return;
          if (r.status !== 201 && r.status !== 200) throw new Error(`note write answered ${r.status}`);
          notes.push({ token: t.token, text });
        }
      })(),
    );
  }
  // Kill once writes of both kinds have been acknowledged (the machine may be slow), at a random moment.
  const ackedAnswers = () => [...answers.values()].filter((a) => a.acked).length;
  for (let i = 0; i < 300 && (notes.length < 5 || ackedAnswers() < 3); i++)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 200 + Math.random() * 800));
  first.child.kill('SIGKILL');
  killed = true;
  await Promise.all(writers);
  await first.exited;
  expect(ackedAnswers()).toBeGreaterThan(0);
  expect(notes.length).toBeGreaterThan(0);

  // Started again on the same data: it opens (the dead process's lock is taken over) and holds
  // every acknowledged write.
  const second = await startChild();
  try {
    for (const t of targets) {
      const inst = await get(second.url, `/surveyInstance/${t.instanceId}`, t.token);
      expect(inst.status).toBe(200);
      const stored = new Map(
        (inst.body as { answers: { question: { id: string }; answer: { id: string | null } }[] }).answers.map(
          (a) => [a.question.id, a.answer.id],
        ),
      );
      for (const q of t.questions) {
        const state = answers.get(`${t.instanceId}/${q.id}`)!;
        if (!state.acked) continue;
        // The last acknowledged choice, or the write in flight at the kill (it may have committed).
        expect([state.acked, state.inFlight]).toContain(stored.get(q.id));
      }
      const list = await get(second.url, '/note?size=200', t.token);
      const texts = new Set((list.body as { content: { text: string }[] }).content.map((n) => n.text));
      for (const n of notes.filter((x) => x.token === t.token)) expect(texts).toContain(n.text);
    }
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
