import { z } from 'zod';
import { http } from '@dcp/shared/http';
import {
  INSTANCE_LIST_SIZE,
  ResolvedResource,
  SurveyInstance,
  SurveyInstanceSummary,
  paged,
  type Locale,
  type Stage,
} from '@dcp/shared/contracts';

// The survey-instance calls both the patient's questionnaire and the demographics onboarding make
// (doc 2 §7), plus the resource resolver the doctor and patient pages share. Answers are validated
// against the shared contracts so a server drift fails loudly here instead of deep in a component.

const InstancePage = paged(SurveyInstanceSummary);

/** GET surveyInstance: a patient's instances, newest first (size 200, doc 2 §9). */
export async function listInstances(userEmail: string): Promise<SurveyInstanceSummary[]> {
  const { data } = await http.get('surveyInstance', {
    params: { userEmail, size: INSTANCE_LIST_SIZE, sort: 'createTimestamp,desc' },
  });
  return InstancePage.parse(data).content;
}

export async function getInstance(id: string): Promise<SurveyInstance> {
  const { data } = await http.get(`surveyInstance/${encodeURIComponent(id)}`);
  return SurveyInstance.parse(data);
}

/** A choice by id, or free text for an open-ended question (doc 2 §3 "Answer payload items"). */
export type AnswerValue = { id: string } | { answer: string };

/** PUT surveyInstance/{id}: persisted at once so the patient can resume anywhere. */
export async function saveAnswer(instanceId: string, questionId: string, answer: AnswerValue): Promise<void> {
  await http.put(`surveyInstance/${encodeURIComponent(instanceId)}`, {
    answers: [{ question: { id: questionId }, answer }],
  });
}

export async function submitInstance(instanceId: string, stage: Stage): Promise<void> {
  // No body at all: with `null` axios labels the empty request form-urlencoded and the API answers 415.
  await http.post(`surveyInstance/${encodeURIComponent(instanceId)}/submit`, undefined, { params: { stage } });
}

/** GET `${url}[/${locale}]/resolved`: the public page behind a resource (doc 2 §7). */
export async function resolveResource(url: string, locale?: Locale): Promise<string> {
  const base = url.replace(/\/+$/, '');
  const { data } = await http.get(`${base}${locale ? `/${locale}` : ''}/resolved`);
  return ResolvedResource.parse(data).resolvedUrl;
}

/** The list endpoints may answer a bare array or the paged envelope; both are accepted. */
export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.union([z.array(item), paged(item).transform((p) => p.content)]);
}
