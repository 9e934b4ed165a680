/**
 * `certidao baixar` against curl doing the same job: every PDF of N requests (N × 10 files) from a local server
 * (`startTestServer`, instant sandbox), into an empty folder. The ways, taken in turns so that a busy moment of
 * the machine does not favour one:
 *   - curl --parallel: one curl process, `curl --parallel --parallel-max 8 -K <list>` (8 transfers at a time over
 *                   reused connections): the reference
 *   - curl xargs:   `xargs -P8 -n2 curl -sfS -H 'Authorization: …' -o <file> <url>` (a process and a connection
 *                   per file, as a quick script would do it)
 *   - curl --parallel (ZIPs): the same curl, fetching each request's `pdfs.zip?resumo=false` (what certidao
 *                   asks for when none of a request's PDFs is on disk) and leaving them zipped: for context,
 *                   the server's side of certidao's run without the client's
 *   - piped:        `certidao baixar --todas -d <dir>` with stdout and stderr piped (plain progress lines)
 *   - terminal (texto): in a pseudo-terminal (`script`) with CERTIDAO_PLAIN=1
 *   - terminal:     the same command in a pseudo-terminal, drawing the progress bars, rate and time left
 *   - piped (dist), terminal (dist): the same two runs of the compiled CLI (apps/cli/dist/certidao.mjs, built
 *                   first by apps/cli/scripts/build.mjs), which starts without the TypeScript loader
 * Prints the median time of each, files and MB per second, and the ratio to `curl --parallel`, then the piped and
 * with-bars ratios side by side (goal: ≤ 1.0 with the bars on). Without curl on the machine, says so and measures only certidao.
 *
 * Options: --requests N (default 100 → 1,000 PDFs; BENCH_BAIXAR_REQUESTS), --rounds N (default 3).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startTestServer } from '@certidao/api/testing';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import { buildSolicitacaoPayload } from '@certidao/domain';

const { values } = parseArgs({ options: { requests: { type: 'string' }, rounds: { type: 'string' } } });
const REQUESTS = Number(values.requests ?? process.env.BENCH_BAIXAR_REQUESTS ?? 100);
const ROUNDS = Number(values.rounds ?? 3);
const BIN = join(import.meta.dirname, '..', '..', 'apps', 'cli', 'bin', 'certidao.mjs');
const DIST = join(import.meta.dirname, '..', '..', 'apps', 'cli', 'dist', 'certidao.mjs');

/** A valid CPF for request n (the check digits computed), so that every request is distinct. */
function cpfFor(n: number): string {
  const base = String(100_000_000 + n).slice(-9);
  const digits = [...base].map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

async function createRequests(api: ApiClient): Promise<void> {
  for (let n = 0; n < REQUESTS; n += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, REQUESTS - n) }, (_, i) =>
        api.createSolicitacao({
          body: buildSolicitacaoPayload({
            tipoPessoa: 'fisica',
            nomeCompleto: `Pessoa ${n + i}`,
            cpf: cpfFor(n + i + 1),
            dataNascimento: '1985-03-15',
          }),
        }),
      ),
    );
  }
}

