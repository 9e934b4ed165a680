/**
 * `certidao baixar`. Long file: it reads top to bottom as a run goes (select the requests, check the destination,
 * plan the files, download them, report), each step a function of its own.
 */
import { basename, dirname, join, resolve } from 'node:path';
import type { Solicitacao } from '@certidao/api-client';
import { countOf, plural } from '@certidao/domain';
import type { Command } from 'commander';
import { loadSelection, type SelectOptions, withSelection } from '../batch.ts';
import { forEachLimit } from '../concurrency.ts';
import { formatBytes, shortId } from '../format.ts';
import { parseChoice } from '../options.ts';
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
import {
  destinationProblem,
  downloadSource,
  FOLDER_MODES,
  type FolderMode,
  Folders,
  isSafeName,
  type PdfSource,
  type PdfTarget,
  preloadDownloadSource,
  requestFolder,
  sameFile,
  saveFromZip,
  savePdf,
  type ZipSource,
  zipEntryName,
} from '../pdfFiles.ts';
import { MovingRate } from '../rate.ts';
import { activeServer, resolveUrl, sessionToken } from '../session.ts';
import type { DownloadProgressProps } from '../ui/DownloadProgress.tsx';
import type { Failure } from '../ui/FailureLines.tsx';
import { type LiveView, startLive } from '../ui/live.ts';

interface Options extends SelectOptions {
  destino: string;
  pastas: FolderMode;
}

type Situacao = 'baixado' | 'existente' | 'erro' | 'seria baixado';

/**
 * Downloads at a time by default. `curl --parallel --parallel-max 8` keeps 8 requests in flight with next to no
 * work between two files; `certidao` checks, writes and renames each file and draws its bars on the same thread,
 * so a connection sits idle a moment between files. 12 requests in flight (12 connections, reused) keep the
 * server as busy as curl's 8: on the bench, 12 beat 8 with the bars on, and 16 was no faster.
 */
const DEFAULT_CONCURRENCY = 12;

/** One PDF of a request and what happened to it (the --json output). */
interface Arquivo extends PdfTarget {
  solicitacaoId: string;
  certidaoId: string;
  tipoCertidao: string;
  situacao?: Situacao;
  erro?: string;
}

export function registerBaixar(program: Command) {
  withSelection(
    program
      .command('baixar')
      .description(
        'Baixa os PDFs das solicitações (por ids ou por filtro) para <destino>/<pasta>/<arquivo>.pdf',
      ),
    'imprime os arquivos em JSON (caminho, tamanho, sha256, situação)',
    DEFAULT_CONCURRENCY,
  )
    .option('-d, --destino <pasta>', 'pasta onde os PDFs são gravados (criada se não existir)', 'certidoes')
    .option(
      '--pastas <modo>',
      'uma pasta por solicitação com o nome: id (da solicitação), nome (da pessoa ou empresa) ou documento (CPF/CNPJ, só números)',
      parseChoice(FOLDER_MODES),
      'id',
    )
    .addHelpText(
      'after',
      `
Arquivos que já existem com o mesmo SHA-256 não são baixados de novo; cada arquivo é gravado primeiro com
outro nome e renomeado só quando completo e conferido. Os PDFs de uma solicitação que ainda não estão no
destino (3 ou mais) vêm num só ZIP, um pedido ao servidor em vez de um por PDF, e são gravados um a um.

Exemplos:
  certidao baixar 3f0c9a7e 9a1d4b2c --destino ./certidoes
  certidao baixar --status concluido --desde 23/11/2026
  certidao solicitacoes --status concluido --json | certidao baixar -
  certidao baixar --todas --pastas nome --dry-run

Com --pastas nome, a pasta tem o nome da pessoa ou empresa sem os caracteres que os sistemas de arquivos
recusam (/ \\ : * ? " < > |), até 80 caracteres; com --pastas documento, o CPF ou CNPJ só com números.
Solicitações da mesma pessoa ficam na mesma pasta. Num terminal, a barra dos bytes mostra a taxa e o tempo
restante (12,3 MB/s · faltam 8 s). Com --dry-run, só lista os arquivos que seriam baixados e os que já
existem, sem gravar nem criar nada.

O destino é conferido antes de tudo (criado e testado com um arquivo): sem como gravar nele, uma mensagem
e saída 2, sem baixar nada.

Códigos de saída: 0 todos os PDFs pedidos gravados (ou --dry-run); 5 algum arquivo não pôde ser baixado ou alguma
certidão pedida ainda está em andamento, falhou ou foi cancelada; 1 erro; 2 uso incorreto;
3 sem sessão ou sem permissão; 4 servidor fora do ar.`,
    )
    .action(async (ids: string[], options: Options) => {
      process.exitCode = await baixar(ids, options);
    });
}

