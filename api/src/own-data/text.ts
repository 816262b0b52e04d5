import type { Locale } from '../contracts';
import { t, type Text } from '../leaves/survey-catalogue/types';

// The words of the patient's own summary (summary.html in their data download, issue 37 point 3), in
// the patient's language. Areas, glucose metrics and the diabetes type reuse the one-pager's words
// (surveys/visit-text.ts), so the patient reads what their doctor reads.

export const OWN_TEXT = {
  title: t('Your data in the Diabetes Care Portal', 'Sus datos en el Portal de Atención a la Diabetes'),
  prepared: t('Prepared on {date}', 'Preparado el {date}'),
  intro: t(
    'This file is everything the portal holds about you, in words. The file bundle.json beside it holds the same questionnaires and glucose summary in FHIR R4, the format other health systems read.',
    'Este archivo recoge, en palabras, todo lo que el portal guarda sobre usted. El archivo bundle.json que lo acompaña contiene los mismos cuestionarios y el resumen de glucosa en FHIR R4, el formato que leen otros sistemas sanitarios.',
  ),
  profile: t('Your details', 'Sus datos personales'),
  name: t('Name', 'Nombre'),
  email: t('Email', 'Correo electrónico'),
  birthDate: t('Date of birth', 'Fecha de nacimiento'),
  diabetes: t('Diabetes type', 'Tipo de diabetes'),
  language: t('Language', 'Idioma'),
  since: t('In the portal since', 'En el portal desde'),
  notRecorded: t('not recorded', 'no registrado'),
  questionnaires: t('Your questionnaires', 'Sus cuestionarios'),
  noQuestionnaires: t(
    'You have not sent any questionnaire yet.',
    'Todavía no ha enviado ningún cuestionario.',
  ),
  submitted: t('Sent on {date}', 'Enviado el {date}'),
  results: t('Results', 'Resultados'),
  resultLine: t('{area}: {pct}', '{area}: {pct}'),
  answers: t('Your answers', 'Sus respuestas'),
  question: t('Question', 'Pregunta'),
  answer: t('Answer', 'Respuesta'),
  unanswered: t('not answered', 'sin responder'),
  plan: t('Your care plan', 'Su plan de cuidados'),
  planPending: t(
    'Your care team has not written a plan for this questionnaire yet.',
    'Su equipo sanitario todavía no ha escrito un plan para este cuestionario.',
  ),
  notes: t('Your notes', 'Sus notas'),
  noNotes: t('You have no notes.', 'No tiene notas.'),
  glucose: t('Your glucose', 'Su glucosa'),
  noGlucose: t(
    'No glucose readings are shared with the portal.',
    'No se comparten lecturas de glucosa con el portal.',
  ),
  glucosePeriod: t('The 14 days from {start} to {end}', 'Los 14 días del {start} al {end}'),
  average: t('Average glucose', 'Glucosa media'),
  inRange: t('Time in range', 'Tiempo en rango'),
  below: t('Time below range', 'Tiempo bajo rango'),
  above: t('Time above range', 'Tiempo sobre rango'),
  readings: t('Readings', 'Lecturas'),
};

/** The account's language, named in the summary's own language. */
export const LANGUAGE_TEXT: Record<Locale, Text> = {
  'en-GB': t('English', 'inglés'),
  'es-ES': t('Spanish', 'español'),
};
