import {
  QUESTION_KINDS,
  readAnswer,
  unreachableKind,
  type AnswerValue,
  type SaveAnswers,
  type Stage,
} from '../contracts';
import type { Db } from '../db';
import type { StoredAnswer } from '../db/schema-surveys';
import { conflict, HttpError } from '../http-errors';
import type { Loaded } from './access';
import { isPhq9, scorePhq9 } from './phq9';
import { offerPhq9 } from './phq9-offer';
import { applyDemographics, validateAnswerFormat } from './profile';
import { possibleDepression, scoreAnswers } from './scoring';
import { afterSubmit, assertCanAnswer, assertCanSubmit } from './state';
import type { QuestionDef } from '../leaves/survey-catalogue/types';
import { askedQuestions } from './view';

// The patient's side of a questionnaire (req G§6, design D§7): what may be answered when, and what a
// submit checks and computes. The routes parse, authorise, write, audit and answer; the rules are here.

/**
 * The answer as stored, once it is the kind its question takes (issue 26 point 1): a choice among the
 * question's own, or free text in the form its tags ask for. A new answer shape fails to compile
 * here until its answers are checked.
 */
function acceptAnswer(q: QuestionDef, given: AnswerValue): StoredAnswer {
  const a = readAnswer(q.type, given);
  // Not the shape its kind takes: a choice question says so in its own words, any other kind generally.
  if (!a) {
    const message = QUESTION_KINDS[q.type].choices ? 'survey.needsChoice' : 'survey.wrongAnswerShape';
    throw new HttpError(400, message, { id: q.id });
  }
  switch (a.shape) {
    case 'choice':
      if (!q.answers.some((x) => x.id === a.id))
        throw new HttpError(400, 'survey.notAChoice', { choice: a.id, id: q.id });
      return { id: a.id };
    case 'text':
      validateAnswerFormat(q, a.answer);
      return { answer: a.answer };
    default:
      return unreachableKind(a);
  }
}

/** The answers to store, each checked against the questions this instance asks and its stage. */
export function answersPatch(l: Loaded, body: SaveAnswers): Record<string, StoredAnswer> {
  const asked = askedQuestions(l.survey, l.row.mainAreasOfFocus);
  const patch: Record<string, StoredAnswer> = {};
  for (const item of body.answers) {
    const q = asked.find((x) => x.id === item.question.id);
    if (!q) throw new HttpError(400, 'survey.questionNotPart', { id: item.question.id });
    assertCanAnswer(l.row, q.stage);
    patch[q.id] = acceptAnswer(q, item.answer);
  }
  return patch;
}

/**
 * A submit of `stage`: refused unless the instance is in that stage with every required question
 * answered; else the scores it computes and the state it leads to.
 */
export function submission(l: Loaded, stage: Stage) {
  assertCanSubmit(l.row, stage);
  const missing = askedQuestions(l.survey, l.row.mainAreasOfFocus)
    // Open-ended questions and those the instrument leaves optional (the PHQ-9's difficulty) may stay empty.
    .filter((q) => q.stage === stage && QUESTION_KINDS[q.type].required && !q.tags.includes('optional'))
    .filter((q) => !l.row.answers[q.id])
    .map((q) => q.id);
  if (missing.length > 0) throw conflict('survey.answerEverything', { missing: missing.join(', ') });
  const demographics = l.survey.surveyType === 'DEMOGRAPHICS_PATIENT';
  // The PHQ-9 is scored on its own scale (phq9.ts); its items are no area of the check-in's scores.
  const checkIn = stage === 'FIRST_WAVE' && !demographics && !isPhq9(l.survey);
  const scored = checkIn ? scoreAnswers(l.survey, l.row.answers) : null;
  const phq9 = stage === 'FIRST_WAVE' ? scorePhq9(l.survey, l.row.answers) : null;
  const areas = scored?.mainAreasOfFocus ?? l.row.mainAreasOfFocus;
  const hasFollowUps = l.survey.questions.some(
    (q) => q.stage === 'SECOND_WAVE' && areas.some((a) => a === q.category),
  );
  return { demographics, scored, phq9, next: afterSubmit(stage, { demographics, hasFollowUps }) };
}
export type Submission = ReturnType<typeof submission>;

/** Who submitted: an account that may open one questionnaire only is offered nothing after it. */
type Respondent = { id: string; isRestrictedUser: boolean; isSingleSurveyPatient: boolean };

/** What a stored submit leads to: the PHQ-9 after a positive PHQ-2, the profile from demographics. */
export async function afterSubmitted(db: Db, account: Respondent, l: Loaded, s: Submission) {
  // A positive PHQ-2 leads to the PHQ-9, offered on the answer's page (PatientSurveyInstance.followUp).
  // A link or one-time patient could never open it (issue 36 point 8): it would only wait, open, on
  // the doctor's side; the doctor sees the positive PHQ-2 in the list and decides.
  const oneQuestionnaire = account.isRestrictedUser || account.isSingleSurveyPatient;
  if (s.scored && possibleDepression(s.scored.phq2) && !oneQuestionnaire) await offerPhq9(db, l.row);
  if (s.demographics) await applyDemographics(db, account.id, l.survey, l.row.answers);
}
