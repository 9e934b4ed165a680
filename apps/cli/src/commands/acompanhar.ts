import { setTimeout as sleep } from 'node:timers/promises';
import { styleText } from 'node:util';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import {
  countOf,
  getCertificateType,
  isPositive,
  type ResultadoCertidao,
  resultLabel,
  validityLabel,
} from '@certidao/domain';
import type { Command } from 'commander';
import {
  type EventStream,
  followStream,
  isOutage,
  OFFLINE_GIVE_UP_MS,
  openStream,
  type StreamTarget,
} from '../follow.ts';
import {
  countCertificates,
  countsText,
  requestStatusLabel,
  resultsColor,
  resultsOf,
  resultsText,
  shortId,
  truncate,
} from '../format.ts';
import { invalidIds, parseSeconds } from '../options.ts';
import {
  canRedraw,
  EXIT,
  type ExitCode,
  errorText,
  exitCodeOf,
  printJson,
  progressLine,
  reportError,
  usageError,
} from '../output.ts';
import { wrapLine } from '../program.ts';
import { certificateRate } from '../rate.ts';
import { applyEvent, fetchRequests, isSettled, pendingRequestIds } from '../requests.ts';
import { resolveIds } from '../selection.ts';
import { activeServer, apiFor, resolveUrl, sessionToken } from '../session.ts';
import type { LoadingProps } from '../ui/Loading.tsx';
import { startLive } from '../ui/live.ts';

interface Options {
  todasPendentes?: boolean;
  intervalo: number;
  url?: string;
  json?: boolean;
  esperar?: boolean;
}

/** Whether the board is drawn in place: on a terminal, unless --esperar (or --json) asks for plain lines. */
function drawn(options: Options): boolean {
  return !options.esperar && canRedraw(options.json);
}

/** Consecutive failed polls of one request after which the command gives up. */
const MAX_POLL_FAILURES = 6;

export function registerAcompanhar(program: Command) {
  program
    .command('acompanhar')
    .description(
      'Acompanha solicitações até todas as certidões terminarem (concluídas, com falha ou canceladas)',
    )
    .argument('[ids...]', 'ids das solicitações (completos ou os 8 primeiros caracteres)')
    .option(
      '--todas-pendentes',
      'acompanha todas as solicitações com certidões aguardando ou em processamento',
    )
    .option('-i, --intervalo <segundos>', 'intervalo entre as consultas', parseSeconds, 5)
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime as solicitações ao final, em JSON')
    .option(
      '--esperar',
      'para scripts e CI: sem painel, uma linha por mudança, e sai com o código do resultado do lote',
    )
    .addHelpText(
      'after',
      `
Exemplos:
  certidao acompanhar 3f0c9a7e-… 9a1d4b2c-…
  certidao solicitar --arquivo lote.csv | xargs certidao acompanhar
  certidao acompanhar --todas-pendentes --intervalo 10
  certidao solicitar --arquivo lote.csv | xargs certidao acompanhar --esperar && certidao baixar --todas

Com --esperar (scripts, CI), mesmo num terminal não há painel: uma linha por solicitação que mudou
(3f0c9a7e Maria: 4/10 — Processando 2 · Concluída 4 …) e, ao final, as linhas do resultado; o código de
saída é o do lote (0, ou 5 com falhas ou canceladas). Sem conexão com o servidor, o painel (ou uma linha)
diz "sem conexão — tentando de novo" e volta a acompanhar quando ele volta; depois de 15 minutos sem
conexão, desiste (código 4).

Ao final imprime uma linha por solicitação (id, status, certidões por status, resultados, nome), as
certidões positivas (! … : Consta, em vermelho num terminal com cores) e as certidões com falha. No painel,
uma solicitação com certidões positivas mostra quantas, em vermelho. O tempo restante aparece depois que
5 certidões terminaram e 20 s passaram (antes: calculando…), pela taxa dos últimos 2 minutos.
Códigos de saída: 0 todas as certidões concluídas; 5 alguma certidão falhou ou foi cancelada (o final diz
quais, separadas);
1 erro; 2 uso incorreto; 3 sem sessão ou sem permissão; 4 servidor fora do ar.`,
    )
    .action(async (ids: string[], options: Options) => {
      process.exitCode = await acompanhar(ids, options);
    });
}

