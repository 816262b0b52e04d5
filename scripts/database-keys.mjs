import { randomBytes } from 'node:crypto';

// The keys the API requires with DATABASE_URL (api/src/config-keys.ts: every process on one database
// must be given the same, and none is written to a data folder).
export const DATABASE_KEYS = ['AUDIT_HMAC_KEY', 'PSEUDONYM_KEY', 'DEXCOM_TOKEN_KEY'];

/**
 * The keys for a throwaway database (a test run, a bench): those in the environment, else fresh ones
 * (32 random bytes in base64, what `openssl rand -base64 32` makes), one set for every process started.
 */
export function databaseKeys(env = process.env) {
  return Object.fromEntries(DATABASE_KEYS.map((k) => [k, env[k] || randomBytes(32).toString('base64')]));
}
