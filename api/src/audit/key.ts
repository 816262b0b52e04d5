import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseAuditKey } from '../config-keys';

// The audit chain's HMAC key file of the embedded default (the key itself: config-keys.ts parseAuditKey).
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
