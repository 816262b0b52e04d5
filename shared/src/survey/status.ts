import type { Stage, SurveyStatus } from '@dcp/shared/contracts';

/** The three icons of req G§3: RECOMMENDATIONS and REVIEW are the in-progress-like statuses. */
export type StatusGroup = 'notStarted' | 'inProgress' | 'completed';

export function statusGroup(status: SurveyStatus): StatusGroup {
  if (status === 'CREATED') return 'notStarted';
  if (status === 'COMPLETED') return 'completed';
  return 'inProgress';
}

/**
 * Whether the patient still has questions to answer: not started, or in progress in either wave
 * (after a first-wave submit with follow-ups the server keeps it IN_PROGRESS at SECOND_WAVE).
 */
export function needsAnswers(i: { status: SurveyStatus }): boolean {
  return i.status === 'CREATED' || i.status === 'IN_PROGRESS';
}

/** The doctor's 'not completed' placeholder: not started or the first in-progress status (req G§4). */
export function notCompletedForDoctor(i: { status: SurveyStatus; stage: Stage }): boolean {
  return i.status === 'CREATED' || (i.status === 'IN_PROGRESS' && i.stage === 'FIRST_WAVE');
}
