import type {
  Category,
  QuestionCategory,
  DiabetesType,
  GlucoseBand,
  GlucoseMetric,
  PatientFlag,
  Phq9Band,
  PriorityCode,
  TargetSetName,
  Verdict,
  VisitSummary,
} from '../contracts';
import { t, type Text } from '../leaves/survey-catalogue/types';

// The PDF one-pager's words (visit-pdf.ts). The print view says the same with mfe-doctor's catalogue
// (doctor.summary.*); a test reads both PDFs for every heading.

export const PDF_TEXT = {
  title: t('Pre-visit summary', 'Resumen previo a la visita'),
  generated: t('Prepared on {date}', 'Preparado el {date}'),
  // The identifiers every page carries (issue 36 point 4): name and date of birth, and the print date.
  docTitle: t('Pre-visit summary: {name}', 'Resumen previo a la visita: {name}'),
  dob: t('Date of birth: {date}', 'Fecha de nacimiento: {date}'),
  dobUnknown: t('Date of birth: not recorded', 'Fecha de nacimiento: no registrada'),
  footer: t(
    '{name} · {dob} · Printed on {date} · Page {page} of {pages}',
    '{name} · {dob} · Impreso el {date} · Página {page} de {pages}',
  ),
  patient: t('Patient', 'Paciente'),
  age: t('Age {n}', 'Edad {n}'),
  ageUnknown: t('Age not given', 'Edad no indicada'),
  type: t('Diabetes: {type}', 'Diabetes: {type}'),
  typeUnknown: t('Diabetes type not given', 'Tipo de diabetes no indicado'),
  years: t('Diagnosed: {years}', 'Diagnóstico: {years}'),
  conditions: t('Other chronic conditions: {v}', 'Otras enfermedades crónicas: {v}'),
  yes: t('yes', 'sí'),
  no: t('no', 'no'),
  notGiven: t('not given', 'no indicado'),
  latest: t('Latest questionnaire', 'Último cuestionario'),
  latestOf: t('{name}, submitted {date}', '{name}, enviado el {date}'),
  noLatest: t('No questionnaire submitted yet.', 'Aún no ha enviado ningún cuestionario.'),
  concern: t('Main concern: {c}', 'Preocupación principal: {c}'),
  noConcern: t('Main concern: none stands out', 'Preocupación principal: ninguna destaca'),
  flagged: t('Why flagged: {list}', 'Motivos de aviso: {list}'),
  notFlagged: t('Why flagged: nothing flagged', 'Motivos de aviso: ninguno'),
  phq2: t('PHQ-2: {score} of 6', 'PHQ-2: {score} de 6'),
  phq2Positive: t('possible depression (3 or more)', 'posible depresión (3 o más)'),
  phq2Negative: t('below the screening threshold of 3', 'por debajo del umbral de cribado de 3'),
  phq9: t(
    'PHQ-9, submitted {date}: {score} of 27 ({band})',
    'PHQ-9, enviado el {date}: {score} de 27 ({band})',
  ),
  // As the results page says it (doctor.results.phq9Urgent and phq9Item9 in mfe-doctor's catalogue).
  phq9Urgent: t(
    "URGENT: item 9 answered above 0. Assess the patient's safety today.",
    'URGENTE: ítem 9 con respuesta mayor que 0. Valore hoy la seguridad del paciente.',
  ),
  phq9Item9: t(
    'Item 9, “{question}”: {answer} ({points} of 3)',
    'Ítem 9, «{question}»: {answer} ({points} de 3)',
  ),
  // Once a clinician agreed this PHQ-9's care plan (doctor.visit.phq9Resolved in the print view).
  phq9Resolved: t(
    'Item 9 answered above 0: reviewed, the care plan of this PHQ-9 is agreed.',
    'Ítem 9 con respuesta mayor que 0: revisado, el plan de cuidados de este PHQ-9 está acordado.',
  ),
  priority: t('Priority: {code}', 'Prioridad: {code}'),
  // What was asked, with its area (one "tell us more" per area), then the words (issue 36 point 7).
  asked: t('{area} — {question}', '{area} — {question}'),
  quote: t('“{text}”', '«{text}»'),
  ownWords: t("The patient's own words", 'En palabras del paciente'),
  noOwnWords: t('The patient wrote nothing of their own.', 'El paciente no escribió nada propio.'),
  glucose: t('Glucose, last 14 days', 'Glucosa, últimos 14 días'),
  noGlucose: t(
    'No glucose readings shared for these 14 days.',
    'Sin lecturas de glucosa compartidas en estos 14 días.',
  ),
  period: t('{start} to {end}', 'Del {start} al {end}'),
  bandLine: t('{band}: {pct} (target {target})', '{band}: {pct} (objetivo {target})'),
  bandLineNoGoal: t('{band}: {pct}', '{band}: {pct}'),
  mean: t('Mean glucose: {v}', 'Glucosa media: {v}'),
  gmi: t('GMI: {v}', 'GMI: {v}'),
  cv: t('CV: {v} (target 36 % or less)', 'CV: {v} (objetivo 36 % o menos)'),
  wear: t('Sensor wear: {v}', 'Uso del sensor: {v}'),
  insufficient: t(
    'Fewer than 70 % of readings: read with care',
    'Menos del 70 % de lecturas: interpretar con cautela',
  ),
  agp: t(
    'Glucose profile (AGP): median, 25–75 % and 10–90 %, {unit}',
    'Perfil de glucosa (AGP): mediana, 25–75 % y 10–90 %, {unit}',
  ),
  agpAlt: t(
    'Chart: glucose profile (AGP) over the day, in {unit}. The median is lowest at {lowTime} ({low}) and highest at {highTime} ({high}).',
    'Gráfico: perfil de glucosa (AGP) a lo largo del día, en {unit}. La mediana es más baja a las {lowTime} ({low}) y más alta a las {highTime} ({high}).',
  ),
  agpAltEmpty: t(
    'Chart: glucose profile (AGP) over the day, with too few readings to draw a line.',
    'Gráfico: perfil de glucosa (AGP) a lo largo del día, con muy pocas lecturas para trazar una línea.',
  ),
  changes: t('What changed since the previous visit', 'Qué cambió desde la visita anterior'),
  changesOf: t('Compared with the questionnaire of {date}', 'Comparado con el cuestionario del {date}'),
  noChanges: t(
    'No earlier visit with an agreed care plan to compare with.',
    'No hay una visita anterior con plan de cuidados acordado con la que comparar.',
  ),
  concernChange: t('Main concern: {before} → {after}', 'Preocupación principal: {before} → {after}'),
  plan: t('Agreed plan', 'Plan acordado'),
  planOf: t('Agreed on {date}', 'Acordado el {date}'),
  noPlan: t('No care plan agreed yet.', 'Aún no hay un plan de cuidados acordado.'),
  rule: t(
    'Better / worse: a change of at least 2 points in a score, 5 points in TIR and in tight range, 1 in TBR, 0.3 in GMI, 3 in CV, 5 in GRI, 1 episode; less is "same".',
    'Mejor / peor: un cambio de al menos 2 puntos en una puntuación, 5 en TIR y en rango estricto, 1 en TBR, 0,3 en GMI, 3 en CV, 5 en GRI y 1 episodio; menos es «igual».',
  ),
  more: t('(more in the portal)', '(más en el portal)'),
  none: t('none', 'ninguna'),
} satisfies Record<string, Text>;

