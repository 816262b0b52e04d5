import { closed, open, t, type QuestionDef, type SurveyDef } from './types';
import {
  adultPsych,
  adultSocial,
  anythingElse,
  CONFIDENCE,
  followUps,
  FREQUENCY,
  phq2,
  SUPPORT,
} from './bank';

// The five standard surveys (one per diabetes type). About 13 questions each: 3 per scored category,
// PHQ-2 and one optional open question — five minutes at roughly 20 seconds a question.

const base = {
  surveyType: 'REGULAR' as const,
  variant: null,
  startDialog: null,
  audience: 'patient' as const,
};

const type1Knowledge = (): QuestionDef[] => [
  closed(
    'knowledge.1',
    'KNOWLEDGE',
    t(
      'How confident are you adjusting insulin for food or exercise?',
      '¿Qué seguridad tiene al ajustar la insulina según la comida o el ejercicio?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.2',
    'KNOWLEDGE',
    t(
      'How confident are you treating a hypo (low glucose)?',
      '¿Qué seguridad tiene al tratar una hipoglucemia (glucosa baja)?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.3',
    'KNOWLEDGE',
    t(
      'How confident are you managing sick days (ketones, insulin)?',
      '¿Qué seguridad tiene al manejar los días de enfermedad (cetonas, insulina)?',
    ),
    CONFIDENCE,
  ),
];
const type1Therapy = (): QuestionDef[] => [
  closed(
    'therapy.1',
    'THERAPY',
    t('I miss or delay insulin doses.', 'Me salto o retraso dosis de insulina.'),
    FREQUENCY,
  ),
  closed(
    'therapy.2',
    'THERAPY',
    t(
      'I have hypos that I find hard to notice or manage.',
      'Tengo hipoglucemias que me cuesta notar o manejar.',
    ),
    FREQUENCY,
  ),
  closed(
    'therapy.3',
    'THERAPY',
    t(
      'Checking glucose or using my sensor feels like too much.',
      'Controlar la glucosa o usar mi sensor me resulta excesivo.',
    ),
    FREQUENCY,
  ),
];

const type2Knowledge = (): QuestionDef[] => [
  closed(
    'knowledge.1',
    'KNOWLEDGE',
    t(
      'How confident are you that you know what your medicines do?',
      '¿Qué seguridad tiene de saber para qué sirven sus medicamentos?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.2',
    'KNOWLEDGE',
    t(
      'How confident are you choosing meals that suit your diabetes?',
      '¿Qué seguridad tiene al elegir comidas adecuadas para su diabetes?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.3',
    'KNOWLEDGE',
    t(
      'How confident are you about which check-ups you need each year (eyes, feet, kidneys)?',
      '¿Qué seguridad tiene sobre las revisiones anuales que necesita (ojos, pies, riñones)?',
    ),
    CONFIDENCE,
  ),
];
const type2Therapy = (): QuestionDef[] => [
  closed(
    'therapy.1',
    'THERAPY',
    t('I forget or skip my diabetes medicines.', 'Olvido o me salto mis medicamentos para la diabetes.'),
    FREQUENCY,
  ),
  closed(
    'therapy.2',
    'THERAPY',
    t(
      'Side effects make me want to stop a medicine.',
      'Los efectos secundarios me hacen querer dejar un medicamento.',
    ),
    FREQUENCY,
  ),
  closed(
    'therapy.3',
    'THERAPY',
    t(
      'I find it hard to be active for 30 minutes on most days.',
      'Me cuesta estar activo/a 30 minutos casi todos los días.',
    ),
    FREQUENCY,
  ),
];

const preKnowledge = (): QuestionDef[] => [
  closed(
    'knowledge.1',
    'KNOWLEDGE',
    t(
      'How confident are you that you understand what prediabetes means?',
      '¿Qué seguridad tiene de entender qué significa la prediabetes?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.2',
    'KNOWLEDGE',
    t(
      'How confident are you about the changes that lower your risk of type 2 diabetes?',
      '¿Qué seguridad tiene sobre los cambios que reducen su riesgo de diabetes tipo 2?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.3',
    'KNOWLEDGE',
    t(
      'How confident are you reading food labels for sugar and fat?',
      '¿Qué seguridad tiene al leer el azúcar y la grasa en las etiquetas?',
    ),
    CONFIDENCE,
  ),
];
const preTherapy = (): QuestionDef[] => [
  closed(
    'therapy.1',
    'THERAPY',
    t('I find it hard to keep to healthier eating.', 'Me cuesta mantener una alimentación más saludable.'),
    FREQUENCY,
  ),
  closed(
    'therapy.2',
    'THERAPY',
    t('I find it hard to be more physically active.', 'Me cuesta hacer más actividad física.'),
    FREQUENCY,
  ),
  closed(
    'therapy.3',
    'THERAPY',
    t('I put off blood tests or check-ups.', 'Aplazo los análisis o las revisiones.'),
    FREQUENCY,
  ),
];

/** Children (about 8–12) answering with a grown-up nearby: short, concrete wording. */
const childQuestions = (): QuestionDef[] => [
  closed(
    'psych.1',
    'PSYCH',
    t('I feel sad or cross because of my diabetes.', 'Me siento triste o enfadado/a por mi diabetes.'),
    FREQUENCY,
  ),
  closed(
    'psych.2',
    'PSYCH',
    t('I am scared of having a hypo.', 'Me da miedo tener una hipoglucemia.'),
    FREQUENCY,
  ),
  closed(
    'psych.3',
    'PSYCH',
    t('I worry about my diabetes at night.', 'Me preocupa mi diabetes por la noche.'),
    FREQUENCY,
  ),
  closed(
    'knowledge.1',
    'KNOWLEDGE',
    t('Do you know what to do when you feel low?', '¿Sabes qué hacer cuando te notas baja la glucosa?'),
    CONFIDENCE,
  ),
  closed(
    'knowledge.2',
    'KNOWLEDGE',
    t('Do you know how food changes your glucose?', '¿Sabes cómo cambia tu glucosa con la comida?'),
    CONFIDENCE,
  ),
  closed(
    'knowledge.3',
    'KNOWLEDGE',
    t('Could you explain your diabetes to a friend?', '¿Podrías explicar tu diabetes a un amigo o amiga?'),
    CONFIDENCE,
  ),
  closed(
    'therapy.1',
    'THERAPY',
    t('I do not want to do my insulin or checks.', 'No quiero ponerme la insulina ni hacerme controles.'),
    FREQUENCY,
  ),
  closed(
    'therapy.2',
    'THERAPY',
    t('Checks or insulin hurt or bother me.', 'Los controles o la insulina me duelen o me molestan.'),
    FREQUENCY,
  ),
  closed(
    'therapy.3',
    'THERAPY',
    t('I forget about my diabetes at school.', 'Me olvido de mi diabetes en el colegio.'),
    FREQUENCY,
  ),
  closed(
    'social.1',
    'SOCIAL',
    t(
      'How much do your teachers help you with your diabetes?',
      '¿Cuánto te ayudan tus profesores con tu diabetes?',
    ),
    SUPPORT,
  ),
  closed(
    'social.2',
    'SOCIAL',
    t(
      'I feel different from my friends because of diabetes.',
      'Me siento diferente a mis amigos por la diabetes.',
    ),
    FREQUENCY,
  ),
  closed(
    'social.3',
    'SOCIAL',
    t('I miss out on parties, sports or trips.', 'Me pierdo fiestas, deportes o excursiones.'),
    FREQUENCY,
  ),
  open(
    'other.1',
    'OTHER',
    t('Is there anything else you want to tell your doctor?', '¿Quieres contarle algo más a tu médico?'),
  ),
];

/** Parents or carers of a child with type 1 diabetes answer about their own load and the child's care. */
const parentQuestions = (): QuestionDef[] => [
  closed(
    'psych.1',
    'PSYCH',
    t(
      "I feel worn out by managing my child's diabetes.",
      'Me siento agotado/a por manejar la diabetes de mi hijo/a.',
    ),
    FREQUENCY,
  ),
  closed(
    'psych.2',
    'PSYCH',
    t('I worry about hypos at night.', 'Me preocupan las hipoglucemias nocturnas.'),
    FREQUENCY,
  ),
  closed(
    'psych.3',
    'PSYCH',
    t('I feel anxious when my child is away from me.', 'Siento ansiedad cuando mi hijo/a no está conmigo.'),
    FREQUENCY,
  ),
  closed(
    'knowledge.1',
    'KNOWLEDGE',
    t(
      'How confident are you adjusting insulin for growth, food and activity?',
      '¿Qué seguridad tiene al ajustar la insulina según el crecimiento, la comida y la actividad?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.2',
    'KNOWLEDGE',
    t(
      'How confident are you managing sick days and ketones?',
      '¿Qué seguridad tiene al manejar los días de enfermedad y las cetonas?',
    ),
    CONFIDENCE,
  ),
  closed(
    'knowledge.3',
    'KNOWLEDGE',
    t(
      'How confident are you that school staff know what to do?',
      '¿Qué seguridad tiene de que el personal del colegio sabe qué hacer?',
    ),
    CONFIDENCE,
  ),
  closed(
    'therapy.1',
    'THERAPY',
    t(
      'Doses or checks are missed when someone else looks after my child.',
      'Se olvidan dosis o controles cuando otra persona cuida de mi hijo/a.',
    ),
    FREQUENCY,
  ),
  closed(
    'therapy.2',
    'THERAPY',
    t(
      'My child resists injections, pump changes or checks.',
      'Mi hijo/a se resiste a las inyecciones, los cambios de bomba o los controles.',
    ),
    FREQUENCY,
  ),
  closed(
    'therapy.3',
    'THERAPY',
    t('Technology (sensor, pump) causes problems for us.', 'La tecnología (sensor, bomba) nos da problemas.'),
    FREQUENCY,
  ),
  closed(
    'social.1',
    'SOCIAL',
    t(
      'How much support do you get with care (partner, family, school)?',
      '¿Cuánto apoyo recibe con los cuidados (pareja, familia, colegio)?',
    ),
    SUPPORT,
  ),
  closed(
    'social.2',
    'SOCIAL',
    t(
      "Diabetes limits my child's activities or friendships.",
      'La diabetes limita las actividades o amistades de mi hijo/a.',
    ),
    FREQUENCY,
  ),
  closed(
    'social.3',
    'SOCIAL',
    t(
      'Diabetes care affects my work or family life.',
      'Los cuidados de la diabetes afectan a mi trabajo o vida familiar.',
    ),
    FREQUENCY,
  ),
  ...phq2(),
  anythingElse(),
];

const adult = (knowledge: QuestionDef[], therapy: QuestionDef[], secondWave: boolean): QuestionDef[] => [
  ...adultPsych(),
  ...knowledge,
  ...therapy,
  ...adultSocial(),
  ...phq2(),
  anythingElse(),
  ...(secondWave ? followUps() : []),
];

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
