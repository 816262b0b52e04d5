import { t, type Text } from '../leaves/survey-catalogue/types';

// Education resources: public pages of well-known health bodies, one English and one Spanish page per
// resource (the Spanish tree and the es-ES resolve use `es`). Sources are listed in docs/clinical-content.md.

export interface ResourceDef {
  id: string;
  name: Text;
  url: { en: string; es: string };
}

const r = (id: string, name: Text, en: string, es: string): ResourceDef => ({ id, name, url: { en, es } });
const MLP = 'https://medlineplus.gov';
const MLP_ES = 'https://medlineplus.gov/spanish';

export const RESOURCES: ResourceDef[] = [
  r(
    't1-overview',
    t('NHS: Type 1 diabetes', 'MedlinePlus: Diabetes tipo 1'),
    'https://www.nhs.uk/conditions/type-1-diabetes/',
    `${MLP_ES}/diabetestype1.html`,
  ),
  r(
    't2-overview',
    t('NHS: Type 2 diabetes', 'MedlinePlus: Diabetes tipo 2'),
    'https://www.nhs.uk/conditions/type-2-diabetes/',
    `${MLP_ES}/diabetestype2.html`,
  ),
  r(
    'pre-overview',
    t('NHS: Non-diabetic hyperglycaemia (prediabetes)', 'MedlinePlus: Prediabetes'),
    'https://www.nhs.uk/conditions/non-diabetic-hyperglycaemia/',
    `${MLP_ES}/prediabetes.html`,
  ),
  r(
    'pre-medlineplus',
    t('MedlinePlus: Prediabetes', 'MedlinePlus: Prediabetes'),
    `${MLP}/prediabetes.html`,
    `${MLP_ES}/prediabetes.html`,
  ),
  r(
    'managing',
    t('NIDDK: Managing diabetes', 'NIDDK: Información sobre la diabetes'),
    'https://www.niddk.nih.gov/health-information/diabetes/overview/managing-diabetes',
    'https://www.niddk.nih.gov/health-information/informacion-de-la-salud/diabetes',
  ),
  r(
    'hypo',
    t('NHS: Low blood sugar (hypoglycaemia)', 'MedlinePlus: Hipoglucemia'),
    'https://www.nhs.uk/conditions/low-blood-sugar-hypoglycaemia/',
    `${MLP_ES}/hypoglycemia.html`,
  ),
  r(
    'diabetes-uk-t1',
    t('Diabetes UK: Type 1 diabetes', 'Fundación para la Diabetes'),
    'https://www.diabetes.org.uk/about-diabetes/type-1-diabetes',
    'https://www.fundaciondiabetes.org/',
  ),
  r(
    'diabetes-uk-t2',
    t('Diabetes UK: Type 2 diabetes', 'Fundación para la Diabetes'),
    'https://www.diabetes.org.uk/about-diabetes/type-2-diabetes',
    'https://www.fundaciondiabetes.org/',
  ),
  r(
    'mental-health',
    t('NHS: Mental health', 'MedlinePlus: Salud mental'),
    'https://www.nhs.uk/mental-health/',
    `${MLP_ES}/mentalhealth.html`,
  ),
  r(
    'depression',
    t('NHS: Depression in adults', 'MedlinePlus: Depresión'),
    'https://www.nhs.uk/mental-health/conditions/depression-in-adults/',
    `${MLP_ES}/depression.html`,
  ),
  r('stress', t('MedlinePlus: Stress', 'MedlinePlus: Estrés'), `${MLP}/stress.html`, `${MLP_ES}/stress.html`),
  r(
    'medicines',
    t('MedlinePlus: Diabetes medicines', 'MedlinePlus: Medicinas para la diabetes'),
    `${MLP}/diabetesmedicines.html`,
    `${MLP_ES}/diabetesmedicines.html`,
  ),
  r(
    'glucose',
    t('MedlinePlus: Blood sugar', 'MedlinePlus: Glucosa en la sangre'),
    `${MLP}/bloodsugar.html`,
    `${MLP_ES}/bloodsugar.html`,
  ),
  r(
    'diet',
    t('MedlinePlus: Diabetic diet', 'MedlinePlus: Dieta para diabéticos'),
    `${MLP}/diabeticdiet.html`,
    `${MLP_ES}/diabeticdiet.html`,
  ),
  r(
    'exercise',
    t('NHS: Exercise', 'MedlinePlus: Ejercicio y actividad física'),
    'https://www.nhs.uk/live-well/exercise/',
    `${MLP_ES}/exerciseandphysicalfitness.html`,
  ),
  r(
    'complications',
    t('MedlinePlus: Diabetes complications', 'MedlinePlus: Complicaciones de la diabetes'),
    `${MLP}/diabetescomplications.html`,
    `${MLP_ES}/diabetescomplications.html`,
  ),
  r(
    'who-facts',
    t('WHO: Diabetes fact sheet', 'OMS: Diabetes, nota descriptiva'),
    'https://www.who.int/news-room/fact-sheets/detail/diabetes',
    'https://www.who.int/es/news-room/fact-sheets/detail/diabetes',
  ),
  r(
    'idf',
    t('International Diabetes Federation', 'Federación Internacional de Diabetes'),
    'https://idf.org/',
    'https://idf.org/',
  ),
  r(
    'breakthrough-t1d',
    t('Breakthrough T1D (formerly JDRF)', 'Breakthrough T1D (antes JDRF)'),
    'https://www.breakthrought1d.org/',
    'https://www.breakthrought1d.org/',
  ),
  r(
    'ada',
    t('American Diabetes Association', 'Asociación Americana de la Diabetes'),
    'https://diabetes.org/',
    'https://diabetes.org/',
  ),
  r(
    'children',
    t('MedlinePlus: Diabetes in children and teens', 'MedlinePlus: Diabetes en niños y adolescentes'),
    `${MLP}/diabetesinchildrenandteens.html`,
    `${MLP_ES}/diabetesinchildrenandteens.html`,
  ),
  r(
    'screening',
    t('TrialNet: Type 1 diabetes risk screening', 'TrialNet: Cribado del riesgo de diabetes tipo 1'),
    'https://www.trialnet.org/',
    'https://www.trialnet.org/',
  ),
  r(
    'nice-t1',
    t('NICE NG17: Type 1 diabetes in adults', 'NICE NG17: Diabetes tipo 1 en adultos (inglés)'),
    'https://www.nice.org.uk/guidance/ng17',
    'https://www.nice.org.uk/guidance/ng17',
  ),
  r(
    'nice-t2',
    t('NICE NG28: Type 2 diabetes in adults', 'NICE NG28: Diabetes tipo 2 en adultos (inglés)'),
    'https://www.nice.org.uk/guidance/ng28',
    'https://www.nice.org.uk/guidance/ng28',
  ),
  r(
    'nice-children',
    t('NICE NG18: Diabetes in children and young people', 'NICE NG18: Diabetes en niños y jóvenes (inglés)'),
    'https://www.nice.org.uk/guidance/ng18',
    'https://www.nice.org.uk/guidance/ng18',
  ),
  r(
    'nice-depression',
    t('NICE NG222: Depression in adults', 'NICE NG222: Depresión en adultos (inglés)'),
    'https://www.nice.org.uk/guidance/ng222',
    'https://www.nice.org.uk/guidance/ng222',
  ),
  r(
    'ada-standards',
    t('ADA Standards of Care in Diabetes', 'ADA: Estándares de atención en diabetes (inglés)'),
    'https://professional.diabetes.org/standards-of-care',
    'https://professional.diabetes.org/standards-of-care',
  ),
  r(
    'sed',
    t('Spanish Diabetes Society (SED)', 'Sociedad Española de Diabetes (SED)'),
    'https://www.sediabetes.org/',
    'https://www.sediabetes.org/',
  ),
  r(
    'ispad',
    t('ISPAD: Paediatric diabetes guidelines', 'ISPAD: Guías de diabetes pediátrica (inglés)'),
    'https://www.ispad.org/',
    'https://www.ispad.org/',
  ),
];