/** The action: select the requests, plan the files, download them (with progress), then print the results. */
async function baixar(ids: string[], options: Options): Promise<ExitCode> {
  // The HTTP client loads while the requests are read.
  if (!options.dryRun) preloadDownloadSource();
  const destino = resolve(options.destino);
  // Checked before asking the server anything: an unwritable destination is one message, not one per file.
  // A dry run creates nothing, not even the folder.
  const problem = options.dryRun ? undefined : await destinationProblem(destino);
  if (problem) {
    usageError(problem);
    // A file system call that never answered still holds the process: end it here.
    process.exit(EXIT.usage);
  }
  const selected = await loadSelection(ids, options);
  if (typeof selected === 'number') return selected;
  const { requests } = selected;
  const pending = unfinishedOf(requests);
  warnUnfinished(pending);
  const unfinished = pending.requests;
  const files = planFiles(requests, destino, options.pastas);
  if (!files.length) {
    const partial = unfinished > 0 && !options.dryRun;
    progressLine(
      `${nothingToDownload(requests.length, unfinished)}${partial ? ` Saída 5: ${partialReason(pending)}.` : ''}`,
    );
    if (options.json) printJson([]);
    return partial ? EXIT.partial : EXIT.ok;
  }
  if (options.dryRun) return dryRun(files, destino, options.json);
  const url = activeServer.url ?? resolveUrl(options.url);
  const source = await downloadSource(`${url}/api`, sessionToken(url), options.concorrencia);
  const stopError = await downloadAll(source, files, destino, options).finally(() => source.agent.close());
  printResults(files, options.json);
  const failedFiles = files.filter((f) => f.situacao === 'erro').length;
  const code: ExitCode = stopError
    ? exitCodeOf(stopError)
    : !failedFiles
      ? unfinished
        ? EXIT.partial
        : EXIT.ok
      : files.some(isSaved)
        ? EXIT.partial
        : EXIT.failure;
  // The summary says why the run exits 5: which files failed, which certificates have no PDF.
  const why =
    code === EXIT.partial
      ? [
          failedFiles &&
            countOf(failedFiles, 'arquivo não pôde ser baixado', 'arquivos não puderam ser baixados'),
          unfinished && partialReason(pending),
        ].filter(Boolean)
      : [];
  progressLine(`${summaryText(files, destino)}${why.length ? `. Saída 5: ${why.join('; ')}.` : ''}`);
  if (stopError) return reportError(stopError);
  return code;
}

/** Why nothing is downloaded: no request, or none of their certificates has a PDF (yet). */
function nothingToDownload(requests: number, unfinished: number): string {
  if (!requests) return 'Nenhuma solicitação encontrada.';
  if (unfinished)
    return 'Nenhum PDF para baixar: as certidões pedidas ainda estão em andamento, falharam ou foram canceladas.';
  return 'Nenhum PDF para baixar.';
}

/** The requests whose certificates will have no PDF in this run, by why: still running, failed, cancelled. */
interface Unfinished {
  waiting: Solicitacao[];
  failed: Solicitacao[];
  cancelled: Solicitacao[];
  /** Certificates without a PDF, all reasons together. */
  certificates: number;
  requests: number;
}

function unfinishedOf(requests: readonly Solicitacao[]): Unfinished {
  const has = (s: Solicitacao, ...statuses: string[]) => s.certidoes.some((c) => statuses.includes(c.status));
  const without = (s: Solicitacao) =>
    s.certidoes.filter((c) => ['pendente', 'processando', 'falhou', 'cancelado'].includes(c.status)).length;
  return {
    waiting: requests.filter((s) => has(s, 'pendente', 'processando')),
    failed: requests.filter((s) => has(s, 'falhou')),
    cancelled: requests.filter((s) => has(s, 'cancelado')),
    certificates: requests.reduce((n, s) => n + without(s), 0),
    requests: requests.filter((s) => without(s) > 0).length,
  };
}

