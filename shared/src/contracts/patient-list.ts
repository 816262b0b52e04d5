import { z } from 'zod';
import { example, Email, paged, PageNumber, Arrival, Category, DiabetesType } from './core';
import { GLUCOSE_TARGET_SETS, TargetSetName } from './glucose-targets';

// The doctor's prioritised patient list (req A§2 "List screens", §3, §5, §7 GET user, §9), also the
// admin's and superadmin's patients list. Every filter and sort is computed by the API in SQL.

/** req A§9: the list screen's page size and first page; the fetch asks for 2,000 at once. */
export const PATIENT_LIST_PAGE_SIZE = 10;
export const PATIENT_LIST_FETCH_SIZE = 2000;
/** req A§5: the age filter's range. */
export const AGE_MIN = 0;
export const AGE_MAX = 150;
/** req A§9: a missing priority score sorts as this. */
export const MISSING_PRIORITY_SORT = 999;
/** A questionnaire assigned this many days ago and not yet submitted is overdue. */
export const OVERDUE_DAYS = 14;
/** A category at or above this percentage of its maximum is named as a reason (the concern always is). */
export const FLAG_CATEGORY_PCT = 60;

/**
 * urgency (the default, no column): the highest score first and patients without one last, so the
 * doctor's first page is who needs them; sorting by the score column itself follows req A§9 (a
 * missing score as 999).
 */
export const PatientSort = z.enum([
  'urgency',
  'name',
  'diabetes',
  'lastCompleted',
  'concern',
  'priorityScore',
  'priorityCode',
  'lastReviewed',
]);
export type PatientSort = z.infer<typeof PatientSort>;
export const SortDir = z.enum(['asc', 'desc']);
export type SortDir = z.infer<typeof SortDir>;

/** The type filter: a diabetes type, or NONE (no questionnaire type known). */
export const DiabetesFilter = z.enum([...DiabetesType.options, 'NONE']);
export type DiabetesFilter = z.infer<typeof DiabetesFilter>;
export const AssignedFilter = z.enum(['any', 'assigned', 'notAssigned']);
export type AssignedFilter = z.infer<typeof AssignedFilter>;
export const ChronicFilter = z.enum(['any', 'present', 'notPresent']);
export type ChronicFilter = z.infer<typeof ChronicFilter>;

const age = z.coerce.number().int().min(AGE_MIN).max(AGE_MAX);
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** GET user: page, size, nameStartsWith (req A§7) and the filters panel (req A§3/§5). */
export const PatientListQuery = z.object({
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(PATIENT_LIST_FETCH_SIZE).default(PATIENT_LIST_FETCH_SIZE),
  nameStartsWith: z.string().trim().max(100).optional(),
  /** Free text: every word must begin a word of the name (case and accents do not matter). */
  search: z.string().trim().max(200).optional(),
  diabetes: DiabetesFilter.optional(),
  ageLow: age.optional(),
  ageHigh: age.optional(),
  /** Only patients without a date of birth (the age bounds are then ignored). */
  noAge: flag.default(false),
  birthDate: z.iso.date().optional(),
  assigned: AssignedFilter.default('any'),
  chronicConditions: ChronicFilter.default('any'),
  /** Only patients with a submitted questionnaire whose care plan is not agreed yet. */
  awaitingReview: flag.default(false),
  /** Only patients whose last 14 days of glucose miss a consensus target (PatientGlucose). */
  glucoseAttention: flag.default(false),
  /** Only linked patients without a reading for the clinic's hours, or whose link needs reconnecting (issue 42 point 3). */
  glucoseNoData: flag.default(false),
  /** Only patients who left the clinic (issue 37 point 2); without it the list leaves them out. */
  left: flag.default(false),
  sort: PatientSort.default('urgency'),
  dir: SortDir.default('desc'),
});
export type PatientListQuery = z.infer<typeof PatientListQuery>;

/** req A§9: 1–3 green (0, nothing of concern, too), 4–8 orange, otherwise red; no score, no code (the list's SQL). */
export const PriorityCode = z.enum(['GREEN', 'ORANGE', 'RED']);
export type PriorityCode = z.infer<typeof PriorityCode>;

