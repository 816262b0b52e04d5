import type { Stage, SurveyStatus } from '../contracts';
import { conflict } from '../http-errors';

// The survey-instance state machine (design D§7). Pure: the routes apply what it decides.
//   CREATED → IN_PROGRESS (first saved answer)
//   IN_PROGRESS/FIRST_WAVE --submit FIRST_WAVE--> IN_PROGRESS/SECOND_WAVE (follow-ups for the areas of focus)
//                                               or RECOMMENDATIONS (no follow-ups) or COMPLETED (demographics)
//   IN_PROGRESS/SECOND_WAVE --submit SECOND_WAVE--> RECOMMENDATIONS
//   RECOMMENDATIONS/REVIEW --doctor saves a draft--> REVIEW;  --care plan agreed--> COMPLETED

export interface InstanceState {
  status: SurveyStatus;
  stage: Stage;
}

/** Answers may be saved while the patient is answering the current stage. */
export function assertCanAnswer(s: InstanceState, questionStage: Stage): void {
  if (s.status !== 'CREATED' && s.status !== 'IN_PROGRESS') {
    throw conflict('survey.alreadySubmitted', { status: s.status });
  }
  if (questionStage !== s.stage) {
    throw conflict('survey.wrongStage', { question: questionStage, survey: s.stage });
  }
}

export function assertCanSubmit(s: InstanceState, stage: Stage): void {
  if (s.status !== 'CREATED' && s.status !== 'IN_PROGRESS') {
    throw conflict('survey.cannotSubmit', { status: s.status });
  }
  if (stage !== s.stage) throw conflict('survey.notInStage', { current: s.stage, wanted: stage });
}

/** Where a submit leads. */
export function afterSubmit(
  stage: Stage,
  opts: { demographics: boolean; hasFollowUps: boolean },
): InstanceState {
  if (opts.demographics) return { status: 'COMPLETED', stage };
  if (stage === 'FIRST_WAVE' && opts.hasFollowUps) return { status: 'IN_PROGRESS', stage: 'SECOND_WAVE' };
  return { status: 'RECOMMENDATIONS', stage };
}

/** The doctor's care-plan edits: allowed once the patient has finished, until the plan is agreed. */
export function assertCanReview(s: InstanceState): void {
  if (s.status === 'COMPLETED') throw conflict('care.alreadyAgreed');
  if (s.status !== 'RECOMMENDATIONS' && s.status !== 'REVIEW') {
    throw conflict('survey.notCompleted');
  }
}

export const afterReview = (complete: boolean): SurveyStatus => (complete ? 'COMPLETED' : 'REVIEW');
