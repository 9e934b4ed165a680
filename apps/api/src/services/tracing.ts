import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/**
 * Traces, through the OpenTelemetry API only: the SDK (startup/telemetry.ts) is loaded before the app when an
 * OTLP endpoint is configured, and only then. Without it every call here is a flag test: no span, no carrier,
 * no log fields, no wrapped methods. One trace runs from the HTTP request (the http instrumentation's server
 * span, named by its route here) through the enqueue (its context travels in the pg-boss job's data) to the
 * worker's job span and its issuer, PDF and storage spans, in whichever process runs the job.
 */

const tracer = trace.getTracer('certidao-agil');
let enabled = false;
let shutdown: (() => Promise<void>) | undefined;

/** Called by startup/telemetry.ts once the SDK runs; `stop` flushes and ends it. */
export function tracingStarted(stop: () => Promise<void>): void {
  enabled = true;
  shutdown = stop;
}

export function tracingEnabled(): boolean {
  return enabled;
}

/** Sends the spans still buffered (on shutdown); nothing without tracing. */
export async function stopTracing(): Promise<void> {
  const stop = shutdown;
  shutdown = undefined;
  await stop?.();
}

/** Runs `fn` in a span named `name`: ended when it settles, marked failed (with the error) when it throws. */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  fn: () => Promise<T>,
): Promise<T> {
  if (!enabled) return fn();
  return tracer.startActiveSpan(name, options, (span) => settle(span, fn));
}

async function settle<T>(span: Span, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : undefined,
    });
    throw error;
  } finally {
    span.end();
  }
}

/** The active trace context as W3C headers (`traceparent`), to carry in a queued job; undefined without one. */
export function traceCarrier(): Record<string, string> | undefined {
  if (!enabled || !trace.getSpan(context.active())) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/**
 * Runs a queued certificate job in a consumer span whose parent is the context its producer carried
 * (`traceCarrier`), also linked to it: the worker's spans join the request's trace, whichever process runs them.
 */
export function inJobSpan<T>(
  job: { id: string; retryCount: number; data?: { jobId?: string; trace?: Record<string, string> } },
  fn: () => Promise<T>,
): Promise<T> {
  if (!enabled) return fn();
  const carried = job.data?.trace;
  const parent = carried ? propagation.extract(ROOT_CONTEXT, carried) : ROOT_CONTEXT;
  const producer = trace.getSpanContext(parent);
  const span = tracer.startSpan(
    'certidao.job',
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.message.id': job.id,
        'certidao.job_id': job.data?.jobId ?? '',
        'certidao.retry_count': job.retryCount,
      },
      links: producer ? [{ context: producer }] : [],
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), () => settle(span, fn));
}

/**
 * Wraps one method of an object (an adapter instance) in a span per call; nothing without tracing. Kept out of
 * the pipeline's code: the pipeline wires its parts through this once.
 */
export function traceMethod<O extends object, K extends keyof O & string>(
  target: O | undefined,
  method: K,
  name: string,
  attributes: Attributes = {},
): void {
  if (!enabled || !target) return;
  const original = target[method];
  if (typeof original !== 'function') return;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    return inSpan(name, { attributes }, () => original.apply(this, args));
  };
  target[method] = wrapped as O[K];
}

/**
 * The request's span (the http instrumentation's server span, active in its handlers): named by the route and
 * given the request id; returns its trace id, for the answer's header. Nothing without tracing.
 */
export function describeRequestSpan(
  method: string,
  route: string | undefined,
  requestId: string,
): string | undefined {
  if (!enabled) return undefined;
  const span = trace.getSpan(context.active());
  if (!span?.isRecording()) return undefined;
  if (route) {
    span.updateName(`${method} ${route}`);
    span.setAttribute('http.route', route);
  }
  span.setAttribute('certidao.request_id', requestId);
  return span.spanContext().traceId;
}

/** pino's mixin: the active span's trace and span ids on every log line written inside one. */
export function traceLogFields(): Record<string, string> {
  if (!enabled) return {};
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
