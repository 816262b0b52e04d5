// The questions of the two family surveys for type 1 diabetes: the child's own and the parent's or
// carer's. They live apart from the survey list (regular.ts) so each file stays one readable unit of
// clinical content; the adult surveys' questions are in regular-adult.ts.
import { closed, open, t, type QuestionDef } from './types';
import { anythingElse, CONFIDENCE, FREQUENCY, phq2, SUPPORT } from './bank';

/** Children (about 8–12) answering with a grown-up nearby: short, concrete wording. */
export const childQuestions = (): QuestionDef[] => [
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
export const parentQuestions = (): QuestionDef[] => [
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
