/**
 * Prometheus metrics: the endpoint's protection (METRICS_TOKEN on the API's port, METRICS_PORT on a port of its
 * own, off without either), and each metric moving when its event happens: an HTTP call (by route pattern), a
 * certificate issued and one failed through the sandbox, webhook deliveries to a local receiver, a monitoring
 * pass, the queue's waiting jobs and assisted jobs waiting and overdue; a real worker process scraped on its
 * METRICS_PORT. The operator's files (Grafana dashboard,
 * Prometheus alert rules) are checked to name only metrics a running server exports.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';
import { runMonitoringPass } from '../src/modules/monitoring/scheduler.ts';
import { createTempDatabase } from '../src/testing/tempDatabase.ts';
import { callApi, startTestServer, type TestServer } from './harness.ts';
import { CPF, fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';
import { freePort, startProcess } from './processes.ts';
import { receiver } from './webhookReceiver.ts';

const TOKEN = 'metricas-de-teste-0123456789';

/** A readable PDF, as an operator uploads the official document. */
async function officialPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('DOCUMENTO OFICIAL TRF3', { x: 50, y: 700, size: 14, font });
  return Buffer.from(await doc.save()).toString('base64');
}
const PROMETHEUS_TYPE = /^text\/plain; version=0\.0\.4; charset=utf-8$/;

/** The samples of an exposition text: `name{labels}` → value (labels in the order the server writes them). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

/** The sum of the samples of one metric whose labels include all of `labels`. */
function value(all: Map<string, number>, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const [key, v] of all) {
    const brace = key.indexOf('{');
    if ((brace < 0 ? key : key.slice(0, brace)) !== name) continue;
    if (Object.entries(labels).every(([k, l]) => key.includes(`${k}="${l}"`))) sum += v;
  }
  return sum;
}

/** A scrape with the token (`null`: without an Authorization header). */
async function scrapeAt(url: string, token: string | null = TOKEN) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, samples: samples(text) };
}

let t: TestServer;
const scrape = async () => {
  const res = await scrapeAt(`${t.apiUrl}/metrics`);
  expect(res.status).toBe(200);
  return res.samples;
};
const receivers: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  t = await startTestServer({}, { METRICS_TOKEN: TOKEN, WEBHOOK_RETRY_SCHEDULE: '1,1' });
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t?.close();
});

