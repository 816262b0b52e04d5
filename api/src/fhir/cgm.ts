import type { GlucoseStatistics } from '../contracts';
import { CGM, CGM_PROFILE, UCUM, type Coding } from './codes';
import type { Resource } from './questionnaire';

// CGM summary Observations as the HL7 CGM IG 1.0.0 profiles them: one summary (107931-8) whose
// members are the mean glucose, the times in ranges (five components), GMI, CV, days of wear and
// sensor active time, each over the same reporting period (dates, as the IG's examples write them).

export interface CgmPeriod {
  /** ISO instants of the period's start and end (the glucose summary's). */
  start: string;
  end: string;
}

const percent = (value: number) => ({ value, unit: '%', system: UCUM, code: '%' });

/** The summary and its members for one patient; none when the period has no measured value. */
export function cgmObservations(subject: string, period: CgmPeriod, s: GlucoseStatistics): Resource[] {
  if (s.averageGlucose === null || s.gmi === null || s.cv === null) return [];
  const base = (key: string, profile: string, code: Coding) => ({
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
  const members: Resource[] = [
    {
      ...base('mean', 'cgm-summary-mean-glucose-mass-per-volume', CGM.mean),
      valueQuantity: { value: s.averageGlucose, unit: 'mg/dl', system: UCUM, code: 'mg/dL' },
    },
    {
      ...base('times-in-ranges', 'cgm-summary-times-in-ranges', CGM.timesInRanges),
      component: (
        [
          [CGM.veryLow, s.bands.veryLow],
          [CGM.low, s.bands.low],
          [CGM.target, s.bands.target],
          [CGM.high, s.bands.high],
          [CGM.veryHigh, s.bands.veryHigh],
        ] as const
      ).map(([code, value]) => ({ code: { coding: [code] }, valueQuantity: percent(value) })),
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
  const summary: Resource = {
    ...base('summary', 'cgm-summary', CGM.summary),
    hasMember: members.map((m) => ({ reference: `Observation/${m.id}` })),
  };
  return [summary, ...members];
}
