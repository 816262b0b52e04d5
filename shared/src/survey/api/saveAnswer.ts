import { http } from '@dcp/shared/http';
import type { SaveAnswers } from '@dcp/shared/contracts';

/** A choice by id, or free text for an open-ended question (doc 2 §3 "Answer payload items"). */
export type AnswerValue = { id: string } | { answer: string };

/**
 * PUT surveyInstance/{id}: persisted at once so the patient can resume anywhere. The API answers 204:
 * the questionnaire keeps its own answers, so a rebuilt view would only be thrown away.
 */
export async function saveAnswer(instanceId: string, questionId: string, answer: AnswerValue): Promise<void> {
  const body: SaveAnswers = { answers: [{ question: { id: questionId }, answer }] };
  await http.put(`surveyInstance/${encodeURIComponent(instanceId)}`, body);
}
