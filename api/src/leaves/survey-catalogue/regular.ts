import { t, type SurveyDef } from './types';
import {
  adult,
  preKnowledge,
  preTherapy,
  type1Knowledge,
  type1Therapy,
  type2Knowledge,
  type2Therapy,
} from './regular-adult';
import { childQuestions, parentQuestions } from './regular-family';

// The five standard surveys (one per diabetes type). About 13 questions each: 3 per scored category,
// PHQ-2 and one optional open question — five minutes at roughly 20 seconds a question.
// This file is the list; the questions live in regular-adult.ts (type 1, type 2, prediabetes) and
// regular-family.ts (the child's and the parent's surveys), each one readable unit of content.

const base = {
  surveyType: 'REGULAR' as const,
  variant: null,
  startDialog: null,
  audience: 'patient' as const,
};

/** Fixed id of the one survey that opens with the first-wave start dialog (req G§2, §9). */
export const START_DIALOG_SURVEY_ID = 'type1-child-v1';

export const REGULAR_SURVEYS: SurveyDef[] = [
  {
    ...base,
    id: 'type1-v2',
    name: t('Type 1 diabetes check-in', 'Revisión de diabetes tipo 1'),
    diabetesType: 'TYPE_I',
    revision: 2,
    isAvailable: true,
    questions: adult(type1Knowledge(), type1Therapy(), true),
  },
  // Revision 1 (no follow-ups) stays readable for old instances but is no longer offered.
  {
    ...base,
    id: 'type1-v1',
    name: t('Type 1 diabetes check-in', 'Revisión de diabetes tipo 1'),
    diabetesType: 'TYPE_I',
    revision: 1,
    isAvailable: false,
    questions: adult(type1Knowledge(), type1Therapy(), false),
  },
  {
    ...base,
    id: 'type2-v1',
    name: t('Type 2 diabetes check-in', 'Revisión de diabetes tipo 2'),
    diabetesType: 'TYPE_II',
    revision: 1,
    isAvailable: true,
    questions: adult(type2Knowledge(), type2Therapy(), true),
  },
  {
    ...base,
    id: 'pre-v1',
    name: t('Prediabetes check-in', 'Revisión de prediabetes'),
    diabetesType: 'PRE',
    revision: 1,
    isAvailable: true,
    questions: adult(preKnowledge(), preTherapy(), true),
  },
  {
    ...base,
    id: START_DIALOG_SURVEY_ID,
    name: t('Type 1 diabetes check-in for children', 'Revisión de diabetes tipo 1 para niños y niñas'),
    diabetesType: 'TYPE_I_CHILD',
    revision: 1,
    isAvailable: true,
    startDialog: {
      title: t('Before you start', 'Antes de empezar'),
      descriptions: [
        t(
          'These questions are about you and your diabetes. There are no right or wrong answers.',
          'Estas preguntas son sobre ti y tu diabetes. No hay respuestas correctas ni incorrectas.',
        ),
        t(
          'A grown-up may read the questions with you, but the answers should be yours.',
          'Una persona adulta puede leer las preguntas contigo, pero las respuestas deben ser tuyas.',
        ),
      ],
    },
    questions: childQuestions(),
  },
  {
    ...base,
    id: 'type1-parent-v1',
    name: t(
      'Type 1 diabetes check-in for parents and carers',
      'Revisión de diabetes tipo 1 para padres, madres y cuidadores',
    ),
    diabetesType: 'TYPE_I_PARENT',
    revision: 1,
    isAvailable: true,
    questions: parentQuestions(),
  },
];
