import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Provider tokens at rest: AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url.

export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('DEXCOM_TOKEN_KEY must be 32 bytes (base64)');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return ['v1', iv, c.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed token');
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
    },
  };
}

/**
 * The key: DEXCOM_TOKEN_KEY (config.keys.dexcomToken, base64 of 32 bytes) when set; otherwise one generated once into the data
 * folder (mode 0600). With DATABASE_URL the setting is required (config-keys.ts refuses the start without it).
 */
export function loadTokenKey(given: string | undefined, dataDir: string, embedded: boolean): Buffer {
  if (given) return Buffer.from(given, 'base64');
  // Several API processes on one PostgreSQL must share the key, in production or not: a key generated
  // per data folder would leave each process unable to open the others' tokens (issue 23 point 8).
  if (!embedded)
    throw new Error(
      'DEXCOM_TOKEN_KEY is required with DATABASE_URL: every process on that database must open the same ' +
        'provider tokens (base64 of 32 random bytes; see api/README.md)',
    );
  const file = path.join(dataDir, 'dexcom-token.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

/** The sha256 of an opaque token: all the database keeps of a session, link or challenge token. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new opaque token (256 bits, base64url) and the sha256 that is all the database keeps of it. */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