/** The patient's glucose target set, named over the band lines (issue 42 point 1). */
export const TARGETS_TEXT: Record<TargetSetName, Text> = {
  standard: t('Targets: standard (type 1 and type 2)', 'Objetivos: estándar (tipo 1 y tipo 2)'),
  older: t('Targets: older or high-risk', 'Objetivos: personas mayores o de alto riesgo'),
  pregnancy: t('Targets: pregnancy (type 1)', 'Objetivos: embarazo (tipo 1)'),
};

/** The list's priority words (shared.patients.code.*); URGENT: red while item 9 is unresolved. */
export const PRIORITY_TEXT: Record<PriorityCode | 'URGENT' | 'NONE', Text> = {
  GREEN: t('Green · low', 'Verde · baja'),
  ORANGE: t('Orange · medium', 'Naranja · media'),
  RED: t('Red · high', 'Rojo · alta'),
  URGENT: t('Red · urgent', 'Rojo · urgente'),
  NONE: t('No score', 'Sin puntuación'),
};
export const priorityWords = (p: VisitSummary['priority']) =>
  PRIORITY_TEXT[p.urgent ? 'URGENT' : (p.code ?? 'NONE')];

export const VERDICT_TEXT: Record<Verdict, Text> = {
  better: t('better', 'mejor'),
  worse: t('worse', 'peor'),
  same: t('same', 'igual'),
};

