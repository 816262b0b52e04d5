import { makeInstance } from '@dcp/shared/testing';
import type { InstanceAnswers, StaffSurveyInstance } from '@dcp/shared/contracts';

// Fixtures of the results-page tests: a submitted instance and its answers breakdown.

export const reviewable = (over: Partial<StaffSurveyInstance> = {}) =>
  makeInstance({
    status: 'RECOMMENDATIONS',
    scores: [{ id: 's1', category: 'PSYCH', scoreValue: 6, scorePct: 60, scoredAnswers: [] }],
    mainAreasOfFocus: ['PSYCH'],
    phq2: { score: 4, possibleDepression: true },
    recommendations: [
      {
        id: 'r1',
        category: 'PSYCH',
        question: 'Support for worries',
        answers: [],
        possibleAnswers: [
          { id: 'p1', answer: 'Refer to psychologist', resourceName: null, resourceUrl: null },
        ],
      },
    ],
    possibleConclusions: [{ id: 'c1', text: 'Keep a diary.', show: false }],
    ...over,
  });

export const OWN_WORDS = 'My sister helps me with injections on Sundays';
/** The follow-up each area of focus asks in the second wave: the same words for every area. */
export const TELL_US_MORE = 'Would you like to tell us more? (optional)';

/** The open question every breakdown ends with, answered in the patient's own words. */
const ANYTHING_ELSE: InstanceAnswers['ownWords'][number] = {
  questionId: 'q3',
  category: 'OTHER',
  question: 'Is there anything else you would like your care team to know?',
  type: 'OPEN_ENDED',
  stage: 'FIRST_WAVE',
  answer: OWN_WORDS,
  scored: null,
};

export const answersOf = (id = 'inst-1'): InstanceAnswers => ({
  instanceId: id,
  patient: { age: 41, diabetes: 'TYPE_I', yearsSinceDiagnosis: '6 to 15 years', chronicConditions: true },
  groups: [
    {
      category: 'PSYCH',
      score: { scoreValue: 6, scorePct: 60 },
      questions: [
        {
          questionId: 'q1',
          category: 'PSYCH',
          question: 'How often do you feel worried?',
          type: 'CLOSED_ENDED',
          stage: 'FIRST_WAVE',
          answer: 'Often',
          scored: {
            humanReadable: 'How often do you feel worried? — Often',
            scorePct: 67,
            points: 2,
            maxPoints: 3,
          },
        },
      ],
    },
    {
      category: 'OTHER',
      score: null,
      questions: [ANYTHING_ELSE],
    },
  ],
  phq2Items: [
    {
      questionId: 'phq1',
      category: 'PHQ2',
      question: 'Little interest or pleasure in doing things',
      type: 'CLOSED_ENDED',
      stage: 'FIRST_WAVE',
      answer: 'More than half the days',
      scored: {
        humanReadable: 'Little interest — More than half the days',
        scorePct: 67,
        points: 2,
        maxPoints: 3,
      },
    },
  ],
  ownWords: [
    {
      questionId: 'psych.f2',
      category: 'PSYCH',
      question: TELL_US_MORE,
      type: 'OPEN_ENDED',
      stage: 'SECOND_WAVE',
      answer: 'Mostly at night',
      scored: null,
    },
    {
      questionId: 'social.f2',
      category: 'SOCIAL',
      question: TELL_US_MORE,
      type: 'OPEN_ENDED',
      stage: 'SECOND_WAVE',
      answer: 'Nobody at work knows',
      scored: null,
    },
    ANYTHING_ELSE,
  ],
});
