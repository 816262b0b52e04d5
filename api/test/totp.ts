import { createHmac } from 'node:crypto';

// RFC 6238 with the authenticator apps' defaults (SHA-1, 6 digits, 30 s), as a phone computes it
// from the text secret the enrolment shows (RFC 4648 base32).

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new Error('not base32');
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The code an authenticator app shows for `secret` at `at` (ms). */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** A code that is not the current one (nor its neighbours the provider tolerates). */
export function wrongCode(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((d) => totp(secret, Date.now() + d)));
  for (let i = 0; ; i++) {
    const c = String(i).padStart(6, '0');
    if (!near.has(c)) return c;
  }
}
