import type { WidgetSession } from './api';

// The handshake with the portal (its page mfe-dexcom/src/features/widget): the widget opens the
// portal in a popup; the portal, where the patient is signed in, asks the API for a widget token
// for this page's origin and posts it back to this window only. Here a message counts only when it
// comes from the portal's origin, from the popup this widget opened, and has the expected shape.

const MESSAGE = 'dcp-dexcom-widget';
const POPUP = 'dcp-dexcom-widget';
const FEATURES = 'popup,width=520,height=760';

export const handshakeUrl = (portal: string, origin: string) =>
  `${portal}/dexcom/widget?origin=${encodeURIComponent(origin)}`;

/** The portal's consent page; once linked it returns to the handshake page, which posts a token. */
export const connectUrl = (portal: string, origin: string) =>
  `${portal}/dexcom/auth?returnUrl=${encodeURIComponent(`/dexcom/widget?origin=${encodeURIComponent(origin)}`)}`;

export const openPopup = (url: string): Window | null => window.open(url, POPUP, FEATURES);

const isHttpUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);

/** The session a message carries, or null when it is not the portal's answer to our popup. */
export function readHandshake(
  e: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  portal: string,
  popup: Window | null,
): WidgetSession | null {
  if (e.origin !== portal || !popup || e.source !== popup) return null;
  const d = e.data as Record<string, unknown> | null;
  if (!d || d.type !== MESSAGE || typeof d.token !== 'string' || typeof d.expiresAt !== 'string') return null;
  if (!isHttpUrl(d.apiUrl)) return null;
  return { token: d.token, expiresAt: d.expiresAt, apiUrl: d.apiUrl.replace(/\/$/, '') };
}
