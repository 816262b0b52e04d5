import { QUESTIONNAIRE_EN, type QuestionnaireTexts, type UiLocale } from './helpers';

/**
 * The on-screen texts the survey journey reads, per UI language, exactly as the catalogues give
 * them (mfe-patient, mfe-doctor, shared): the journey runs once in each language.
 */
export interface SurveyTexts extends QuestionnaireTexts {
  locale: UiLocale;
  surveyOption: string;
  assignLabel: string;
  assign: string;
  sendAssessment: string;
  notStarted: string;
  withdraw: string;
  withdrawYes: string;
  results: string;
  home: string;
  answer: string;
  back: string;
  submit: string;
  secondWave: string;
  submitted: string;
  scores: string;
  psych: string;
  phq2: string;
  phq2Score: string;
  phq2Flag: string;
  recommendations: string;
  resourcesOpen: string;
  resourcesTitle: string;
  apply: string;
  selectPrefix: string;
  additionalResources: string;
  conclusion1: string;
  copy: string;
  copied: string;
  carePlan: string;
  carePlanSaved: string;
  confirmTitle: string;
  confirmAgree: string;
}

export const SURVEY_TEXTS: SurveyTexts[] = [
  {
    locale: 'en-GB',
    surveyOption: 'Type 1 diabetes check-in',
    assignLabel: 'Survey',
    assign: 'Send',
    sendAssessment: 'Send a new assessment',
    notStarted: 'Not started',
    withdraw: 'Withdraw this assessment',
    withdrawYes: 'Withdraw',
    results: 'Results',
    home: 'Home',
    answer: 'Answer the survey',
    ...QUESTIONNAIRE_EN,
    back: 'Back',
    submit: 'Submit Survey',
    secondWave: 'Thank you. A few more questions about your main areas of focus follow.',
    submitted: 'Thank you, your answers have been submitted. Your doctor will review them with you.',
    scores: 'Scores',
    psych: 'Psychological burden',
    phq2: 'PHQ-2 score',
    phq2Score: 'Score: 6 of 6',
    phq2Flag: 'A score of 3 or more suggests a depressive disorder may be present.',
    recommendations: 'Recommendations',
    resourcesOpen: 'Additional resources…',
    resourcesTitle: 'Additional resources',
    apply: 'Apply',
    selectPrefix: 'Select ',
    additionalResources: 'Additional resources',
    conclusion1: 'Conclusion 1',
    copy: 'Copy conclusions',
    copied: 'Copied!',
    carePlan: 'Agreed care plan',
    carePlanSaved: 'Agreed care plan recorded',
    confirmTitle: 'Agree the care plan?',
    confirmAgree: 'Agree care plan',
  },
  {
    locale: 'es-ES',
    surveyOption: 'Revisión de diabetes tipo 1',
    assignLabel: 'Cuestionario',
    assign: 'Enviar',
    sendAssessment: 'Enviar una nueva evaluación',
    notStarted: 'Sin empezar',
    withdraw: 'Retirar esta evaluación',
    withdrawYes: 'Retirar',
    results: 'Resultados',
    home: 'Inicio',
    answer: 'Responder al cuestionario',
    progress: (c, t) => `Pregunta ${c} de ${t}`,
    progressRe: /^Pregunta (\d+) de (\d+)$/,
    summary: 'Revise sus respuestas antes de enviarlas',
    next: 'Siguiente',
    back: 'Atrás',
    submit: 'Enviar cuestionario',
    secondWave: 'Gracias. A continuación, unas preguntas más sobre sus principales áreas de atención.',
    submitted: 'Gracias, sus respuestas se han enviado. Su médico las revisará con usted.',
    scores: 'Puntuaciones',
    psych: 'Carga psicológica',
    phq2: 'Puntuación PHQ-2',
    phq2Score: 'Puntuación: 6 de 6',
    phq2Flag: 'Una puntuación de 3 o más sugiere que puede haber un trastorno depresivo.',
    recommendations: 'Recomendaciones',
    resourcesOpen: 'Recursos adicionales…',
    resourcesTitle: 'Recursos adicionales',
    apply: 'Aplicar',
    selectPrefix: 'Seleccionar ',
    additionalResources: 'Recursos adicionales',
    conclusion1: 'Conclusión 1',
    copy: 'Copiar conclusiones',
    copied: '¡Copiado!',
    carePlan: 'Plan de cuidados acordado',
    carePlanSaved: 'Plan de cuidados acordado registrado',
    confirmTitle: '¿Acordar el plan de cuidados?',
    confirmAgree: 'Acordar el plan de cuidados',
  },
];
