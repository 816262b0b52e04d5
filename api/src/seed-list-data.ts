import type { DiabetesType } from '@dcp/contracts';

// The list seed's patients as pure data (no database): seed-patient-list.ts inserts them, and the
// e2e spec computes what each filter must find from the same function.

const FIRST = [
  'Amelia',
  'Bruno',
  'Carmen',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Keiko',
  'Lucas',
  'Marta',
  'Nadia',
  'Oscar',
  'Priya',
  'Quentin',
  'Rosa',
  'Samir',
  'Tessa',
  'Umar',
  'Vera',
  'Walter',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Alba',
  'Bodhi',
  'Celia',
  'Diego',
  'Esme',
  'Felix',
  'Gemma',
  'Hector',
  'Isla',
  'Javier',
  'Kira',
  'Leon',
  'Mia',
  'Nico',
];
const LAST = [
  'Thornbury',
  'Alvarez',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Haddad',
  'Kowalski',
  'Nakamura',
  'Ferreira',
  'Oduya',
  'Brennan',
  'Castillo',
  'Demir',
  'Eriksen',
  'Fontaine',
  'Garcia',
  'Horvat',
  'Ibarra',
  'Jansen',
  'Kaur',
  'Larsen',
  'Mendez',
  'Novak',
  'Ortega',
  'Petrov',
  'Quinn',
  'Rossi',
  'Santos',
  'Tanaka',
  'Ueda',
  'Varga',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zimmer',
  'Abbott',
  'Blanco',
  'Carver',
  'Dalton',
  'Estrada',
  'Falk',
  'Gallo',
  'Hale',
  'Iqbal',
  'Juarez',
  'Kemp',
  'Lowe',
  'Marsh',
  'Nolan',
  'Pike',
];
/** One regular survey per type; the index picks it, and "None" patients get no questionnaire type. */
export const SURVEY_BY_TYPE: Record<DiabetesType, string> = {
  TYPE_I: 'type1-v2',
  TYPE_II: 'type2-v1',
  PRE: 'pre-v1',
  TYPE_I_CHILD: 'type1-child-v1',
  TYPE_I_PARENT: 'type1-parent-v1',
};
const TYPES: (DiabetesType | null)[] = ['TYPE_I', 'TYPE_II', 'PRE', 'TYPE_I_CHILD', 'TYPE_I_PARENT', null];

export type Plan =
  'none' | 'created' | 'overdue' | 'in-progress' | 'recommendations' | 'review' | 'completed';
const PLANS: Plan[] = ['completed', 'recommendations', 'overdue', 'review', 'none', 'in-progress', 'created'];
/** Category points per level: green (max 3), orange (max 7), red (9), and red with PHQ-2 positive. */
const LEVELS: Record<string, number>[] = [
  { PSYCH: 2, KNOWLEDGE: 3, THERAPY: 1, SOCIAL: 0, PHQ2: 1 },
  { PSYCH: 3, KNOWLEDGE: 7, THERAPY: 5, SOCIAL: 2, PHQ2: 2 },
  { PSYCH: 9, KNOWLEDGE: 4, THERAPY: 6, SOCIAL: 3, PHQ2: 1 },
  { PSYCH: 6, KNOWLEDGE: 2, THERAPY: 9, SOCIAL: 5, PHQ2: 4 },
];
export const DAY = 86_400_000;

/** The i-th patient's fixed attributes (exported for tests that look for a known one). */
export function listPatient(i: number) {
  const type = TYPES[i % TYPES.length]!;
  const birthDate =
    i % 9 === 4
      ? null
      : `${1930 + ((i * 13) % 90)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
  return {
    firstName: FIRST[i % FIRST.length]!,
    lastName: LAST[Math.floor(i / FIRST.length) % LAST.length]!,
    birthDate,
    diabetesType: type,
    chronicConditions: i % 3 === 0 ? true : i % 3 === 1 ? false : null,
    plan: PLANS[i % PLANS.length]!,
    level: LEVELS[Math.floor(i / PLANS.length) % LEVELS.length]!,
    assigned: i % 4 !== 3,
  };
}
