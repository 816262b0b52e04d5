import type * as HttpInst from '@opentelemetry/instrumentation-http';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as PgInst from '@opentelemetry/instrumentation-pg';
import type * as UndiciInst from '@opentelemetry/instrumentation-undici';
import type * as Exporter from '@opentelemetry/exporter-trace-otlp-http';
import type * as Resources from '@opentelemetry/resources';
import type * as TraceNode from '@opentelemetry/sdk-trace-node';
import { nativeRequire } from './native-require';
import { scrubbingProcessor } from './telemetry-scrub';
import { enableTracing } from './trace';

/**
 * OpenTelemetry traces exported by OTLP/HTTP (issue 29 point 5), started before the API or worker
 * loads anything it instruments: incoming HTTP (Fastify's server), PostgreSQL (pg), outbound fetch
 * (Dexcom) and outbound HTTP (the AWS SDK's calls to Cognito); SMTP has its own span (trace.ts).
 * Only loaded when OTEL_EXPORTER_OTLP_ENDPOINT is set (api/src/cli.ts): a process without it pays
 * nothing. The exporter reads the standard OTEL_* variables (headers, sampler) itself.
 */
export function startTelemetry(role: string, serviceName?: string): { shutdown(): Promise<void> } {
  const load = <T>(id: string) => nativeRequire<T>(id);
  const { NodeTracerProvider, BatchSpanProcessor } = load<typeof TraceNode>('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = load<typeof Exporter>('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = load<typeof Resources>('@opentelemetry/resources');
  const { registerInstrumentations } = load<typeof Instrumentation>('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = load<typeof HttpInst>('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = load<typeof PgInst>('@opentelemetry/instrumentation-pg');
  const { UndiciInstrumentation } = load<typeof UndiciInst>('@opentelemetry/instrumentation-undici');
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName ?? `dcp-${role}` }),
    // Scrubbed first (query strings, error texts, client addresses), then queued for export.
    spanProcessors: [scrubbingProcessor, new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  enableTracing();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Health probes would drown everything else; query strings are scrubbed (telemetry-scrub.ts).
        ignoreIncomingRequestHook: (req) => /^\/(health|metrics)/.test(req.url ?? ''),
      }),
      // Statement text without values (pg's default): parameters can hold personal data.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new UndiciInstrumentation(),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}