async function acompanhar(argIds: string[], options: Options): Promise<ExitCode> {
  const bad = invalidIds(argIds);
  if (bad.length) return usageError(`id de solicitação inválido: ${bad.join(', ')}.`);
  if (!argIds.length && !options.todasPendentes) {
    return usageError('informe os ids das solicitações ou use --todas-pendentes.');
  }
  const url = resolveUrl(options.url);
  const api = apiFor(url);
  let requests: Solicitacao[];
  let stream: EventStream | undefined;
  let target: StreamTarget;
  // On a terminal something is drawn at once: listing and reading a large set takes a while.
  const loading = drawn(options)
    ? await startLive(() => import('../ui/Loading.tsx').then((m) => m.Loading), { loaded: 0 } as LoadingProps)
    : undefined;
  try {
    const pending = options.todasPendentes ? await pendingRequestIds(api) : [];
    const ids = [...new Set([...(await resolveIds(api, argIds)), ...pending])];
    loading?.update({ loaded: 0, total: ids.length });
    if (!ids.length) {
      await loading?.stop({ loaded: 0, done: true });
      progressLine('Nenhuma solicitação aguardando ou em processamento.');
      if (options.json) printJson([]);
      return EXIT.ok;
    }
    if (!loading && ids.length >= 50) progressLine(`Carregando ${ids.length} solicitações…`);
    // One stream for all: filtered when following one request. Opened before the requests are read, so no change
    // between the two is missed; when it cannot be opened (an older server, a proxy) the command polls.
    target = {
      baseUrl: `${url}/api`,
      token: sessionToken(url),
      solicitacaoId: ids.length === 1 ? ids[0] : undefined,
    };
    stream = await openStream(target).catch(() => undefined);
    requests = await fetchRequests(api, ids, (loaded) => loading?.update({ loaded, total: ids.length }));
    await loading?.stop({ loaded: ids.length, total: ids.length, done: true });
  } catch (error) {
    await loading?.stop({ loaded: 0, done: true });
    stream?.close();
    return reportError(error);
  }

  const error = await watch(api, requests, { stream, target }, options);
  if (error !== undefined) return reportError(error);
  printResult(requests, options);
  return outcomeOf(requests);
}

/** The exit code of a finished batch: 5 when some certificate failed or was cancelled (not all PDFs will come). */
export function outcomeOf(requests: readonly Solicitacao[]): ExitCode {
  return requests.some((s) => hasFailures(s) || hasCancelled(s)) ? EXIT.partial : EXIT.ok;
}

function hasFailures(s: Solicitacao): boolean {
  return s.certidoes.some((c) => c.status === 'falhou');
}

function hasCancelled(s: Solicitacao): boolean {
  return s.certidoes.some((c) => c.status === 'cancelado');
}

/**
 * The closing line: failures and cancellations counted apart ('1 de 3 solicitações tem certidões com falha;
 * 1 tem certidões canceladas.'), or that all were concluded.
 */
export function outcomeText(requests: readonly Solicitacao[]): string {
  const failed = requests.filter(hasFailures).length;
  const cancelled = requests.filter(hasCancelled).length;
  const n = requests.length;
  if (!failed && !cancelled)
    return `Todas as certidões foram concluídas (${countOf(n, 'solicitação', 'solicitações')}).`;
  const parts = [
    failed && `${failed === 1 ? 'tem' : 'têm'} certidões com falha`,
    cancelled && `${cancelled === 1 ? 'tem' : 'têm'} certidões canceladas`,
  ];
  const first = failed || cancelled;
  const head = `${first} de ${countOf(n, 'solicitação', 'solicitações')} ${parts.find(Boolean)}`;
  return failed && cancelled ? `${head}; ${cancelled} ${parts[1]}.` : `${head}.`;
}

