import { z } from 'zod';
import { example, FIELD_MESSAGE, paged, PageNumber } from './core';
import { GlucosePrevious, GlucoseRisk } from './glucose-risk';
import { GLUCOSE_TARGET_SETS, TargetSetName } from './glucose-targets';
// The target sets belong with the glucose contracts: exported through this file.
export * from './glucose-targets';

// Glucose provider link and readings (req G§3, §4, §7, §9).

/** Glucose bands of the international consensus (Battelino 2019) and req G§9; bounds in `GLUCOSE_BOUNDS`. */
export const GLUCOSE_BANDS = ['veryLow', 'low', 'target', 'high', 'veryHigh'] as const;
export type GlucoseBand = (typeof GLUCOSE_BANDS)[number];
/** The standard set's goals, percent of readings: `under` or `over` (req G§9; other sets: GLUCOSE_TARGET_SETS). */
export const GLUCOSE_TARGETS = GLUCOSE_TARGET_SETS.standard.goals;
export const CV_TARGET = 36;
export const ACTIVE_MIN_PERCENT = 70;
export const GLUCOSE_PERIODS = [14, 30, 90] as const;
export const GLUCOSE_STORED_SIZE = 10000;
/** The version of the consent text the patient ticks (recorded with the time). */
export const CGM_CONSENT_VERSION = 'cgm-consent-2026-11';
/** A reason the status carries (req G§4 "Glucose status reasons"). */
export const GLUCOSE_REASONS = {
  notAuthenticated: 'User not authenticated',
  noValidToken: 'Token validation failed or no valid token',
  tokenExpired: 'Token expired',
} as const;
/** Error details the connect flow maps to texts (req G§8 "Glucose callback errors"). */
export const GLUCOSE_ERRORS = {
  missingState: 'Missing state parameter',
  invalidState: 'Invalid state parameter',
  tokenExchange: 'Token exchange failed',
  consent: FIELD_MESSAGE['glucose.consent'],
  notLinked: 'Dexcom is not connected',
  optedOut: 'The patient opted out of sharing glucose data',
  returnUrl: FIELD_MESSAGE['glucose.returnUrl'],
  widgetOrigin: 'This site is not allowed to show the Dexcom connection',
  widgetOnly: 'A widget session cannot ask for another',
} as const;

export const DexcomAuthUrlQuery = z.object({
  returnUrl: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[A-Za-z0-9/_\-?=&.%]*$/, GLUCOSE_ERRORS.returnUrl)
    .optional(),
});
export const DexcomAuthUrl = z.object({ authorizationUrl: z.string().url() });
export type DexcomAuthUrl = z.infer<typeof DexcomAuthUrl>;

export const DexcomToken = z.object({
  code: z.string().trim().min(1).max(2000),
  state: z.string().max(200).optional(),
  cgmDataConsent: z.literal(true, { message: GLUCOSE_ERRORS.consent }),
});
export type DexcomToken = z.infer<typeof DexcomToken>;
/*#__PURE__*/ example(DexcomToken, {
  code: 'the-code-from-the-dexcom-redirect',
  state: 'the-state-from-the-dexcom-redirect',
  cgmDataConsent: true,
});

export const DexcomStatus = z.object({
  enabled: z.boolean(),
  connected: z.boolean(),
  dexcomSkipped: z.boolean(),
  dexcomOptedOut: z.boolean(),
  lastSync: z.string().nullable(),
  reason: z.string().nullable(),
  needsReconnect: z.boolean(),
  validated: z.boolean(),
  validatedAt: z.string().nullable(),
  returnUrl: z.string().nullable().optional(),
  /**
   * GET api/dexcom/status only: true when this check came within 1 s of the account's last one
   * (req G§7, §9). The fields are still the link's current state, so a page may use them as usual.
   */
  rateLimited: z.boolean().optional(),
});
export type DexcomStatus = z.infer<typeof DexcomStatus>;

/** The connect widget's handshake: the embedding page's origin, exactly (scheme://host[:port]). */
export const DexcomWidgetSessionBody = z.object({
  origin: z
    .string()
    .max(200)
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, FIELD_MESSAGE['glucose.widgetOriginShape']),
});
export type DexcomWidgetSessionBody = z.infer<typeof DexcomWidgetSessionBody>;
/*#__PURE__*/ example(DexcomWidgetSessionBody, { origin: 'https://www.clinic.example' });
export const DexcomWidgetSession = z.object({ token: z.string(), expiresAt: z.string() });
export type DexcomWidgetSession = z.infer<typeof DexcomWidgetSession>;

export const DexcomOptIn = z.object({ authUrl: z.string().url().nullable() });
export type DexcomOptIn = z.infer<typeof DexcomOptIn>;