export const RESOURCE_BY_ID: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((x) => [x.id, x]));

/** The four headings of every group (req G§2). */
export const HEADINGS = [
  { id: 'self-management', name: t('Self-management', 'Autocuidado') },
  { id: 'psychological-burden', name: t('Psychological burden', 'Carga psicológica') },
  { id: 'therapy', name: t('Therapy', 'Tratamiento') },
  { id: 'social-support', name: t('Social support', 'Apoyo social') },
] as const;
type Heading = (typeof HEADINGS)[number]['id'];

/** Groups (the doctor's sub-pages t1, t2, pre, hcp, children-and-parents) → heading → resource ids. */
export const GROUPS: { id: string; name: Text; items: Record<Heading, string[]> }[] = [
  {
    id: 't1',
    name: t('Type 1 diabetes', 'Diabetes tipo 1'),
    items: {
      'self-management': ['t1-overview', 'hypo', 'managing'],
      'psychological-burden': ['mental-health', 'stress'],
      therapy: ['medicines', 'glucose'],
      'social-support': ['diabetes-uk-t1', 'breakthrough-t1d'],
    },
  },
  {
    id: 't2',
    name: t('Type 2 diabetes', 'Diabetes tipo 2'),
    items: {
      'self-management': ['t2-overview', 'diet', 'exercise'],
      'psychological-burden': ['mental-health', 'depression'],
      therapy: ['medicines', 'complications'],
      'social-support': ['diabetes-uk-t2', 'ada'],
    },
  },
  {
    id: 'pre',
    name: t('Prediabetes', 'Prediabetes'),
    items: {
      'self-management': ['pre-overview', 'pre-medlineplus'],
      'psychological-burden': ['stress'],
      therapy: ['diet', 'exercise'],
      'social-support': ['who-facts', 'idf'],
    },
  },
  {
    id: 'hcp',
    name: t('Healthcare professionals', 'Profesionales sanitarios'),
    items: {
      'self-management': ['ada-standards', 'nice-t1', 'nice-t2'],
      'psychological-burden': ['nice-depression'],
      therapy: ['nice-children', 'ispad', 'screening'],
      'social-support': ['sed', 'idf'],
    },
  },
  {
    id: 'children-and-parents',
    name: t('Children and parents', 'Niños, niñas y familias'),
    items: {
      'self-management': ['children', 'hypo'],
      'psychological-burden': ['mental-health'],
      therapy: ['glucose', 'screening'],
      'social-support': ['breakthrough-t1d', 'diabetes-uk-t1'],
    },
  },
];
