import { z } from 'zod';

// Glucose risk and hypoglycaemic episodes (issue 42 point 2; docs/clinical-content.md "Glucose risk
// and episodes" cites each definition). Every threshold lives here, in mg/dL, so per-patient targets
// can later replace them in one place; the band edges GRI weighs are GLUCOSE_BOUNDS'.

export const GLUCOSE_RISK = {
  /** Time in tight range, 70–140 mg/dL inclusive (Battelino et al., Lancet Diabetes Endocrinol 2023). */
  tightMin: 70,
  tightMax: 140,
  /** GRI weights (Klonoff et al., J Diabetes Sci Technol 2023): hypo = VLow + 0.8·Low, hyper = VHigh + 0.5·High. */
  griHypoWeight: 3.0,
  griHyperWeight: 1.6,
  griLowShare: 0.8,
  griHighShare: 0.5,
  griCap: 100,
  /** Episode thresholds: level 1 below 70, level 2 below 54 mg/dL (international consensus). */
  episodeBelow: { level1: 70, level2: 54 },
  /** An episode starts after ≥ 15 minutes below its threshold and ends after ≥ 15 minutes at or above it. */
  episodeMinutes: 15,
  /** Night: device clock 00:00 (included) to 06:00 (excluded). */
  nightFromMinute: 0,
  nightToMinute: 360,
} as const;

/** GRI zones by their upper bound (A 0–20 … E 81–100), the Diabetes Technology Society's grid. */
export const GRI_ZONES = ['A', 'B', 'C', 'D', 'E'] as const;
export const GriZone = z.enum(GRI_ZONES);
export type GriZone = z.infer<typeof GriZone>;
export const GRI_ZONE_MAX: Record<GriZone, number> = { A: 20, B: 40, C: 60, D: 80, E: 100 };

export const EPISODE_LEVELS = ['level1', 'level2'] as const;
export type EpisodeLevel = (typeof EPISODE_LEVELS)[number];

export const EpisodeCount = z.object({
  count: z.number().int(),
  /** Episodes per 7 days of the period, one decimal. */
  perWeek: z.number(),
  /** Percent of the episodes that started at night (00:00–06:00, device clock); null without episodes. */
  nightPercent: z.number().nullable(),
});
export type EpisodeCount = z.infer<typeof EpisodeCount>;

/** A period's risk figures; gri and griZone are null when the period has no reading. */
export const GlucoseRisk = z.object({
  gri: z.number().nullable(),
  griZone: GriZone.nullable(),
  griHypo: z.number().nullable(),
  griHyper: z.number().nullable(),
  /** Percent of readings 70–140 mg/dL. */
  tightRange: z.number(),
  episodes: z.object({ level1: EpisodeCount, level2: EpisodeCount }),
});
export type GlucoseRisk = z.infer<typeof GlucoseRisk>;

/** The figures of the previous period of the same length that the page compares with. */
export const GlucosePrevious = z.object({
  start: z.string(),
  end: z.string(),
  inRange: z.number(),
  low: z.number(),
  gri: z.number().nullable(),
  level1: z.number().int(),
  level2: z.number().int(),
});
export type GlucosePrevious = z.infer<typeof GlucosePrevious>;

/** The zone of a GRI as shown (one decimal): A ≤ 20 < B ≤ 40 < C ≤ 60 < D ≤ 80 < E. */
export function griZoneOf(gri: number): GriZone {
  return GRI_ZONES.find((z) => gri <= GRI_ZONE_MAX[z]) ?? 'E';
}
