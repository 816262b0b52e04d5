import path from 'node:path';
import { LOCAL_POOLS, POOL_ORDER, type Pool } from './contracts';
import { repoRoot } from './paths';
import { checkDatabaseKeys, parseAuditKey } from './config-keys';
import { checkProductionSettings } from './config-production';
import { limitVar, parseEnv, parseOrigins } from './config-env';

export interface PoolIds {
  userPoolId: string;
  clientId: string;
}
export interface IdentityConfig {
  /** cognito-local URL; empty for Amazon Cognito. */
  endpoint: string;
  region: string;
  /** The issuer prefix cognito-local writes into tokens (its TokenConfig.IssuerDomain). */
  localIssuerDomain: string;
  /** Accept `${localIssuerDomain}/${poolId}` as issuer (dev/CI only). */
  allowLocalIssuer: boolean;
  pools: Record<Pool, PoolIds>;
}
export interface Config {
  port: number;
  host: string;
  /** Behind a load balancer: client addresses from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** The repository checkout (DCP_ROOT, else found from the working directory). */
  root: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The owner's connection for migrations (MIGRATE_DATABASE_URL, else DATABASE_URL). When its role is
   * not DATABASE_URL's, migrations grant the API's role rows but no DDL (db/roles.ts).
   */
  migrateDatabaseUrl: string | undefined;
  /** PostgreSQL connections per process (DB_POOL_MAX). */
  dbPoolMax: number;
  /** PostgreSQL schema for every table and the migrations journal (tests use a random one). */
  dbSchema: string;
  embedded: boolean;
  portalOrigin: string;
  identity: IdentityConfig;
  smtp: SmtpSettings;
  /** Apply pending migrations at start (MIGRATE_AT_START; off in production: `npm run migrate`). */
  migrateAtStart: boolean;
  /** Run background jobs inside this API process (RUN_WORKER; off where a worker process runs them). */
  runWorker: boolean;
  /** How long an e-mail sender holds an outbox row (OUTBOX_CLAIM_SECONDS; longer than one SMTP exchange). */
  outboxClaimSeconds: number;
  /** The worker process's health and metrics port (WORKER_PORT). */
  workerPort: number;
  /** Serve Prometheus metrics at /metrics (METRICS; on by default): the worker on WORKER_PORT, the API on metricsPort. */
  metrics: boolean;
  /**
   * The API's own metrics listener (METRICS_PORT, on HOST): /metrics is answered there and never on
   * PORT, so the public route cannot show it (issue 38 point 6). Unset: the API serves no metrics.
   */
  metricsPort?: number;
  seedDemo: boolean;
  /** SEED_PATIENTS=n: a list clinic with its doctor and n patients (e2e and bench; needs seedDemo). */
  seedPatients: number;
  /** SEED_LOAD_PATIENTS=n: n patients who can sign in, each with a new questionnaire (bench). */
  seedLoadPatients: number;
  startIdentity: boolean;
  sessionTtlHours: number;
  logLevel: string;
  /** Wrong passwords per account on the embedded identity's browser path before a lock. */
  signInLimits: { maxFailures: number; lockMinutes: number };
  /**
   * Admins and superadmins must enrol an authenticator app before the API gives them a session
   * (STAFF_TOTP_REQUIRED; on by default in production, off in the embedded demo: docs/decisions.md).
   */
  staffTotpRequired: boolean;
  /** Where integrators reach this API; the OpenAPI document's `servers` entry. */
  publicUrl: string;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (off by default in production). */
  docsUi: boolean;
  /** Minutes without an authenticated request after which a session is over (issue 12). */
  sessionIdleMinutes: { staff: number; patient: number };
  /** The audit chain's HMAC key (AUDIT_HMAC_KEY; required with DATABASE_URL, else one per data folder). */
  auditHmacKey: Buffer | undefined;
  /** How often each API process logs the audit chain's head (0: never; until the job queue does it). */
  auditHeadEveryMinutes: number;
  /** How often the questionnaire reminders run (REMINDERS_EVERY_MINUTES, 60; 0: never). */
  remindersEveryMinutes: number;
  /** Abuse limits per IP and per target account (api/src/limits; docs/security.md). */
  rateLimits: Record<LimitName, LimitPair>;
  /** Mass import (POST user/bulkSignup): the largest file and the most data rows accepted. */
  importLimits: { maxBytes: number; maxRows: number };
  /** Keys given by the environment (all required with DATABASE_URL: config-keys.ts); without one, a key file in the data folder. */
  keys: { pseudonym: string | undefined; dexcomToken: string | undefined };
  /** OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT; off when unset). */
  telemetry: { endpoint: string | undefined; serviceName: string | undefined };
  /** The glucose provider (Dexcom API v3; the embedded emulator by default). */
  dexcom: DexcomSettings & {
    syncEveryMinutes: number;
    /** Origins whose pages may embed the connect widget (DEXCOM_WIDGET_ORIGINS; none by default). */
    widgetOrigins: string[];
  };
}

