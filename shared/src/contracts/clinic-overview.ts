import { z } from 'zod';
import { GRI_ZONES } from './glucose-risk';

// The clinic at a glance (issue 42 point 4): GET clinic/{id}/overview for the clinic's admin (and the
// superadmin), GET doctor/this/overview for a doctor's own patients. Counts only, never a person:
// a count of 1 to SMALL_GROUP_MIN − 1 answers null ("fewer than 5"), as the research export withholds
// a clinic too small to hide in (El Emam & Dankar 2008; NHS England suppresses counts 1–4).

/** The smallest group a figure may count; the research export's k (api/src/surveys/research.ts). */
export const SMALL_GROUP_MIN = 5;

/** The last 30 or 90 days, or the last 12 months month by month. */
export const OverviewPeriod = z.enum(['30d', '90d', '12m']);
export type OverviewPeriod = z.infer<typeof OverviewPeriod>;
/** Days each period covers (12 months: 365 days of glucose, the questionnaires of 12 calendar months). */
export const OVERVIEW_PERIOD_DAYS: Record<OverviewPeriod, number> = { '30d': 30, '90d': 90, '12m': 365 };
export const OverviewQuery = z.object({ period: OverviewPeriod.default('30d') });
export type OverviewQuery = z.infer<typeof OverviewQuery>;

/** A count, or null when it is 1 to SMALL_GROUP_MIN − 1 (suppressed). */
export const GroupCount = z.number().int().min(0).nullable();
export type GroupCount = z.infer<typeof GroupCount>;

/** Questionnaires assigned in a span, how many of those were answered and reviewed, and the medians (hours). */
export const QuestionnaireFlow = z.object({
  assigned: GroupCount,
  answered: GroupCount,
  reviewed: GroupCount,
  /** Median hours from assignment to submission; null with fewer than SMALL_GROUP_MIN answered. */
  medianHoursToAnswer: z.number().nullable(),
  /** Median hours from submission to the agreed care plan; null with fewer than SMALL_GROUP_MIN reviewed. */
  medianHoursToReview: z.number().nullable(),
});
export type QuestionnaireFlow = z.infer<typeof QuestionnaireFlow>;

/** Time in range 70–180 over the period: below 50 %, 50 to below 70 %, 70 % or more. */
export const TIR_BANDS = ['under50', 'from50', 'atLeast70'] as const;
export type TirBand = (typeof TIR_BANDS)[number];
export const TIR_BAND_MIN: Record<TirBand, number> = { under50: 0, from50: 50, atLeast70: 70 };

export const ClinicOverview = z.object({
  period: OverviewPeriod,
  /** The first and last day the figures cover (UTC, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  minCount: z.number().int(),
  /** Patients in scope (the list without filters: not those who left). */
  patients: GroupCount,
  /** Patients with a questionnaire awaiting review (the list's "Awaiting review" filter). */
  awaitingReview: GroupCount,
  questionnaires: QuestionnaireFlow,
  /** Month by month (period 12m only, oldest first; YYYY-MM). */
  months: z.array(QuestionnaireFlow.extend({ month: z.string() })),
  /** Patients whose latest scored questionnaire has a positive PHQ-2 (≥ 3), of those with one. */
  phq2Positive: GroupCount,
  phq2Screened: GroupCount,
  /** Patients with a PHQ-9 item 9 above 0 whose care plan is not agreed yet. */
  item9Open: GroupCount,
  glucose: z.object({
    /** Patients with a connected CGM. */
    linked: GroupCount,
    /** The list's "No recent glucose data" filter (no reading for the clinic's hours, or reconnect needed). */
    noData: GroupCount,
    /** The list's "Glucose needs attention" filter (last 14 days miss a consensus target). */
    attention: GroupCount,
    /** Linked patients with too few readings in the period to judge. */
    notEnoughData: GroupCount,
    tir: z.record(z.enum(TIR_BANDS), GroupCount),
    gri: z.record(z.enum(GRI_ZONES), GroupCount),
  }),
  /** Admin view: per doctor, patients with a questionnaire submitted ≥ OVERDUE_DAYS ago not yet reviewed. */
  overdueByDoctor: z.array(z.object({ doctor: z.string(), overdue: GroupCount })),
});
export type ClinicOverview = z.infer<typeof ClinicOverview>;
