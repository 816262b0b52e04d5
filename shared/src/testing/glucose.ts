import type { DexcomStatus, GlucoseSummary } from '@dcp/shared/contracts';

/** A glucose link status: not connected, nothing skipped or opted out, unless `over` says otherwise. */
export const makeDexcomStatus = (over: Partial<DexcomStatus> = {}): DexcomStatus => ({
  enabled: true,
  connected: false,
  dexcomSkipped: false,
  dexcomOptedOut: false,
  lastSync: null,
  reason: null,
  needsReconnect: false,
  validated: false,
  validatedAt: null,
  ...over,
});

type SummaryOver = Partial<Omit<GlucoseSummary, 'statistics' | 'risk'>> & {
  statistics?: Partial<GlucoseSummary['statistics']>;
  risk?: Partial<GlucoseSummary['risk']>;
};

const NO_EPISODES = { count: 0, perWeek: 0, nightPercent: null };

/**
 * A 14-day glucose summary (13–27 Nov 2026) without a reading, unless `over` says otherwise; its
 * statistics and risk are merged field by field.
 */
export function makeGlucoseSummary(over: SummaryOver = {}): GlucoseSummary {
  const { statistics, risk, ...rest } = over;
  return {
    days: 14,
    start: '2026-11-13T00:00:00.000Z',
    end: '2026-11-27T00:00:00.000Z',
    newest: null,
    historical: false,
    targets: 'standard',
    statistics: {
      totalReadings: 0,
      averageGlucose: null,
      inRangePercentage: 0,
      highPercentage: 0,
      lowPercentage: 0,
      minGlucose: null,
      maxGlucose: null,
      bands: { veryLow: 0, low: 0, target: 0, high: 0, veryHigh: 0 },
      sd: null,
      cv: null,
      gmi: null,
      daysWithData: 0,
      activePercent: 0,
      sufficient: false,
      ...statistics,
    },
    risk: {
      gri: null,
      griZone: null,
      griHypo: null,
      griHyper: null,
      tightRange: 0,
      episodes: { level1: NO_EPISODES, level2: NO_EPISODES },
      ...risk,
    },
    previous: null,
    agp: [],
    daily: [],
    ...rest,
  };
}
