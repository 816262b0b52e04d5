import type {
  Category,
  PatientSurveyInstance,
  Question,
  Score,
  StaffSurveyInstance,
  SurveySummary,
} from '@dcp/shared/contracts';

/** One area's score out of 9 (three questions of 0–3 points), as the API scores it. */
export const makeScore = (category: Category, scoreValue: number): Score => ({
  id: category,
  category,
  scoreValue,
  scorePct: Math.round((scoreValue / 9) * 100),
  scoredAnswers: [],
});

/** One question of each type, the shapes the questionnaire must handle. */
export const sampleQuestions: Question[] = [
  {
    id: 'q1',
    category: 'PSYCH',
    question: 'How often do you feel worried?',
    description: null,
    possibleAnswers: [
      { id: 'a1', answer: 'Never' },
      { id: 'a2', answer: 'Often' },
    ],
    stage: 'FIRST_WAVE',
    type: 'CLOSED_ENDED',
    tags: [],
  },
  {
    id: 'q2',
    category: 'THERAPY',
    question: 'Which insulin do you use?',
    description: null,
    possibleAnswers: [
      { id: 'b1', answer: 'Pen' },
      { id: 'b2', answer: 'Pump' },
    ],
    stage: 'FIRST_WAVE',
    type: 'MULTIPLE_CHOICE',
    tags: [],
  },
  {
    id: 'q3',
    category: 'SOCIAL',
    question: 'Anything else to tell us?',
    description: null,
    possibleAnswers: [],
    stage: 'FIRST_WAVE',
    type: 'OPEN_ENDED',
    tags: [],
  },
  {
    id: 'q4',
    category: 'PSYCH',
    question: 'Follow-up: who supports you?',
    description: null,
    possibleAnswers: [{ id: 'c1', answer: 'Family' }],
    stage: 'SECOND_WAVE',
    type: 'CLOSED_ENDED',
    tags: [],
  },
];

/** A complete survey instance as a doctor reads it, for component tests; override any field. */
export function makeInstance(overrides: Partial<StaffSurveyInstance> = {}): StaffSurveyInstance {
  return {
    audience: 'staff',
    id: 'inst-1',
    createTimestamp: '2026-10-01T10:00:00.000Z',
    lastUpdatedTimestamp: '2026-10-02T10:00:00.000Z',
    status: 'CREATED',
    stage: 'FIRST_WAVE',
    priorityScore: null,
    mainConcern: null,
    awaitingReview: overrides.status === 'RECOMMENDATIONS' || overrides.status === 'REVIEW',
    questionCount: sampleQuestions.filter((q) => q.stage === 'FIRST_WAVE').length,
    survey: {
      id: 'survey-t1',
      name: 'Type 1 check-up',
      surveyType: 'REGULAR',
      diabetesType: 'TYPE_I',
      revision: 1,
      isAvailable: true,
      variant: null,
      questions: sampleQuestions,
      startDialog: null,
      hasSecondWave: false,
    },
    user: { id: 'u1', email: 'patient@example.com', firstName: 'Pat', lastName: 'Lee' },
    answers: [],
    scores: [],
    mainAreasOfFocus: [],
    phq2: null,
    phq9: null,
    recommendations: [],
    possibleConclusions: [],
    conclusions: [],
    ...overrides,
  };
}

/** The same instance as its patient reads it (no PHQ-2, priority or draft texts). */
export function makePatientInstance(overrides: Partial<PatientSurveyInstance> = {}): PatientSurveyInstance {
  const {
    phq2: _p,
    phq9: _p9,
    priorityScore: _s,
    mainConcern: _c,
    possibleConclusions,
    ...rest
  } = makeInstance(overrides.status ? { status: overrides.status } : {});
  return {
    ...rest,
    audience: 'patient',
    possibleConclusions: possibleConclusions.map(({ id, show }) => ({ id, show })),
    support: null,
    followUp: null,
    ...overrides,
  };
}

/** A questionnaire a doctor can assign, as GET survey lists it (the Type 2 check-in by default). */
export const makeSurveySummary = (overrides: Partial<SurveySummary> = {}): SurveySummary => ({
  id: 'type2-v1',
  name: 'Type 2 check-in',
  surveyType: 'REGULAR',
  diabetesType: null,
  revision: 1,
  isAvailable: true,
  variant: null,
  ...overrides,
});

/** The paged envelope around a list, as GET surveyInstance answers. */
export function pageOf<T>(content: T[]) {
  return {
    content,
    empty: content.length === 0,
    first: true,
    last: true,
    number: 0,
    numberOfElements: content.length,
    size: 200,
    totalElements: content.length,
    totalPages: 1,
    pageable: { pageNumber: 0, pageSize: 200, offset: 0 },
    sort: { sorted: true, unsorted: false, empty: false },
  };
}
