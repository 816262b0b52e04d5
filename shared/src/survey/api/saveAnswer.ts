import { AxiosError } from 'axios';
import { errorMessage, http, isAxiosError, notify } from '@dcp/shared/http';
import type { AnswerValue, SaveAnswers } from '@dcp/shared/contracts';

/** A choice by id, or free text for an open-ended question (req G§3 "Answer payload items"). */
export type { AnswerValue };

/** No answer from the server at all (offline, or the network dropped): the answer waits, no error. */
export const isNetworkFailure = (e: unknown): boolean =>
  isAxiosError(e) && !e.response && e.code !== AxiosError.ERR_CANCELED;

/**
 * PUT surveyInstance/{id}: persisted at once so the patient can resume anywhere. The API answers 204:
 * the questionnaire keeps its own answers, so a rebuilt view would only be thrown away. A network
 * failure is not reported here (the questionnaire keeps the answer and says it is offline: issue 28
 * point 8); any answer of the server's is, as the http client would.
 */
export async function saveAnswer(instanceId: string, questionId: string, answer: AnswerValue): Promise<void> {
  const body: SaveAnswers = { answers: [{ question: { id: questionId }, answer }] };
  try {
    await http.put(`surveyInstance/${encodeURIComponent(instanceId)}`, body, { silent: true });
  } catch (e) {
    if (isAxiosError(e) && e.response && e.response.status !== 401)
      notify({ type: 'error', title: { id: 'shared.http.requestError' }, message: errorMessage(e) });
    throw e;
  }
}
