import { z } from 'zod';
import { Category, Locale, GlucoseUnit } from './core';
import { AgpBin, GlucoseStatistics, TargetSetName } from './glucose';
import { GlucosePrevious, GlucoseRisk } from './glucose-risk';
import { PatientFlag, PriorityCode } from './patient-list';
import { Phq9 } from './surveys';
import { AnsweredQuestion, PatientContext } from './surveys-answers';

// The pre-visit one-pager and the trends across visits (issue 24 points 1 and 2). Rules in
// docs/visit-summary.md: a visit is a submitted questionnaire; "the previous visit" is the newest
// earlier questionnaire of the same instrument whose care plan was agreed; glucose of a visit is the
// 14 days before its submission.

/** How far a figure must move to be called better or worse (docs/visit-summary.md cites the basis). */
export const CHANGE_THRESHOLDS = {
  /** A category's score (sum of its answers' points), and the PHQ-2. */
  score: 2,
  /** Time in range, percentage points (Battelino 2019: 5 % TIR is clinically meaningful). */
  tir: 5,
  /** Time below range (< 70 mg/dL), percentage points. */
  tbr: 1,
  /** Glucose management indicator, % (HbA1c units). */
  gmi: 0.3,
  /** Coefficient of variation, percentage points. */
  cv: 3,
  /** Glycemia Risk Index, units (no published minimal difference: a quarter of a zone's width). */
  gri: 5,
  /** Time in tight range 70–140, percentage points (as time in range). */
  tight: 5,
  /** Hypoglycaemic episodes below 70 and below 54 mg/dL in the 14 days, episodes. */
  hypo: 1,
  hypo2: 1,
} as const;
export const VISIT_GLUCOSE_DAYS = 14;
/** The trends chart's longest series: the newest visits of one instrument. */
export const TRENDS_MAX_VISITS = 12;

export const Verdict = z.enum(['better', 'worse', 'same']);
export type Verdict = z.infer<typeof Verdict>;
export const GlucoseMetric = z.enum(['tir', 'tbr', 'gmi', 'cv', 'gri', 'tight', 'hypo', 'hypo2']);
export type GlucoseMetric = z.infer<typeof GlucoseMetric>;
/** Figures that are a number, not a percentage: the GRI and episode counts. */
export const GLUCOSE_METRIC_COUNTS: readonly GlucoseMetric[] = ['gri', 'hypo', 'hypo2'];

export const PatientIdParams = z.object({ id: z.string().uuid() });
export const VisitLang = z.object({ lang: Locale.optional() });

/** The figures compared per visit period; null when the period had no readings. */
export const VisitGlucoseFigures = z.object({
  tir: z.number(),
  tbr: z.number(),
  gmi: z.number().nullable(),
  cv: z.number().nullable(),
  gri: z.number().nullable(),
  tight: z.number(),
  /** Hypoglycaemic episodes below 70 (hypo) and below 54 mg/dL (hypo2) in the period. */
  hypo: z.number().int(),
  hypo2: z.number().int(),
  /** At least 70 % of the period's expected readings (consensus); fewer are shown as insufficient. */
  sufficient: z.boolean(),
});
export type VisitGlucoseFigures = z.infer<typeof VisitGlucoseFigures>;

export const ScoreLine = z.object({ category: Category, scoreValue: z.number(), max: z.number() });
export type ScoreLine = z.infer<typeof ScoreLine>;

export const Comparison = z.object({
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** after − before; null when either is missing. */
  delta: z.number().nullable(),
  /** null when it cannot be judged (a figure is missing). */
  verdict: Verdict.nullable(),
});
export type Comparison = z.infer<typeof Comparison>;

export const VisitChanges = z.object({
  previous: z.object({ instanceId: z.string().uuid(), at: z.string() }),
  scores: z.array(Comparison.extend({ category: Category })),
  concern: z.object({ before: Category.nullable(), after: Category.nullable() }),
  glucose: z.array(Comparison.extend({ metric: GlucoseMetric })),
});
export type VisitChanges = z.infer<typeof VisitChanges>;

