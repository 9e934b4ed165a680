import { tracingStarted } from '../services/tracing.ts';

/** Paths whose requests make no span: Prometheus' scrapes and health checks, every few seconds. */
const UNTRACED_PATHS = /^\/(api\/)?(metrics|health)(\/|\?|$)/;

/** Whether an OTLP endpoint for traces is configured (the standard OpenTelemetry variables). */
export function otlpConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (/^true$/i.test(env.OTEL_SDK_DISABLED ?? '')) return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

/**
 * Starts the OpenTelemetry Node SDK, before the app's modules load (the http instrumentation patches `http`
 * when Fastify requires it), only when an OTLP endpoint is configured: without one the SDK is not even loaded.
 * The exporter, its protocol (OTEL_EXPORTER_OTLP_PROTOCOL), headers, sampler and batching follow the standard
 * OTEL_* variables. Traces only: metrics stay Prometheus' (services/metrics.ts) and logs stay pino's lines on
 * stdout, which carry the trace id.
 */
export async function startTelemetry(serviceName: string): Promise<void> {
  if (!otlpConfigured()) return;
  const [{ NodeSDK }, { HttpInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || serviceName,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.test(req.url ?? ''),
        // An outgoing call is a span only inside a traced operation (an S3 write under `storage.put`); a
        // webhook delivery alone would start a trace of one span.
        requireParentforOutgoingSpans: true,
      }),
    ],
  });
  sdk.start();
  tracingStarted(() => sdk.shutdown());
}
