import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

// The opt-out link's token (issue 25 point 1, issue 38 point 6): it names the patient and proves the
// API wrote it, so a press on the e-mail's link (or a mail client's one-click unsubscribe) stops the
// reminders without a sign-in, and nobody can stop another patient's by guessing. It is opaque: the
// account id sealed with AES-256-GCM (a fresh 96-bit nonce, the 128-bit tag proves the API wrote it),
// base64url, 59 characters. Nothing is stored, so a later password change or re-subscription does not
// touch it and the link keeps working (RFC 8058 wants unsubscribe links that do not expire). The key
// is derived from the installation's at-rest key (HKDF with its own label: never the same bytes as
// the outbox's or the Dexcom tokens' key).
//
// The first tokens (until issue 38) were `<account id>.<HMAC>` and carried the id in clear; e-mails
// already sent hold them, so they are still accepted (never written again).

export interface ReminderTokens {
  sign(accountId: string): string;
  /** The account the token names, or null when it is not one the API wrote. */
  verify(token: string): string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = 12;
const TAG = 16;
const ID = 16;

const uuidOf = (id: Buffer) => {
  const hex = id.toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(uuid) ? uuid : null;
};

export function reminderTokens(atRestKey: Buffer): ReminderTokens {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', atRestKey, '', label, 32));
  const sealKey = derive('dcp reminder opt-out v2 aes-256-gcm');
  const macKey = derive('dcp reminder opt-out v1');
  const mac = (id: Buffer) => createHmac('sha256', macKey).update(id).digest().subarray(0, 16);

  /** `<id>.<HMAC>`: the tokens of e-mails sent before the sealed ones. */
  const verifyLegacy = (idPart: string, macPart: string) => {
    const id = Buffer.from(idPart, 'base64url');
    const given = Buffer.from(macPart, 'base64url');
    if (id.length !== ID || given.length !== 16 || !timingSafeEqual(given, mac(id))) return null;
    return uuidOf(id);
  };

  return {
    sign(accountId) {
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', sealKey, nonce);
      const sealed = Buffer.concat([
        cipher.update(Buffer.from(accountId.replace(/-/g, ''), 'hex')),
        cipher.final(),
      ]);
      return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length === 2) return verifyLegacy(parts[0]!, parts[1]!);
      const raw = Buffer.from(token, 'base64url');
      if (parts.length !== 1 || raw.length !== NONCE + ID + TAG) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, NONCE));
        decipher.setAuthTag(raw.subarray(NONCE + ID));
        return uuidOf(Buffer.concat([decipher.update(raw.subarray(NONCE, NONCE + ID)), decipher.final()]));
      } catch {
        return null;
      }
    },
  };
}
