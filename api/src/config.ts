import path from 'node:path';
import { parseAuditKey } from './audit/key';
import { LOCAL_POOLS, POOL_ORDER, type Pool } from './contracts';
import type { DexcomSettings } from './dexcom/client';
import { parseOrigins } from './dexcom/widget';
import { repoRoot } from './paths';
import { checkProductionSettings } from './config-production';

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
  dataDir: string;
  databaseUrl: string | undefined;
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
  /** Serve Prometheus metrics at /metrics (METRICS; on by default, keep it off the public route). */
  metrics: boolean;
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
  /** Where integrators reach this API; the OpenAPI document's `servers` entry. */
  publicUrl: string;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (off by default in production). */
  docsUi: boolean;
  /** Minutes without an authenticated request after which a session is over (issue 12). */
  sessionIdleMinutes: { staff: number; patient: number };
  /** The audit chain's HMAC key (AUDIT_HMAC_KEY; required in production, else one per data folder). */
  auditHmacKey: Buffer | undefined;
  /** How often each API process logs the audit chain's head (0: never; until the job queue does it). */
  auditHeadEveryMinutes: number;
  /** How often the questionnaire reminders run (REMINDERS_EVERY_MINUTES, 60; 0: never). */
  remindersEveryMinutes: number;
  /** Abuse limits per IP and per target account (api/src/limits; docs/security.md). */
  rateLimits: Record<LimitName, LimitPair>;
  /** Mass import (POST user/bulkSignup): the largest file and the most data rows accepted. */
  importLimits: { maxBytes: number; maxRows: number };
  /** The glucose provider (Dexcom API v3; the embedded emulator by default). */
  dexcom: DexcomSettings & {
    syncEveryMinutes: number;
    /** Origins whose pages may embed the connect widget (DEXCOM_WIDGET_ORIGINS; none by default). */
    widgetOrigins: string[];
  };
}

type Env = Record<string, string | undefined>;

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
  // Quotas (issue 23 point 7): patients created and invitation or questionnaire e-mails sent, per
  // doctor and per IP, counted one per patient or e-mail (an import slice takes its rows at once).
  patientCreation: { ip: { max: 5000, windowSeconds: 86400 }, account: { max: 2500, windowSeconds: 86400 } },
  invitation: { ip: { max: 10000, windowSeconds: 86400 }, account: { max: 3000, windowSeconds: 86400 } },
  // The embedded identity's browser route, per IP (a sign-in tries up to four pools). Per account the
  // sign-in lock counts instead (SIGN_IN_MAX_FAILURES); `account` is not used.
  identity: { ip: { max: 600, windowSeconds: 300 }, account: { max: 600, windowSeconds: 300 } },
} satisfies Record<string, LimitPair>;
export type LimitName = keyof typeof LIMIT_DEFAULTS;

/** `RATE_LIMIT_FORGOT_PASSWORD_IP=20/900`: 20 requests per 900 s (tests set them low). */
function limit(v: string | undefined, dflt: Limit): Limit {
  if (v === undefined || v === '') return dflt;
  const m = /^(\d+)\/(\d+)$/.exec(v.trim());
  if (!m) throw new Error(`Invalid rate limit in environment (want max/seconds): ${v}`);
  return { max: Number(m[1]), windowSeconds: Math.max(1, Number(m[2])) };
}
function rateLimits(env: Env): Record<LimitName, LimitPair> {
  const out = {} as Record<LimitName, LimitPair>;
  for (const [name, d] of Object.entries(LIMIT_DEFAULTS) as [LimitName, LimitPair][]) {
    const key = `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    out[name] = { ip: limit(env[`${key}_IP`], d.ip), account: limit(env[`${key}_ACCOUNT`], d.account) };
  }
  return out;
}

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}
function int(v: string | undefined, dflt: number): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid integer in environment: ${v}`);
  return n;
}

