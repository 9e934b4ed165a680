#!/usr/bin/env node
// `npm run bench:web`: Lighthouse 12 on the landing page, as a customer's phone would see it.
//
// Builds the web app, starts the real server (`apps/api/src/main.ts`, as `npm start` does) on a free port and a
// fresh DATA_DIR, then runs Lighthouse programmatically with its default mobile settings (Moto G Power screen,
// simulated slow 4G and 4× CPU throttling) in the system Chromium, and prints the four category scores and
// the main metrics next to the goals (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95), then
// the main thread's work and Total Blocking Time recomputed from the trace by CPU time, which a busy machine
// does not inflate as it does the wall-clock times Lighthouse simulates from. A measurement, not a test: nothing is asserted and it is not part of `npm test`.
//
// `--app` (`npm run bench -- lighthouse`) measures the app after sign-in instead: it creates a customer with a
// few requests (issued by the instant sandbox), signs in as a browser does (the session cookies are set in
// Chromium, which Lighthouse keeps: it clears caches and storage, not cookies) and runs Lighthouse on the
// requests list and on one request's page, where the performance goal is ≥ 90.
//
// Options: --runs N (default 1; medians are printed when N > 1), --path /x (default /), --app, --no-build
// (reuse apps/web/dist). Each page's last HTML report and its JSON are written to the system temp folder.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { buildSolicitacaoPayload } from '../packages/domain/src/index.ts';
import { call, customerAccount, startServer } from './server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    path: { type: 'string', default: '/' },
    'no-build': { type: 'boolean', default: false },
    app: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 1);
/** Runs whose trace Lighthouse failed to record are made again, this many times in all. */
const MAX_RETRIES = 2;

const CATEGORIES = [
  { id: 'performance', label: 'Performance', goal: values.app ? 90 : 95 },
  { id: 'accessibility', label: 'Accessibility', goal: 100 },
  { id: 'best-practices', label: 'Best practices', goal: 95 },
  // The signed-in pages are kept out of search engines on purpose (noindex): no SEO goal there.
  { id: 'seo', label: 'SEO', goal: values.app ? null : 95 },
];
const METRICS = [
  { id: 'first-contentful-paint', label: 'First Contentful Paint', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'Largest Contentful Paint', unit: 'ms' },
  { id: 'total-blocking-time', label: 'Total Blocking Time', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'Cumulative Layout Shift', unit: '' },
  { id: 'speed-index', label: 'Speed Index', unit: 'ms' },
];

const log = (message) => console.error(`[bench:web] ${message}`);
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The system Chromium with a DevTools port for Lighthouse. */
function launchChromium(profileDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      CHROMIUM,
      [
        ...CHROMIUM_FLAGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${profileDir}`,
        '--no-first-run',
        '--no-default-browser-check',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    const onData = (chunk) => {
      stderr += chunk;
      const match = stderr.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        child.stderr.off('data', onData);
        child.stderr.resume();
        const exited = new Promise((done) => child.once('exit', done));
        resolve({
          port: Number(match[1]),
          async kill() {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before DevTools was ready:\n${stderr}`)),
    );
  });
}

