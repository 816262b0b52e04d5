import type { Category } from '../contracts';
import { t, type Text } from '../leaves/survey-catalogue/types';

// What the doctor can tick per area of focus: each option may point at an education resource
// (resources-catalogue.ts). Conclusion sentences use {score} and {max}.

export interface RecommendationDef {
  question: Text;
  options: { id: string; text: Text; resourceId?: string }[];
  conclusion: Text;
  label: Text;
}

const o = (id: string, text: Text, resourceId?: string) => ({ id, text, resourceId });

export const RECOMMENDATIONS: Record<Category, RecommendationDef> = {
  PSYCH: {
    label: t('Emotional wellbeing', 'Bienestar emocional'),
    question: t('Which emotional support do you recommend?', '¿Qué apoyo emocional recomienda?'),
    options: [
      o(
        'psych.refer',
        t(
          'Refer to a psychologist with diabetes experience',
          'Derivar a psicología con experiencia en diabetes',
        ),
      ),
      o(
        'psych.stress',
        t('Share stress-management material', 'Compartir material para manejar el estrés'),
        'stress',
      ),
      o(
        'psych.mental',
        t('Share mental-health information', 'Compartir información de salud mental'),
        'mental-health',
      ),
    ],
    conclusion: t(
      'Emotional wellbeing is an area of focus (score {score} of {max}).',
      'El bienestar emocional es un área prioritaria (puntuación {score} de {max}).',
    ),
  },
  KNOWLEDGE: {
    label: t('Diabetes knowledge', 'Conocimientos sobre la diabetes'),
    question: t('Which education do you recommend?', '¿Qué formación recomienda?'),
    options: [
      o(
        'knowledge.course',
        t('Offer a structured education course', 'Ofrecer un curso de educación estructurada'),
      ),
      o(
        'knowledge.managing',
        t('Share self-management information', 'Compartir información de autocuidado'),
        'managing',
      ),
      o('knowledge.diet', t('Book a session with a dietitian', 'Programar una sesión con dietista'), 'diet'),
    ],
    conclusion: t(
      'Knowledge about diabetes self-care is an area of focus (score {score} of {max}).',
      'El conocimiento sobre el autocuidado de la diabetes es un área prioritaria (puntuación {score} de {max}).',
    ),
  },
  THERAPY: {
    label: t('Treatment', 'Tratamiento'),
    question: t('Which treatment support do you recommend?', '¿Qué apoyo con el tratamiento recomienda?'),
    options: [
      o('therapy.review', t('Review the treatment plan together', 'Revisar juntos el plan de tratamiento')),
      o(
        'therapy.medicines',
        t('Share information about diabetes medicines', 'Compartir información sobre los medicamentos'),
        'medicines',
      ),
      o(
        'therapy.hypo',
        t(
          'Go over hypo prevention and treatment',
          'Repasar la prevención y el tratamiento de la hipoglucemia',
        ),
        'hypo',
      ),
    ],
    conclusion: t(
      'Following the treatment is an area of focus (score {score} of {max}).',
      'El seguimiento del tratamiento es un área prioritaria (puntuación {score} de {max}).',
    ),
  },
  SOCIAL: {
    label: t('Social support', 'Apoyo social'),
    question: t('Which social support do you recommend?', '¿Qué apoyo social recomienda?'),
    options: [
      o(
        'social.peer',
        t('Suggest a peer support group', 'Sugerir un grupo de apoyo entre iguales'),
        'diabetes-uk-t1',
      ),
      o(
        'social.family',
        t('Invite a family member to the next visit', 'Invitar a un familiar a la próxima visita'),
      ),
      o(
        'social.school',
        t('Provide a letter for work or school', 'Entregar un informe para el trabajo o el colegio'),
      ),
    ],
    conclusion: t(
      'Social support is an area of focus (score {score} of {max}).',
      'El apoyo social es un área prioritaria (puntuación {score} de {max}).',
    ),
  },
  SCREENING: {
    label: t('Screening results', 'Resultados del cribado'),
    question: t('Which screening follow-up do you recommend?', '¿Qué seguimiento del cribado recomienda?'),
    options: [
      o(
        'screening.explain',
        t(
          'Explain the autoantibody result and stages',
          'Explicar el resultado de autoanticuerpos y las etapas',
        ),
        'screening',
      ),
      o('screening.monitor', t('Agree a monitoring schedule', 'Acordar un calendario de seguimiento')),
      o(
        'screening.symptoms',
        t('Share the warning symptoms to act on', 'Compartir los síntomas de alarma'),
        't1-overview',
      ),
    ],
    conclusion: t(
      'Understanding the screening result is an area of focus (score {score} of {max}).',
      'Entender el resultado del cribado es un área prioritaria (puntuación {score} de {max}).',
    ),
  },
  IMMUNO_THERAPY: {
    label: t('Immunotherapy decision', 'Decisión sobre la inmunoterapia'),
    question: t(
      'Which support for the immunotherapy decision do you recommend?',
      '¿Qué apoyo para decidir sobre la inmunoterapia recomienda?',
    ),
    options: [
      o('immuno.consult', t('Book a decision consultation', 'Programar una consulta para decidir')),
      o(
        'immuno.info',
        t(
          'Share information on delaying type 1 diabetes',
          'Compartir información sobre cómo retrasar la diabetes tipo 1',
        ),
        'breakthrough-t1d',
      ),
      o('immuno.logistics', t('Help plan the infusion days', 'Ayudar a planificar los días de infusión')),
    ],
    conclusion: t(
      'The immunotherapy decision is an area of focus (score {score} of {max}).',
      'La decisión sobre la inmunoterapia es un área prioritaria (puntuación {score} de {max}).',
    ),
  },
  POST_IMMUNO_THERAPY: {
    label: t('After immunotherapy', 'Después de la inmunoterapia'),
    question: t(
      'Which follow-up after immunotherapy do you recommend?',
      '¿Qué seguimiento tras la inmunoterapia recomienda?',
    ),
    options: [
      o('postimmuno.tests', t('Schedule the follow-up tests', 'Programar las pruebas de seguimiento')),
      o('postimmuno.effects', t('Review the side effects', 'Revisar los efectos secundarios')),
      o(
        'postimmuno.glucose',
        t('Share how to check glucose at home', 'Compartir cómo medir la glucosa en casa'),
        'glucose',
      ),
    ],
    conclusion: t(
      'Follow-up after immunotherapy is an area of focus (score {score} of {max}).',
      'El seguimiento tras la inmunoterapia es un área prioritaria (puntuación {score} de {max}).',
    ),
  },
  PHQ2: {
    label: t('Mood (PHQ-2)', 'Estado de ánimo (PHQ-2)'),
    question: t(
      'The PHQ-2 suggests a possible depressive disorder. What do you recommend?',
      'El PHQ-2 sugiere un posible trastorno depresivo. ¿Qué recomienda?',
    ),
    options: [
      o(
        'phq2.assess',
        t('Carry out a full depression assessment', 'Realizar una evaluación completa de depresión'),
        'nice-depression',
      ),
      o('phq2.refer', t('Refer to mental-health services', 'Derivar a salud mental')),
      o(
        'phq2.info',
        t('Share information about depression', 'Compartir información sobre la depresión'),
        'depression',
      ),
    ],
    conclusion: t(
      'The PHQ-2 score is {score} of {max}: a depressive disorder may be present; a full assessment is advised.',
      'La puntuación PHQ-2 es {score} de {max}: puede existir un trastorno depresivo; se aconseja una evaluación completa.',
    ),
  },
};

export const NO_FOCUS_CONCLUSION = t(
  'No area of concern stands out in this survey; continue the current care plan.',
  'Ninguna área destaca como preocupante en este cuestionario; continuar con el plan de cuidados actual.',
);
export const FOLLOW_UP_SENTENCE = t('The patient said: {answer}', 'El paciente indicó: {answer}');