interface Board {
  /** Draws the board again (or prints the lines that changed), polling every `intervalo` s or following live. */
  report(mode: 'stream' | 'poll'): void;
  /** The server cannot be reached (the error) or is back (undefined): a visible line, cleared once back. */
  connection(error: unknown): void;
  stop(): Promise<void>;
}

/** The board on a terminal, or one plain line per request whose counts changed without one. */
async function openBoard(requests: Solicitacao[], options: Options): Promise<Board> {
  let intervalo: number | undefined;
  let semConexao: string | undefined;
  const rate = certificateRate();
  const props = () => {
    const taxa = rate(requests.reduce((n, s) => n + countCertificates(s.certidoes).done, 0));
    // While the server is out of reach nothing settles: the rate and time left would only fall, so they are
    // left out until it is back.
    return {
      requests: [...requests],
      intervalo,
      taxa: semConexao ? undefined : taxa,
      calculando: !semConexao,
      semConexao,
    };
  };
  const live = drawn(options)
    ? await startLive(() => import('../ui/RequestBoard.tsx').then((m) => m.RequestBoard), props())
    : undefined;
  const lastLine = new Map<string, string>();
  return {
    report(mode) {
      intervalo = mode === 'poll' ? options.intervalo : undefined;
      if (live) return live.update(props());
      for (const s of requests) {
        const counts = countCertificates(s.certidoes);
        const line = `${shortId(s.id)} ${truncate(s.dadosGerais.nomeCompleto, 30)}: ${counts.done}/${counts.total} — ${countsText(counts)}`;
        if (lastLine.get(s.id) !== line) {
          lastLine.set(s.id, line);
          progressLine(line);
        }
      }
    },
    connection(error) {
      const text = error === undefined ? undefined : offlineText();
      if (text === semConexao) return;
      const was = semConexao;
      semConexao = text;
      if (live) return live.update(props());
      if (text) progressLine(`Aviso: ${text} (${errorText(error)})`);
      else if (was)
        progressLine(`Conexão restabelecida com ${activeServer.url ?? 'o servidor'}; acompanhando de novo.`);
    },
    stop: async () => live?.stop(props()),
  };
}

/** The line the board shows while the server cannot be reached. */
function offlineText(): string {
  return `sem conexão com ${activeServer.url ?? 'o servidor'} — tentando de novo`;
}

/**
 * Follows the requests (updating `requests` in place) until every certificate is settled: through the events
 * stream when it is open, polling otherwise or once it cannot be reopened. Returns the error that ended it early.
 */
async function watch(
  api: ApiClient,
  requests: Solicitacao[],
  { stream, target }: { stream?: EventStream; target: StreamTarget },
  options: Options,
): Promise<unknown> {
  const board = await openBoard(requests, options);
  try {
    let mode: 'stream' | 'poll' | 'done' = stream ? 'stream' : 'poll';
    board.report(mode === 'poll' ? 'poll' : 'stream');
    if (stream && !requests.every(isSettled)) {
      mode = await followStream(stream, target, {
        finished: () => requests.every(isSettled),
        onEvent: (event) => applyEvent(requests, event),
        reload: () => reload(api, requests),
        report: () => board.report('stream'),
        connection: (error) => board.connection(error),
      });
    }
    if (mode === 'poll') await poll(api, requests, board, options);
  } catch (error) {
    return error;
  } finally {
    stream?.close();
    await board.stop();
  }
  return undefined;
}

/** Reads the unsettled requests again (after `recarregar`, or a reconnection with nothing to resume from). */
async function reload(api: ApiClient, requests: Solicitacao[]): Promise<void> {
  const unsettled = requests.filter((s) => !isSettled(s));
  const fresh = await fetchRequests(
    api,
    unsettled.map((s) => s.id),
  );
  for (const s of fresh) requests[requests.findIndex((r) => r.id === s.id)] = s;
}

/**
 * Polls the unsettled requests (updating `requests` in place) until every certificate is settled. Throws the
 * error that ends it early: 401/403 at once, an outage (network, 5xx) after OFFLINE_GIVE_UP_MS (the board says
 * 'sem conexão' meanwhile), any other after MAX_POLL_FAILURES failed polls in a row.
 */
