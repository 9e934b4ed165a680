/**
 * `npm run bench -- escala`: a firm's volume measured, against a database `npm run bench -- dados --escala N`
 * filled (PGlite: `--dir`, the directory it printed; PostgreSQL: DATABASE_URL).
 * 1. The real server (`src/main.ts`, workers off) in its own process; each query once on its own (the first,
 *    uncached answer), then autocannon with 50 connections for `--segundos` each: p50 and p99 of the request
 *    list's first page (also filtered by a date), a deep numbered page and a deep page by cursor, search by
 *    CPF/CNPJ, by a first name and surname and by a surname alone, the firm's month report (its holder), the staff dashboard and the firm's statistics.
 *    Every request varies (another document, name, page, cursor, size, order, month or start date), and on
 *    PostgreSQL a side connection commits an empty transaction every few milliseconds: the list's answer cache
 *    keeps a whole answer only while no transaction has committed (services/snapshotAnswers.ts), so without it
 *    the few distinct answers of a case (the first page's sizes, 40 cursors, a few hundred documents) were
 *    built once and then sent from memory, thousands a second. With it each answer is read from the database
 *    again, as on a database others write to; the per-request views (kept by version) still serve unchanged
 *    requests. On PGlite (`--dir`) nothing else can connect: its list figures are partly the cache's.
 *    Before the cases, a bare Fastify's trivial JSON at the same connections: this machine's speed at that moment,
 *    which the cases' figures scale with.
 *    Then, as a firm's day has quiet moments, a name search and a first page each after 11 s without requests
 *    (past pg's default 10 s idle timeout, so a pool that closed its idle connections would show here; median
 *    of 3; `--casos ocioso` runs only this).
 * 2. The server stopped, an idle monitoring pass over every monitored party in this process (median of 3).
 * Options: --casos (only the cases whose label holds one of these comma-separated words), --perfil DIR (the
 * server's CPU profile), --segundos, --conexoes. Goals: each p99 < 100 ms; the idle pass < 1 s.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { rowsOf } from '../../apps/api/src/db/queries.ts';
import { createLogger } from '../../apps/api/src/logger.ts';
import { runMonitoringPass } from '../../apps/api/src/modules/monitoring/scheduler.ts';
import { createServer } from '../../apps/api/src/server.ts';
import { VOLUME_ACCOUNTS, VOLUME_PASSWORD } from '../../apps/api/src/testing/volume.ts';
import { ADMIN, call, cpuSeconds, startBare, startServer } from '../server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    segundos: { type: 'string' },
    conexoes: { type: 'string' },
    // Only the cases whose label contains one of these words (comma-separated), e.g. `--casos funda,nome`.
    casos: { type: 'string' },
    // The server's CPU profile (.cpuprofile) written into this directory when it stops.
    perfil: { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!values.dir && !databaseUrl) {
  console.error(
    '  informe --dir (PGlite, o diretório que `npm run bench -- dados` imprimiu) ou DATABASE_URL',
  );
  process.exit(1);
}
// On PostgreSQL the server still keeps its files (keys, storage) in a directory: a new temporary one.
const dataDir = values.dir ?? mkdtempSync(join(tmpdir(), 'certidao-escala-'));
const DURATION = Number(values.segundos ?? 5);
const CONNECTIONS = Number(values.conexoes ?? 50);
const GOAL_P99 = 100;
const GOAL_IDLE_MS = 1000;
const pick = (items) => items[Math.floor(Math.random() * items.length)];

const env = {
  RUN_WORKERS: 'false',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const server = await startServer(dataDir, env, {
  nodeArgs: values.perfil ? ['--cpu-prof', `--cpu-prof-dir=${values.perfil}`] : [],
});
const results = [];
// The snapshot mover (PostgreSQL): an empty committed transaction (one xid taken) every ~2 ms, asynchronous
// commit so it costs no disk flush. Counts its commits, so each case reports how often its answers went stale.
const mover = databaseUrl
  ? await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('set synchronous_commit = off');
      const state = { commits: 0, running: true };
      state.done = (async () => {
        while (state.running) {
          await client.query('select pg_current_xact_id()');
          state.commits++;
          await new Promise((r) => setTimeout(r, 2));
        }
        await client.end();
      })();
      return state;
    })()
  : undefined;
try {
  const login = async (email, password) =>
    (await call(server.url, '/auth/login', { method: 'POST', body: { email, password } })).json.accessToken;
  const gestor = await login(VOLUME_ACCOUNTS.firmHolder, VOLUME_PASSWORD);
  const admin = await login(ADMIN.email, ADMIN.password);
  const first = (await call(server.url, '/solicitacoes?pagina=1&limite=100', { token: gestor })).json;
  const total = first.meta.total;
  // Documents and names of the firm's requests, from a few pages spread over its history.
  const docs = new Set();
  const names = new Set();
  // A surname alone, as people also search: common words with thousands of matches.
  const surnames = new Set();
  const spread = Array.from(
    { length: 12 },
    (_, i) => 1 + Math.floor((i * Math.max(0, total / 100 - 2)) / 11),
  );
  for (const pagina of spread) {
    const page = (await call(server.url, `/solicitacoes?pagina=${pagina}&limite=100`, { token: gestor }))
      .json;
    for (const s of page.data) {
      // The request's CPF/CNPJ (the list's certificates do not carry their data).
      if (s.dadosGerais.documento) docs.add(s.dadosGerais.documento);
      const words = s.dadosGerais.nomeCompleto.split(' ');
      names.add(words.slice(0, 2).join(' '));
      surnames.add(words.at(-1));
    }
  }
  const months = Array.from({ length: 24 }, (_, i) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - i);
    return d.toISOString().slice(0, 7);
  });
  const deepPages = Math.max(1, Math.floor(total / 20));
  // Cursors deep in the list (80–100 % of the way), each the position after one request: a keyset page from each.
  const cursors = [];
  for (let i = 0; i < 40; i++) {
    const pagina = Math.max(1, Math.floor(total * (0.8 + Math.random() * 0.19)));
    const page = (await call(server.url, `/solicitacoes?pagina=${pagina}&limite=1`, { token: gestor })).json;
    if (page.proximoCursor) cursors.push(page.proximoCursor);
  }
  const docList = [...docs];
  if (!docList.length) throw new Error('no CPF/CNPJ found in the list: the search case would measure a 400');
  const nameList = [...names];
  const surnameList = [...surnames];
  // Any day of 2000–2020 (all data is newer): thousands of distinct start dates with the same answer.
  const beforeAll = () =>
    new Date(Date.UTC(2000, 0, 1 + Math.floor(Math.random() * 7670))).toISOString().slice(0, 10);
  const allCases = [
    {
      // No filter (the total from the counters, as the web's first page); the size varies instead.
      label: 'lista, 1ª página (20–69)',
      token: gestor,
      path: () => `/solicitacoes?pagina=1&limite=${20 + Math.floor(Math.random() * 50)}`,
    },
    {
      label: 'lista, 1ª página filtrada por data',
      token: gestor,
      path: () => `/solicitacoes?pagina=1&limite=20&dataInicial=${beforeAll()}`,
    },
    {
      label: `lista, página funda (~${Math.floor(deepPages * 0.9).toLocaleString('pt-BR')})`,
      token: gestor,
      path: () => `/solicitacoes?pagina=${Math.floor(deepPages * (0.8 + Math.random() * 0.2))}&limite=20`,
    },
    {
      label: 'lista por cursor (funda)',
      token: gestor,
      path: () => `/solicitacoes?limite=20&cursor=${encodeURIComponent(pick(cursors))}`,
    },
    {
      label: 'busca por CPF/CNPJ',
      token: gestor,
      path: () =>
        `/solicitacoes?cpf=${encodeURIComponent(pick(docList))}&limite=${18 + Math.floor(Math.random() * 5)}&ordenacao=${pick(['asc', 'desc'])}`,
    },
    {
      label: 'busca por nome',
      token: gestor,
      path: () =>
        `/solicitacoes?busca=${encodeURIComponent(pick(nameList))}&limite=${18 + Math.floor(Math.random() * 5)}`,
    },
    {
      label: 'busca por sobrenome',
      token: gestor,
      path: () =>
        `/solicitacoes?busca=${encodeURIComponent(pick(surnameList))}&limite=${18 + Math.floor(Math.random() * 5)}`,
    },
    {
      label: 'relatório do mês (empresa)',
      token: gestor,
      path: () => `/empresa/relatorios/uso?dataInicial=${pick(months)}-01`,
    },
    { label: 'painel da equipe', token: admin, path: () => '/dashboard/stats' },
    { label: 'estatísticas do cliente (empresa)', token: gestor, path: () => '/solicitacoes/estatisticas' },
  ];
  const wanted = values.casos?.split(',').map((w) => w.trim().toLowerCase());
  const cases = wanted
    ? allCases.filter((c) => wanted.some((w) => c.label.toLowerCase().includes(w)))
    : allCases;
  console.log(
    `  ${total.toLocaleString('pt-BR')} solicitações visíveis à maior empresa; ${CONNECTIONS} conexões, ${DURATION} s cada; ${docList.length} documentos, ${nameList.length} nomes, ${surnameList.length} sobrenomes`,
  );
  // Autocannon stops sending when its time is up, but the server still answers what it queued: wait for that to
  // drain (two quick health answers in a row) so the next case's first answer is not timed behind it.
  const drain = async () => {
    let quick = 0;
    for (const until = Date.now() + 120_000; quick < 2 && Date.now() < until; ) {
      const t0 = performance.now();
      await fetch(`${server.url}/api/health`).catch(() => undefined);
      quick = performance.now() - t0 < 50 ? quick + 1 : 0;
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  // This machine's speed now: a bare Fastify's trivial JSON at the cases' connections (a quiet machine of the
  // kind these figures were first taken on gives about 50,000 req/s); the cases' figures scale with it.
  const bare = await startBare();
  try {
    const ref = await new Promise((resolve, reject) =>
      autocannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION }, (error, r) =>
        error ? reject(error) : resolve(r),
      ),
    );
    console.log(
      `  referência: Fastify puro, JSON trivial, ${CONNECTIONS} conexões: ${Math.round(ref.requests.average).toLocaleString('pt-BR')} req/s, p99 ${ref.latency.p99} ms (load ${loadavg()[0].toFixed(1)})`,
    );
  } finally {
    bare.stop();
  }
  for (const c of cases) {
    await drain();
    const commitsBefore = mover?.commits ?? 0;
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    await call(server.url, c.path(), { token: c.token });
    const firstMs = performance.now() - started;
    const result = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: server.url,
          connections: CONNECTIONS,
          duration: DURATION,
          timeout: 30,
          headers: { authorization: `Bearer ${c.token}` },
          requests: [{ setupRequest: (req) => ({ ...req, path: `/api${c.path()}` }) }],
        },
        (error, r) => (error ? reject(error) : resolve(r)),
      ),
    );
    // What was queued when autocannon stopped is answered (and counted in its total) before the CPU is read.
    await drain();
    results.push({
      label: c.label,
      first: firstMs,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rate: result.requests.average,
      errors: result.errors + result.non2xx,
      commits: (mover?.commits ?? 0) - commitsBefore,
      // The server's own CPU per answer (its JSON, its statements' round trips): what the machine's load does not
      // inflate the way it inflates latency.
      cpuMs: ((cpuSeconds(server.pid) - cpuBefore) * 1000) / (result.requests.sent + 1),
      total: result.requests.total,
    });
    const r = results.at(-1);
    if (!result.requests.total) r.p99 = Number.POSITIVE_INFINITY;
    console.log(
      `  ${r.label.padEnd(36)} 1ª ${r.first.toFixed(0).padStart(5)} ms  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${r.rate.toFixed(0).padStart(5)} req/s  erros ${r.errors}  CPU ${r.cpuMs.toFixed(1)} ms/resp  ${mover ? `commits ${r.commits} / ${r.total} leituras  ` : ''}[p99 < ${GOAL_P99} ms: ${r.p99 < GOAL_P99 && !r.errors ? '✓' : '✗'}] (load ${loadavg()[0].toFixed(1)})`,
    );
  }
  if (!wanted || wanted.some((w) => 'ocioso'.includes(w))) {
    const quiet = allCases.filter(
      (c) => c.label === 'busca por nome' || c.label.startsWith('lista, 1ª página ('),
    );
    const times = quiet.map(() => []);
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      for (const [i, c] of quiet.entries()) {
        const started = performance.now();
        await call(server.url, c.path(), { token: c.token });
        times[i].push(performance.now() - started);
      }
    }
    const median = (list) => list.sort((a, b) => a - b)[1].toFixed(0);
    console.log(
      `  após 11 s sem requisições (mediana de 3): ${quiet.map((c, i) => `${c.label} ${median(times[i])} ms`).join(', ')}`,
    );
  }
} finally {
  if (mover) {
    mover.running = false;
    await mover.done;
  }
  await server.stop();
}

// The idle monitoring pass, in this process on the same database (workers off: only the pass runs).
const config = loadConfig(
  { ...process.env, ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  { dataDir, databaseUrl, port: 0, runWorkers: false, serveWeb: false },
);
const app = await createServer(config, { logger: createLogger('silent') });
try {
  const [{ n }] = rowsOf(
    await app.ctx.db.execute(sql`select count(*)::int as n from monitoramentos where status = 'ativo'`),
  );
  const times = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const pass = await runMonitoringPass(app.ctx);
    times.push(performance.now() - started);
    if (pass.renovacoes) console.log(`  (a passagem criou ${pass.renovacoes} renovações: não estava ociosa)`);
  }
  const median = times.sort((a, b) => a - b)[1];
  console.log(
    `  passagem ociosa do monitoramento sobre ${n.toLocaleString('pt-BR')} partes ativas: ${median.toFixed(0)} ms (mediana de 3) [< ${GOAL_IDLE_MS} ms: ${median < GOAL_IDLE_MS ? '✓' : '✗'}]`,
  );
} finally {
  await app.close();
}
