import type { Category } from '../contracts';
import { GROUPS } from './resources-catalogue';
import { t, type Text } from '../leaves/survey-catalogue/types';

// What the patient reads about their own results: written to the patient, never the doctor's working
// questions ("Which … do you recommend?") or draft conclusions ("The patient said: …").

export interface PatientCategoryText {
  /** Heading above what the care team recommends in this area. */
  heading: Text;
  /** The prefilled conclusion, as the patient reads it ({score}, {max}). */
  conclusion: Text;
}

export const PATIENT_TEXT: Record<Category, PatientCategoryText> = {
  PSYCH: {
    heading: t('Support for your emotional wellbeing', 'Apoyo para su bienestar emocional'),
    conclusion: t(
      'Your answers show that how you feel about living with diabetes is worth focusing on (score {score} of {max}).',
      'Sus respuestas muestran que conviene prestar atención a cómo se siente al vivir con diabetes (puntuación {score} de {max}).',
    ),
  },
  KNOWLEDGE: {
    heading: t('Learning more about your diabetes', 'Aprender más sobre su diabetes'),
    conclusion: t(
      'Your answers show that learning more about looking after your diabetes could help you (score {score} of {max}).',
      'Sus respuestas muestran que aprender más sobre el cuidado de su diabetes podría ayudarle (puntuación {score} de {max}).',
    ),
  },
  THERAPY: {
    heading: t('Help with your treatment', 'Ayuda con su tratamiento'),
    conclusion: t(
      'Your answers show that your treatment is worth going over together (score {score} of {max}).',
      'Sus respuestas muestran que conviene repasar juntos su tratamiento (puntuación {score} de {max}).',
    ),
  },
  SOCIAL: {
    heading: t('Support from the people around you', 'Apoyo de las personas de su entorno'),
    conclusion: t(
      'Your answers show that support from others is worth focusing on (score {score} of {max}).',
      'Sus respuestas muestran que conviene prestar atención al apoyo de otras personas (puntuación {score} de {max}).',
    ),
  },
  SCREENING: {
    heading: t('Understanding your screening result', 'Entender el resultado de su cribado'),
    conclusion: t(
      'Your answers show that understanding your screening result is worth focusing on (score {score} of {max}).',
      'Sus respuestas muestran que conviene dedicar tiempo a entender el resultado del cribado (puntuación {score} de {max}).',
    ),
  },
  IMMUNO_THERAPY: {
    heading: t('Your decision about immunotherapy', 'Su decisión sobre la inmunoterapia'),
    conclusion: t(
      'Your answers show that support with the immunotherapy decision could help you (score {score} of {max}).',
      'Sus respuestas muestran que recibir apoyo para decidir sobre la inmunoterapia podría ayudarle (puntuación {score} de {max}).',
    ),
  },
  POST_IMMUNO_THERAPY: {
    heading: t('After your immunotherapy', 'Después de su inmunoterapia'),
    conclusion: t(
      'Your answers show that the follow-up after immunotherapy is worth focusing on (score {score} of {max}).',
      'Sus respuestas muestran que conviene prestar atención al seguimiento tras la inmunoterapia (puntuación {score} de {max}).',
    ),
  },
  PHQ2: {
    heading: t('Support for how you have been feeling', 'Apoyo para cómo se ha sentido'),
    conclusion: t(
      'You told us you have been feeling down or have had little interest in things lately. Many people living with diabetes feel this way at times, and it can get better with support. Your care team will talk with you about it.',
      'Nos ha contado que últimamente se ha sentido decaído o con poco interés por las cosas. A muchas personas con diabetes les pasa en algún momento, y con apoyo puede mejorar. Su equipo sanitario lo hablará con usted.',
    ),
  },
};