/** '3f0c9a7e, 9a1d4b2c, 77aa01bb e mais 12': a few short ids, enough to start from. */
function someIds(requests: readonly Solicitacao[]): string {
  const shown = requests.slice(0, 3).map((s) => shortId(s.id));
  return `${shown.join(', ')}${requests.length > 3 ? ` e mais ${requests.length - 3}` : ''}`;
}

/**
 * Warns about certificates that have no PDF yet (still running) or never will (failed, cancelled): one line
 * per reason, however many requests (a run over hundreds of requests gave one line each), with a few ids.
 */
function warnUnfinished(u: Unfinished): void {
  const count = (list: readonly Solicitacao[]) => countOf(list.length, 'solicitação', 'solicitações');
  if (u.waiting.length) {
    progressLine(
      `Aviso: ${count(u.waiting)} ainda com certidões em andamento (${someIds(u.waiting)}); baixe de novo depois.`,
    );
  }
  if (u.failed.length) {
    progressLine(
      `Aviso: ${count(u.failed)} com certidões com falha, sem PDF (${someIds(u.failed)}); para reenviar: certidao tentar-novamente.`,
    );
  }
  if (u.cancelled.length) {
    progressLine(`Aviso: ${count(u.cancelled)} com certidões canceladas, sem PDF (${someIds(u.cancelled)}).`);
  }
}

/** Why a run that saved what it could still exits 5, for the summary. */
function partialReason(u: Unfinished): string {
  const parts = [
    u.waiting.length && 'em andamento',
    u.failed.length && 'com falha',
    u.cancelled.length && 'canceladas',
  ].filter(Boolean);
  return `${countOf(u.certificates, 'certidão pedida ficou', 'certidões pedidas ficaram')} sem PDF (${parts.join(', ')}) em ${countOf(u.requests, 'solicitação', 'solicitações')}`;
}

/**
 * `--dry-run`: which files would be downloaded and which are already there (same size and SHA-256); the paths
 * to download on stdout (as a real run prints the ones it saved), nothing written. Exit 0.
 */
async function dryRun(files: Arquivo[], destino: string, json?: boolean): Promise<ExitCode> {
  const folders = new Folders(destino);
  for (const file of files) {
    file.situacao = (await sameFile(file, folders)) ? 'existente' : 'seria baixado';
    progressLine(
      `${file.caminho}: ${file.situacao === 'existente' ? 'já existe, seria mantido' : `seria baixado (${formatBytes(file.tamanho)})`}`,
    );
  }
  const toDownload = files.filter((f) => f.situacao === 'seria baixado');
  const kept = files.length - toDownload.length;
  progressLine(
    `Simulação (--dry-run): ${countOf(toDownload.length, 'PDF seria baixado', 'PDFs seriam baixados')} (${formatBytes(sum(toDownload.map((f) => f.tamanho)))}), ${kept} já ${plural(kept, 'existe', 'existem')}, em ${destino}; nada foi gravado.`,
  );
  if (json) printJson(files);
  else writePaths(toDownload);
  return EXIT.ok;
}

/** Every PDF of the requests, with its destination `<destino>/<pasta da solicitação>/<arquivo>.pdf`. */
function planFiles(requests: readonly Solicitacao[], destino: string, pastas: FolderMode): Arquivo[] {
  return requests.flatMap((s) =>
    s.certidoes.flatMap((c) =>
      c.pdfs.map((pdf) => ({
        solicitacaoId: s.id,
        certidaoId: c.id,
        tipoCertidao: c.tipoCertidao,
        nomeArquivo: pdf.nomeArquivo,
        caminho: join(destino, requestFolder(s, pastas), pdf.nomeArquivo),
        tamanho: pdf.tamanho,
        sha256: pdf.sha256,
        urlDownload: pdf.urlDownload,
      })),
    ),
  );
}

/** From this many PDFs of a request to download, they come as one ZIP; fewer, one request each. */
const ZIP_MIN_FILES = 3;

/** One download: a request's PDFs as one ZIP, or one PDF. */
type Unit = { zip: ZipSource<Arquivo> } | { file: Arquivo };