export const METRIC_TEXT: Record<GlucoseMetric, Text> = {
  tir: t('Time in range', 'Tiempo en rango'),
  tbr: t('Time below range', 'Tiempo bajo rango'),
  gmi: t('GMI', 'GMI'),
  cv: t('CV', 'CV'),
  gri: t('GRI', 'GRI'),
  tight: t('Time in tight range', 'Tiempo en rango estricto'),
  hypo: t('Hypoglycaemic episodes, level 1', 'Episodios de hipoglucemia, nivel 1'),
  hypo2: t('Hypoglycaemic episodes, level 2', 'Episodios de hipoglucemia, nivel 2'),
};

/** Filled from glucoseBandRanges, so the bounds read in the doctor's unit ("In range, 3.9–10.0 mmol/L"). */
export const BAND_TEXT: Record<GlucoseBand, Text> = {
  veryHigh: t('Very high, over {above} {unit}', 'Muy alta, más de {above} {unit}'),
  high: t('High, {from}–{to} {unit}', 'Alta, {from}–{to} {unit}'),
  target: t('In range, {from}–{to} {unit}', 'En rango, {from}–{to} {unit}'),
  low: t('Low, {from}–{to} {unit}', 'Baja, {from}–{to} {unit}'),
  veryLow: t('Very low, under {below} {unit}', 'Muy baja, menos de {below} {unit}'),
};

export const CATEGORY_TEXT: Record<Category, Text> = {
  PSYCH: t('Psychological burden', 'Carga psicológica'),
  KNOWLEDGE: t('Knowledge', 'Conocimientos'),
  THERAPY: t('Therapy', 'Tratamiento'),
  SOCIAL: t('Social support', 'Apoyo social'),
  SCREENING: t('Screening', 'Cribado'),
  IMMUNO_THERAPY: t('Immunotherapy', 'Inmunoterapia'),
  POST_IMMUNO_THERAPY: t('After immunotherapy', 'Después de la inmunoterapia'),
  PHQ2: t('PHQ-2', 'PHQ-2'),
};

/** The areas a question may belong to: the scored ones, and those a free text may sit under. */
export const QUESTION_AREA_TEXT: Record<QuestionCategory, Text> = {
  ...CATEGORY_TEXT,
  DEMOGRAPHICS: t('Demographics', 'Datos demográficos'),
  OTHER: t('Other', 'Otros'),
  PHQ9: t('PHQ-9', 'PHQ-9'),
};

export const DIABETES_TEXT: Record<DiabetesType, Text> = {
  PRE: t('pre-diabetes', 'prediabetes'),
  TYPE_I: t('type 1', 'tipo 1'),
  TYPE_II: t('type 2', 'tipo 2'),
  TYPE_I_CHILD: t('type 1 (child)', 'tipo 1 (niño)'),
  TYPE_I_PARENT: t('type 1 (parent)', 'tipo 1 (padre o madre)'),
};

/** The PHQ-9's published bands, in the results page's words (doctor.results.phq9Band.*). */
export const PHQ9_BAND_TEXT: Record<Phq9Band, Text> = {
  MINIMAL: t('minimal', 'mínima'),
  MILD: t('mild', 'leve'),
  MODERATE: t('moderate', 'moderada'),
  MODERATELY_SEVERE: t('moderately severe', 'moderadamente grave'),
  SEVERE: t('severe', 'grave'),
};

export const FLAG_TEXT: Record<PatientFlag['code'], Text> = {
  PHQ9_ITEM9: t(
    'URGENT: PHQ-9 item 9 (self-harm thoughts) {value}/3',
    'URGENTE: ítem 9 del PHQ-9 (ideas de autolesión) {value}/3',
  ),
  PHQ2_POSITIVE: t('PHQ-2 positive ({value})', 'PHQ-2 positivo ({value})'),
  CATEGORY: t('{category} {value} %', '{category} {value} %'),
  OVERDUE: t('questionnaire overdue ({value} days)', 'cuestionario atrasado ({value} días)'),
  AWAITING_REVIEW: t('awaiting review', 'pendiente de revisión'),
  NO_QUESTIONNAIRE: t('no questionnaire yet', 'aún sin cuestionario'),
  // The PDF's texts fill values in without plural rules (the screen's catalogue has them).
  NO_GLUCOSE_DATA: t('no glucose data for {value} day(s)', 'sin datos de glucosa desde hace {value} día(s)'),
  RECONNECT_NEEDED: t('reconnect needed', 'hay que volver a conectar'),
};
