// What a span may carry (issue 38 point 4, design D§15): routes and ids, never values. The
// HTTP instrumentations record the whole URL (`url.full`, `url.query`, the older `http.target` and
// `http.url`), so a patient list's search or a birth date in a query string would reach the trace
// backend; error messages can quote what was sent (a database's "Key (email)=(…)"), and a client's
// address is personal data. Every span is scrubbed here before the exporter sees it.

type Attributes = Record<string, unknown>;

/** Query strings and fragments go; the path (route and ids) stays. */
const URL_KEYS = ['url.full', 'http.url', 'http.target'];
/** Dropped whole: values, and who sent them. */
const DROPPED = [
  'url.query',
  'client.address',
  'http.client_ip',
  'exception.message',
  'exception.stacktrace',
];

const withoutQuery = (v: unknown) => (typeof v === 'string' ? v.replace(/[?#].*$/s, '') : v);

/** Scrubs one attribute map in place (a span's, or one of its events'). */
export function scrubAttributes(attributes: Attributes | undefined): void {
  if (!attributes) return;
  for (const key of URL_KEYS) if (key in attributes) attributes[key] = withoutQuery(attributes[key]);
  for (const key of DROPPED) delete attributes[key];
}

interface ScrubbableSpan {
  attributes: Attributes;
  events: { attributes?: Attributes }[];
  status: { code: number; message?: string };
}

/**
 * A span processor placed before the exporting one: an ended span is scrubbed before it is queued
 * (the spans' maps are the SDK's own mutable objects; the exporter serialises them later). A status
 * message is an error's text, so only the status code stays.
 */
export const scrubbingProcessor = {
  onStart(): void {},
  onEnd(span: unknown): void {
    const s = span as ScrubbableSpan;
    scrubAttributes(s.attributes);
    for (const e of s.events) scrubAttributes(e.attributes);
    if (s.status.message) s.status.message = undefined;
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};
