/** The emulator's sandbox users: each a different kind of glucose control, as a clinic sees them. */
export interface SandboxUser {
  id: string;
  /** What the login page shows. */
  label: string;
  seed: number;
  /** Fasting level, mg/dL. */
  base: number;
  /** Typical rise after a meal, mg/dL. */
  meal: number;
  /** Chance of a night hypoglycaemia on a given night. */
  nightHypo: number;
  /** Post-meal over-correction (insulin overshoot) as a share of the rise. */
  undershoot: number;
  /** Chance the sensor is worn on a given day. */
  wear: number;
  /** Amplitude of the slow wandering, mg/dL. */
  wander: number;
  /** The display device's offset from UTC, hours (displayTime = systemTime + offset). */
  tzHours: number;
  /**
   * What shows the readings: a receiver sends times without an offset; Dexcom's mobile apps send both
   * times with their UTC offset (as Dexcom documents, and as its sandbox does).
   */
  device: 'receiver' | 'iOS' | 'android';
  /** Days a sensor lasts: 10 for G7, 15 for the G7 15-day sensor. */
  sessionDays: number;
  /** Answers carry every documented edge (rare trends and statuses, an unreadable record a day). */
  edges?: boolean;
}

export const SANDBOX_USERS: SandboxUser[] = [
  {
    id: 'sandbox-well-controlled',
    label: 'SandboxUser1 — well controlled',
    seed: 101,
    base: 112,
    meal: 48,
    nightHypo: 0.04,
    undershoot: 0.1,
    wear: 0.97,
    wander: 9,
    tzHours: 1,
    device: 'iOS',
    sessionDays: 10,
  },
  {
    id: 'sandbox-hyper-dominant',
    label: 'SandboxUser2 — mostly high',
    seed: 202,
    base: 200,
    meal: 125,
    nightHypo: 0.02,
    undershoot: 0.05,
    wear: 0.95,
    wander: 22,
    tzHours: -5,
    device: 'receiver',
    sessionDays: 10,
  },
  {
    id: 'sandbox-hypo-prone',
    label: 'SandboxUser3 — frequent lows',
    seed: 303,
    base: 100,
    meal: 70,
    nightHypo: 0.3,
    undershoot: 0.7,
    wear: 0.94,
    wander: 16,
    tzHours: 0,
    device: 'android',
    sessionDays: 10,
  },
  {
    id: 'sandbox-sparse-wear',
    label: 'SandboxUser4 — sensor worn now and then',
    seed: 404,
    base: 150,
    meal: 70,
    nightHypo: 0.06,
    undershoot: 0.2,
    wear: 0.45,
    wander: 14,
    tzHours: 2,
    device: 'receiver',
    sessionDays: 10,
  },
  {
    id: 'sandbox-edge-cases',
    label: 'SandboxUser5 — every documented edge (phone app, 15-day sensor)',
    seed: 505,
    base: 140,
    meal: 80,
    nightHypo: 0.1,
    undershoot: 0.3,
    wear: 0.9,
    wander: 18,
    tzHours: -3,
    device: 'android',
    sessionDays: 15,
    edges: true,
  },
];

export const userById = (id: string) => SANDBOX_USERS.find((u) => u.id === id);
