import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// The opt-out link's token (issue 25 point 1): it names the patient and proves the API wrote it, so a
// press on the e-mail's link stops the reminders without a sign-in, and nobody can stop another
// patient's by guessing. `<account id, 16 bytes>.<HMAC-SHA256 of it, first 16 bytes>`, base64url:
// 128 bits nobody can forge without the key, no table to keep, and the link keeps working (RFC 8058
// wants unsubscribe links that do not expire). The key is derived from the installation's at-rest
// key (HKDF with its own label: never the same bytes as the outbox's or the Dexcom tokens' key).

export interface ReminderTokens {
  sign(accountId: string): string;
  /** The account the token names, or null when it is not one the API wrote. */
  verify(token: string): string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function reminderTokens(atRestKey: Buffer): ReminderTokens {
  const key = Buffer.from(hkdfSync('sha256', atRestKey, '', 'dcp reminder opt-out v1', 32));
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, 16);
  return {
    sign(accountId) {
      const id = Buffer.from(accountId.replace(/-/g, ''), 'hex');
      return `${id.toString('base64url')}.${mac(id).toString('base64url')}`;
    },
    verify(token) {
      const [idPart, macPart, extra] = token.split('.');
      if (!idPart || !macPart || extra !== undefined) return null;
      const id = Buffer.from(idPart, 'base64url');
      const given = Buffer.from(macPart, 'base64url');
      if (id.length !== 16 || given.length !== 16 || !timingSafeEqual(given, mac(id))) return null;
      const hex = id.toString('hex');
      const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return UUID.test(uuid) ? uuid : null;
    },
  };
}
