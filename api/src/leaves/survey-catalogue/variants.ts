import { closed, t, type QuestionDef, type SurveyDef } from './types';
import { adultPsych, adultSocial, anythingElse, CONFIDENCE, followUps, FREQUENCY, phq2 } from './bank';

// The chronic-conditions and immunotherapy screening variant: relatives screened for type 1
// autoantibodies (SCREENING), people considering a therapy that delays type 1 (IMMUNO_THERAPY), and
// people after such a therapy (POST_IMMUNO_THERAPY). Each adds its own category to the usual ones.

const base = {
  surveyType: 'REGULAR' as const,
  startDialog: null,
  audience: 'patient' as const,
  diabetesType: 'TYPE_I' as const,
  revision: 1,
  isAvailable: true,
};

const screening = (): QuestionDef[] => [
  closed(
    'screening.1',
    'SCREENING',
    t(
      'How confident are you that you understand what a positive autoantibody result means?',
      '¿Qué seguridad tiene de entender qué significa un resultado positivo de autoanticuerpos?',
    ),
    CONFIDENCE,
  ),
  closed(
    'screening.2',
    'SCREENING',
    t(
      'I worry about developing type 1 diabetes (or my relative developing it).',
      'Me preocupa desarrollar diabetes tipo 1 (o que la desarrolle mi familiar).',
    ),
    FREQUENCY,
  ),
  closed(
    'screening.3',
    'SCREENING',
    t(
      'How confident are you about the symptoms that need urgent care (thirst, weight loss, vomiting)?',
      '¿Qué seguridad tiene sobre los síntomas que requieren atención urgente (sed, pérdida de peso, vómitos)?',
    ),
    CONFIDENCE,
  ),
];
const immuno = (): QuestionDef[] => [
  closed(
    'immuno.1',
    'IMMUNO_THERAPY',
    t(
      'How confident are you that you understand what the therapy can and cannot do?',
      '¿Qué seguridad tiene de entender lo que el tratamiento puede y no puede hacer?',
    ),
    CONFIDENCE,
  ),
  closed(
    'immuno.2',
    'IMMUNO_THERAPY',
    t(
      'I worry about the side effects or the infusion days.',
      'Me preocupan los efectos secundarios o los días de infusión.',
    ),
    FREQUENCY,
  ),
  closed(
    'immuno.3',
    'IMMUNO_THERAPY',
    t(
      'Getting to treatment appointments would be hard for me.',
      'Me resultaría difícil acudir a las citas del tratamiento.',
    ),
    FREQUENCY,
  ),
];
const postImmuno = (): QuestionDef[] => [
  closed(
    'postimmuno.1',
    'POST_IMMUNO_THERAPY',
    t(
      'How confident are you about the follow-up tests you need now?',
      '¿Qué seguridad tiene sobre las pruebas de seguimiento que necesita ahora?',
    ),
    CONFIDENCE,
  ),
  closed(
    'postimmuno.2',
    'POST_IMMUNO_THERAPY',
    t(
      'I have had side effects since the therapy that still bother me.',
      'Desde el tratamiento he tenido efectos secundarios que aún me molestan.',
    ),
    FREQUENCY,
  ),
  closed(
    'postimmuno.3',
    'POST_IMMUNO_THERAPY',
    t(
      'I feel unsure about what happens if glucose starts to rise.',
      'No tengo claro qué pasa si la glucosa empieza a subir.',
    ),
    FREQUENCY,
  ),
];
const generalKnowledge = (): QuestionDef[] => [
  closed(
    'knowledge.1',
    'KNOWLEDGE',
    t(
      'How confident are you about the stages of type 1 diabetes?',
      '¿Qué seguridad tiene sobre las etapas de la diabetes tipo 1?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.2',
    'KNOWLEDGE',
    t(
      'How confident are you checking glucose at home if asked to?',
      '¿Qué seguridad tiene al medir la glucosa en casa si se lo piden?',
    ),
    CONFIDENCE,
  ),
];
const generalTherapy = (): QuestionDef[] => [
  closed(
    'therapy.1',
    'THERAPY',
    t('I find it hard to keep monitoring appointments.', 'Me cuesta acudir a las citas de seguimiento.'),
    FREQUENCY,
  ),
  closed(
    'therapy.2',
    'THERAPY',
    t('Home glucose checks feel like a burden.', 'Los controles de glucosa en casa me resultan una carga.'),
    FREQUENCY,
  ),
];

const assemble = (own: QuestionDef[], middle: QuestionDef[]): QuestionDef[] => [
  ...own,
  ...adultPsych(),
  ...middle,
  ...adultSocial(),
  ...phq2(),
  anythingElse(),
  ...followUps(),
];

export const VARIANT_SURVEYS: SurveyDef[] = [
  {
    ...base,
    id: 'screening-v1',
    variant: 'SCREENING',
    name: t('Type 1 screening check-in', 'Revisión tras el cribado de diabetes tipo 1'),
    questions: assemble(screening(), generalKnowledge()),
  },
  {
    ...base,
    id: 'immunotherapy-v1',
    variant: 'IMMUNO_THERAPY',
    name: t('Considering immunotherapy check-in', 'Revisión antes de la inmunoterapia'),
    questions: assemble(immuno(), generalKnowledge()),
  },
  {
    ...base,
    id: 'post-immunotherapy-v1',
    variant: 'POST_IMMUNO_THERAPY',
    name: t('After immunotherapy check-in', 'Revisión después de la inmunoterapia'),
    questions: assemble(postImmuno(), generalTherapy()),
  },
];