describe('metrics endpoint on the API port (METRICS_TOKEN)', () => {
  it('refuses a scrape without the token or with a wrong one (401), serves Prometheus text with it', async () => {
    const none = await scrapeAt(`${t.apiUrl}/metrics`, null);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.text).message).toMatch(/METRICS_TOKEN/);
    const wrong = await scrapeAt(`${t.apiUrl}/metrics`, `${TOKEN}x`);
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${t.apiUrl}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
    const ok = await scrapeAt(`${t.apiUrl}/metrics`);
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(PROMETHEUS_TYPE);
    // The process's default metrics and this server's, with their help.
    expect(ok.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(ok.text).toContain('# HELP certidao_queue_jobs ');
  });

  it('counts HTTP answers by route pattern, never by the URL a client sent', async () => {
    const before = await scrape();
    const id = randomUUID();
    const user = await t.createUser('user');
    expect((await callApi(t.apiUrl, `/solicitacoes/${id}`, { token: user.token })).status).toBe(404);
    expect((await callApi(t.apiUrl, '/health')).status).toBe(200);
    expect((await callApi(t.apiUrl, `/nao-existe/${id}`)).status).toBe(404);
    const after = await scrape();
    const route = { method: 'GET', route: '/api/solicitacoes/:id', status: '404' };
    expect(value(after, 'certidao_http_requests_total', route)).toBe(
      value(before, 'certidao_http_requests_total', route) + 1,
    );
    const health = { route: '/api/health', status_class: '2xx' };
    expect(value(after, 'certidao_http_request_duration_seconds_count', health)).toBeGreaterThan(
      value(before, 'certidao_http_request_duration_seconds_count', health),
    );
    expect(
      value(after, 'certidao_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThan(value(before, 'certidao_http_requests_total', { route: 'unmatched', status: '404' }));
    // Outside /api (the web app; this server does not serve it): one 'web' series, whatever the path.
    expect((await fetch(`${t.url}/painel/${id}`)).status).toBe(404);
    expect(value(await scrape(), 'certidao_http_requests_total', { route: 'web', status: '404' })).toBe(
      value(before, 'certidao_http_requests_total', { route: 'web', status: '404' }) + 1,
    );
    const text = (await scrapeAt(`${t.apiUrl}/metrics`)).text;
    expect(text).not.toContain(id);
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/api/metrics"');
  });
});

describe('metrics of the work', () => {
  it('counts a certificate issued and one failed (FALHA) per type and source, and times the source', async () => {
    const before = await scrape();
    const user = await userWithPlan(t, 0);
    const ok = await user.api.createSolicitacao({ body: fisicaBody('Maria Metrica', CPF, ['cndt']) });
    const failing = await user.api.createSolicitacao({
      body: fisicaBody('Teste FALHA Metrica', CPF, ['cndt']),
    });
    expect((await settled(user.api, ok.id)).certidoes[0]?.status).toBe('concluido');
    expect((await settled(user.api, failing.id)).certidoes[0]?.status).toBe('falhou');
    const after = await scrape();
    const cndt = { type: 'cndt', source: 'sandbox' };
    expect(value(after, 'certidao_certificates_issued_total', cndt)).toBe(
      value(before, 'certidao_certificates_issued_total', cndt) + 1,
    );
    expect(value(after, 'certidao_certificates_failed_total', cndt)).toBe(
      value(before, 'certidao_certificates_failed_total', cndt) + 1,
    );
    const timed = { source: 'sandbox' };
    expect(value(after, 'certidao_issuance_duration_seconds_count', timed)).toBe(
      value(before, 'certidao_issuance_duration_seconds_count', timed) + 1,
    );
  }, 60_000);

  it('counts webhook deliveries by outcome: success, error (retried) and gave_up', async () => {
    const before = await scrape();
    const owner = await t.createUser('user');
    const good = await receiver();
    const bad = await receiver(() => 500);
    receivers.push(good, bad);
    const a = await owner.api.criarWebhook({ body: { url: good.url, eventos: ['certidao.concluida'] } });
    const b = await owner.api.criarWebhook({ body: { url: bad.url, eventos: ['certidao.concluida'] } });
    await owner.api.testarWebhook({ path: { id: a.endpoint.id } });
    await owner.api.testarWebhook({ path: { id: b.endpoint.id } });
    // The failing endpoint: a first attempt and two retries (WEBHOOK_RETRY_SCHEDULE=1,1), the last one gives up.
    const after = await waitUntil(
      async () => {
        const s = await scrape();
        return value(s, 'certidao_webhook_deliveries_total', { outcome: 'gave_up' }) >
          value(before, 'certidao_webhook_deliveries_total', { outcome: 'gave_up' })
          ? s
          : undefined;
      },
      30_000,
      'the failing delivery to give up',
    );
    expect(good.received).toHaveLength(1);
    expect(bad.received).toHaveLength(3);
    const moved = (outcome: string) =>
      value(after, 'certidao_webhook_deliveries_total', { outcome }) -
      value(before, 'certidao_webhook_deliveries_total', { outcome });
    expect([moved('success'), moved('error'), moved('gave_up')]).toEqual([1, 2, 1]);
    expect(
      value(after, 'certidao_webhook_delivery_duration_seconds_count', { outcome: 'success' }),
    ).toBeGreaterThan(
      value(before, 'certidao_webhook_delivery_duration_seconds_count', { outcome: 'success' }),
    );
  }, 60_000);

  it('times monitoring passes and counts the renewals they create and the ones refused (no quota)', async () => {
    // One request a month: the first party's issuance spends it, the second party's is refused.
    const owner = await userWithPlan(t, 1);
    const party = (nomeCompleto: string, documento: string) => ({
      tipoPessoa: 'fisica' as const,
      nomeCompleto,
      documento,
      dataNascimento: '15/03/1985',
      tiposCertidao: ['cndt' as const],
    });
    const before = await scrape();
    // A pass runs here, and others on the schedule (the one that locks the party first creates its renewal).
    const afterPass = (moved: (s: Map<string, number>) => boolean, what: string) =>
      waitUntil(
        async () => {
          await runMonitoringPass(t.server.ctx);
          const s = await scrape();
          return moved(s) ? s : undefined;
        },
        30_000,
        what,
      );
    await owner.api.criarMonitoramento({ body: party('Paulo Monitorado', CPF) });
    const renewed = await afterPass(
      (s) =>
        value(s, 'certidao_monitoring_renewals_total') > value(before, 'certidao_monitoring_renewals_total'),
      'the renewal to be counted',
    );
    expect(value(renewed, 'certidao_monitoring_renewals_total')).toBe(
      value(before, 'certidao_monitoring_renewals_total') + 1,
    );
    expect(value(renewed, 'certidao_monitoring_pass_duration_seconds_count')).toBeGreaterThan(
      value(before, 'certidao_monitoring_pass_duration_seconds_count'),
    );
    expect(value(renewed, 'certidao_monitoring_last_pass_timestamp_seconds')).toBeGreaterThan(0);
    await owner.api.criarMonitoramento({ body: party('Rita Sem Cota', '111.444.777-35') });
    const refused = await afterPass(
      (s) =>
        value(s, 'certidao_monitoring_refusals_total') > value(renewed, 'certidao_monitoring_refusals_total'),
      'the refusal to be counted',
    );
    expect(value(refused, 'certidao_monitoring_refusals_total')).toBe(
      value(renewed, 'certidao_monitoring_refusals_total') + 1,
    );
    expect(value(refused, 'certidao_monitoring_renewals_total')).toBe(
      value(renewed, 'certidao_monitoring_renewals_total'),
    );
  }, 60_000);

  it('reads assisted jobs waiting, in progress and overdue; counts what operators issue and fail', async () => {
    const before = await scrape();
    const user = await userWithPlan(t, 0);
    // OPERADOR: an assisted type waits for an operator even though the sandbox fulfils assisted types.
    const body = fisicaBody('Teste OPERADOR Metrica', CPF, ['trf3']);
    const jobIds: string[] = [];
    for (let i = 0; i < 2; i++)
      jobIds.push((await user.api.createSolicitacao({ body })).certidoes[0]?.jobId as string);
    const waiting = await scrape();
    expect(value(waiting, 'certidao_assisted_jobs', { state: 'waiting' })).toBe(
      value(before, 'certidao_assisted_jobs', { state: 'waiting' }) + 2,
    );
    expect(value(waiting, 'certidao_assisted_jobs_overdue')).toBe(0);
    const { api: admin } = await t.admin();
    await admin.avancarRelogioSandbox({ body: { avancarSegundos: 30 * 86_400 } });
    try {
      const late = await scrape();
      expect(value(late, 'certidao_assisted_jobs_overdue')).toBe(2);
    } finally {
      await admin.avancarRelogioSandbox({ body: { redefinir: true } });
    }

    const [issued, failed] = jobIds as [string, string];
    const operator = await t.createUser('moderator');
    await operator.api.assumirEmissaoAssistida({ path: { id: issued } });
    expect(value(await scrape(), 'certidao_assisted_jobs', { state: 'in_progress' })).toBe(1);
    await operator.api.concluirEmissaoAssistida({
      path: { id: issued },
      body: { pdfBase64: await officialPdf(), resultado: 'negativa', codigoControle: 'ABC-123' },
    });
    await operator.api.assumirEmissaoAssistida({ path: { id: failed } });
    await operator.api.falharEmissaoAssistida({
      path: { id: failed },
      body: { motivo: 'Portal fora do ar.' },
    });
    const after = await scrape();
    const trf3 = { type: 'trf3', source: 'operador' };
    expect(value(after, 'certidao_certificates_issued_total', trf3)).toBe(
      value(before, 'certidao_certificates_issued_total', trf3) + 1,
    );
    expect(value(after, 'certidao_certificates_failed_total', trf3)).toBe(
      value(before, 'certidao_certificates_failed_total', trf3) + 1,
    );
    expect(value(after, 'certidao_issuance_duration_seconds_count', { source: 'operador' })).toBe(
      value(before, 'certidao_issuance_duration_seconds_count', { source: 'operador' }) + 1,
    );
    expect(value(after, 'certidao_assisted_jobs')).toBe(value(before, 'certidao_assisted_jobs'));
  }, 60_000);
});

describe('a worker-like process: metrics on their own port (METRICS_PORT)', () => {
  it('serves /metrics on that port (with the token when set), not on the API port; reads waiting jobs', async () => {
    const other = await startTestServer({ runWorkers: false, metricsPort: 0 }, { METRICS_TOKEN: TOKEN });
    try {
      const address = other.server.metricsServer?.address();
      if (!address || typeof address === 'string') throw new Error('no metrics port');
      const url = `http://127.0.0.1:${address.port}/metrics`;
      expect((await scrapeAt(url, null)).status).toBe(401);
      expect((await scrapeAt(url, 'errado-errado-errado')).status).toBe(401);
      expect((await scrapeAt(`http://127.0.0.1:${address.port}/outra`)).status).toBe(404);
      expect((await scrapeAt(`${other.apiUrl}/metrics`)).status).toBe(404);
      // No worker here: the request's job waits in the queue, and its age grows.
      const user = await userWithPlan(other, 0);
      await user.api.createSolicitacao({ body: fisicaBody('Ana Na Fila', CPF, ['cndt']) });
      const res = await waitUntil(async () => {
        const r = await scrapeAt(url);
        return value(r.samples, 'certidao_queue_oldest_job_age_seconds', { queue: 'certidoes' }) > 0
          ? r
          : undefined;
      });
      expect(res.type).toMatch(PROMETHEUS_TYPE);
      expect(value(res.samples, 'certidao_queue_jobs', { queue: 'certidoes', state: 'waiting' })).toBe(1);
      for (const queue of ['certidoes', 'refunds', 'monitoramento', 'webhooks'])
        expect(res.text).toContain(`certidao_queue_jobs{queue="${queue}",state="active"}`);
      if (process.env.DATABASE_URL) expect(res.text).toContain('certidao_db_pool_connections{state="total"}');
      else expect(res.text).not.toContain('certidao_db_pool_connections{');
    } finally {
      await other.close();
    }
  }, 60_000);

  it('a worker process (npm run worker) is scraped on METRICS_PORT, its only HTTP port', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'certidao-metrics-worker-'));
    const database = process.env.DATABASE_URL
      ? await createTempDatabase(process.env.DATABASE_URL)
      : undefined;
    const port = await freePort();
    const worker = startProcess('src/worker.ts', {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      METRICS_PORT: String(port),
      METRICS_TOKEN: TOKEN,
    });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      await waitUntil(async () => worker.output().includes('no ar'), 180_000, 'the worker to start');
      const res = await scrapeAt(url);
      expect(res.status).toBe(200);
      expect(worker.output()).toContain(`Métricas:     http://127.0.0.1:${port}/metrics (com METRICS_TOKEN)`);
      expect(res.type).toMatch(PROMETHEUS_TYPE);
      expect(res.text).toContain('certidao_queue_jobs{queue="certidoes",state="waiting"} 0');
      expect(res.text).toContain('certidao_assisted_jobs_overdue 0');
      expect(value(res.samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect((await scrapeAt(url, null)).status).toBe(401);
    } finally {
      const exited = new Promise((r) => worker.once('exit', r));
      worker.kill('SIGTERM');
      await exited;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('is off without METRICS_TOKEN and METRICS_PORT (404)', async () => {
    const plain = await startTestServer();
    try {
      expect(plain.server.metricsServer).toBeUndefined();
      const res = await callApi(plain.apiUrl, '/metrics', { token: TOKEN });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a short token and a bad or clashing port in the configuration', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ METRICS_TOKEN: 'curto' })).toEqual([
      'METRICS_TOKEN deve ter pelo menos 16 caracteres (recebido: 5 caracteres).',
    ]);
    expect(problems({ METRICS_PORT: 'abc' })[0]).toMatch(
      /^METRICS_PORT deve ser um número inteiro entre 1 e 65535/,
    );
    expect(problems({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT deve ser diferente de PORT (ambas: 3000).',
    ]);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN })).toMatchObject({
      metricsPort: 9464,
      metricsToken: TOKEN,
    });
  });
});

