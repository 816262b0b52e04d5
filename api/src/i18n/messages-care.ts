import {
  ASSIGNMENT_STARTED,
  ASSIGNMENT_STILL_OPEN,
  GLUCOSE_ERRORS,
  FIELD_MESSAGE,
  GLUCOSE_REASONS,
  PROBLEM_CODE,
} from '../contracts';
import type { Entry } from './types';

// The API's own texts about surveys, care plans, notes, resources, imports and glucose data.
export const CARE_MESSAGES = {
  'survey.notFound': { en: 'Survey not found', es: 'No se ha encontrado el cuestionario' },
  'survey.instanceNotFound': {
    en: 'Survey instance not found',
    es: 'No se ha encontrado el cuestionario asignado',
  },
  'survey.notAvailable': { en: 'The survey is not available', es: 'El cuestionario no está disponible' },
  'survey.rolesOnly': {
    en: 'Survey instances are for patients and doctors',
    es: 'Los cuestionarios asignados son para pacientes y médicos',
  },
  'survey.listRoles': {
    en: 'Only doctors and patients list survey instances',
    es: 'Solo los médicos y los pacientes consultan los cuestionarios asignados',
  },
  'survey.patientAnswers': {
    en: 'Only the patient answers this survey',
    es: 'Solo el paciente responde a este cuestionario',
  },
  'survey.doctorReviews': {
    en: 'Only the patient’s doctor reviews a survey',
    es: 'Solo el médico del paciente revisa un cuestionario',
  },
  'survey.doctorsReview': {
    en: 'Only doctors review surveys',
    es: 'Solo los médicos revisan los cuestionarios',
  },
  'survey.doctorsReadAnswers': {
    en: 'Only doctors read the answers breakdown',
    es: 'Solo los médicos consultan el detalle de las respuestas',
  },
  'visit.doctorsReadSummary': {
    en: 'Only doctors read a patient’s visit summary',
    es: 'Solo los médicos consultan el resumen de visita de un paciente',
  },
  'visit.doctorsReadTrends': {
    en: 'Only doctors read a patient’s trends',
    es: 'Solo los médicos consultan la evolución de un paciente',
  },
  'survey.doctorsAssign': { en: 'Only doctors assign surveys', es: 'Solo los médicos asignan cuestionarios' },
  'survey.doctorsWithdraw': {
    en: 'Only doctors withdraw surveys',
    es: 'Solo los médicos retiran cuestionarios',
  },
  'survey.doctorEmailSelf': {
    en: 'doctorEmail must be the signed-in doctor',
    es: 'doctorEmail debe ser el del médico que ha iniciado sesión',
  },
  'survey.userIdRequired': {
    en: 'querystring.userId: required for doctors',
    es: 'querystring.userId: es obligatorio para los médicos',
  },
  'survey.alreadySubmitted': {
    en: 'The survey was already submitted (status {status}); answers can no longer change',
    es: 'El cuestionario ya se ha enviado (estado {status}); las respuestas ya no se pueden cambiar',
  },
  'survey.wrongStage': {
    en: 'This question belongs to the {question} stage but the survey is in the {survey} stage',
    es: 'Esta pregunta pertenece a la etapa {question}, pero el cuestionario está en la etapa {survey}',
  },
  'survey.cannotSubmit': {
    en: 'The survey cannot be submitted in status {status}',
    es: 'El cuestionario no se puede enviar en el estado {status}',
  },
  'survey.notInStage': {
    en: 'The survey is in the {current} stage, not {wanted}',
    es: 'El cuestionario está en la etapa {current}, no en {wanted}',
  },
  'survey.changed': {
    en: 'The survey changed meanwhile; reload it',
    es: 'El cuestionario ha cambiado mientras tanto; vuelva a cargarlo',
  },
  'survey.notCompleted': {
    en: 'Survey is not completed by user',
    es: 'El usuario no ha completado el cuestionario',
  },
  'survey.answerEverything': {
    en: 'Answer every question first: {missing}',
    es: 'Responda primero a todas las preguntas: {missing}',
  },
  'survey.questionNotPart': {
    en: 'Question {id} is not part of this survey',
    es: 'La pregunta {id} no forma parte de este cuestionario',
  },
  'survey.notAChoice': {
    en: 'Answer {choice} is not a choice of question {id}',
    es: 'La respuesta {choice} no es una opción de la pregunta {id}',
  },
  'survey.needsChoice': {
    en: 'Question {id} needs one of its choices',
    es: 'La pregunta {id} necesita una de sus opciones',
  },
  'survey.wrongAnswerShape': {
    en: 'Question {id} does not take this kind of answer',
    es: 'La pregunta {id} no admite este tipo de respuesta',
  },
  'survey.dateOfBirthFuture': {
    en: '{id}: the date of birth cannot be in the future',
    es: '{id}: la fecha de nacimiento no puede ser posterior a hoy',
  },
  'survey.dateOfBirth': {
    en: '{id}: a date of birth as YYYY-MM-DD between 1900 and today is required',
    es: '{id}: se necesita una fecha de nacimiento con el formato AAAA-MM-DD entre 1900 y hoy',
  },
  [PROBLEM_CODE.assignmentStillOpen]: {
    en: ASSIGNMENT_STILL_OPEN,
    es: 'Este cuestionario ya está asignado al paciente y aún no se ha respondido',
  },
  [PROBLEM_CODE.assignmentStarted]: {
    en: ASSIGNMENT_STARTED,
    es: 'El paciente ha empezado a responder este cuestionario; ya no se puede retirar',
  },
  'care.alreadyAgreed': {
    en: 'The care plan was already agreed; the survey is completed',
    es: 'El plan de cuidados ya se ha acordado; el cuestionario está completado',
  },
  'care.recommendationNotOffered': {
    en: 'Recommendation {id} is not offered for this survey',
    es: 'La recomendación {id} no se ofrece para este cuestionario',
  },
  'care.answerNotOption': {
    en: 'Answer {answer} is not an option of recommendation {id}',
    es: 'La respuesta {answer} no es una opción de la recomendación {id}',
  },
  'care.conclusionNotOffered': {
    en: 'Conclusion {id} is not offered for this survey',
    es: 'La conclusión {id} no se ofrece para este cuestionario',
  },
  'care.conclusionTwice': { en: 'Conclusion {id} appears twice', es: 'La conclusión {id} aparece dos veces' },
  'care.needsConclusion': {
    en: 'Conclusion error: the care plan needs at least one conclusion',
    es: 'Error en las conclusiones: el plan de cuidados necesita al menos una conclusión',
  },
  'note.notFound': { en: 'Note not found', es: 'No se ha encontrado la nota' },
  'note.patientsOnly': { en: 'Only patients keep notes', es: 'Solo los pacientes guardan notas' },
  'resource.notFound': { en: 'Resource not found', es: 'No se ha encontrado el recurso' },
  'resource.treesForDoctors': {
    en: 'The resource pages are for doctors',
    es: 'Las páginas de recursos son para los médicos',
  },
  'resource.patientsOnly': {
    en: 'Recommended resources are for patients',
    es: 'Los recursos recomendados son para los pacientes',
  },
  'import.doctorOnly': { en: 'Only a doctor imports patients', es: 'Solo un médico importa pacientes' },
  'import.csvOnly': {
    en: 'Only a .csv file (Content-Type: text/csv, or multipart/form-data with fileData) can be imported',
    es: 'Solo se puede importar un archivo .csv (Content-Type: text/csv, o multipart/form-data con fileData)',
  },
  'import.multipartBoundary': {
    en: 'body: a multipart body needs its boundary',
    es: 'body: un cuerpo multipart necesita su delimitador (boundary)',
  },
  'import.multipartNoFile': {
    en: 'body: the form has no fileData file',
    es: 'body: el formulario no trae el archivo fileData',
  },
  'import.tooLarge': { en: 'The file is larger than {kb} KB', es: 'El archivo ocupa más de {kb} KB' },
  'import.tooManyRows': {
    en: 'The file has {rows} rows; at most {max} can be imported at once',
    es: 'El archivo tiene {rows} filas; se pueden importar como máximo {max} a la vez',
  },
  'import.fromBeyond': {
    en: 'querystring.from: the file has only {rows} rows',
    es: 'querystring.from: el archivo solo tiene {rows} filas',
  },
  'import.noEmailColumn': {
    en: 'The first row must be a header with an "email" column (download the template)',
    es: 'La primera fila debe ser una cabecera con una columna «email» (descargue la plantilla)',
  },
  'import.noNameColumns': {
    en: 'The header needs "firstName" and "lastName" columns, or a "name" column (download the template)',
    es: 'La cabecera necesita las columnas «firstName» y «lastName», o una columna «name» (descargue la plantilla)',
  },
  'import.notCsv': {
    en: 'The file is not valid CSV{at}: {why}',
    es: 'El archivo no es un CSV válido{at}: {why}',
  },
  'import.atLine': { en: ' (line {line})', es: ' (línea {line})' },
  'import.quoteNotClosed': { en: 'a quoted cell is not closed', es: 'una celda entre comillas no se cierra' },
  'import.textAfterQuote': {
    en: 'a quoted cell has text after its closing quote',
    es: 'una celda entre comillas tiene texto después de la comilla de cierre',
  },
  'import.cellCount': {
    en: 'a row has a different number of cells',
    es: 'una fila tiene un número de celdas distinto',
  },
  'import.unreadable': { en: 'it cannot be read as CSV', es: 'no se puede leer como CSV' },
  'import.empty': {
    en: 'The file is empty: it needs a header row and at least one patient',
    es: 'El archivo está vacío: necesita una fila de cabecera y al menos un paciente',
  },
  'import.noRows': {
    en: 'The file has a header but no patient rows',
    es: 'El archivo tiene cabecera pero ninguna fila de pacientes',
  },
  [PROBLEM_CODE.glucoseMissingState]: { en: GLUCOSE_ERRORS.missingState, es: 'Falta el parámetro state' },
  [PROBLEM_CODE.glucoseInvalidState]: {
    en: GLUCOSE_ERRORS.invalidState,
    es: 'El parámetro state no es válido',
  },
  [PROBLEM_CODE.glucoseTokenExchange]: {
    en: GLUCOSE_ERRORS.tokenExchange,
    es: 'No se ha podido obtener el token de Dexcom',
  },
  'glucose.consent': {
    en: FIELD_MESSAGE['glucose.consent'],
    es: 'Confirme su consentimiento para vincular los datos de su monitor de glucosa antes de conectar.',
  },
  'glucose.widgetRefused': {
    en: 'Not available to the embedded widget',
    es: 'No está disponible desde el widget integrado',
  },
  'glucose.widgetOriginShape': {
    en: FIELD_MESSAGE['glucose.widgetOriginShape'],
    es: 'origin debe tener la forma esquema://host[:puerto]',
  },
  'glucose.notLinked': { en: GLUCOSE_ERRORS.notLinked, es: 'Dexcom no está conectado' },
  'glucose.optedOut': {
    en: GLUCOSE_ERRORS.optedOut,
    es: 'El paciente ha decidido no compartir sus datos de glucosa',
  },
  'glucose.returnUrl': {
    en: FIELD_MESSAGE['glucose.returnUrl'],
    es: 'returnUrl debe ser una ruta de este portal',
  },
  'glucose.noValidToken': {
    en: GLUCOSE_REASONS.noValidToken,
    es: 'La validación del token ha fallado o no hay ningún token válido',
  },
  'glucose.tokenExpired': { en: GLUCOSE_REASONS.tokenExpired, es: 'El token ha caducado' },
  'glucose.patientsOnly': {
    en: 'Only patients link a glucose monitor',
    es: 'Solo los pacientes vinculan un monitor de glucosa',
  },
  'glucose.userIdRequired': { en: 'userId is required', es: 'userId es obligatorio' },
  'glucose.liveRange': {
    en: FIELD_MESSAGE['glucose.liveRange'],
    es: 'startDate debe ser anterior a endDate, como mucho 30 días antes',
  },
  'glucose.widgetOrigin': {
    en: GLUCOSE_ERRORS.widgetOrigin,
    es: 'Este sitio no tiene permiso para mostrar la conexión con Dexcom',
  },
  'glucose.widgetOnly': {
    en: GLUCOSE_ERRORS.widgetOnly,
    es: 'Una sesión del widget no puede solicitar otra',
  },
  'glucose.providerUnreachable': {
    en: 'Dexcom could not be reached ({status})',
    es: 'No se ha podido contactar con Dexcom ({status})',
  },
  'glucose.providerAnswer': {
    en: 'Dexcom answered without its records',
    es: 'Dexcom respondió sin sus lecturas',
  },
} as const satisfies Record<string, Entry>;