/**
 * What to ask the server for: one ZIP per request whose PDFs (ZIP_MIN_FILES or more) are all missing from the
 * destination, as on a first run; otherwise each PDF on its own, checked against the file already there. A
 * ZIP is one authorised look-up on the server for all of a request's PDFs, not one per PDF: the server, on
 * the same cores as everything else, was what made a run slow.
 */
async function planDownloads(files: readonly Arquivo[], folders: Folders): Promise<Unit[]> {
  const dirs = [...new Set(files.map((f) => dirname(f.caminho)))];
  const listed = new Map(
    await Promise.all(
      dirs.map(async (dir) => [dir, await folders.names(dir).catch(() => undefined)] as const),
    ),
  );
  const missing = (f: Arquivo) => listed.get(dirname(f.caminho))?.has(basename(f.caminho)) === false;
  const byRequest = new Map<string, Arquivo[]>();
  for (const f of files) {
    const own = byRequest.get(f.solicitacaoId);
    if (own) own.push(f);
    else byRequest.set(f.solicitacaoId, [f]);
  }
  return [...byRequest].flatMap(([solicitacaoId, own]): Unit[] =>
    own.length >= ZIP_MIN_FILES && own.every((f) => isSafeName(f.nomeArquivo) && missing(f))
      ? [
          {
            zip: {
              solicitacaoId,
              entries: new Map(own.map((f) => [zipEntryName(f.tipoCertidao, f.nomeArquivo), f])),
            },
          },
        ]
      : own.map((file) => ({ file })),
  );
}

/**
 * Saves the files, `concorrencia` downloads at a time, setting each one's `situacao` (and `erro`). The PDFs a
 * ZIP did not bring (refused, cut short) are downloaded one by one. Stops starting new downloads after an error
 * that will fail every file (session ended, server unreachable) and returns it.
 */
async function downloadAll(
  source: PdfSource,
  files: Arquivo[],
  destino: string,
  options: Options,
): Promise<unknown> {
  const report = startReport(files, options.json);
  const folders = new Folders(destino);
  const units = await planDownloads(files, folders);
  let stopError: unknown;
  // Bytes received per file: a file that fails leaves what it did not receive out of the total, and one that a
  // ZIP left half-way is counted again from zero when downloaded on its own.
  const received = new Map<Arquivo, number>();
  const count = (file: Arquivo, n: number) => {
    received.set(file, (received.get(file) ?? 0) + n);
    report.received(n);
  };
  const saveOne = async (file: Arquivo) => {
    const partial = received.get(file);
    if (partial) {
      report.received(-partial);
      received.delete(file);
    }
    try {
      file.situacao = await savePdf(source, file, folders, (n) => count(file, n));
    } catch (error) {
      file.situacao = 'erro';
      file.erro = errorText(error);
      const code = exitCodeOf(error);
      // The session, the server or the disk failing fails every file: stop instead of trying them all.
      if (code === EXIT.auth || code === EXIT.unreachable || diskFull(error)) stopError ??= error;
    }
    report.finished(file, file.tamanho - (received.get(file) ?? 0));
  };
  await forEachLimit(
    units,
    options.concorrencia,
    async (unit) => {
      if ('file' in unit) return saveOne(unit.file);
      const rest = await saveFromZip(source, unit.zip, folders, count, (file) => {
        file.situacao = 'baixado';
        report.finished(file, 0);
      });
      for (const file of rest) {
        if (stopError !== undefined) break;
        await saveOne(file);
      }
    },
    () => stopError !== undefined,
  );
  await report.stop();
  return stopError;
}

interface DownloadReport {
  received(bytes: number): void;
  finished(file: Arquivo, unreceivedBytes: number): void;
  stop(): Promise<void>;
}

