import { QUESTIONNAIRE_EN, type QuestionnaireTexts, type UiLocale } from './helpers';

/** The texts care-loop.spec.ts reads, per UI language, as the catalogues and mail templates give them. */
export interface CareLoopTexts extends QuestionnaireTexts {
  locale: UiLocale;
  surveyOption: string;
  assignLabel: string;
  assign: string;
  submit: string;
  change: string;
  changeWhich: string;
  saveAndReturn: string;
  secondWave: string;
  submitted: string;
  awaitingReview: string;
  context: string;
  age: string;
  ownWords: string;
  answersTitle: string;
  phq2: string;
  carePlan: string;
  confirmTitle: string;
  confirmBack: string;
  confirmAgree: string;
  agreedNow: string;
  completed: string;
  mailSubject: RegExp;
  mailLine: string;
}

export const CARE_LOOP_TEXTS: CareLoopTexts[] = [
  {
    locale: 'en-GB',
    ...QUESTIONNAIRE_EN,
    surveyOption: 'Type 1 diabetes check-in (2)',
    assignLabel: 'Assign a survey',
    assign: 'Assign',
    submit: 'Submit Survey',
    change: 'Change',
    changeWhich: ' your answer to: ',
    saveAndReturn: 'Save and return to the summary',
    secondWave: 'Thank you. A few more questions about your main areas of focus follow.',
    submitted: 'Thank you, your answers have been submitted. Your doctor will review them with you.',
    awaitingReview: 'Awaiting your review',
    context: 'About the patient',
    age: 'Age',
    ownWords: "In the patient's own words",
    answersTitle: "The patient's answers",
    phq2: 'PHQ-2 score',
    carePlan: 'Agreed care plan',
    confirmTitle: 'Agree the care plan?',
    confirmBack: 'Go back',
    confirmAgree: 'Agree care plan',
    agreedNow: 'Care plan agreed.',
    completed: 'Completed',
    mailSubject: /^Your care plan is ready$/,
    mailLine: 'your care plan is now ready',
  },
  {
    locale: 'es-ES',
    progress: (c, t) => `Pregunta ${c} de ${t}`,
    progressRe: /^Pregunta (\d+) de (\d+)$/,
    summary: 'Revise sus respuestas antes de enviarlas',
    next: 'Siguiente',
    surveyOption: 'Revisión de diabetes tipo 1 (2)',
    assignLabel: 'Asignar un cuestionario',
    assign: 'Asignar',
    submit: 'Enviar cuestionario',
    change: 'Cambiar',
    changeWhich: ' su respuesta a: ',
    saveAndReturn: 'Guardar y volver al resumen',
    secondWave: 'Gracias. A continuación, unas preguntas más sobre sus principales áreas de atención.',
    submitted: 'Gracias, sus respuestas se han enviado. Su médico las revisará con usted.',
    awaitingReview: 'Pendiente de su revisión',
    context: 'Sobre el paciente',
    age: 'Edad',
    ownWords: 'Con las palabras del paciente',
    answersTitle: 'Respuestas del paciente',
    phq2: 'Puntuación PHQ-2',
    carePlan: 'Plan de cuidados acordado',
    confirmTitle: '¿Acordar el plan de cuidados?',
    confirmBack: 'Volver',
    confirmAgree: 'Acordar el plan de cuidados',
    agreedNow: 'Plan de cuidados acordado.',
    completed: 'Completado',
    mailSubject: /^Su plan de cuidados está listo$/,
    mailLine: 'su plan de cuidados ya está listo',
  },
];