/** Reads the configuration from the environment; every value has an embedded default. */
export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const embedded = !databaseUrl;
  const production = env.NODE_ENV === 'production';
  // Production talks to Amazon Cognito (no endpoint); elsewhere the embedded emulator.
  const endpoint = (env.COGNITO_ENDPOINT ?? (production ? '' : 'http://127.0.0.1:9229')).replace(/\/$/, '');
  const pools = {} as Record<Pool, PoolIds>;
  for (const pool of POOL_ORDER) {
    const key = pool.toUpperCase();
    pools[pool] = {
      userPoolId: env[`COGNITO_POOL_${key}_ID`] || LOCAL_POOLS[pool].userPoolId,
      clientId: env[`COGNITO_CLIENT_${key}_ID`] || LOCAL_POOLS[pool].clientId,
    };
  }
  checkProductionSettings(env);
  const allowLocalIssuer = bool(env.ALLOW_LOCAL_ISSUER, embedded);
  const startIdentity = bool(env.START_IDENTITY, embedded);
  const schema = env.DB_SCHEMA || 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error('DB_SCHEMA must be a plain lower-case identifier');
  return {
    port: int(env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot(), 'data')),
    databaseUrl,
    dbSchema: schema,
    embedded,
    portalOrigin: (env.PORTAL_ORIGIN || 'http://localhost:8080').replace(/\/$/, ''),
    identity: {
      endpoint,
      region: env.COGNITO_REGION || 'eu-west-1',
      localIssuerDomain: (env.COGNITO_ISSUER_DOMAIN || endpoint).replace(/\/$/, ''),
      allowLocalIssuer,
      pools,
    },
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: int(env.SMTP_PORT, 1025),
      secure: bool(env.SMTP_SECURE, false),
      requireTls: bool(env.SMTP_REQUIRE_TLS, production),
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      from: env.SMTP_FROM || 'Diabetes care portal <no-reply@dcp.local>',
    },
    migrateAtStart: bool(env.MIGRATE_AT_START, !production),
    runWorker: bool(env.RUN_WORKER, true),
    metrics: bool(env.METRICS, true),
    workerPort: int(env.WORKER_PORT, 4010),
    outboxClaimSeconds: Math.max(1, int(env.OUTBOX_CLAIM_SECONDS, 120)),
    seedDemo: bool(env.SEED_DEMO, embedded),
    seedPatients: int(env.SEED_PATIENTS, 0),
    seedLoadPatients: int(env.SEED_LOAD_PATIENTS, 0),
    startIdentity,
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    logLevel: env.LOG_LEVEL || 'info',
    signInLimits: {
      maxFailures: int(env.SIGN_IN_MAX_FAILURES, 5),
      lockMinutes: int(env.SIGN_IN_LOCK_MINUTES, 15),
    },
    auditHmacKey: env.AUDIT_HMAC_KEY ? parseAuditKey(env.AUDIT_HMAC_KEY) : undefined,
    auditHeadEveryMinutes: int(env.AUDIT_HEAD_EVERY_MINUTES, 5),
    remindersEveryMinutes: int(env.REMINDERS_EVERY_MINUTES, 60),
    rateLimits: rateLimits(env),
    importLimits: {
      maxBytes: int(env.IMPORT_MAX_BYTES, 1024 * 1024),
      maxRows: int(env.IMPORT_MAX_ROWS, 5000),
    },
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 4000)}`).replace(/\/$/, ''),
    docsUi: bool(env.API_DOCS_UI, env.NODE_ENV !== 'production'),
    sessionIdleMinutes: {
      staff: int(env.SESSION_IDLE_MINUTES_STAFF, 15),
      patient: int(env.SESSION_IDLE_MINUTES_PATIENT, 30),
    },
    dexcom: {
      // Dexcom: https://sandbox-api.dexcom.com, https://api.dexcom.com, https://api.dexcom.eu, https://api.dexcom.jp
      baseUrl: (env.DEXCOM_BASE_URL || 'http://127.0.0.1:4300').replace(/\/$/, ''),
      clientId: env.DEXCOM_CLIENT_ID || 'dcp-local-client',
      clientSecret: env.DEXCOM_CLIENT_SECRET || 'dcp-local-secret',
      redirectUri:
        env.DEXCOM_REDIRECT_URI ||
        `${(env.PORTAL_ORIGIN || 'http://localhost:8080').replace(/\/$/, '')}/dexcom/callback`,
      retryBaseMs: int(env.DEXCOM_RETRY_BASE_MS, 1000),
      retryMaxMs: int(env.DEXCOM_RETRY_MAX_MS, 30_000),
      retries: int(env.DEXCOM_RETRIES, 3),
      syncEveryMinutes: int(env.DEXCOM_SYNC_EVERY_MINUTES, 120),
      widgetOrigins: parseOrigins(env.DEXCOM_WIDGET_ORIGINS),
    },
  };
}

/** A role's idle limit: patients answer at their own pace; staff screens hold other people's data. */
export const idleMinutesFor = (config: Pick<Config, 'sessionIdleMinutes'>, role: string) =>
  role === 'patient' ? config.sessionIdleMinutes.patient : config.sessionIdleMinutes.staff;
