import type { SurveyInstance } from '../src/contracts';
import { call, get, post, type Stack } from './helpers';

/**
 * The respondent answers every asked question (the last choice: the most concern in the scored
 * surveys, or the first: the least; open-ended: `freeText`) and submits each stage, as the
 * questionnaire does.
 */
export async function answerAndSubmit(
  s: Pick<Stack, 'url'>,
  id: string,
  token: string,
  freeText = 'answered',
  which: 'first' | 'last' = 'last',
): Promise<SurveyInstance> {
  let inst = (await get(s.url, `/surveyInstance/${id}`, token)).body as SurveyInstance;
  while (inst.status === 'CREATED' || inst.status === 'IN_PROGRESS') {
    const answers = inst.survey.questions
      .filter((q) => q.stage === inst.stage)
      .map((q) => ({
        question: { id: q.id },
        answer:
          q.type === 'OPEN_ENDED'
            ? { answer: freeText }
            : { id: (which === 'first' ? q.possibleAnswers[0] : q.possibleAnswers.at(-1))!.id },
      }));
    const saved = await call(s.url, 'PUT', `/surveyInstance/${id}`, { body: { answers }, token });
    if (saved.status !== 204) throw new Error(`answer ${saved.status}`);
    const sub = await post(s.url, `/surveyInstance/${id}/submit?stage=${inst.stage}`, undefined, token);
    if (sub.status !== 200) throw new Error(`submit ${sub.status} ${JSON.stringify(sub.body)}`);
    inst = sub.body as SurveyInstance;
  }
  return inst;
}

/** The demo doctor assigns patient2 a new type-2 survey (its type-1 one may still be open): its id. */
export async function assignPatient2Type2(s: Pick<Stack, 'url'>, doctorToken: string): Promise<string> {
  const created = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: 'doctor@demo.test', userEmail: 'patient2@demo.test', surveyId: 'type2-v1' },
    doctorToken,
  );
  if (created.status !== 201) throw new Error(`assign ${created.status} ${JSON.stringify(created.body)}`);
  return (created.body as { id: string }).id;
}
