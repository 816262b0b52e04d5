import { closed, open, t, type QuestionDef, type Scale } from './types';

// Answer scales and the questions several surveys share. Wording is the project's own (no licensed
// instrument is reproduced); PHQ-2 is the public-domain two-item screener with its standard 0–3 scale.

export const FREQUENCY: Scale = [
  t('Never', 'Nunca'),
  t('Sometimes', 'A veces'),
  t('Often', 'A menudo'),
  t('Almost always', 'Casi siempre'),
];
/** Confidence: the least confident answer scores highest (a knowledge gap is the concern). */
export const CONFIDENCE: Scale = [
  t('Very confident', 'Muy seguro/a'),
  t('Fairly confident', 'Bastante seguro/a'),
  t('Not very confident', 'Poco seguro/a'),
  t('Not confident at all', 'Nada seguro/a'),
];
/** Support: the least support scores highest. */
export const SUPPORT: Scale = [
  t('Plenty of support', 'Mucho apoyo'),
  t('Enough support', 'Suficiente apoyo'),
  t('A little support', 'Poco apoyo'),
  t('No support', 'Ningún apoyo'),
];
/** The PHQ's frequency scale (PHQ-2 and PHQ-9 alike), 0–3. */
export const PHQ_FREQUENCY: Scale = [
  t('Not at all', 'Ningún día'),
  t('Several days', 'Varios días'),
  t('More than half the days', 'Más de la mitad de los días'),
  t('Nearly every day', 'Casi todos los días'),
];
const PHQ2_INTRO = t(
  'Over the last 2 weeks, how often have you been bothered by the following problem?',
  'Durante las últimas 2 semanas, ¿con qué frecuencia le ha molestado el siguiente problema?',
);

export const phq2 = (): QuestionDef[] => [
  closed(
    'phq2.1',
    'PHQ2',
    t('Little interest or pleasure in doing things', 'Poco interés o placer en hacer cosas'),
    PHQ_FREQUENCY,
    {
      description: PHQ2_INTRO,
    },
  ),
  closed(
    'phq2.2',
    'PHQ2',
    t('Feeling down, depressed or hopeless', 'Sentirse decaído/a, deprimido/a o sin esperanza'),
    PHQ_FREQUENCY,
    { description: PHQ2_INTRO },
  ),
];

/** Emotional load of living with (or near) diabetes, adults. */
export const adultPsych = (): QuestionDef[] => [
  closed(
    'psych.1',
    'PSYCH',
    t(
      'I feel overwhelmed by the daily demands of my diabetes.',
      'Me siento desbordado/a por lo que mi diabetes me exige cada día.',
    ),
    FREQUENCY,
  ),
  closed(
    'psych.2',
    'PSYCH',
    t(
      'I worry about complications or my future health.',
      'Me preocupan las complicaciones o mi salud en el futuro.',
    ),
    FREQUENCY,
  ),
  closed(
    'psych.3',
    'PSYCH',
    t(
      'I feel guilty or frustrated when my numbers are off target.',
      'Me siento culpable o frustrado/a cuando mis valores no están en objetivo.',
    ),
    FREQUENCY,
  ),
];

export const adultSocial = (): QuestionDef[] => [
  closed(
    'social.1',
    'SOCIAL',
    t(
      'How much support do you get from family or friends with your diabetes?',
      '¿Cuánto apoyo recibe de su familia o amistades con su diabetes?',
    ),
    SUPPORT,
  ),
  closed(
    'social.2',
    'SOCIAL',
    t(
      'Diabetes gets in the way at work, school or social events.',
      'La diabetes me dificulta el trabajo, los estudios o la vida social.',
    ),
    FREQUENCY,
  ),
  closed(
    'social.3',
    'SOCIAL',
    t('I feel alone in managing my diabetes.', 'Me siento solo/a al manejar mi diabetes.'),
    FREQUENCY,
  ),
];

export const anythingElse = (): QuestionDef =>
  open(
    'other.1',
    'OTHER',
    t(
      'Is there anything else you would like your care team to know?',
      '¿Hay algo más que quiera que sepa su equipo sanitario?',
    ),
    {
      description: t('Optional. Up to 1000 characters.', 'Opcional. Hasta 1000 caracteres.'),
    },
  );

const HELP: Record<
  'PSYCH' | 'KNOWLEDGE' | 'THERAPY' | 'SOCIAL',
  { q: ReturnType<typeof t>; options: Scale }
> = {
  PSYCH: {
    q: t(
      'What would help you most with how diabetes makes you feel?',
      '¿Qué le ayudaría más con cómo le hace sentir la diabetes?',
    ),
    options: [
      t('Talking to a psychologist or counsellor', 'Hablar con un psicólogo/a o consejero/a'),
      t('Tips to manage stress', 'Consejos para manejar el estrés'),
      t('Meeting others with diabetes', 'Conocer a otras personas con diabetes'),
      t('Nothing at the moment', 'Nada por ahora'),
    ],
  },
  KNOWLEDGE: {
    q: t(
      'How would you like to learn more about diabetes?',
      '¿Cómo le gustaría aprender más sobre la diabetes?',
    ),
    options: [
      t('A structured education course', 'Un curso de educación estructurada'),
      t('Reading material or websites', 'Material de lectura o páginas web'),
      t('A session with a diabetes nurse or dietitian', 'Una sesión con enfermería o dietista'),
      t('Nothing at the moment', 'Nada por ahora'),
    ],
  },
  THERAPY: {
    q: t('What makes your treatment hardest to follow?', '¿Qué le hace más difícil seguir su tratamiento?'),
    options: [
      t('Remembering doses or checks', 'Acordarme de las dosis o controles'),
      t('Side effects or hypos', 'Efectos secundarios o hipoglucemias'),
      t('Cost or access to supplies', 'El coste o el acceso al material'),
      t('Fitting it into my routine', 'Encajarlo en mi rutina'),
    ],
  },
  SOCIAL: {
    q: t('Where would more support help you most?', '¿Dónde le ayudaría más tener apoyo?'),
    options: [
      t('At home', 'En casa'),
      t('At work or school', 'En el trabajo o en el centro de estudios'),
      t('With friends or social life', 'Con amistades o en la vida social'),
      t('A peer support group', 'Un grupo de apoyo entre iguales'),
    ],
  },
};

/** Second-wave follow-ups: asked only for the areas of focus found by the first wave; unscored. */
export const followUps = (): QuestionDef[] =>
  (Object.keys(HELP) as (keyof typeof HELP)[]).flatMap((cat) => {
    const key = cat.toLowerCase();
    return [
      closed(`${key}.f1`, cat, HELP[cat].q, HELP[cat].options, {
        stage: 'SECOND_WAVE',
        type: 'MULTIPLE_CHOICE',
      }),
      open(
        `${key}.f2`,
        cat,
        t('Would you like to tell us more? (optional)', '¿Quiere contarnos algo más? (opcional)'),
        { stage: 'SECOND_WAVE' },
      ),
    ];
  });
