import { join, resolve } from 'node:path';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import { countOf, plural } from '@certidao/domain';
import type { Command } from 'commander';
import { loadSelection, type SelectOptions, withSelection } from '../batch.ts';
import { forEachLimit } from '../concurrency.ts';
import { countCertificates, countsText, formatBytes, shortId } from '../format.ts';
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
import { destinationProblem, type PdfTarget, savePdf } from '../pdfFiles.ts';
import type { DownloadProgressProps } from '../ui/DownloadProgress.tsx';
import type { Failure } from '../ui/FailureLines.tsx';
import { startLive } from '../ui/live.ts';

interface Options extends SelectOptions {
  destino: string;
}

type Situacao = 'baixado' | 'existente' | 'erro';

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
        'Baixa os PDFs das solicitações (por ids ou por filtro) para <destino>/<id>/<arquivo>.pdf',
      ),
    'imprime os arquivos em JSON (caminho, tamanho, sha256, situação)',
  )
    .option('-d, --destino <pasta>', 'pasta onde os PDFs são gravados (criada se não existir)', 'certidoes')
    .addHelpText(
      'after',
      `
Arquivos que já existem com o mesmo SHA-256 não são baixados de novo; cada arquivo é gravado primeiro com
outro nome e renomeado só quando completo e conferido.

Exemplos:
  certidao baixar 3f0c9a7e 9a1d4b2c --destino ./certidoes
  certidao baixar --status concluido --desde 23/11/2026
  certidao solicitacoes --status concluido --json | certidao baixar -

O destino é conferido antes de tudo (criado e testado com um arquivo): sem como gravar nele, uma mensagem
e saída 2, sem baixar nada.

Códigos de saída: 0 todos os PDFs pedidos gravados; 5 algum arquivo não pôde ser baixado ou alguma
certidão pedida ainda está em andamento, falhou ou foi cancelada; 1 erro; 2 uso incorreto;
3 sem sessão ou sem permissão; 4 servidor fora do ar.`,
    )
    .action(async (ids: string[], options: Options) => {
      process.exitCode = await baixar(ids, options);
    });
}

/** The action: select the requests, plan the files, download them (with progress), then print the results. */
async function baixar(ids: string[], options: Options): Promise<ExitCode> {
  const destino = resolve(options.destino);
  // Checked before asking the server anything: an unwritable destination is one message, not one per file.
  const problem = await destinationProblem(destino);
  if (problem) return usageError(problem);
  const selected = await loadSelection(ids, options);
  if (typeof selected === 'number') return selected;
  const { api, requests } = selected;
  const unfinished = requests.filter(warnUnfinished).length;
  const files = planFiles(requests, destino);
  if (!files.length) {
    progressLine(nothingToDownload(requests.length, unfinished));
    if (options.json) printJson([]);
    return unfinished ? EXIT.partial : EXIT.ok;
  }
  const stopError = await downloadAll(api, files, options);
  printResults(files, options.json);
  progressLine(summaryText(files, destino));
  if (stopError) return reportError(stopError);
  if (!files.some((f) => f.situacao === 'erro')) return unfinished ? EXIT.partial : EXIT.ok;
  return files.some(isSaved) ? EXIT.partial : EXIT.failure;
}

/** Why nothing is downloaded: no request, or none of their certificates has a PDF (yet). */
function nothingToDownload(requests: number, unfinished: number): string {
  if (!requests) return 'Nenhuma solicitação encontrada.';
  if (unfinished)
    return 'Nenhum PDF para baixar: as certidões pedidas ainda estão em andamento, falharam ou foram canceladas.';
  return 'Nenhum PDF para baixar.';
}

/**
 * Warns about certificates that have no PDF yet (still running) or never will (failed, cancelled); returns
 * whether there were any.
 */
function warnUnfinished(s: Solicitacao): boolean {
  const waiting = s.certidoes.filter((c) => c.status === 'pendente' || c.status === 'processando');
  if (waiting.length) {
    progressLine(
      `Aviso: ${shortId(s.id)} ainda tem ${countOf(waiting.length, 'certidão', 'certidões')} em andamento (${countsText(countCertificates(waiting))}); baixe de novo depois.`,
    );
  }
  const failed = s.certidoes.filter((c) => c.status === 'falhou').length;
  if (failed) {
    progressLine(
      `Aviso: ${shortId(s.id)} tem ${countOf(failed, 'certidão', 'certidões')} com falha, sem PDF (certidao tentar-novamente ${shortId(s.id)}).`,
    );
  }
  const cancelled = s.certidoes.filter((c) => c.status === 'cancelado').length;
  if (cancelled) {
    progressLine(
      `Aviso: ${shortId(s.id)} tem ${countOf(cancelled, 'certidão cancelada', 'certidões canceladas')}, sem PDF.`,
    );
  }
  return waiting.length + failed + cancelled > 0;
}

/** Every PDF of the requests, with its destination `<destino>/<id da solicitação>/<arquivo>.pdf`. */
function planFiles(requests: readonly Solicitacao[], destino: string): Arquivo[] {
  return requests.flatMap((s) =>
    s.certidoes.flatMap((c) =>
      c.pdfs.map((pdf) => ({
        solicitacaoId: s.id,
        certidaoId: c.id,
        tipoCertidao: c.tipoCertidao,
        nomeArquivo: pdf.nomeArquivo,
        caminho: join(destino, s.id, pdf.nomeArquivo),
        tamanho: pdf.tamanho,
        sha256: pdf.sha256,
        urlDownload: pdf.urlDownload,
      })),
    ),
  );
}

/**
 * Saves the files, `concorrencia` at a time, setting each one's `situacao` (and `erro`). Stops starting new
 * downloads after an error that will fail every file (session ended, server unreachable) and returns it.
 */
async function downloadAll(api: ApiClient, files: Arquivo[], options: Options): Promise<unknown> {
  const report = await startReport(files, options.json);
  let stopError: unknown;
  await forEachLimit(
    files,
    options.concorrencia,
    async (file) => {
      let received = 0;
      try {
        file.situacao = await savePdf(api, file, (n) => {
          received += n;
          report.received(n);
        });
      } catch (error) {
        file.situacao = 'erro';
        file.erro = errorText(error);
        const code = exitCodeOf(error);
        // The session, the server or the disk failing fails every file: stop instead of trying them all.
        if (code === EXIT.auth || code === EXIT.unreachable || diskFull(error)) stopError ??= error;
      }
      report.finished(file, file.tamanho - received);
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
async function startReport(files: readonly Arquivo[], json?: boolean): Promise<DownloadReport> {
  const progress = {
    files: 0,
    totalFiles: files.length,
    bytes: 0,
    totalBytes: sum(files.map((f) => f.tamanho)),
  };
  // Kept as files finish, not recomputed per chunk received.
  const errors: Failure[] = [];
  const props = (): DownloadProgressProps => ({ ...progress, errors });
  const live = canRedraw(json)
    ? await startLive(() => import('../ui/DownloadProgress.tsx').then((m) => m.DownloadProgress), props())
    : undefined;
  return {
    received(bytes) {
      progress.bytes += bytes;
      live?.update(props());
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
      if (live) live.update(props());
      else progressLine(`[${progress.files}/${progress.totalFiles}] ${fileLine(file)}`);
    },
    stop: async () => live?.stop(props()),
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
  else for (const f of files.filter(isSaved)) process.stdout.write(`${f.caminho}\n`);
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
