import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

export const auditKeyFile = (dataDir: string) => path.join(dataDir, 'audit-hmac.key');

export function ensureAuditKey(dataDir: string): Buffer {
  const file = auditKeyFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two first starts at once keep whichever key was written first.
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parseAuditKey(fs.readFileSync(file, 'utf8'));
}
