/** The message the portal's handshake page posts to the widget (dexcom-widget/src/portal.ts reads it). */
export const WIDGET_MESSAGE = 'dcp-dexcom-widget';
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** The embedding page's origin from the query, exactly scheme://host[:port], else null. */
export function embedderOrigin(params: URLSearchParams): string | null {
  const origin = params.get('origin');
  return origin && ORIGIN.test(origin) ? origin : null;
}

/**
 * Hands the widget its token. postMessage's target origin is the one the API just allowed: the
 * browser drops the message if the opener is now anything else. Never to '*'.
 */
export function handOver(
  opener: Pick<Window, 'postMessage'>,
  origin: string,
  payload: { token: string; expiresAt: string; apiUrl: string },
): void {
  opener.postMessage({ type: WIDGET_MESSAGE, ...payload }, origin);
}

/** Where the widget's Connect opens: the portal's consent page, coming back here when linked. */
export const widgetReturnPath = (origin: string) => `/dexcom/widget?origin=${encodeURIComponent(origin)}`;
