// The questionnaire and the survey-result pieces the patient, doctor and onboarding screens share
// (req G§2–§4), with the survey-instance calls they all make (one request per file in api/).
export { askOwnInstancesEarly, getInstances, latestCompleted, useInstances } from './api/getInstances';
export type { InstancesOf } from './api/getInstances';
export { getInstance, getInstanceAs, useInstance, useInstanceAs } from './api/getInstance';
export { saveAnswer, isNetworkFailure } from './api/saveAnswer';
export type { AnswerValue } from './api/saveAnswer';
export { submitInstance } from './api/submitInstance';
export { resolveResource } from './api/resolveResource';
export { Questionnaire, resumeStep, SUMMARY_DELAY_MS } from './Questionnaire';
export { answersFrom } from './pendingAnswers';
export { AnswerSummary } from './AnswerSummary';
export type { QuestionnaireProps } from './Questionnaire';
export { useAnswerQueue, useOnline, serverState } from './answerQueue';
export type { AnswerQueue, ServerState } from './answerQueue';
export { SendWaitingAnswers } from './sendWaiting';
export { QuestionField, isAnswered, answerText } from './QuestionField';
export { InstanceList, StatusIcon, ResultsLayout } from './InstanceList';
export { BubbleGraph, bubbles, BUBBLE_SCALE } from './BubbleGraph';
export { ScoresSection } from './ScoresSection';
export { ConclusionText, splitLinks, linkLines } from './links';
export { openResolved, ResourceLink } from './resources';
export { statusGroup, needsAnswers, notCompletedForDoctor } from './status';
export type { StatusGroup } from './status';
export { BirthDateField, useDateOfBirthTexts } from './BirthDateField';
