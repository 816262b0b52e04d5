import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The research export names no one (issue 14 §10): each patient is a stable code, the HMAC-SHA256 of
// the account id under a key of this installation. The same patient has the same code in every
// export; without the key, a code cannot be traced back to the account or guessed from its id.

/** The code of one identifier: `P-` and the first 16 hex digits (64 bits) of its HMAC. */
export function pseudonym(key: Buffer, id: string, prefix = 'P'): string {
  return `${prefix}-${createHmac('sha256', key).update(id).digest('hex').slice(0, 16)}`;
}

/**
 * The installation's key: PSEUDONYM_KEY (config.keys.pseudonym, at least 32 characters; required with DATABASE_URL:
 * config-keys.ts), else (the embedded default) a random key made once and kept in the data folder.
 */
export function pseudonymKey(given: string | undefined, dataDir: string): Buffer {
  const fromEnv = given?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('PSEUDONYM_KEY must be at least 32 characters');
    return Buffer.from(fromEnv, 'utf8');
  }
  const file = path.join(dataDir, 'pseudonym.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    // 'wx': if another process made it meanwhile, keep theirs.
    try {
      fs.writeFileSync(file, key.toString('base64'), { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
}