/**
 * Why a patient is flagged (rules in docs/patient-list.md):
 * PHQ9_ITEM9: the latest submitted PHQ-9 answered item 9 above 0 and its care plan is not agreed yet
 *   (value = the item's points): urgent, listed first;
 * PHQ2_POSITIVE: the latest scored questionnaire's PHQ-2 ≥ 3;
 * CATEGORY: a category of it at ≥ FLAG_CATEGORY_PCT % (value = the percentage);
 * OVERDUE: the latest questionnaire is unsubmitted ≥ OVERDUE_DAYS after assignment (value = days);
 * AWAITING_REVIEW: a questionnaire was submitted and its care plan is not agreed yet;
 * NO_QUESTIONNAIRE: none was ever assigned;
 * NO_GLUCOSE_DATA: a connected CGM sent no reading for more than the clinic's hours (value = whole days);
 * RECONNECT_NEEDED: the CGM link was revoked or its tokens expired (issue 42 point 3).
 */
export const PatientFlag = z.object({
  code: z.enum([
    'PHQ9_ITEM9',
    'PHQ2_POSITIVE',
    'CATEGORY',
    'OVERDUE',
    'AWAITING_REVIEW',
    'NO_QUESTIONNAIRE',
    'NO_GLUCOSE_DATA',
    'RECONNECT_NEEDED',
  ]),
  category: Category.optional(),
  value: z.number().optional(),
});
export type PatientFlag = z.infer<typeof PatientFlag>;

export const GlucoseFlagCode = z.enum([
  'VERY_LOW',
  'LOW',
  'IN_RANGE',
  'HIGH',
  'VERY_HIGH',
  'VARIABILITY',
  'NOT_ENOUGH_DATA',
]);
export type GlucoseFlagCode = z.infer<typeof GlucoseFlagCode>;

/** The patient list's glucose period: the last 14 whole days (targets: the patient's set, CV_TARGET). */
export const GLUCOSE_LIST_DAYS = 14;

/** The glucose (mg/dL) a time-below/above reason is about, by the patient's target set's bounds. */
export function glucoseFlagThreshold(code: GlucoseFlagCode, targets: TargetSetName): number | undefined {
  const b = GLUCOSE_TARGET_SETS[targets].bounds;
  const of: Partial<Record<GlucoseFlagCode, number>> = {
    VERY_LOW: b.veryLowBelow,
    LOW: b.lowBelow,
    HIGH: b.targetMax,
    VERY_HIGH: b.highMax,
  };
  return of[code];
}

/**
 * A glucose reason, most urgent first, judged by the patient's target set (issue 42 point 1):
 * VERY_LOW (time below 54 mg/dL), LOW (below the range: 70, pregnancy 63), IN_RANGE (time in range:
 * 70–180, pregnancy 63–140), HIGH (above the range, for a set without an above-250 goal: pregnancy's
 * > 140), VERY_HIGH (above 250), VARIABILITY (CV); NOT_ENOUGH_DATA replaces them all when the sensor
 * sent less than ACTIVE_MIN_PERCENT % of the expected readings. value: the patient's %, target: the limit it crossed.
 */
export const GlucoseFlag = z.object({ code: GlucoseFlagCode, value: z.number(), target: z.number() });
export type GlucoseFlag = z.infer<typeof GlucoseFlag>;
/** The list's glucose for a patient with a connected CGM (null otherwise), from per-day aggregates. */
export const PatientGlucose = z.object({
  /** % of the 14 days' expected readings received. */
  wear: z.number(),
  /** The target set the figures were judged by (its bounds band them, its goals are the targets). */
  targets: TargetSetName,
  /** True when a target is missed with enough data (the filter "glucose needs attention"). */
  attention: z.boolean(),
  flags: z.array(GlucoseFlag),
});
export type PatientGlucose = z.infer<typeof PatientGlucose>;

/**
 * A row of the list: what its table shows, its filter chips, its row actions and where it leads, and
 * nothing else (issue 41 point 2: 2,000 rows of the profile's fields were a sixth of the answer). The
 * filters on age, date of birth, chronic conditions and assignment run in SQL and need no field here;
 * the profile (GET user/{id}) has the rest.
 */
