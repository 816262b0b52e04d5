import {
  Arrival,
  DiabetesType,
  GlucoseUnit,
  Locale,
  Pool,
  Role,
  SurveyStatus,
  Stage,
  UserStatus,
} from '../contracts';

// The contracts' enumerations as drizzle `text({ enum })` values: the columns stay plain `text` in
// SQL (no migration, no ALTER TYPE when a value is added) while selected rows carry the union types.

/** drizzle wants a non-empty tuple; zod hands the same values over as an array. */
function tuple<T extends string>(e: { options: T[] }): [T, ...T[]] {
  const [first, ...rest] = e.options;
  if (first === undefined) throw new Error('an enumeration needs at least one value');
  return [first, ...rest];
}

export const ROLES = tuple(Role);
export const POOLS = tuple(Pool);
export const USER_STATUSES = tuple(UserStatus);
export const LOCALE_VALUES = tuple(Locale);
export const GLUCOSE_UNIT_VALUES = tuple(GlucoseUnit);
export const DIABETES_TYPES = tuple(DiabetesType);
export const SURVEY_STATUSES = tuple(SurveyStatus);
export const STAGES = tuple(Stage);
export const ARRIVALS = tuple(Arrival);