type Env = Record<string, string | undefined>;

/** The Dexcom API v3 client's settings (dexcom/client.ts). */
export interface DexcomSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** First back-off delay, ms (tests set it short). */
  retryBaseMs: number;
  /** Longest wait between two tries, ms (a Retry-After beyond it is cut to it). */
  retryMaxMs: number;
  retries: number;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465): SMTP_SECURE=1. */
  secure: boolean;
  /** Refuse to send unless STARTTLS succeeds: SMTP_REQUIRE_TLS=1 (default in production). */
  requireTls: boolean;
  /** SMTP AUTH (PLAIN/LOGIN), only ever over TLS. */
  user?: string;
  password?: string;
  from: string;
}

/** At most `max` requests per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}
export interface LimitPair {
  ip: Limit;
  account: Limit;
}
/** The routes that answer 429 past their limits (issue 12 point 1). */
export const LIMIT_DEFAULTS = {
  // Per IP generous (a clinic's staff share one address); per account tight.
  forgotPassword: { ip: { max: 20, windowSeconds: 900 }, account: { max: 5, windowSeconds: 900 } },
  resetPassword: { ip: { max: 20, windowSeconds: 900 }, account: { max: 5, windowSeconds: 900 } },
  tokenExchange: { ip: { max: 300, windowSeconds: 300 }, account: { max: 30, windowSeconds: 300 } },
  signUp: { ip: { max: 20, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  arrival: { ip: { max: 30, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
  oneTimeLink: { ip: { max: 60, windowSeconds: 3600 }, account: { max: 30, windowSeconds: 3600 } },
  import: { ip: { max: 30, windowSeconds: 3600 }, account: { max: 20, windowSeconds: 3600 } },
  export: { ip: { max: 30, windowSeconds: 3600 }, account: { max: 10, windowSeconds: 3600 } },
  // The clinic admin's "send me a test reminder": an e-mail per press (issue 36 point 15).
  testReminder: { ip: { max: 30, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  // The reminder e-mail's public opt-out and opt-in (issue 38 point 6): each press is an audit row.
  reminderOptOut: { ip: { max: 30, windowSeconds: 3600 }, account: { max: 10, windowSeconds: 3600 } },
  // Quotas (issue 23 point 7): patients created and invitation or questionnaire e-mails sent, per
  // doctor and per IP, counted one per patient or e-mail (an import slice takes its rows at once).
  patientCreation: { ip: { max: 5000, windowSeconds: 86400 }, account: { max: 2500, windowSeconds: 86400 } },
  invitation: { ip: { max: 10000, windowSeconds: 86400 }, account: { max: 3000, windowSeconds: 86400 } },
  // The embedded identity's browser route, per IP (a sign-in tries up to four pools). Per account the
  // sign-in lock counts instead (SIGN_IN_MAX_FAILURES); `account` is not used.
  identity: { ip: { max: 600, windowSeconds: 300 }, account: { max: 600, windowSeconds: 300 } },
} satisfies Record<string, LimitPair>;
export type LimitName = keyof typeof LIMIT_DEFAULTS;

/** The configuration from the environment (config-env.ts validates it); every value has an embedded default. */
export function loadConfig(source: Env = process.env): Config {
  checkProductionSettings(source);
  checkDatabaseKeys(source);
  const limitNames = Object.keys(LIMIT_DEFAULTS) as LimitName[];
  const env = parseEnv(source, limitNames);
  const databaseUrl = env.DATABASE_URL;
  const embedded = !databaseUrl;
  const production = env.NODE_ENV === 'production';
  const strip = (url: string) => url.replace(/\/$/, '');
  // Production talks to Amazon Cognito (no endpoint); elsewhere the embedded emulator.
  const endpoint = strip(env.COGNITO_ENDPOINT ?? (production ? '' : 'http://127.0.0.1:9229'));
  const pools = {} as Record<Pool, PoolIds>;
  for (const pool of POOL_ORDER) {
    const key = pool.toUpperCase();
    pools[pool] = {
      userPoolId: (env[`COGNITO_POOL_${key}_ID`] as string | undefined) ?? LOCAL_POOLS[pool].userPoolId,
      clientId: (env[`COGNITO_CLIENT_${key}_ID`] as string | undefined) ?? LOCAL_POOLS[pool].clientId,
    };
  }
  const rateLimits = {} as Record<LimitName, LimitPair>;
  for (const name of limitNames) {
    const d = LIMIT_DEFAULTS[name];
    const of = (side: 'IP' | 'ACCOUNT') => env[`${limitVar(name)}_${side}`] as Limit | undefined;
    rateLimits[name] = { ip: of('IP') ?? d.ip, account: of('ACCOUNT') ?? d.account };
  }
  const portalOrigin = strip(env.PORTAL_ORIGIN ?? 'http://localhost:8080');
  const root = env.DCP_ROOT ? path.resolve(env.DCP_ROOT) : repoRoot();
  return {
    port: env.PORT,
    host: env.HOST ?? '127.0.0.1',
    trustProxy: env.TRUST_PROXY ?? false,
    root,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl,
    migrateDatabaseUrl: env.MIGRATE_DATABASE_URL,
    dbSchema: env.DB_SCHEMA,
    dbPoolMax: Math.max(1, env.DB_POOL_MAX),
    embedded,
    portalOrigin,
    identity: {
      endpoint,
      region: env.COGNITO_REGION ?? 'eu-west-1',
      localIssuerDomain: strip(env.COGNITO_ISSUER_DOMAIN ?? endpoint),
      allowLocalIssuer: env.ALLOW_LOCAL_ISSUER ?? embedded,
      pools,
    },
    smtp: {
      host: env.SMTP_HOST ?? '127.0.0.1',
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE ?? false,
      requireTls: env.SMTP_REQUIRE_TLS ?? production,
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
      from: env.SMTP_FROM ?? 'Diabetes care portal <no-reply@dcp.local>',
    },
    migrateAtStart: env.MIGRATE_AT_START ?? !production,
    runWorker: env.RUN_WORKER ?? true,
    metrics: env.METRICS ?? true,
    metricsPort: env.METRICS_PORT,
    workerPort: env.WORKER_PORT,
    outboxClaimSeconds: Math.max(1, env.OUTBOX_CLAIM_SECONDS),
    seedDemo: env.SEED_DEMO ?? embedded,
    seedPatients: env.SEED_PATIENTS,
    seedLoadPatients: env.SEED_LOAD_PATIENTS,
    startIdentity: env.START_IDENTITY ?? embedded,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    logLevel: env.LOG_LEVEL ?? 'info',
    signInLimits: { maxFailures: env.SIGN_IN_MAX_FAILURES, lockMinutes: env.SIGN_IN_LOCK_MINUTES },
    staffTotpRequired: env.STAFF_TOTP_REQUIRED ?? production,
    auditHmacKey: env.AUDIT_HMAC_KEY ? parseAuditKey(env.AUDIT_HMAC_KEY) : undefined,
    auditHeadEveryMinutes: env.AUDIT_HEAD_EVERY_MINUTES,
    remindersEveryMinutes: env.REMINDERS_EVERY_MINUTES,
    rateLimits,
    importLimits: { maxBytes: env.IMPORT_MAX_BYTES, maxRows: env.IMPORT_MAX_ROWS },
    publicUrl: strip(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    docsUi: env.API_DOCS_UI ?? !production,
    sessionIdleMinutes: { staff: env.SESSION_IDLE_MINUTES_STAFF, patient: env.SESSION_IDLE_MINUTES_PATIENT },
    keys: { pseudonym: env.PSEUDONYM_KEY?.trim() || undefined, dexcomToken: env.DEXCOM_TOKEN_KEY },
    telemetry: { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME },
    dexcom: {
      // Dexcom: https://sandbox-api.dexcom.com, https://api.dexcom.com, https://api.dexcom.eu, https://api.dexcom.jp
      baseUrl: strip(env.DEXCOM_BASE_URL ?? 'http://127.0.0.1:4300'),
      clientId: env.DEXCOM_CLIENT_ID ?? 'dcp-local-client',
      clientSecret: env.DEXCOM_CLIENT_SECRET ?? 'dcp-local-secret',
      redirectUri: env.DEXCOM_REDIRECT_URI ?? `${portalOrigin}/dexcom/callback`,
      retryBaseMs: env.DEXCOM_RETRY_BASE_MS,
      retryMaxMs: env.DEXCOM_RETRY_MAX_MS,
      retries: env.DEXCOM_RETRIES,
      syncEveryMinutes: env.DEXCOM_SYNC_EVERY_MINUTES,
      widgetOrigins: parseOrigins(env.DEXCOM_WIDGET_ORIGINS),
    },
  };
}

/** A role's idle limit: patients answer at their own pace; staff screens hold other people's data. */
export const idleMinutesFor = (config: Pick<Config, 'sessionIdleMinutes'>, role: string) =>
  role === 'patient' ? config.sessionIdleMinutes.patient : config.sessionIdleMinutes.staff;
