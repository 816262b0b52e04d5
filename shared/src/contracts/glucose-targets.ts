import { z } from 'zod';
import { example, GLUCOSE_BOUNDS, type GlucoseBounds } from './core';

// Targets per patient (issue 42 point 1): the three presets of the international consensus
// (Battelino et al., Diabetes Care 2019;42(8):1593–1603; docs/clinical-content.md "Targets per
// patient"). A doctor picks a preset, never free numbers. Each set has its band bounds (mg/dL) and a
// goal per band, percent of readings; a band without a goal has none in the consensus for that group.

export const TARGET_SETS = ['standard', 'older', 'pregnancy'] as const;
export const TargetSetName = z.enum(TARGET_SETS);
export type TargetSetName = z.infer<typeof TargetSetName>;

type Goal = { under?: number; over?: number };
type Band = 'veryLow' | 'low' | 'target' | 'high' | 'veryHigh';
export interface TargetSet {
  bounds: GlucoseBounds;
  goals: Record<Band, Goal>;
}

export const GLUCOSE_TARGET_SETS: Record<TargetSetName, TargetSet> = {
  /** Adults with type 1 or type 2: 70–180, TIR > 70 %, < 70 < 4 %, < 54 < 1 %, > 180 < 25 %, > 250 < 5 %. */
  standard: {
    bounds: GLUCOSE_BOUNDS,
    goals: {
      veryLow: { under: 1 },
      low: { under: 4 },
      target: { over: 70 },
      high: { under: 25 },
      veryHigh: { under: 5 },
    },
  },
  /** Older or high-risk: 70–180, TIR > 50 %, < 70 < 1 %, > 250 < 10 % (> 180 < 50 %). */
  older: {
    bounds: GLUCOSE_BOUNDS,
    goals: {
      veryLow: {},
      low: { under: 1 },
      target: { over: 50 },
      high: { under: 50 },
      veryHigh: { under: 10 },
    },
  },
  /** Pregnancy in type 1: 63–140, TIR > 70 %, < 63 < 4 %, < 54 < 1 %, > 140 < 25 %. */
  pregnancy: {
    bounds: { ...GLUCOSE_BOUNDS, lowBelow: 63, targetMax: 140 },
    goals: {
      veryLow: { under: 1 },
      low: { under: 4 },
      target: { over: 70 },
      high: { under: 25 },
      veryHigh: {},
    },
  },
};

/** A patient's set: GET and PUT user/{id}/glucose-targets (PUT's body is the same). */
export const GlucoseTargets = z.object({ targets: TargetSetName });
export type GlucoseTargets = z.infer<typeof GlucoseTargets>;
/*#__PURE__*/ example(GlucoseTargets, { targets: 'pregnancy' });