export const VisitSummary = z.object({
  patient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /**
     * The second identifier every printed page carries beside the name (issue 36 point 4): an ISO date,
     * null when not recorded. The data model has no clinic record number, so none is printed.
     */
    birthDate: z.iso.date().nullable(),
    /** The patient's own language: the summary's default. */
    locale: Locale,
    context: PatientContext,
  }),
  /** The language the texts of this answer are in. */
  lang: Locale,
  generatedAt: z.string(),
  /** The requesting doctor's glucose unit: every glucose figure of the page and the PDF is written in it. */
  glucoseUnit: GlucoseUnit,
  /**
   * The patient's priority by the list's rule: the latest score's colour band, RED while a PHQ-9 item 9
   * above 0 is unresolved (`urgent`, docs/clinical-content.md "Item 9"); null code without a score.
   */
  priority: z.object({ code: PriorityCode.nullable(), urgent: z.boolean() }),
  /** The newest submitted questionnaire; null when none was ever submitted. */
  latest: z
    .object({
      instanceId: z.string().uuid(),
      surveyName: z.string(),
      submittedAt: z.string(),
      scores: z.array(ScoreLine),
      priorityScore: z.number().nullable(),
      concern: Category.nullable(),
      /** Why the patient is flagged, by the patient list's rules (PHQ-2 positive, categories ≥ 60 %). */
      flags: z.array(PatientFlag),
      phq2: z.object({ score: z.number(), possibleDepression: z.boolean() }).nullable(),
      /** The patient's free-text answers, as typed. */
      ownWords: z.array(AnsweredQuestion),
    })
    .nullable(),
  /** The 14 days before the latest submission (else before now); null when opted out or never linked. */
  glucose: z
    .object({
      start: z.string(),
      end: z.string(),
      /** The patient's target set, which the statistics' bands follow (issue 42 point 1). */
      targets: TargetSetName.default('standard'),
      statistics: GlucoseStatistics,
      risk: GlucoseRisk,
      /** The 14 days before them (the "compared with the previous period" figures); null without readings. */
      previous: GlucosePrevious.nullable(),
      agp: z.array(AgpBin),
    })
    .nullable(),
  /**
   * The newest submitted PHQ-9 of the patient, whichever questionnaire led to it (docs/visit-summary.md);
   * null when none was ever submitted. Urgent when item 9 was answered above 0.
   */
  phq9: Phq9.extend({ instanceId: z.string().uuid(), submittedAt: z.string() }).nullable(),
  changes: VisitChanges.nullable(),
  /** The agreed plan of the newest questionnaire whose care plan was agreed. */
  plan: z
    .object({
      instanceId: z.string().uuid(),
      agreedAt: z.string(),
      conclusions: z.array(z.string()),
      recommendations: z.array(z.object({ question: z.string(), answers: z.array(z.string()) })),
    })
    .nullable(),
});
export type VisitSummary = z.infer<typeof VisitSummary>;

export const TrendVisit = z.object({
  instanceId: z.string().uuid(),
  at: z.string(),
  scores: z.array(ScoreLine),
  glucose: VisitGlucoseFigures.nullable(),
});
export type TrendVisit = z.infer<typeof TrendVisit>;

/** Oldest first; each verdict compares a visit with the one before it. */
export const PatientTrends = z.object({
  patient: z.object({ firstName: z.string(), lastName: z.string() }),
  surveyName: z.string().nullable(),
  visits: z.array(TrendVisit),
  /** Whether glucose is shown at all (false when the patient opted out of sharing). */
  glucoseShared: z.boolean(),
  /** Each change of the patient's glucose target set, oldest first (issue 42 point 1). */
  targetChanges: z.array(z.object({ at: z.string(), from: TargetSetName, to: TargetSetName })).default([]),
});
export type PatientTrends = z.infer<typeof PatientTrends>;

/** Higher is better only for time in range; a lower score (less burden), TBR, GMI or CV is better. */
const HIGHER_IS_BETTER: Record<keyof typeof CHANGE_THRESHOLDS, boolean> = {
  score: false,
  tir: true,
  tbr: false,
  gmi: false,
  cv: false,
  gri: false,
  tight: true,
  hypo: false,
  hypo2: false,
};

/** One figure before and after, judged against its threshold (a change of at least the threshold counts). */
export function compare(
  kind: keyof typeof CHANGE_THRESHOLDS,
  before: number | null,
  after: number | null,
): Comparison {
  if (before === null || after === null) return { before, after, delta: null, verdict: null };
  // Rounded to one decimal so 0.30000000000000004 is 0.3 and meets a 0.3 threshold.
  const delta = Math.round((after - before) * 10) / 10;
  let verdict: Verdict = 'same';
  if (Math.abs(delta) >= CHANGE_THRESHOLDS[kind])
    verdict = delta > 0 === HIGHER_IS_BETTER[kind] ? 'better' : 'worse';
  return { before, after, delta, verdict };
}

/**
 * The one-pager's PDF file name, the same in the API's Content-Disposition and the page's download
 * (issue 36 point 4): `summary-<name>-<date>.pdf`. The name keeps its letters (accents too) and digits,
 * anything else becomes one hyphen, so the name is valid on every system; the date is the day the
 * summary was made (UTC, as the page prints it).
 */
export function visitSummaryFileName(firstName: string, lastName: string, generatedAt: string): string {
  const words = `${firstName} ${lastName}`
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const name = Array.from(words.join('-')).slice(0, 60).join('').replace(/-+$/, '');
  return `summary-${name ? `${name}-` : ''}${generatedAt.slice(0, 10)}.pdf`;
}
