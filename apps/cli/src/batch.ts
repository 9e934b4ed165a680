import type { ApiClient, Solicitacao } from '@certidao/api-client';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '@certidao/domain';
import type { Command } from 'commander';
import { forEachLimit } from './concurrency.ts';
import { invalidIds, parseDate, parsePositiveInt, parseStatus } from './options.ts';
import {
  EXIT,
  type ExitCode,
  errorText,
  exitCodeOf,
  printJson,
  progressLine,
  reportError,
  UsageProblem,
  usageError,
} from './output.ts';
import { fetchRequests } from './requests.ts';
import { expandStdin, listAll, resolveIds } from './selection.ts';
import { apiFor, resolveUrl } from './session.ts';

/** Options of the commands that act on many requests (tentar-novamente, cancelar, baixar). */
export interface SelectOptions {
  status?: CertificateStatus;
  desde?: string;
  ate?: string;
  todas?: boolean;
  concorrencia: number;
  url?: string;
  json?: boolean;
  dryRun?: boolean;
}

/**
 * Adds the selection options: ids (or `-`), --status, --desde, --ate, --todas, -c (`concorrencia` by default),
 * --dry-run, --url, --json.
 */
export function withSelection(command: Command, json: string, concorrencia = 4): Command {
  return command
    .argument('[ids...]', 'ids das solicitações (completos ou os 8 primeiros caracteres; - lê da entrada)')
    .option(
      '-s, --status <status>',
      `só solicitações neste status: ${CERTIFICATE_STATUSES.join(', ')}`,
      parseStatus,
    )
    .option('--desde <data>', 'só as criadas a partir do dia (dd/mm/aaaa)', parseDate)
    .option('--ate <data>', 'só as criadas até o dia (dd/mm/aaaa)', parseDate)
    .option('--todas', 'todas as solicitações (sem ids nem filtro)')
    .option('-c, --concorrencia <n>', 'operações ao mesmo tempo', parsePositiveInt(16), concorrencia)
    .option('--dry-run', 'só diz o que seria feito (quantas e quais), sem alterar nada; saída 0')
    .option('--url <url>', 'endereço do servidor')
    .option('--json', json);
}

function hasFilter(options: SelectOptions): boolean {
  return Boolean(options.status || options.desde || options.ate || options.todas);
}

/** What is wrong with the selection (pt-BR), if anything: bad ids, or neither ids nor a filter, or both. */
export function selectionProblem(ids: readonly string[], options: SelectOptions): string | undefined {
  const bad = invalidIds(ids, true);
  if (bad.length) return `id de solicitação inválido: ${bad.join(', ')}.`;
  if (!ids.length && !hasFilter(options)) {
    return 'informe os ids das solicitações (ou - para lê-los da entrada), um filtro (--status, --desde, --ate) ou --todas.';
  }
  if (ids.length && hasFilter(options)) return 'use ids ou filtros, não os dois.';
  return undefined;
}

/** The requests selected: by ids (short ones resolved, `-` read from stdin) or by filter across all pages. */
export async function selectRequests(
  api: ApiClient,
  ids: readonly string[],
  options: SelectOptions,
): Promise<Solicitacao[]> {
  if (!ids.length) return listAll(api, options);
  const given = await expandStdin(ids);
  const bad = invalidIds(given);
  if (bad.length) throw new UsageProblem(`id de solicitação inválido: ${bad.join(', ')}.`);
  if (!given.length) throw new UsageProblem('nenhum id de solicitação na entrada.');
  return fetchRequests(api, await resolveIds(api, given));
}

/**
 * The first step of every batch command: the selection checked, then the requests it names read from the
 * server given by --url (or the current one); or the exit code of what was wrong, already reported.
 */
export async function loadSelection(
  ids: readonly string[],
  options: SelectOptions,
): Promise<{ api: ApiClient; requests: Solicitacao[] } | ExitCode> {
  const problem = selectionProblem(ids, options);
  if (problem) return usageError(problem);
  const api = apiFor(resolveUrl(options.url));
  try {
    return { api, requests: await selectRequests(api, ids, options) };
  } catch (error) {
    return reportError(error);
  }
}

/** One operation of a batch and what came of it (the --json output). */
export interface BatchItem {
  solicitacaoId: string;
  situacao?: string;
  erro?: string;
}

/**
 * Runs `fn` over the items, `concorrencia` at a time, setting each one's `situacao` (what `fn` returned) or
 * `erro`, one progress line each on stderr. Stops starting new ones after an error that would fail them all
 * (session ended, server unreachable) and returns it.
 */
export async function runBatch<T extends BatchItem>(
  items: T[],
  concorrencia: number,
  fn: (item: T) => Promise<string>,
  label: (item: T) => string,
): Promise<unknown> {
  let stopError: unknown;
  let done = 0;
  await forEachLimit(
    items,
    concorrencia,
    async (item) => {
      try {
        item.situacao = await fn(item);
      } catch (error) {
        item.situacao = 'erro';
        item.erro = errorText(error);
        const code = exitCodeOf(error);
        if (code === EXIT.auth || code === EXIT.unreachable) stopError ??= error;
      }
      done++;
      progressLine(
        `[${done}/${items.length}] ${label(item)}: ${item.erro ? `erro: ${item.erro}` : item.situacao}`,
      );
    },
    () => stopError !== undefined,
  );
  return stopError;
}

/**
 * Prints the results (JSON, or the ids of the requests where `ok` happened, one per line, for `| xargs`) and
 * returns the exit code: 0 all done; 5 some not; 1 none done; auth/unreachable errors their own codes.
 */
export function finishBatch(
  items: readonly BatchItem[],
  ok: string,
  json: boolean | undefined,
  stopError: unknown,
): ExitCode {
  if (json) printJson(items.filter((i) => i.situacao));
  else {
    const ids = new Set(items.filter((i) => i.situacao === ok).map((i) => i.solicitacaoId));
    for (const id of ids) process.stdout.write(`${id}\n`);
  }
  if (stopError !== undefined) return reportError(stopError);
  const failed = items.filter((i) => i.situacao === 'erro').length;
  if (!failed) return EXIT.ok;
  return items.some((i) => i.situacao === ok) ? EXIT.partial : EXIT.failure;
}

/**
 * `--dry-run`: what would be done, without doing it. stdout as the real run would print it (the ids, one per
 * line, or JSON with `situacao` saying what would happen); one line per item and a summary on stderr. Exit 0.
 */
export function finishDryRun<T extends BatchItem>(
  items: T[],
  wouldBe: string,
  json: boolean | undefined,
  label: (item: T) => string,
  summary: string,
): ExitCode {
  for (const item of items) item.situacao = wouldBe;
  for (const item of items) progressLine(`${label(item)}: ${wouldBe}`);
  progressLine(`Simulação (--dry-run): ${summary}; nada foi alterado.`);
  if (json) printJson(items);
  else for (const id of new Set(items.map((i) => i.solicitacaoId))) process.stdout.write(`${id}\n`);
  return EXIT.ok;
}
