import { PHQ9_ITEM9_ID, PHQ9_SURVEY_ID } from '../../contracts';
import { closed, t, type QuestionDef, type Scale, type SurveyDef } from './types';
import { PHQ_FREQUENCY } from './bank';

// The PHQ-9 (Kroenke, Spitzer & Williams 2001; Pfizer, public domain, no permission needed to
// reproduce): the validated English wording and the validated Spanish (USA) translation from
// phqscreeners.com, word for word. Sources in docs/clinical-content.md. Offered after a positive
// PHQ-2 (surveys/phq9-offer.ts) and assignable like any questionnaire.

const DIFFICULTY: Scale = [
  t('Not difficult at all', 'No ha sido difícil'),
  t('Somewhat difficult', 'Un poco difícil'),
  t('Very difficult', 'Muy difícil'),
  t('Extremely difficult', 'Extremadamente difícil'),
];
const INTRO = t(
  'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?',
);

/** The nine items in the published order; item ids phq9.1 … phq9.9 (the FHIR export maps them to LOINC). */
const ITEMS = [
  t('Little interest or pleasure in doing things', 'Poco interés o placer en hacer cosas'),
  t('Feeling down, depressed, or hopeless', 'Se ha sentido decaído(a), deprimido(a) o sin esperanzas'),
  t(
    'Trouble falling or staying asleep, or sleeping too much',
    'Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado',
  ),
  t('Feeling tired or having little energy', 'Se ha sentido cansado(a) o con poca energía'),
  t('Poor appetite or overeating', 'Sin apetito o ha comido en exceso'),
  t(
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Se ha sentido mal con usted mismo(a) — o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia',
  ),
  t(
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión',
  ),
  t(
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    '¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario — muy inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal',
  ),
  t(
    'Thoughts that you would be better off dead or of hurting yourself in some way',
    'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
  ),
];

export const PHQ9_ITEM_IDS = ITEMS.map((_, i) => `phq9.${i + 1}`);
export const PHQ9_DIFFICULTY_ID = 'phq9.difficulty';
if (PHQ9_ITEM_IDS[8] !== PHQ9_ITEM9_ID) throw new Error('PHQ-9 item 9 id drifted from the contract');

const questions = (): QuestionDef[] => [
  ...ITEMS.map((text, i) => closed(`phq9.${i + 1}`, 'PHQ9', text, PHQ_FREQUENCY, { description: INTRO })),
  // Unscored and optional in the instrument itself: the patient may leave it (tag `optional`).
  closed(
    PHQ9_DIFFICULTY_ID,
    'PHQ9',
    t(
      'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
      'Si marcó cualquiera de los problemas, ¿qué tan difícil se le ha hecho cumplir con su trabajo, atender su casa, o relacionarse con otras personas debido a estos problemas?',
    ),
    DIFFICULTY,
    { scored: false, tags: ['optional'] },
  ),
];

export const PHQ9_SURVEY: SurveyDef = {
  id: PHQ9_SURVEY_ID,
  name: t(
    'A few more questions about your mood (PHQ-9)',
    'Unas preguntas más sobre su estado de ánimo (PHQ-9)',
  ),
  surveyType: 'REGULAR',
  diabetesType: null,
  revision: 1,
  isAvailable: true,
  variant: null,
  startDialog: null,
  audience: 'patient',
  questions: questions(),
};
