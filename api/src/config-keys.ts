// The installation's secrets (issue 38 point 6). The embedded default (no DATABASE_URL: PGlite in the
// data folder, one process) makes each once into its data folder (audit/key.ts, surveys/pseudonym.ts,
// leaves/token-crypto.ts). A PostgreSQL database may be shared by several processes, each with a data folder
// of its own: keys made per folder would disagree (the audit chain breaks, research codes differ, one
// process cannot open the provider tokens another sealed). So with DATABASE_URL every key must be
// given, the same in every process, and none is written.

type Env = Record<string, string | undefined>;

/** Each key a process on a shared database must be given, and what it protects. */
export const DATABASE_KEYS = {
  AUDIT_HMAC_KEY: "the audit chain's HMAC key",
  PSEUDONYM_KEY: "the research export's patient codes",
  DEXCOM_TOKEN_KEY: 'the provider tokens and e-mail outbox at rest',
} as const;
export type DatabaseKey = keyof typeof DATABASE_KEYS;

/** One command makes a value every key accepts (32 random bytes, base64: 44 characters). */
export const MAKE_KEY = 'openssl rand -base64 32';

/**
 * With DATABASE_URL: refuses to start unless every key is given, naming each missing one and how to
 * make it. Without it (the embedded default) answers nothing: the keys come from the data folder.
 */
export function checkDatabaseKeys(env: Env): void {
  if (!env.DATABASE_URL?.trim()) return;
  const missing = (Object.keys(DATABASE_KEYS) as DatabaseKey[]).filter((k) => !env[k]?.trim());
  if (!missing.length) return;
  throw new Error(
    `DATABASE_URL is set, so every process on that database must be given the same keys (none is ` +
      `written to the data folder), but these are missing: ` +
      `${missing.map((k) => `${k} (${DATABASE_KEYS[k]})`).join(', ')}. ` +
      `Make each with \`${MAKE_KEY}\` and give every API, worker and migrate process the same ` +
      `values (docs/deploy.md, "Keys").`,
  );
}

/**
 * The audit chain's HMAC key (issue 23 point 6): a secret the database does not hold, so someone who
 * can write the database cannot re-chain rewritten history. AUDIT_HMAC_KEY (base64 of at least 32
 * bytes) when set, and required with DATABASE_URL (config-keys.ts: several processes share that
 * database, so they must share the key); only the embedded default generates one, once per data folder
 * (`<DATA_DIR>/audit-hmac.key`, owner-only), like the identity's signing key.
 */
export function parseAuditKey(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length < 32) throw new Error('AUDIT_HMAC_KEY must be the base64 of at least 32 random bytes');
  return key;
}
