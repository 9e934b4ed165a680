/**
 * Traces through real processes and the real OTLP exporter: the server (and, on PostgreSQL, a separate worker
 * process) export OTLP/JSON to a small receiver in this test. One request's trace must run from the caller's
 * `traceparent` through the HTTP span, the enqueue and the worker's job span to the issuer, PDF and storage
 * spans, the answer naming it (X-Trace-Id) and the request's log lines carrying it. Without an OTLP endpoint the
 * SDK is not even loaded.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORIGINAL_CODES } from '@certidao/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../src/testing/tempDatabase.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from './harness.ts';
import { CPF, fisicaBody, settled, waitUntil } from './pipelineHelpers.ts';
import { API_DIR, freePort, startProcess } from './processes.ts';

interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
  links: Array<{ traceId: string; spanId: string }>;
}

/** An OTLP/HTTP receiver of JSON trace exports (`/v1/traces`), keeping every span it is sent. */
async function otlpReceiver(): Promise<{ url: string; spans: ExportedSpan[]; server: Server }> {
  const spans: ExportedSpan[] = [];
  type KeyValue = { key: string; value: Record<string, unknown> };
  const flat = (kvs: KeyValue[] = []) =>
    Object.fromEntries(kvs.map((kv) => [kv.key, Object.values(kv.value)[0]]));
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const parsed = JSON.parse(body) as {
          resourceSpans: Array<{
            resource: { attributes: KeyValue[] };
            scopeSpans: Array<{ spans: Array<Omit<ExportedSpan, 'service'> & { attributes: KeyValue[] }> }>;
          }>;
        };
        for (const rs of parsed.resourceSpans) {
          const service = String(flat(rs.resource.attributes)['service.name']);
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans)
              spans.push({
                service,
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId ?? '',
                name: s.name,
                attributes: flat(s.attributes as unknown as KeyValue[]),
                links: s.links ?? [],
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, spans, server };
}

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const f of cleanups.reverse()) await f();
});

const onPostgres = !!process.env.DATABASE_URL;

describe('traces across processes (OTLP/JSON to a receiver)', () => {
  it('one trace from the caller through the request, the queue and the worker to the PDF', async () => {
    const receiver = await otlpReceiver();
    cleanups.push(() => new Promise<void>((r) => receiver.server.close(() => r())));
    const dataDir = mkdtempSync(join(tmpdir(), 'certidao-tracing-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}/api`;
    const otel = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    };
    const env = {
      ...otel,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SANDBOX_TIME_SCALE: '0.002',
    };
    if (onPostgres) {
      const database = await createTempDatabase(process.env.DATABASE_URL as string);
      cleanups.push(() => database.drop());
      const shared = { DATABASE_URL: database.url, RUN_WORKERS: 'false' };
      const server = startProcess('src/main.ts', { ...env, ...shared }, children);
      cleanups.push(() => stop(server));
      await waitUntil(async () => (await fetch(`${apiUrl}/health`)).ok, 180_000, 'the server to start');
      const worker = startProcess('src/worker.ts', { ...env, DATABASE_URL: database.url }, children);
      cleanups.push(() => stop(worker));
    } else {
      const server = startProcess('src/main.ts', env, children);
      cleanups.push(() => stop(server));
      await waitUntil(async () => (await fetch(`${apiUrl}/health`)).ok, 180_000, 'the server to start');
    }
    const server = children[0] as ChildProcess & { output(): string };

    const { api, token } = await signIn(apiUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    // The caller's own span: the server continues its trace.
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const res = await fetch(`${apiUrl}/solicitacoes`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        traceparent: `00-${callerTrace}-${callerSpan}-01`,
      },
      body: JSON.stringify(fisicaBody('Rastreio Completo', CPF, ORIGINAL_CODES.slice(0, 2))),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-trace-id')).toBe(callerTrace);
    const requestId = res.headers.get('x-request-id');
    const created = (await res.json()) as { id: string };
    const done = await settled(api, created.id, 120_000);
    expect(done.certidoes.map((c) => c.status)).toEqual(['concluido', 'concluido']);

    const inTrace = () => receiver.spans.filter((s) => s.traceId === callerTrace);
    const named = (name: string) => inTrace().filter((s) => s.name === name);
    await waitUntil(
      async () =>
        named('certidao.job').length >= 2 &&
        named('issuer.issue').length >= 2 &&
        named('pdf.render_sign').length >= 2 &&
        named('storage.put').length >= 2,
      60_000,
      'the worker spans to be exported',
    );
    const byId = new Map(inTrace().map((s) => [s.spanId, s]));
    const [http] = named('POST /api/solicitacoes');
    expect(http?.parentSpanId).toBe(callerSpan);
    expect(http?.attributes['certidao.request_id']).toBe(requestId);
    expect(http?.service).toBe('certidao-api');
    const [enqueue] = named('certidao.enqueue');
    expect(enqueue?.parentSpanId).toBe(http?.spanId);

    /** The names of a span's ancestors, nearest first, up to the caller's span. */
    const chain = (span: ExportedSpan) => {
      const names: string[] = [];
      for (let s = byId.get(span.parentSpanId); s; s = byId.get(s.parentSpanId)) names.push(s.name);
      return names;
    };
    for (const job of named('certidao.job')) {
      expect(chain(job)).toEqual(['certidao.enqueue', 'POST /api/solicitacoes']);
      expect(job.links[0]?.spanId).toBe(enqueue?.spanId);
      // On PostgreSQL the jobs run in the worker process, which continues the request's trace.
      expect(job.service).toBe(onPostgres ? 'certidao-worker' : 'certidao-api');
    }
    for (const name of ['issuer.issue', 'pdf.render_sign', 'storage.put'])
      for (const s of named(name))
        expect(chain(s).slice(0, 1).concat(chain(s).slice(-2))).toEqual([
          'certidao.job',
          'certidao.enqueue',
          'POST /api/solicitacoes',
        ]);

    // The request's log lines carry its trace (and its request id).
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; trace_id?: string });
    const ofRequest = lines.filter((l) => l.reqId === requestId);
    expect(ofRequest.length).toBeGreaterThan(0);
    for (const l of ofRequest) expect(l.trace_id).toBe(callerTrace);
  }, 300_000);
});

/** Stops a process with SIGTERM (so it flushes its spans) and waits for it. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

describe('without an OTLP endpoint', () => {
  /** Starts telemetry in a fresh process; tells whether the SDK was loaded and a tracer provider registered. */
  const probe = (env: Record<string, string>) => {
    const script = `
      import { createRequire } from 'node:module';
      import { trace } from '@opentelemetry/api';
      import { startTelemetry } from './src/startup/telemetry.ts';
      import { tracingEnabled } from './src/services/tracing.ts';
      await startTelemetry('probe');
      const loaded = Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes('@opentelemetry/sdk-'));
      const provider = trace.getTracerProvider().getDelegate().constructor.name;
      console.log(JSON.stringify({ loaded, provider, enabled: tracingEnabled() }));
      process.exit(0);`;
    const { OTEL_EXPORTER_OTLP_ENDPOINT: _a, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: _b, ...rest } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: API_DIR,
      env: { ...rest, ...env },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
  };

  it('loads no SDK and registers no tracer provider; with one, both', () => {
    expect(probe({})).toEqual({ loaded: false, provider: 'NoopTracerProvider', enabled: false });
    const on = probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on.loaded).toBe(true);
    expect(on.provider).not.toBe('NoopTracerProvider');
    expect(on.enabled).toBe(true);
  }, 60_000);
});