describe("the operator's files", () => {
  /** Every metric name the running server exports (a histogram's series names included). */
  async function exported(): Promise<Set<string>> {
    const { text } = await scrapeAt(`${t.apiUrl}/metrics`);
    const names = new Set<string>();
    for (const m of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      const [, name, type] = m as unknown as [string, string, string];
      names.add(name);
      if (type === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(`${name}${s}`);
    }
    return names;
  }
  const metricNames = (expr: string) =>
    [...expr.matchAll(/\b(?:certidao|process|nodejs)_[a-z0-9_]+/g)].map((m) => m[0]);

  it('the alert rules parse and name only exported metrics; each alert has a runbook', async () => {
    const names = await exported();
    const rules = parseYaml(readFileSync(`${REPO_ROOT}ops/prometheus/alerts.yml`, 'utf8')) as {
      groups: Array<{
        name: string;
        rules: Array<{ alert: string; expr: string; labels: object; annotations: Record<string, string> }>;
      }>;
    };
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.map((a) => a.alert).sort()).toEqual(
      [
        'CertidaoAssistedJobsOverdue',
        'CertidaoHttpErrorRate',
        'CertidaoQueueStalled',
        'CertidaoSourceDown',
        'CertidaoSourceFailing',
        'CertidaoWebhookDeliveriesFailing',
      ].sort(),
    );
    const runbook = readFileSync(`${REPO_ROOT}docs/operations.md`, 'utf8');
    for (const a of alerts) {
      const used = metricNames(a.expr);
      expect(used.length, a.alert).toBeGreaterThan(0);
      for (const n of used) expect(names, `${a.alert}: ${n}`).toContain(n);
      expect(a.annotations.summary, a.alert).toBeTruthy();
      expect(a.annotations.runbook_url, a.alert).toContain(`operations.md#${a.alert.toLowerCase()}`);
      expect(runbook).toContain(`### ${a.alert}`);
    }
  });

  it('the Grafana dashboard parses and its panels name only exported metrics', async () => {
    const names = await exported();
    const dashboard = JSON.parse(readFileSync(`${REPO_ROOT}ops/grafana/certidao.json`, 'utf8')) as {
      title: string;
      panels: Array<{ title: string; targets?: Array<{ expr: string }> }>;
    };
    expect(dashboard.title).toBeTruthy();
    const exprs = dashboard.panels.flatMap((p) =>
      (p.targets ?? []).map((x) => ({ panel: p.title, expr: x.expr })),
    );
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    for (const { panel, expr } of exprs) {
      const used = metricNames(expr);
      expect(used.length, panel).toBeGreaterThan(0);
      for (const n of used) expect(names, `${panel}: ${n}`).toContain(n);
    }
  });
});