/** The progress of the downloads: the DownloadProgress view on a terminal, otherwise one line per file. */
function startReport(files: readonly Arquivo[], json?: boolean): DownloadReport {
  const progress = {
    files: 0,
    totalFiles: files.length,
    bytes: 0,
    totalBytes: sum(files.map((f) => f.tamanho)),
  };
  // Kept as files finish, not recomputed per chunk received.
  const errors: Failure[] = [];
  // The rate of the last 5 s (a stall shows at once, a fast start is not promised for the rest), and the time
  // left at it; once done, the whole run's average.
  const rate = new MovingRate(5_000);
  const started = performance.now();
  let received = 0;
  let speed: { taxa?: number; faltam?: number } = {};
  // Measured when a frame is drawn (10 a second), not per chunk received.
  const measure = () => {
    rate.add(received);
    const taxa = rate.perSecond(1_000);
    speed = { taxa, faltam: taxa ? Math.max(0, progress.totalBytes - progress.bytes) / taxa : undefined };
  };
  const props = (): DownloadProgressProps => ({ ...progress, errors, ...speed });
  const frame = (): DownloadProgressProps => {
    measure();
    return props();
  };
  // The view (Ink and React: a tenth of a second of CPU on an idle machine, several on a busy one) is loaded
  // once the first bytes have come: every connection has its request by then, and the server works on them
  // while the view loads, instead of the requests waiting for it. Until it is drawn the progress is only
  // counted; a view that cannot be drawn still fails the command, once the downloads end.
  const redraw = canRedraw(json);
  let live: LiveView<DownloadProgressProps> | undefined;
  let starting: Promise<void> | undefined;
  const show = () => {
    if (starting || !redraw) return;
    starting = startLive(
      () => import('../ui/DownloadProgress.tsx').then((m) => m.DownloadProgress),
      frame(),
    ).then((view) => {
      live = view;
      view.update(frame);
    });
    starting.catch(() => undefined);
  };
  return {
    received(bytes) {
      progress.bytes += bytes;
      received += bytes;
      show();
      live?.update(frame);
    },
    finished(file, unreceivedBytes) {
      // A file kept as it was counts as done; a failed one leaves the total, so the bar never claims bytes that
      // were not written.
      if (file.situacao === 'erro') progress.totalBytes -= unreceivedBytes;
      else progress.bytes += unreceivedBytes;
      progress.files++;
      if (file.situacao === 'erro') {
        errors.push({
          label: `${shortId(file.solicitacaoId)}/${file.nomeArquivo}`,
          message: file.erro ?? '',
        });
      }
      if (redraw) {
        show();
        live?.update(frame);
      } else progressLine(`[${progress.files}/${progress.totalFiles}] ${fileLine(file)}`);
    },
    stop: async () => {
      const seconds = (performance.now() - started) / 1000;
      show();
      await starting;
      speed = { taxa: received && seconds > 0 ? received / seconds : undefined };
      await live?.stop(props());
    },
  };
}

/** 'id/arquivo.pdf baixado (12,3 KB)' — what happened to one file, for the plain progress lines. */
function fileLine(file: Arquivo): string {
  const what =
    file.situacao === 'baixado'
      ? `baixado (${formatBytes(file.tamanho)})`
      : file.situacao === 'existente'
        ? 'já existe, mantido'
        : `erro: ${file.erro}`;
  return `${shortId(file.solicitacaoId)}/${file.nomeArquivo} ${what}`;
}

function isSaved(f: Arquivo): boolean {
  return f.situacao === 'baixado' || f.situacao === 'existente';
}

/** stdout: the files tried, as JSON, or the path of every saved file, one per line. */
function printResults(files: readonly Arquivo[], json?: boolean) {
  if (json) printJson(files.filter((f) => f.situacao));
  else writePaths(files.filter(isSaved));
}

/**
 * One path a line on stdout, in one write: stdout on a terminal or a pipe is written synchronously, and a write
 * per path (thousands) woke the reader for each.
 */
function writePaths(files: readonly Arquivo[]) {
  if (files.length) process.stdout.write(files.map((f) => `${f.caminho}\n`).join(''));
}

/** '3 PDFs baixados (1,2 MB), 1 já existia, 1 com erro em /destino'. */
function summaryText(files: readonly Arquivo[], destino: string): string {
  const downloaded = files.filter((f) => f.situacao === 'baixado');
  const kept = files.filter((f) => f.situacao === 'existente').length;
  const failed = files.filter((f) => f.situacao === 'erro').length;
  return `${countOf(downloaded.length, 'PDF baixado', 'PDFs baixados')} (${formatBytes(sum(downloaded.map((f) => f.tamanho)))}), ${kept} já ${plural(kept, 'existia', 'existiam')}${failed ? `, ${failed} com erro` : ''} em ${destino}`;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** A write error that every other file would hit too (disk full, read-only, no permission). */
function diskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS' || code === 'EACCES';
}
