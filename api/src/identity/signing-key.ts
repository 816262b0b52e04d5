import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * cognito-local signs every token with a private key published inside its npm package, so anyone
 * with the package could forge tokens the API accepts. The embedded identity instead signs with a
 * key generated once per data folder (`<DATA_DIR>/identity/signing-key.json`, owner-only), which
 * `cognito-local-keys.cjs` swaps in for the package's key when the emulator starts.
 */
export interface SigningKey {
  pem: string;
  jwk: Record<string, unknown>;
}

/** The same `kid` the emulator puts in every token header. */
const KID = 'CognitoLocal';

export const signingKeyFile = (identityDir: string) => path.join(identityDir, 'signing-key.json');

/** Reads the installation's key, generating it on first start. */
export function ensureSigningKey(identityDir: string): SigningKey {
  const file = signingKeyFile(identityDir);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SigningKey;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key: SigningKey = {
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    jwk: { ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' },
  };
  fs.mkdirSync(identityDir, { recursive: true });
  // 'wx': two first starts at once keep whichever key was written first.
  try {
    fs.writeFileSync(file, JSON.stringify(key), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SigningKey;
  }
  return key;
}