if (!values['no-build']) {
  log('building the web app (npm run build -w @certidao/web)…');
  const build = spawnSync('npm', ['run', '-s', 'build', '-w', '@certidao/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * What the page's main thread ran, from the trace by each task's CPU time (`tdur`) rather than its wall time
 * (`dur`): a task that waits for a core on a busy machine lasts longer but costs no more CPU, so these figures
 * hold under load where Lighthouse's do not. `blocking` is Total Blocking Time computed the same way as
 * Lighthouse's, from first contentful paint on, each task's CPU time multiplied by the CPU slowdown it simulates:
 * what TBT would be on an idle machine, approximately (Lighthouse also simulates the network's order of events).
 */
function mainThreadCpu(traceEvents, lhr) {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return { total: Number.NaN, blocking: Number.NaN };
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
  const tasks = traceEvents.filter(
    (event) =>
      event.ph === 'X' &&
      event.pid === fcp.pid &&
      event.tid === fcp.tid &&
      (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
      typeof event.tdur === 'number',
  );
  let total = 0;
  let blocking = 0;
  for (const task of tasks) {
    const ms = (task.tdur / 1000) * slowdown;
    total += ms;
    if (task.ts >= fcp.ts) blocking += Math.max(0, ms - 50);
  }
  return { total, blocking };
}

/** Requests the app pages show: a person's and a company's, issued by the instant sandbox before measuring. */
const SEED = [
  { tipoPessoa: 'fisica', nomeCompleto: 'Maria Souza', cpf: '529.982.247-25', dataNascimento: '1985-03-15' },
  { tipoPessoa: 'juridica', nomeCompleto: 'Exemplo Comércio Ltda', cnpj: '11.222.333/0001-81' },
  { tipoPessoa: 'fisica', nomeCompleto: 'João Lima', cpf: '111.444.777-35', dataNascimento: '1990-07-01' },
];

/**
 * A customer with the SEED requests, once they are issued, signed in in Chromium: the cookies the login sets
 * (the HttpOnly session and the readable summary the app reads at start-up) are put in its cookie jar.
 * Returns the pages to measure.
 */
async function signedInApp(base, port) {
  const account = await customerAccount(base);
  const ids = [];
  for (const party of SEED) {
    const created = await call(base, '/solicitacoes', {
      token: account.token,
      method: 'POST',
      body: buildSolicitacaoPayload(party),
    });
    ids.push(created.json.id);
  }
  for (let tries = 0; tries < 120; tries++) {
    const page = (await call(base, '/solicitacoes?pagina=1&limite=20', { token: account.token })).json;
    const open = page.data
      .flatMap((s) => s.certidoes)
      .filter((c) => ['pendente', 'processando'].includes(c.status));
    if (!open.length) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const cookies = login.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: base,
      httpOnly: /;\s*httponly/i.test(header),
      sameSite: /samesite=strict/i.test(header) ? 'Strict' : 'Lax',
    };
  });
  if (!cookies.some((c) => c.name === 'admin_token')) throw new Error('sign-in set no session cookie');
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  await browser.contexts()[0].addCookies(cookies);
  await browser.close();
  return [
    { label: 'requests list', path: '/admin/solicitacoes' },
    { label: "a request's page", path: `/admin/detalhes-certidao/${ids[0]}` },
  ];
}

const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-web-'));
const profileDir = mkdtempSync(join(tmpdir(), 'certidao-bench-chromium-'));
let server;
let chromium;
/** Per page measured: its path, each run's report and CPU figures, and the last run's HTML. */
const measured = [];
try {
  log('starting the server on a fresh DATA_DIR…');
  server = await startServer(dataDir);
  chromium = await launchChromium(profileDir);
  let targets = [{ label: values.path, path: values.path }];
  if (values.app) {
    log('creating a customer with requests and signing in…');
    targets = await signedInApp(server.url, chromium.port);
  }
  for (const target of targets) {
    const url = new URL(target.path, server.url).toString();
    const page = { ...target, results: [], cpu: [], report: undefined };
    measured.push(page);
    for (let run = 1, failures = 0; run <= RUNS; ) {
      log(`Lighthouse run ${run}/${RUNS} on ${url} (mobile, simulated throttling)…`);
      const result = await lighthouse(url, {
        port: chromium.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES.map((c) => c.id),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) {
        // On a loaded machine a trace is now and then lost (NO_NAVSTART): that run is made again, twice at most.
        const message = `Lighthouse: ${result.lhr.runtimeError.message}`;
        if (++failures > MAX_RETRIES) throw new Error(message);
        log(`${message}; running it again`);
        continue;
      }
      // A page that sent the visitor to the sign-in page measured the wrong thing.
      if (values.app && new URL(result.lhr.finalDisplayedUrl).pathname !== target.path)
        throw new Error(`${target.path} ended on ${result.lhr.finalDisplayedUrl}: not signed in?`);
      page.results.push(result.lhr);
      page.cpu.push(mainThreadCpu(result.artifacts?.Trace?.traceEvents ?? [], result.lhr));
      page.report = result.report;
      run++;
    }
  }
} finally {
  await chromium?.kill();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}

for (const [index, page] of measured.entries()) {
  const { results, cpu } = page;
  const reportFile = join(tmpdir(), `certidao-lighthouse${index ? `-${index + 1}` : ''}.html`);
  writeFileSync(reportFile, Array.isArray(page.report) ? page.report[0] : page.report);
  // The last run's JSON beside it: the network waterfall, the main thread's breakdown and the LCP's phases.
  writeFileSync(reportFile.replace(/\.html$/, '.json'), JSON.stringify(results.at(-1)));
  const last = results.at(-1);
  console.log(
    `\nLighthouse ${last.lighthouseVersion} on ${page.path}${page.label === page.path ? '' : ` (${page.label})`} — ${last.configSettings.formFactor}, ${last.configSettings.throttlingMethod} throttling, ${RUNS} run${RUNS > 1 ? 's (medians)' : ''}`,
  );
  console.log(
    `  Machine: ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)} (the CPU work Lighthouse observes, hence TBT and the performance score, grows with the load)`,
  );
  console.log(`  ${'Category'.padEnd(26)} ${'Score'.padStart(5)}   Goal`);
  for (const category of CATEGORIES) {
    const score = Math.round(median(results.map((lhr) => (lhr.categories[category.id]?.score ?? 0) * 100)));
    const goal = category.goal === null ? '—' : category.goal === 100 ? '100' : `≥${category.goal}`;
    const verdict = category.goal === null ? '' : score >= category.goal ? 'ok' : 'BELOW GOAL';
    console.log(`  ${category.label.padEnd(26)} ${String(score).padStart(5)}   ${goal}  ${verdict}`);
  }
  console.log(`\n  ${'Metric'.padEnd(26)} ${'Value'.padStart(9)}   Lighthouse score`);
  for (const metric of METRICS) {
    const value = median(results.map((lhr) => lhr.audits[metric.id]?.numericValue ?? Number.NaN));
    const score = Math.round(median(results.map((lhr) => (lhr.audits[metric.id]?.score ?? 0) * 100)));
    const shown = metric.unit === 'ms' ? `${(value / 1000).toFixed(2)} s` : value.toFixed(3);
    console.log(`  ${metric.label.padEnd(26)} ${shown.padStart(9)}   ${score}`);
  }
  const cpuTotal = median(cpu.map((figures) => figures.total));
  const cpuBlocking = median(cpu.map((figures) => figures.blocking));
  if (Number.isFinite(cpuTotal)) {
    console.log(
      `\n  By CPU time (holds under load; simulated ${last.configSettings.throttling?.cpuSlowdownMultiplier ?? 1}× CPU):`,
    );
    console.log(`  ${'Main-thread work'.padEnd(26)} ${`${(cpuTotal / 1000).toFixed(2)} s`.padStart(9)}`);
    console.log(
      `  ${'Total Blocking Time'.padEnd(26)} ${`${(cpuBlocking / 1000).toFixed(2)} s`.padStart(9)}`,
    );
  }
  const failing = CATEGORIES.flatMap((category) =>
    Object.values(last.categories[category.id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.label}: ${last.audits[ref.id].title}`),
  );
  if (failing.length) console.log(`\n  Audits not passed (last run):\n    ${failing.join('\n    ')}`);
  console.log(`\n  Full report (last run): ${reportFile} (and .json)`);
}
