import { z } from 'zod';
import { POOL_ORDER } from './contracts';

// Every environment variable the API reads, validated by one zod schema (issue 26 point 2):
// `process.env` is read by loadConfig (config.ts) once where a process starts, and everything else
// takes its settings from the Config it builds (cognito-local only hands the environment on to its
// child process). Unset and empty mean the same (the default). The texts here stop a start; no API
// answer carries them (so they are not in the i18n catalogues).

type Env = Record<string, string | undefined>;

const blank = (v: unknown) => (v === '' ? undefined : v);
/** A text; empty counts as unset. */
const text = () => z.preprocess(blank, z.string().optional());
/** A whole number ≥ 0, or undefined when unset. */
const count = () =>
  z.preprocess(blank, z.coerce.number().int('a whole number').min(0, 'at least 0').optional());
/** A whole number ≥ 0, else `dflt`. */
const int = (dflt: number) => count().transform((v) => v ?? dflt);
/** 1/true/yes/on (any case) or anything else for off; undefined when unset (its default depends). */
const flag = () =>
  z.preprocess(
    blank,
    z
      .string()
      .optional()
      .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()))),
  );
/** `20/900`: at most 20 requests per 900 seconds. */
const limit = () =>
  z.preprocess(
    blank,
    z
      .string()
      .refine((v) => /^\s*\d+\/\d+\s*$/.test(v), 'want max/seconds')
      .transform((v) => {
        const [max, seconds] = v.trim().split('/').map(Number) as [number, number];
        return { max, windowSeconds: Math.max(1, seconds) };
      })
      .optional(),
  );

/** `RATE_LIMIT_FORGOT_PASSWORD` for the limit `forgotPassword`. */
export const limitVar = (name: string) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

function shape(limitNames: readonly string[]) {
  const pools = Object.fromEntries(
    POOL_ORDER.flatMap((p) => [
      [`COGNITO_POOL_${p.toUpperCase()}_ID`, text()],
      [`COGNITO_CLIENT_${p.toUpperCase()}_ID`, text()],
    ]),
  );
  const limits = Object.fromEntries(
    limitNames.flatMap((n) => [
      [`${limitVar(n)}_IP`, limit()],
      [`${limitVar(n)}_ACCOUNT`, limit()],
    ]),
  );
  return {
    NODE_ENV: text(),
    DATABASE_URL: text(),
    // The owner's connection for `npm run migrate` when the API's role is another (issue 38 point 3).
    MIGRATE_DATABASE_URL: text(),
    DB_SCHEMA: z.preprocess(
      blank,
      z
        .string()
        .refine((v) => /^[a-z_][a-z0-9_]{0,62}$/.test(v), 'DB_SCHEMA must be a plain lower-case identifier')
        .default('public'),
    ),
    DB_POOL_MAX: int(10),
    DATA_DIR: text(),
    DCP_ROOT: text(),
    PORT: int(4000),
    HOST: text(),
    TRUST_PROXY: flag(),
    PORTAL_ORIGIN: text(),
    PUBLIC_URL: text(),
    // Set but empty is meaningful here: Amazon Cognito instead of the emulator.
    COGNITO_ENDPOINT: z.string().optional(),
    COGNITO_REGION: text(),
    COGNITO_ISSUER_DOMAIN: text(),
    ALLOW_LOCAL_ISSUER: flag(),
    START_IDENTITY: flag(),
    ...pools,
    SMTP_HOST: text(),
    SMTP_PORT: int(1025),
    SMTP_SECURE: flag(),
    SMTP_REQUIRE_TLS: flag(),
    SMTP_USER: text(),
    SMTP_PASSWORD: text(),
    SMTP_FROM: text(),
    MIGRATE_AT_START: flag(),
    RUN_WORKER: flag(),
    METRICS: flag(),
    METRICS_PORT: count(),
    WORKER_PORT: int(4010),
    OUTBOX_CLAIM_SECONDS: int(120),
    SEED_DEMO: flag(),
    SEED_PATIENTS: int(0),
    SEED_LOAD_PATIENTS: int(0),
    SESSION_TTL_HOURS: int(12),
    SESSION_IDLE_MINUTES_STAFF: int(15),
    SESSION_IDLE_MINUTES_PATIENT: int(30),
    LOG_LEVEL: text(),
    SIGN_IN_MAX_FAILURES: int(5),
    SIGN_IN_LOCK_MINUTES: int(15),
    STAFF_TOTP_REQUIRED: flag(),
    AUDIT_HMAC_KEY: text(),
    AUDIT_HEAD_EVERY_MINUTES: int(5),
    REMINDERS_EVERY_MINUTES: int(60),
    ...limits,
    IMPORT_MAX_BYTES: int(1024 * 1024),
    IMPORT_MAX_ROWS: int(5000),
    API_DOCS_UI: flag(),
    PSEUDONYM_KEY: text(),
    DEXCOM_TOKEN_KEY: text(),
    DEXCOM_BASE_URL: text(),
    DEXCOM_CLIENT_ID: text(),
    DEXCOM_CLIENT_SECRET: text(),
    DEXCOM_REDIRECT_URI: text(),
    DEXCOM_RETRY_BASE_MS: int(1000),
    DEXCOM_RETRY_MAX_MS: int(30_000),
    DEXCOM_RETRIES: int(3),
    DEXCOM_SYNC_EVERY_MINUTES: int(120),
    DEXCOM_WIDGET_ORIGINS: text(),
    // OpenTelemetry (api/src/telemetry.ts); its SDK reads its other standard OTEL_* variables itself.
    OTEL_EXPORTER_OTLP_ENDPOINT: text(),
    OTEL_SERVICE_NAME: text(),
  };
}

export type ParsedEnv = Record<string, unknown> & {
  [K in keyof ReturnType<typeof shape>]: z.output<ReturnType<typeof shape>[K]>;
};

/** The environment, validated; a bad value stops the start with every variable that is wrong. */
export function parseEnv(env: Env, limitNames: readonly string[]): ParsedEnv {
  const result = z.object(shape(limitNames)).safeParse(env);
  if (!result.success) {
    const wrong = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${wrong.join('; ')}`);
  }
  return result.data as ParsedEnv;
}

/** `DEXCOM_WIDGET_ORIGINS`: exact origins (scheme://host[:port]), comma-separated; anything else is dropped. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter((s) => {
      try {
        return s !== '' && new URL(s).origin === s;
      } catch {
        return false;
      }
    });
}
