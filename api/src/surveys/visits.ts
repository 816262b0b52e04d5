import { eq, inArray, isNotNull } from 'drizzle-orm';
import {
  compare,
  GLUCOSE_TARGET_SETS,
  GlucoseMetric,
  VISIT_GLUCOSE_DAYS,
  type ScoreLine,
  type TargetSetName,
  type VisitChanges,
  type VisitGlucoseFigures,
} from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { findLink } from '../dexcom/link';
import { glucoseRisk, riskCountsOf } from '../dexcom/risk';
import { glucoseStatistics } from '../dexcom/stats';
import { toReading } from '../dexcom/summary';
import { readingsBetween } from '../dexcom/sync';
import { REGULAR_SURVEY_IDS } from '../leaves/survey-catalogue';
import { submittedInstances } from './instances';
import { MAX_POINTS } from './scoring';
import type { InstanceRow } from './view';

// Visits (docs/visit-summary.md): a visit is a submitted regular questionnaire; its glucose period is
// the 14 days before its submission. Figures come from the stored scores and dexcom/stats.ts: nothing
// is re-scored or re-computed differently here.

const DAY_MS = 86_400_000;

/** The patient's name, date of birth and language; the caller has already checked the clinic. */
export async function patientOf(db: Db, patientId: string) {
  const [p] = await db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      locale: accounts.locale,
      birthDate: accounts.birthDate,
    })
    .from(accounts)
    .where(eq(accounts.id, patientId));
  return p!;
}

/** Every submitted regular questionnaire of the patient, oldest submission first. */
export function submittedVisits(db: Db, patientId: string): Promise<InstanceRow[]> {
  return submittedInstances(
    db,
    patientId,
    inArray(surveyInstances.surveyId, REGULAR_SURVEY_IDS),
    isNotNull(surveyInstances.scores),
  );
}

/** A visit's date: when it was submitted. */
export const visitAt = (row: InstanceRow) => row.submittedAt ?? row.createdAt;

export const scoreLines = (row: InstanceRow): ScoreLine[] =>
  (row.scores ?? []).map((s) => ({
    category: s.category,
    scoreValue: s.scoreValue,
    max: s.questionIds.length * MAX_POINTS,
  }));

/** Glucose is left out entirely for a patient who opted out of sharing it (req G§6). */
export async function glucoseShared(db: Db, patientId: string): Promise<boolean> {
  const link = await findLink(db, patientId);
  return link?.state !== 'opted_out';
}

/**
 * TIR, TBR, GMI, CV, GRI, tight range and episodes of the 14 days before `end`; null without readings.
 * TIR and TBR are banded by `targets` (the trends: the set that applied at each visit, issue 42 point 1).
 */
export async function periodFigures(
  db: Db,
  patientId: string,
  end: Date,
  targets: TargetSetName = 'standard',
): Promise<VisitGlucoseFigures | null> {
  const start = new Date(end.getTime() - VISIT_GLUCOSE_DAYS * DAY_MS);
  const rows = await readingsBetween(db, patientId, start, end);
  if (rows.length === 0) return null;
  const readings = rows.map(toReading);
  const s = glucoseStatistics(readings, VISIT_GLUCOSE_DAYS * 1440, GLUCOSE_TARGET_SETS[targets].bounds);
  const risk = glucoseRisk(riskCountsOf(readings), readings, VISIT_GLUCOSE_DAYS);
  return {
    tir: s.inRangePercentage,
    tbr: s.lowPercentage,
    gmi: s.gmi,
    cv: s.cv,
    gri: risk.gri,
    tight: risk.tightRange,
    hypo: risk.episodes.level1.count,
    hypo2: risk.episodes.level2.count,
    sufficient: s.sufficient,
  };
}

/**
 * The previous visit of `latest`: the newest earlier questionnaire of the same instrument whose care
 * plan was agreed (the last time patient and doctor settled a plan).
 */
export function previousVisit(visits: InstanceRow[], latest: InstanceRow): InstanceRow | null {
  const earlier = visits.filter(
    (v) =>
      v.id !== latest.id &&
      v.surveyId === latest.surveyId &&
      v.status === 'COMPLETED' &&
      visitAt(v).getTime() < visitAt(latest).getTime(),
  );
  return earlier.at(-1) ?? null;
}

/** Scores, concern and the glucose period figures of `latest` against `previous`. */
export function changesBetween(
  previous: InstanceRow,
  latest: InstanceRow,
  glucose: { before: VisitGlucoseFigures | null; after: VisitGlucoseFigures | null } | null,
): VisitChanges {
  const before = scoreLines(previous);
  const scores = scoreLines(latest).map((line) => ({
    category: line.category,
    ...compare(
      'score',
      before.find((b) => b.category === line.category)?.scoreValue ?? null,
      line.scoreValue,
    ),
  }));
  return {
    previous: { instanceId: previous.id, at: visitAt(previous).toISOString() },
    scores,
    concern: { before: previous.mainConcern ?? null, after: latest.mainConcern ?? null },
    glucose: glucose
      ? GlucoseMetric.options.map((metric) => ({
          metric,
          ...compare(metric, glucose.before?.[metric] ?? null, glucose.after?.[metric] ?? null),
        }))
      : [],
  };
}
