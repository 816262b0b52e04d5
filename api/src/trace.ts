import type * as OtelApi from '@opentelemetry/api';
import { nativeRequire } from './native-require';

// Tracing hooks the code calls whether or not tracing is on (issue 29 point 5). OpenTelemetry is
// loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (api/src/telemetry.ts, before anything else),
// which turns these on; otherwise they cost one flag test.

let on = false;
/** Called by startTelemetry once its provider is registered. */
export function enableTracing(): void {
  on = true;
}
const enabled = () => on;
const api = () => nativeRequire<typeof OtelApi>('@opentelemetry/api');

/** Runs `fn` inside a span (outbound calls no instrumentation sees: SMTP). */
export async function withSpan<T>(name: string, fn: () => Promise<T>): Promise<T> {
  if (!enabled()) return fn();
  const { trace, SpanStatusCode } = api();
  return trace.getTracer('dcp-api').startActiveSpan(name, async (span) => {
    try {
      return await fn();
    } catch (e) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (e as Error).name });
      throw e;
    } finally {
      span.end();
    }
  });
}

/** The active trace's ids for a log line (pino's mixin), so logs and traces meet. */
export function traceFields(): Record<string, string> {
  if (!enabled()) return {};
  const ctx = api().trace.getActiveSpan()?.spanContext();
  return ctx ? { traceId: ctx.traceId, spanId: ctx.spanId } : {};
}