export const PatientListItem = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Only in the list of every clinic (the superadmin's, its clinic column); null in one clinic's list. */
  clinic: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * The diabetes type of the newest questionnaire for one (a check-in, answered or assigned; a PHQ-9
   * has none), else the patient's own; null → None.
   */
  diabetes: DiabetesType.nullable(),
  /** When the latest questionnaire was submitted (ISO), null if never. */
  lastCompleted: z.string().nullable(),
  /** The latest questionnaire (any state), to open its results. */
  latestInstanceId: z.string().uuid().nullable(),
  /** The highest-scoring category of the latest scored questionnaire. */
  concern: Category.nullable(),
  priorityScore: z.number().nullable(),
  priorityCode: PriorityCode.nullable(),
  flags: z.array(PatientFlag),
  /** When a doctor last opened this patient's results or completed a review (ISO). */
  lastReviewedAt: z.string().nullable(),
  /** How the patient arrived: a mark on the row, never a reason to leave them out. */
  arrival: Arrival,
  /** The newest questionnaire awaiting the doctor's review (a row opens it first), else null. */
  reviewInstanceId: z.string().uuid().nullable(),
  /** When the last reminder of an unanswered questionnaire was e-mailed to the patient (ISO), null if none. */
  lastReminderAt: z.string().nullable(),
  /** When the patient was marked as having left the clinic (listed only under the Left filter), else null. */
  leftAt: z.string().nullable(),
  /** The last 14 days of glucose against the consensus targets; null without a connected CGM. */
  glucose: PatientGlucose.nullable(),
});
export type PatientListItem = z.infer<typeof PatientListItem>;

/** The item's fields whose value is a V (a plain cell reads only such a field). */
type FieldOf<V> = {
  [K in keyof PatientListItem]-?: PatientListItem[K] extends V ? K : never;
}[keyof PatientListItem];

/**
 * How a column's cell is drawn: `people/src/patient-list/cells.tsx` has one renderer per kind
 * (a `Record` the compiler holds). The plain kinds name the field they read; the others are the list's
 * own cells (the name with its arrival mark, the clinic, the priority chip, the reasons).
 */
export type PatientCell =
  | { kind: 'date'; field: FieldOf<string | null> }
  | { kind: 'number'; field: FieldOf<number | null> }
  /** The message `<prefix><value>`; an empty value reads as the message `none`, else as '—'. */
  | { kind: 'message'; field: FieldOf<string | null>; prefix: string; none?: string }
  | { kind: 'name' | 'clinic' | 'priority' | 'reasons' };

/** A column of the patient list (docs/conventions.md "A patient-list column"). */
export type PatientColumn = {
  /** Its header: the message `shared.patients.column.<header>` (en and es). */
  header: string;
  cell: PatientCell;
  /** 'fill': takes the room the other columns leave in the dense table (else as narrow as its words). */
  width?: 'fill';
  /** Shown only to whoever sees every clinic (the superadmin's list). */
  everyClinic?: true;
} & (
  | /** Sorted by the API's SORT_KEYS entry, else by the stored row's column of this name. */
    { key: Exclude<PatientSort, 'urgency'>; sortable: true }
  | { key: string; sortable?: false }
);

/**
 * The patient list's columns in their order, one entry each, from which every page's table is drawn
 * (issue 40 point 3); a page adds only its per-row actions.
 */
export const PATIENT_COLUMNS: readonly PatientColumn[] = [
  { key: 'name', header: 'name', cell: { kind: 'name' }, sortable: true, width: 'fill' },
  { key: 'clinic', header: 'clinic', cell: { kind: 'clinic' }, everyClinic: true },
  {
    key: 'diabetes',
    header: 'diabetes',
    cell: {
      kind: 'message',
      field: 'diabetes',
      prefix: 'shared.patients.type.',
      none: 'shared.patients.type.NONE',
    },
    sortable: true,
  },
  {
    key: 'lastCompleted',
    header: 'lastCompleted',
    cell: { kind: 'date', field: 'lastCompleted' },
    sortable: true,
  },
  {
    key: 'concern',
    header: 'concern',
    cell: { kind: 'message', field: 'concern', prefix: 'shared.survey.category.' },
    sortable: true,
  },
  { key: 'priorityScore', header: 'score', cell: { kind: 'number', field: 'priorityScore' }, sortable: true },
  { key: 'priorityCode', header: 'code', cell: { kind: 'priority' }, sortable: true },
  { key: 'flags', header: 'flags', cell: { kind: 'reasons' }, width: 'fill' },
  {
    key: 'lastReviewed',
    header: 'lastReviewed',
    cell: { kind: 'date', field: 'lastReviewedAt' },
    sortable: true,
  },
];
export const PatientList = paged(PatientListItem);
export type PatientList = z.infer<typeof PatientList>;

/** GET/PUT user/{id}/doctors: the doctors a patient is assigned to (admin, superadmin). */
export const AssignedDoctor = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
export const PatientDoctors = z.object({ doctors: z.array(AssignedDoctor) });
export type PatientDoctors = z.infer<typeof PatientDoctors>;
export const SetPatientDoctors = z.object({ doctors: z.array(Email).max(50) });
export type SetPatientDoctors = z.infer<typeof SetPatientDoctors>;
/*#__PURE__*/ example(SetPatientDoctors, { doctors: ['doctor@demo.test'] });