/** The patient's own second-wave words, quoted back to them. */
export const PATIENT_FOLLOW_UP = t('You told us: “{answer}”', 'Nos dijo: «{answer}»');
/** What the doctor typed beside a prefilled conclusion, quoted to the patient as the care team's words. */
export const PATIENT_CARE_TEAM_NOTE = t('Your care team noted: “{note}”', 'Su equipo anotó: «{note}»');
export const PATIENT_NO_FOCUS = t(
  'No area of concern stands out in your answers. Keep going with your current care plan.',
  'Ninguna área destaca como preocupante en sus respuestas. Siga con su plan de cuidados actual.',
);

/**
 * Resources written for clinicians (guidelines such as NICE NG222): those only the healthcare
 * professionals' group lists. A patient is never offered them.
 */
export const CLINICIAN_RESOURCES: ReadonlySet<string> = (() => {
  const ids = (g: (typeof GROUPS)[number]) => Object.values(g.items).flat();
  const forPatients = new Set(GROUPS.filter((g) => g.id !== 'hcp').flatMap(ids));
  return new Set(
    GROUPS.filter((g) => g.id === 'hcp')
      .flatMap(ids)
      .filter((id) => !forPatients.has(id)),
  );
})();

/** What the care team agreed with the patient, per recommendation option, as the patient reads it. */
export const PATIENT_OPTION: Record<string, Text> = {
  'psych.refer': t(
    'A referral to a psychologist who knows about diabetes',
    'Una derivación a psicología con experiencia en diabetes',
  ),
  'psych.stress': t('Reading on managing stress', 'Lectura sobre cómo manejar el estrés'),
  'psych.mental': t('Information about mental health', 'Información sobre salud mental'),
  'knowledge.course': t(
    'A structured diabetes education course',
    'Un curso de educación estructurada en diabetes',
  ),
  'knowledge.managing': t(
    'Reading on looking after your diabetes',
    'Lectura sobre el cuidado de su diabetes',
  ),
  'knowledge.diet': t('A session with a dietitian', 'Una sesión con dietista'),
  'therapy.review': t('Going over your treatment plan together', 'Repasar juntos su plan de tratamiento'),
  'therapy.medicines': t(
    'Information about diabetes medicines',
    'Información sobre los medicamentos para la diabetes',
  ),
  'therapy.hypo': t('Preventing and treating hypos', 'Prevenir y tratar las hipoglucemias'),
  'social.peer': t('A peer support group', 'Un grupo de apoyo entre iguales'),
  'social.family': t(
    'Bringing a family member to your next visit',
    'Venir con un familiar a su próxima visita',
  ),
  'social.school': t('A letter for work or school', 'Un informe para el trabajo o el colegio'),
  'screening.explain': t(
    'An explanation of your autoantibody result and what the stages mean',
    'Una explicación de su resultado de autoanticuerpos y de las etapas',
  ),
  'screening.monitor': t(
    'A monitoring schedule agreed with you',
    'Un calendario de seguimiento acordado con usted',
  ),
  'screening.symptoms': t('The warning symptoms to act on', 'Los síntomas de alarma ante los que actuar'),
  'immuno.consult': t('A consultation to help you decide', 'Una consulta para ayudarle a decidir'),
  'immuno.info': t(
    'Information on delaying type 1 diabetes',
    'Información sobre cómo retrasar la diabetes tipo 1',
  ),
  'immuno.logistics': t('Help planning the infusion days', 'Ayuda para planificar los días de infusión'),
  'postimmuno.tests': t('Your follow-up tests', 'Sus pruebas de seguimiento'),
  'postimmuno.effects': t('Going over any side effects', 'Repasar los posibles efectos secundarios'),
  'postimmuno.glucose': t('How to check your glucose at home', 'Cómo medir la glucosa en casa'),
  'phq2.assess': t(
    'A conversation with your care team about how you have been feeling',
    'Una conversación con su equipo sobre cómo se ha sentido',
  ),
  'phq2.refer': t('A referral to mental-health services', 'Una derivación a los servicios de salud mental'),
  'phq2.info': t(
    'Information about low mood and depression',
    'Información sobre el ánimo bajo y la depresión',
  ),
};
