import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { WidgetTokens } from '../auth/plugin';

// The embeddable connect widget's session (issue 9 point 7). A page on an allowed origin never holds
// the patient's portal token: the portal's handshake page asks for a widget token instead, which is
//  - bound to the portal session that asked for it (signing out there ends it too),
//  - bound to the embedding origin (a request from any other Origin is refused),
//  - short-lived (WIDGET_TTL_MS), and
//  - accepted only by the few dexcom routes the widget needs (WIDGET_ROUTES).
// Stateless: `dcpw-` + base64url(session uuid 16 B | expiry s 4 B | sha256(origin) 8 B | HMAC 32 B).

export const WIDGET_TTL_MS = 60 * 60_000;
export const WIDGET_PREFIX = 'dcpw-';
/** What the widget calls: its status, a refresh (sync) and disconnect. */
export const WIDGET_ROUTES = new Set([
  'GET /api/dexcom/status',
  'POST /api/dexcom/glucose/sync',
  'DELETE /api/dexcom/disconnect',
]);

const originHash = (origin: string) => createHash('sha256').update(origin, 'utf8').digest().subarray(0, 8);

export function widgetTokens(secret: Buffer): WidgetTokens {
  // A key of its own, derived from the token key, so the two uses never share one.
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'dcp dexcom widget token v1', 32));
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest();
  return {
    issue(sessionId, origin, now = Date.now()) {
      const expiresAt = new Date(now + WIDGET_TTL_MS);
      const expiry = Buffer.alloc(4);
      expiry.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
      const body = Buffer.concat([
        Buffer.from(sessionId.replace(/-/g, ''), 'hex'),
        expiry,
        originHash(origin),
      ]);
      return { token: WIDGET_PREFIX + Buffer.concat([body, mac(body)]).toString('base64url'), expiresAt };
    },
    verify(token, origin, now = Date.now()) {
      if (!origin || !token.startsWith(WIDGET_PREFIX)) return null;
      const raw = Buffer.from(token.slice(WIDGET_PREFIX.length), 'base64url');
      if (raw.length !== 60) return null;
      const body = raw.subarray(0, 28);
      if (!timingSafeEqual(raw.subarray(28), mac(body))) return null;
      if (body.readUInt32BE(16) * 1000 <= now) return null;
      if (!timingSafeEqual(body.subarray(20, 28), originHash(origin))) return null;
      const hex = body.subarray(0, 16).toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