/** Every request, once all their certificates are settled. */
async function waitSettled(api: ApiClient): Promise<Solicitacao[]> {
  for (;;) {
    const all: Solicitacao[] = [];
    for (let pagina = 1; ; pagina++) {
      const page = await api.getSolicitacoes({ query: { pagina, limite: 100, incluir: 'certidoes' } });
      // With `incluir=certidoes` every item carries its whole certificates (their PDFs are read below).
      all.push(...(page.data as unknown as Solicitacao[]));
      if (pagina >= page.meta.totalPages) break;
    }
    const open = all
      .flatMap((s) => s.certidoes)
      .filter((c) => ['pendente', 'processando'].includes(c.status));
    if (!open.length) return all;
    process.stdout.write(`  esperando ${open.length} certidões…\r`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdin.end(input ?? '');
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${command} ${args.join(' ')} → ${code}\n${stderr.slice(-2000)}`));
    });
  });
}

function countPdfs(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.pdf')) n++;
  }
  return n;
}

/** The entries of the ZIPs under `dir` (PDFs only, with resumo=false), from each end-of-directory record. */
function countZippedPdfs(dir: string): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.zip')) continue;
    const zip = readFileSync(join(dir, name));
    n += zip.readUInt16LE(zip.length - 22 + 10);
  }
  return n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  // The compiled CLI, from the current sources (the monorepo's `certidao` always runs the sources through tsx).
  const build = spawnSync(
    process.execPath,
    [join(import.meta.dirname, '..', '..', 'apps', 'cli', 'scripts', 'build.mjs')],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('baixar: the CLI build failed (see above).');
  const t = await startTestServer({}, { SANDBOX_TIME_SCALE: '0' });
  try {
    const { api: admin } = await t.admin();
    const plano = await admin.createPlano({ body: { nome: 'Bench baixar', valor: 1, limite: 0 } });
    const user = await t.createUser('user');
    await admin.concederPlanoUsuario({ path: { id: user.userId }, body: { planoId: plano.id } });
    const { api, token } = await t.loginAs(user.email, user.password);
    console.log(`baixar: ${REQUESTS} solicitações (${REQUESTS * 10} certidões) em ${t.url}`);
    await createRequests(api);
    const requests = await waitSettled(api);
    const pdfs = requests.flatMap((s) => s.certidoes.flatMap((c) => c.pdfs.map((p) => ({ s, p }))));
    const bytes = pdfs.reduce((n, { p }) => n + p.tamanho, 0);
    console.log(`  ${pdfs.length} PDFs, ${(bytes / 1024 / 1024).toFixed(1)} MB`);

    const { CI: _ci, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      CERTIDAO_URL: t.url,
      CERTIDAO_TOKEN: token,
      CERTIDAO_CONFIG: join(mkdtempSync(join(tmpdir(), 'bench-cli-')), 'hosts.json'),
      TERM: 'xterm-256color',
    };
    const auth = `Authorization: Bearer ${token}`;
    const hasCurl = spawnSync('curl', ['--version']).status === 0;
    const curlParallel =
      hasCurl && /--parallel-max/.test(spawnSync('curl', ['--help', 'all']).stdout?.toString() ?? '');
    if (!hasCurl)
      console.log(
        '  curl não encontrado (apt-get install -y curl): só o certidao é medido, sem a razão × curl.',
      );
    else if (!curlParallel)
      console.log('  este curl não tem --parallel (curl ≥ 7.66): só o curl com xargs é medido.');
    const curlWays: Record<string, (dir: string) => Promise<number>> = {
      'curl --parallel': (dir) => {
        // One process: curl reads the URLs and destinations from a config file, 8 transfers at a time.
        const config = pdfs
          .map(
            ({ s, p }) =>
              `url = "${new URL(p.urlDownload, t.url).href}"\noutput = "${join(dir, s.id, p.nomeArquivo)}"`,
          )
          .join('\n');
        const file = join(dir, '.curl-config');
        writeFileSync(file, config);
        return run(
          'curl',
          ['--parallel', '--parallel-max', '8', '-sfS', '--create-dirs', '-H', auth, '-K', file],
          env,
        ).finally(() => rmSync(file, { force: true }));
      },
      'curl --parallel (ZIPs)': (dir) => {
        const config = requests
          .map(
            (s) =>
              `url = "${t.apiUrl}/solicitacoes/${s.id}/pdfs.zip?resumo=false"\noutput = "${join(dir, `${s.id}.zip`)}"`,
          )
          .join('\n');
        const file = join(dir, '.curl-config');
        writeFileSync(file, config);
        return run(
          'curl',
          ['--parallel', '--parallel-max', '8', '-sfS', '--create-dirs', '-H', auth, '-K', file],
          env,
        ).finally(() => rmSync(file, { force: true }));
      },
      'curl xargs': (dir) => {
        const list = pdfs
          .map(({ s, p }) => `${join(dir, s.id, p.nomeArquivo)} ${new URL(p.urlDownload, t.url).href}`)
          .join('\n');
        for (const s of requests) execFileSync('mkdir', ['-p', join(dir, s.id)]);
        return run('xargs', ['-P8', '-n2', 'curl', '-sfS', '-H', auth, '-o'], env, list);
      },
    };
    if (!curlParallel) {
      delete curlWays['curl --parallel'];
      delete curlWays['curl --parallel (ZIPs)'];
    }
    const ways: Record<string, (dir: string) => Promise<number>> = {
      ...(hasCurl ? curlWays : {}),
      piped: (dir) => run(process.execPath, [BIN, 'baixar', '--todas', '-d', dir], env),
      'terminal (texto)': (dir) =>
        run(
          'script',
          ['-qec', `stty cols 120 rows 40; ${process.execPath} ${BIN} baixar --todas -d ${dir}`, '/dev/null'],
          { ...env, CERTIDAO_PLAIN: '1' },
        ),
      terminal: (dir) =>
        run(
          'script',
          ['-qec', `stty cols 120 rows 40; ${process.execPath} ${BIN} baixar --todas -d ${dir}`, '/dev/null'],
          env,
        ),
      'piped (dist)': (dir) => run(process.execPath, [DIST, 'baixar', '--todas', '-d', dir], env),
      'terminal (dist)': (dir) =>
        run(
          'script',
          [
            '-qec',
            `stty cols 120 rows 40; ${process.execPath} ${DIST} baixar --todas -d ${dir}`,
            '/dev/null',
          ],
          env,
        ),
    };
    // What certidao spends before its first download, which the curl line (given its URLs) does not: starting
    // Node and the TypeScript loader, then reading the list of requests.
    const startup: number[] = [];
    const listing: number[] = [];
    const startupDist: number[] = [];
    const listingDist: number[] = [];
    for (let i = 0; i < 3; i++) {
      startup.push(await run(process.execPath, [BIN, '--version'], env));
      listing.push(await run(process.execPath, [BIN, 'solicitacoes', '--json'], env));
      startupDist.push(await run(process.execPath, [DIST, '--version'], env));
      listingDist.push(await run(process.execPath, [DIST, 'solicitacoes', '--json'], env));
    }
    console.log(
      `  certidao (tsx): arranque ${median(startup).toFixed(2)} s (--version); arranque e lista ${median(listing).toFixed(2)} s (solicitacoes --json)`,
    );
    console.log(
      `  certidao (dist): arranque ${median(startupDist).toFixed(2)} s (--version); arranque e lista ${median(listingDist).toFixed(2)} s (solicitacoes --json)`,
    );
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, way] of Object.entries(ways)) {
        const dir = mkdtempSync(join(tmpdir(), `bench-baixar-${name.replace(/\W+/g, '-')}-`));
        try {
          const seconds = await way(dir);
          const saved = name.includes('ZIPs') ? countZippedPdfs(dir) : countPdfs(dir);
          if (saved !== pdfs.length) throw new Error(`${name}: ${saved} de ${pdfs.length} PDFs gravados`);
          times[name]?.push(seconds);
          console.log(`  rodada ${round} ${name.padEnd(22)} ${seconds.toFixed(2)} s`);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    }
    const reference = curlParallel ? 'curl --parallel' : 'curl xargs';
    const curl = median(times[reference] ?? []);
    console.log(`\nmediana                  tempo   PDFs/s   MB/s   × ${hasCurl ? reference : '(sem curl)'}`);
    for (const [name, xs] of Object.entries(times)) {
      const s = median(xs);
      console.log(
        `${name.padEnd(22)} ${s.toFixed(2).padStart(6)} s ${(pdfs.length / s).toFixed(0).padStart(8)} ${(bytes / 1024 / 1024 / s).toFixed(1).padStart(6)}   ${hasCurl ? (s / curl).toFixed(2) : '–'}`,
      );
    }
    if (hasCurl) {
      // The goal side by side: the same command piped (plain lines) and on a terminal with its bars.
      const ratio = (name: string) => {
        const xs = times[name] ?? [];
        return xs.length ? `${(median(xs) / curl).toFixed(2)}×` : '–';
      };
      console.log(`\n× ${reference} (mediana)    sem barras (pipe)   com barras (terminal)`);
      console.log(
        `certidao compilado       ${ratio('piped (dist)').padStart(17)}   ${ratio('terminal (dist)').padStart(21)}`,
      );
      console.log(
        `certidao tsx             ${ratio('piped').padStart(17)}   ${ratio('terminal').padStart(21)}`,
      );
      console.log('meta: ≤ 1.00× com barras');
    }
    console.log(
      '\nO certidao pede um ZIP por solicitação (pdfs.zip?resumo=false, os PDFs só) quando nenhum PDF dela está no destino e grava cada PDF conferido; o curl --parallel faz um pedido por PDF, o curl --parallel (ZIPs) só baixa os ZIPs.',
    );
    console.log(
      `curl recebe a lista de URLs pronta; o certidao, em cada tempo acima, ainda arranca (~${median(startup).toFixed(2)} s com tsx, ~${median(startupDist).toFixed(2)} s compilado) e lê a lista.`,
    );
    writeFileSync(
      join(tmpdir(), 'bench-baixar.json'),
      JSON.stringify({ pdfs: pdfs.length, bytes, times, startup, listing, startupDist, listingDist }),
    );
  } finally {
    await t.close();
  }
}

await main();
