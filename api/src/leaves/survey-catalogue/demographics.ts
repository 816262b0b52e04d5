import { closed, open, t, type QuestionDef, type SurveyDef } from './types';

// The auxiliary (demographics) surveys every doctor and patient completes once (req A§2 initial-survey).
// A `profile:<field>` tag copies the answer onto the account at submit (surveys/profile.ts).

const gender = (): QuestionDef =>
  closed(
    'demo.gender',
    'DEMOGRAPHICS',
    t('Gender', 'Género'),
    [
      t('Female', 'Mujer'),
      t('Male', 'Hombre'),
      t('Non-binary', 'No binario'),
      t('Prefer not to say', 'Prefiero no decirlo'),
    ],
    { scored: false, tags: ['profile:gender'] },
  );

/** Answer ids of the gender question map to the stored values (accounts.gender). */
export const GENDER_VALUES = ['FEMALE', 'MALE', 'NON_BINARY', 'NOT_SAID'] as const;
/** Answer ids of the diabetes-type question map to DiabetesType, in this order. */
export const DIABETES_VALUES = ['TYPE_I', 'TYPE_II', 'PRE', 'TYPE_I_CHILD', 'TYPE_I_PARENT'] as const;

/** Its answer stays on the instance (no profile field); the doctor's results show it as context. */
export const YEARS_SINCE_DIAGNOSIS_QUESTION = 'demo.years';

const patientQuestions = (): QuestionDef[] => [
  open('demo.birthDate', 'DEMOGRAPHICS', t('Date of birth', 'Fecha de nacimiento'), {
    tags: ['profile:birthDate', 'date'],
  }),
  gender(),
  closed(
    'demo.diabetes',
    'DEMOGRAPHICS',
    t('Which best describes you?', '¿Qué opción le describe mejor?'),
    [
      t('I have type 1 diabetes', 'Tengo diabetes tipo 1'),
      t('I have type 2 diabetes', 'Tengo diabetes tipo 2'),
      t('I have prediabetes', 'Tengo prediabetes'),
      t('I am a child with type 1 diabetes', 'Soy un niño o niña con diabetes tipo 1'),
      t(
        'I am the parent or carer of a child with type 1 diabetes',
        'Soy padre, madre o cuidador/a de un niño/a con diabetes tipo 1',
      ),
    ],
    { type: 'MULTIPLE_CHOICE', scored: false, tags: ['profile:diabetesType'] },
  ),
  closed(
    'demo.chronic',
    'DEMOGRAPHICS',
    t(
      'Do you have another long-term condition (for example heart, kidney or thyroid disease)?',
      '¿Tiene otra enfermedad crónica (por ejemplo del corazón, el riñón o el tiroides)?',
    ),
    [t('No', 'No'), t('Yes', 'Sí')],
    { scored: false, tags: ['profile:chronicConditions'] },
  ),
  closed(
    YEARS_SINCE_DIAGNOSIS_QUESTION,
    'DEMOGRAPHICS',
    t('How long ago were you diagnosed?', '¿Hace cuánto tiempo le diagnosticaron?'),
    [
      t('Less than 1 year', 'Menos de 1 año'),
      t('1 to 5 years', 'De 1 a 5 años'),
      t('6 to 15 years', 'De 6 a 15 años'),
      t('More than 15 years', 'Más de 15 años'),
    ],
    { type: 'MULTIPLE_CHOICE', scored: false },
  ),
];

const doctorQuestions = (): QuestionDef[] => [
  gender(),
  closed(
    'demo.specialty',
    'DEMOGRAPHICS',
    t('Your role', 'Su función'),
    [
      t('Endocrinologist', 'Endocrinología'),
      t('General practitioner', 'Medicina de familia'),
      t('Paediatrician', 'Pediatría'),
      t('Diabetes nurse or educator', 'Enfermería o educación en diabetes'),
      t('Other', 'Otra'),
    ],
    { type: 'MULTIPLE_CHOICE', scored: false },
  ),
  closed(
    'demo.experience',
    'DEMOGRAPHICS',
    t('Years caring for people with diabetes', 'Años atendiendo a personas con diabetes'),
    [t('Less than 5', 'Menos de 5'), t('5 to 15', 'De 5 a 15'), t('More than 15', 'Más de 15')],
    { scored: false },
  ),
];

const base = {
  surveyType: 'DEMOGRAPHICS_PATIENT' as const,
  diabetesType: null,
  revision: 1,
  isAvailable: true,
  variant: null,
  startDialog: null,
};

export const DEMOGRAPHICS_PATIENT_ID = 'demographics-patient-v1';
export const DEMOGRAPHICS_DOCTOR_ID = 'demographics-doctor-v1';

export const DEMOGRAPHICS_SURVEYS: SurveyDef[] = [
  {
    ...base,
    id: DEMOGRAPHICS_PATIENT_ID,
    name: t('About you', 'Sobre usted'),
    audience: 'patient',
    questions: patientQuestions(),
  },
  {
    ...base,
    id: DEMOGRAPHICS_DOCTOR_ID,
    name: t('About you (healthcare professional)', 'Sobre usted (profesional sanitario)'),
    audience: 'doctor',
    questions: doctorQuestions(),
  },
];
