import path from 'node:path';
import { LOCAL_POOLS, POOL_ORDER, type Pool } from './contracts';
import { repoRoot } from './paths';

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
  smtp: { host: string; port: number };
  seedDemo: boolean;
  /** SEED_PATIENTS=n: a list clinic with its doctor and n patients (e2e and bench; needs seedDemo). */
  seedPatients: number;
  startIdentity: boolean;
  sessionTtlHours: number;
  logLevel: string;
  /** Wrong passwords per account on the embedded identity's browser path before a lock. */
  signInLimits: { maxFailures: number; lockMinutes: number };
  /** Where integrators reach this API; the OpenAPI document's `servers` entry. */
  publicUrl: string;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (off by default in production). */
  docsUi: boolean;
}

type Env = Record<string, string | undefined>;

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
  const endpoint = (env.COGNITO_ENDPOINT ?? 'http://127.0.0.1:9229').replace(/\/$/, '');
  const pools = {} as Record<Pool, PoolIds>;
  for (const pool of POOL_ORDER) {
    const key = pool.toUpperCase();
    pools[pool] = {
      userPoolId: env[`COGNITO_POOL_${key}_ID`] || LOCAL_POOLS[pool].userPoolId,
      clientId: env[`COGNITO_CLIENT_${key}_ID`] || LOCAL_POOLS[pool].clientId,
    };
  }
  const allowLocalIssuer = bool(env.ALLOW_LOCAL_ISSUER, embedded);
  const startIdentity = bool(env.START_IDENTITY, embedded);
  // The emulator's admin actions answer anyone who reaches it: never in production (ARCHITECTURE §12).
  if (env.NODE_ENV === 'production' && (allowLocalIssuer || startIdentity)) {
    throw new Error(
      'NODE_ENV is production but the embedded identity emulator (cognito-local) is configured ' +
        '(ALLOW_LOCAL_ISSUER or START_IDENTITY, both on by default without DATABASE_URL). ' +
        'Production uses Amazon Cognito: set DATABASE_URL and COGNITO_ENDPOINT= (see api/README.md).',
    );
  }
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
    smtp: { host: env.SMTP_HOST || '127.0.0.1', port: int(env.SMTP_PORT, 1025) },
    seedDemo: bool(env.SEED_DEMO, embedded),
    seedPatients: int(env.SEED_PATIENTS, 0),
    startIdentity,
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    logLevel: env.LOG_LEVEL || 'info',
    signInLimits: {
      maxFailures: int(env.SIGN_IN_MAX_FAILURES, 5),
      lockMinutes: int(env.SIGN_IN_LOCK_MINUTES, 15),
    },
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 4000)}`).replace(/\/$/, ''),
    docsUi: bool(env.API_DOCS_UI, env.NODE_ENV !== 'production'),
  };
}
