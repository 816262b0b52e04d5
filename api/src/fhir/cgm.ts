import type { Observation } from 'fhir/r4';
import { GLUCOSE_TARGET_SETS, type GlucoseStatistics, type TargetSetName } from '../contracts';
import { CGM, CGM_PROFILE, TARGET_SET_TEXT, UCUM, type Coding } from './codes';

// CGM summary Observations as the HL7 CGM IG 1.0.0 profiles them: one summary (107931-8) whose
// members are the mean glucose, the times in ranges (five components), GMI, CV, days of wear and
// sensor active time, each over the same reporting period (dates, as the IG's examples write them).
// The patient's own export bands them by the patient's target set (issue 42 point 1): each range
// component carries its bounds as a referenceRange (the IG fixes the components' LOINC codes, whose
// names do not fix the bounds, and leaves referenceRange open) and the times-in-ranges Observation
// names the set in a note. The research export passes no set: every patient on the standard bands.

/** An R4 Observation (@types/fhir) with the id every one of ours has. */
type CgmObservation = Observation & { id: string };

export interface CgmPeriod {
  /** ISO instants of the period's start and end (the glucose summary's). */
  start: string;
  end: string;
}

const percent = (value: number) => ({ value, unit: '%', system: UCUM, code: '%' });
const mgdl = (value: number) => ({ value, unit: 'mg/dl', system: UCUM, code: 'mg/dL' });

/** Each band's whole-mg/dL bounds under a set (inclusive, as FHIR's referenceRange reads them). */
function rangesOf(targets: TargetSetName) {
  const b = GLUCOSE_TARGET_SETS[targets].bounds;
  const text = (range: string) => `${TARGET_SET_TEXT[targets]}: ${range} mg/dL`;
  return {
    veryLow: { high: mgdl(b.veryLowBelow - 1), text: text(`< ${b.veryLowBelow}`) },
    low: {
      low: mgdl(b.veryLowBelow),
      high: mgdl(b.lowBelow - 1),
      text: text(`${b.veryLowBelow}–${b.lowBelow - 1}`),
    },
    target: { low: mgdl(b.lowBelow), high: mgdl(b.targetMax), text: text(`${b.lowBelow}–${b.targetMax}`) },
    high: {
      low: mgdl(b.targetMax + 1),
      high: mgdl(b.highMax),
      text: text(`${b.targetMax + 1}–${b.highMax}`),
    },
    veryHigh: { low: mgdl(b.highMax + 1), text: text(`> ${b.highMax}`) },
  };
}

/**
 * The summary and its members for one patient; none when the period has no measured value. With
 * `targets`, `s` is banded by that set and the ranges say so.
 */
export function cgmObservations(
  subject: string,
  period: CgmPeriod,
  s: GlucoseStatistics,
  targets?: TargetSetName,
): CgmObservation[] {
  if (s.averageGlucose === null || s.gmi === null || s.cv === null) return [];
  const ranges = targets ? rangesOf(targets) : null;
  const base = (key: string, profile: string, code: Coding): CgmObservation => ({
    resourceType: 'Observation',
    id: `cgm-${subject}-${key}`,
    meta: { profile: [`${CGM_PROFILE}/${profile}`] },
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' },
        ],
      },
    ],
    code: { coding: [code] },
    subject: { reference: `Patient/${subject}` },
    effectivePeriod: { start: period.start.slice(0, 10), end: period.end.slice(0, 10) },
  });
  const members: CgmObservation[] = [
    {
      ...base('mean', 'cgm-summary-mean-glucose-mass-per-volume', CGM.mean),
      valueQuantity: { value: s.averageGlucose, unit: 'mg/dl', system: UCUM, code: 'mg/dL' },
    },
    {
      ...base('times-in-ranges', 'cgm-summary-times-in-ranges', CGM.timesInRanges),
      ...(targets ? { note: [{ text: `Glucose targets: ${TARGET_SET_TEXT[targets]}` }] } : {}),
      component: (['veryLow', 'low', 'target', 'high', 'veryHigh'] as const).map((band) => ({
        code: { coding: [CGM[band]] },
        valueQuantity: percent(s.bands[band]),
        ...(ranges ? { referenceRange: [ranges[band]] } : {}),
      })),
    },
    { ...base('gmi', 'cgm-summary-gmi', CGM.gmi), valueQuantity: percent(s.gmi) },
    { ...base('cv', 'cgm-summary-coefficient-of-variation', CGM.cv), valueQuantity: percent(s.cv) },
    {
      ...base('days-of-wear', 'cgm-summary-days-of-wear', CGM.daysOfWear),
      valueQuantity: { value: s.daysWithData, unit: 'days', system: UCUM, code: 'd' },
    },
    {
      ...base('sensor-active', 'cgm-summary-sensor-active-percentage', CGM.sensorActive),
      valueQuantity: percent(s.activePercent),
    },
  ];
  const summary: CgmObservation = {
    ...base('summary', 'cgm-summary', CGM.summary),
    hasMember: members.map((m) => ({ reference: `Observation/${m.id}` })),
  };
  return [summary, ...members];
}
