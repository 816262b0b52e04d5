// The questionnaire and the survey-result pieces the patient, doctor and onboarding screens share
// (doc 2 §2–§4), with the survey-instance calls they all make.
export { listInstances, getInstance, saveAnswer, submitInstance, resolveResource, listOf } from './api';
export type { AnswerValue } from './api';
export { useLoad } from './useLoad';
export type { Loaded } from './useLoad';
export { Questionnaire, answersFrom } from './Questionnaire';
export type { QuestionnaireProps } from './Questionnaire';
export { QuestionField, isAnswered, answerText } from './QuestionField';
export { InstanceList, StatusIcon, ResultsLayout } from './InstanceList';
export { BubbleGraph, bubbles, BUBBLE_SCALE } from './BubbleGraph';
export { ScoresSection } from './ScoresSection';
export { ConclusionText, splitLinks, linkLines } from './links';
export { openResolved, ResourceLink } from './resources';
export { statusGroup, needsAnswers, notCompletedForDoctor } from './status';
export type { StatusGroup } from './status';