/** A real moment (2026-02-30 or 0000-00-00 is refused, not read as NaN or another day). */
const isoNoOffset = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DDThh:mm:ss')
  .refine((s) => {
    const ms = Date.parse(`${s}Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === s;
  }, 'not a date');
/** Dexcom answers at most 30 days per readings call (req G§7). */
export const GLUCOSE_LIVE_MAX_DAYS = 30;
const DAY_MS = 86_400_000;
export const GLUCOSE_LIVE_RANGE = FIELD_MESSAGE['glucose.liveRange'];
/**
 * The range the API asks Dexcom for (endDate defaults to now, startDate to a day before the end):
 * checked here, so a range Dexcom would refuse answers 400 rather than the provider's failure (502).
 */
export const GlucoseLiveQuery = z
  .object({
    startDate: isoNoOffset.optional(),
    endDate: isoNoOffset.optional(),
  })
  .refine(
    ({ startDate, endDate }) => {
      if (!startDate) return true;
      const end = endDate ? Date.parse(`${endDate}Z`) : Date.now();
      const start = Date.parse(`${startDate}Z`);
      return start < end && end - start <= GLUCOSE_LIVE_MAX_DAYS * DAY_MS;
    },
    { message: GLUCOSE_LIVE_RANGE, path: ['startDate'] },
  );

export const GlucoseRecord = z.object({
  recordId: z.string(),
  systemTime: z.string(),
  displayTime: z.string(),
  value: z.number().int().nullable(),
  status: z.string().nullable(),
  trend: z.string().nullable(),
  trendRate: z.number().nullable(),
});
export type GlucoseRecord = z.infer<typeof GlucoseRecord>;
export const GlucoseRecords = z.object({ records: z.array(GlucoseRecord) });

/**
 * How long POST api/dexcom/glucose/sync with `background: true` waits for the sync before answering
 * `inProgress` while it goes on (issue 36 point 14: a first sync of 90 days can take half a minute,
 * and the callback page's three attempts with 3 s waits, req G§9, must not each wait for all of it).
 */
export const GLUCOSE_SYNC_ANSWER_MS = 3_000;
export const GlucoseSyncBody = z
  .object({ surveyInstanceId: z.string().uuid().optional(), background: z.boolean().optional() })
  .optional();
export type GlucoseSyncBody = z.infer<typeof GlucoseSyncBody>;
/*#__PURE__*/ example(GlucoseSyncBody, {});
export const GlucoseSyncResult = z.object({
  inserted: z.number().int(),
  fetched: z.number().int(),
  lastSync: z.string().nullable(),
  inProgress: z.boolean(),
});
export type GlucoseSyncResult = z.infer<typeof GlucoseSyncResult>;

/** The statistics of a period: consensus metrics plus the seed's fields (req G§3). */
export const GlucoseStatistics = z.object({
  totalReadings: z.number().int(),
  averageGlucose: z.number().nullable(),
  inRangePercentage: z.number(),
  highPercentage: z.number(),
  lowPercentage: z.number(),
  minGlucose: z.number().nullable(),
  maxGlucose: z.number().nullable(),
  bands: z.object({
    veryLow: z.number(),
    low: z.number(),
    target: z.number(),
    high: z.number(),
    veryHigh: z.number(),
  }),
  sd: z.number().nullable(),
  cv: z.number().nullable(),
  gmi: z.number().nullable(),
  daysWithData: z.number().int(),
  activePercent: z.number(),
  sufficient: z.boolean(),
});
export type GlucoseStatistics = z.infer<typeof GlucoseStatistics>;

/** One time-of-day bin of the AGP: percentiles of mg/dL (null when the bin has no reading). */
export const AgpBin = z.object({
  minute: z.number().int(),
  n: z.number().int(),
  p5: z.number().nullable(),
  p10: z.number().nullable(),
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  p90: z.number().nullable(),
  p95: z.number().nullable(),
});
export type AgpBin = z.infer<typeof AgpBin>;
/** One day's trace, already reduced to 15-minute means. */
export const DailyTrace = z.object({
  date: z.string(),
  points: z.array(z.object({ minute: z.number().int(), value: z.number() })),
});
export type DailyTrace = z.infer<typeof DailyTrace>;

export const GlucoseSummaryQuery = z.object({
  userId: z.string().uuid().optional(),
  days: z.coerce
    .number()
    .int()
    .refine((d) => (GLUCOSE_PERIODS as readonly number[]).includes(d), 'days is 14, 30 or 90')
    .default(14),
});
export const GlucoseSummary = z.object({
  days: z.number().int(),
  start: z.string(),
  end: z.string(),
  newest: z.string().nullable(),
  historical: z.boolean(),
  /** The patient's target set: the statistics' bands and goals follow it (issue 42 point 1). */
  targets: TargetSetName.default('standard'),
  statistics: GlucoseStatistics,
  /** GRI, time in tight range and hypoglycaemic episodes of the period (issue 42 point 2). */
  risk: GlucoseRisk,
  /** The period of the same length just before; null when it has no reading. */
  previous: GlucosePrevious.nullable(),
  agp: z.array(AgpBin),
  daily: z.array(DailyTrace),
});
export type GlucoseSummary = z.infer<typeof GlucoseSummary>;

export const GlucoseStoredQuery = z.object({
  userId: z.string().uuid().optional(),
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(GLUCOSE_STORED_SIZE).default(GLUCOSE_STORED_SIZE),
  includeAllData: z.enum(['true', 'false']).default('false'),
});
export const GlucoseStored = paged(GlucoseRecord).extend({ statistics: GlucoseStatistics });

export const UserIdQuery = z.object({ userId: z.string().uuid().optional() });
export const SurveyInstanceParams = z.object({ surveyInstanceId: z.string().uuid() });
