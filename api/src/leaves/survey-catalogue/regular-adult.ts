// The adult standard surveys' own questions: knowledge and therapy for type 1, type 2 and prediabetes,
// and how an adult survey is put together around them. They live apart from the survey list
// (regular.ts) so each file stays one readable unit of clinical content.
import { closed, t, type QuestionDef } from './types';
import { adultPsych, adultSocial, anythingElse, CONFIDENCE, followUps, FREQUENCY, phq2 } from './bank';

export const type1Knowledge = (): QuestionDef[] => [
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
export const type1Therapy = (): QuestionDef[] => [
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

export const type2Knowledge = (): QuestionDef[] => [
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
export const type2Therapy = (): QuestionDef[] => [
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

export const preKnowledge = (): QuestionDef[] => [
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
export const preTherapy = (): QuestionDef[] => [
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

/** An adult survey: the shared psych and social questions around a type's knowledge and therapy. */
export const adult = (
  knowledge: QuestionDef[],
  therapy: QuestionDef[],
  secondWave: boolean,
): QuestionDef[] => [
  ...adultPsych(),
  ...knowledge,
  ...therapy,
  ...adultSocial(),
  ...phq2(),
  anythingElse(),
  ...(secondWave ? followUps() : []),
];