async function poll(api: ApiClient, requests: Solicitacao[], board: Board, options: Options): Promise<void> {
  const failures = new Map<string, number>();
  let offlineSince: number | undefined;
  board.report('poll');
  while (!requests.every(isSettled)) {
    await sleep(options.intervalo * 1000);
    let outage: unknown;
    await Promise.all(
      requests.map(async (s, i) => {
        if (isSettled(s)) return;
        try {
          requests[i] = await api.getSolicitacao({ path: { id: s.id } });
          failures.delete(s.id);
        } catch (error) {
          if (exitCodeOf(error) === EXIT.auth) throw error;
          if (isOutage(error)) {
            outage ??= error;
            return;
          }
          const n = (failures.get(s.id) ?? 0) + 1;
          failures.set(s.id, n);
          if (n >= MAX_POLL_FAILURES) throw error;
          if (!drawn(options))
            progressLine(`Aviso: ${shortId(s.id)}: ${errorText(error)} (nova tentativa em seguida)`);
        }
      }),
    );
    if (outage !== undefined) {
      offlineSince ??= Date.now();
      if (Date.now() - offlineSince > OFFLINE_GIVE_UP_MS) throw outage;
    } else {
      offlineSince = undefined;
    }
    board.connection(outage);
    board.report('poll');
  }
}

/** Text in an ANSI colour when stdout is a terminal that shows colours (never in a pipe or a file). */
function paint(text: string, color: 'red' | 'yellow' | undefined): string {
  if (!color || !process.stdout.isTTY || !process.stdout.hasColors?.()) return text;
  return styleText(color, text);
}

/** Lines for stdout: wrapped at spaces to a terminal's width (long names wrapped mid-word otherwise). */
function writeOut(line: string, colored?: { text: string; color: 'red' | 'yellow' | undefined }): void {
  const width = process.stdout.isTTY ? process.stdout.columns || 80 : 0;
  // Wrapped as plain text (escape codes would count as width), then the coloured part painted where it is whole.
  const text = width ? wrapLine(line, width, '    ').join('\n') : line;
  process.stdout.write(
    `${colored ? text.replace(colored.text, paint(colored.text, colored.color)) : text}\n`,
  );
}

function printResult(requests: Solicitacao[], options: Options) {
  if (options.json) return printJson(requests);
  // On a terminal the columns are separated by two spaces and wrapped at spaces; in a pipe, one TSV line each.
  const sep = process.stdout.isTTY ? '  ' : '\t';
  for (const s of requests) {
    const counts = countCertificates(s.certidoes);
    const status = requestStatusLabel(s);
    const results = resultsOf(s.certidoes);
    const summary = resultsText(results);
    writeOut([s.id, status, countsText(counts), summary, s.dadosGerais.nomeCompleto].join(sep), {
      text: summary,
      color: resultsColor(results),
    });
    for (const c of s.certidoes) {
      if (c.status === 'concluido') {
        // What consta against the party is named, each certificate on its line.
        if (isPositive(c.resultado)) {
          const label = getCertificateType(c.tipoCertidao)?.label ?? c.tipoCertidao;
          const valid = c.validoAte ? ` (${validityLabel(c.validoAte).toLowerCase()})` : '';
          const color = c.resultado === 'positiva' ? 'red' : 'yellow';
          const alert = `! ${label}: ${resultLabel(c.resultado as ResultadoCertidao)}`;
          writeOut(`  ${alert}${valid}`, { text: alert, color });
        }
        continue;
      }
      const label = getCertificateType(c.tipoCertidao)?.label ?? c.tipoCertidao;
      // A cancelled certificate is not a failure: its own mark and word.
      const line =
        c.status === 'cancelado'
          ? `  – ${label}: cancelada`
          : `  ✗ ${label}: ${c.erro ?? 'falhou'}${c.podeTentarNovamente ? ' (pode tentar novamente)' : ''}`;
      writeOut(line);
    }
  }
  const width = process.stderr.isTTY ? process.stderr.columns || 80 : 0;
  const text = outcomeText(requests);
  progressLine(width ? wrapLine(text, width, '').join('\n') : text);
}
