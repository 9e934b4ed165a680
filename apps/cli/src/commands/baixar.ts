import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import type { Command } from 'commander';
import { forEachLimit } from '../concurrency.ts';
import { countCertificates, countsText, formatBytes, shortId } from '../format.ts';
import { invalidIds, parsePositiveInt } from '../options.ts';
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
import { fetchRequests } from '../requests.ts';
import { apiFor, resolveUrl } from '../session.ts';
import type { DownloadProgressProps } from '../ui/DownloadProgress.tsx';
import { startLive } from '../ui/live.ts';

interface Options {
  destino: string;
  concorrencia: number;
  url?: string;
  json?: boolean;
}

type Situacao = 'baixado' | 'existente' | 'erro';

/** One PDF of a request and what happened to it (the --json output). */
interface Arquivo {
  solicitacaoId: string;
  certidaoId: string;
  tipoCertidao: string;
  nomeArquivo: string;
  caminho: string;
  tamanho: number;
  sha256: string;
  urlDownload: string;
  situacao?: Situacao;
  erro?: string;
}

/** File names the API gives (`Pdf.nomeArquivo`): no directories, so nothing is written outside the folder. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/;
const MINIO_PREFIX = '/automations/pdfs/minio/';

export function registerBaixar(program: Command) {
  program
    .command('baixar')
    .description('Baixa os PDFs das solicitações para <destino>/<id da solicitação>/<arquivo>.pdf')
    .argument('<ids...>', 'ids das solicitações')
    .requiredOption('-d, --destino <pasta>', 'pasta onde os PDFs são gravados (criada se não existir)')
    .option('-c, --concorrencia <n>', 'downloads ao mesmo tempo', parsePositiveInt(16), 4)
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime os arquivos em JSON (caminho, tamanho, sha256, situação)')
    .addHelpText(
      'after',
      `
Arquivos que já existem com o mesmo SHA-256 não são baixados de novo; cada arquivo é gravado primeiro com
outro nome e renomeado só quando completo e conferido.

Exemplo:
  certidao baixar 3f0c…-… --destino ./certidoes

Códigos de saída: 0 todos os PDFs gravados; 5 algum arquivo não pôde ser baixado; 1 erro;
2 uso incorreto; 3 sem sessão ou sem permissão; 4 servidor fora do ar.`,
    )
    .action(async (ids: string[], options: Options) => {
      process.exitCode = await baixar(ids, options);
    });
}

async function baixar(ids: string[], options: Options): Promise<ExitCode> {
  const bad = invalidIds(ids);
  if (bad.length) return usageError(`id de solicitação inválido: ${bad.join(', ')}.`);
  const api = apiFor(resolveUrl(options.url));
  let requests: Solicitacao[];
  try {
    requests = await fetchRequests(api, [...new Set(ids)]);
  } catch (error) {
    return reportError(error);
  }
  const destino = resolve(options.destino);
  const files: Arquivo[] = [];
  for (const s of requests) {
    const waiting = s.certidoes.filter((c) => c.status === 'pendente' || c.status === 'processando');
    if (waiting.length) {
      progressLine(
        `Aviso: ${shortId(s.id)} ainda tem ${waiting.length} ${waiting.length === 1 ? 'certidão' : 'certidões'} em andamento (${countsText(countCertificates(waiting))}); baixe de novo depois.`,
      );
    }
    const failed = s.certidoes.filter((c) => c.status === 'falhou' || c.status === 'cancelado').length;
    if (failed) {
      progressLine(
        `Aviso: ${shortId(s.id)} tem ${failed} ${failed === 1 ? 'certidão' : 'certidões'} com falha, sem PDF.`,
      );
    }
    for (const c of s.certidoes) {
      for (const pdf of c.pdfs) {
        files.push({
          solicitacaoId: s.id,
          certidaoId: c.id,
          tipoCertidao: c.tipoCertidao,
          nomeArquivo: pdf.nomeArquivo,
          caminho: join(destino, s.id, pdf.nomeArquivo),
          tamanho: pdf.tamanho,
          sha256: pdf.sha256,
          urlDownload: pdf.urlDownload,
        });
      }
    }
  }
  if (!files.length) {
    progressLine('Nenhuma certidão foi gerada ainda.');
    if (options.json) printJson([]);
    return EXIT.ok;
  }

  const progress: DownloadProgressProps = {
    files: 0,
    totalFiles: files.length,
    bytes: 0,
    totalBytes: sum(files.map((f) => f.tamanho)),
    errors: [],
  };
  const props = (): DownloadProgressProps => ({
    ...progress,
    errors: files
      .filter((f) => f.situacao === 'erro')
      .map((f) => ({ label: `${shortId(f.solicitacaoId)}/${f.nomeArquivo}`, message: f.erro ?? '' })),
  });
  const live = canRedraw(options.json)
    ? await startLive(() => import('../ui/DownloadProgress.tsx').then((m) => m.DownloadProgress), props())
    : undefined;
  const redraw = () => live?.update(props());
  let stopError: unknown;

  await forEachLimit(
    files,
    options.concorrencia,
    async (file) => {
      let received = 0;
      try {
        if (!SAFE_NAME.test(file.nomeArquivo))
          throw new Error('nome de arquivo inesperado; não foi gravado.');
        if (await sameFile(file.caminho, file)) {
          file.situacao = 'existente';
          progress.bytes += file.tamanho;
        } else {
          await download(api, file, (n) => {
            received += n;
            progress.bytes += n;
            redraw();
          });
          file.situacao = 'baixado';
        }
      } catch (error) {
        file.situacao = 'erro';
        file.erro = errorText(error);
        progress.bytes += file.tamanho - received;
        const code = exitCodeOf(error);
        if (code === EXIT.auth || code === EXIT.unreachable) stopError ??= error;
      }
      progress.files++;
      if (live) redraw();
      else {
        const what =
          file.situacao === 'baixado'
            ? `baixado (${formatBytes(file.tamanho)})`
            : file.situacao === 'existente'
              ? 'já existe, mantido'
              : `erro: ${file.erro}`;
        progressLine(
          `[${progress.files}/${progress.totalFiles}] ${shortId(file.solicitacaoId)}/${file.nomeArquivo} ${what}`,
        );
      }
    },
    () => stopError !== undefined,
  );
  await live?.stop(props());

  const ok = files.filter((f) => f.situacao === 'baixado' || f.situacao === 'existente');
  if (options.json) printJson(files.filter((f) => f.situacao));
  else for (const f of ok) process.stdout.write(`${f.caminho}\n`);
  const downloaded = files.filter((f) => f.situacao === 'baixado');
  const kept = files.filter((f) => f.situacao === 'existente').length;
  const failed = files.filter((f) => f.situacao === 'erro');
  progressLine(
    `${downloaded.length} ${downloaded.length === 1 ? 'PDF baixado' : 'PDFs baixados'} (${formatBytes(sum(downloaded.map((f) => f.tamanho)))}), ${kept} já ${kept === 1 ? 'existia' : 'existiam'}${failed.length ? `, ${failed.length} com erro` : ''} em ${destino}`,
  );
  if (stopError) return reportError(stopError);
  if (!failed.length) return EXIT.ok;
  return ok.length ? EXIT.partial : EXIT.failure;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** True when the file exists with the size and SHA-256 the API reports. */
async function sameFile(path: string, file: Arquivo): Promise<boolean> {
  try {
    if ((await stat(path)).size !== file.tamanho) return false;
  } catch {
    return false;
  }
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex') === file.sha256;
}

/**
 * Streams one PDF into a temporary file next to its destination, checks size and SHA-256, then renames it into
 * place (a reader never sees a half-written PDF; an interrupted run leaves only the temporary file behind).
 */
async function download(api: ApiClient, file: Arquivo, onBytes: (n: number) => void) {
  const dir = join(file.caminho, '..');
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${file.nomeArquivo}.${process.pid}-${randomBytes(4).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  try {
    const body = await openDownload(api, file);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        onBytes(chunk.length);
        done(null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(body as import('node:stream/web').ReadableStream),
      meter,
      createWriteStream(tmp),
    );
    const sha256 = hash.digest('hex');
    if (size !== file.tamanho || sha256 !== file.sha256) {
      throw new Error(
        'o arquivo recebido não confere com o SHA-256 informado pelo servidor; não foi gravado.',
      );
    }
    await rename(tmp, file.caminho);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * The PDF's bytes as a stream: by storage key when `urlDownload` points to object storage, otherwise by file
 * name (the api-client's downloadPdf / downloadPdfObjeto routes, read as a stream for the byte counter).
 */
async function openDownload(api: ApiClient, file: Arquivo): Promise<ReadableStream> {
  const url = file.urlDownload;
  const at = url.indexOf(MINIO_PREFIX);
  const { data } =
    at >= 0
      ? await api.raw.GET('/automations/pdfs/minio/{key}', {
          params: {
            path: { key: decodeURIComponent(url.slice(at + MINIO_PREFIX.length).split('?')[0] ?? '') },
            query: { disposition: 'attachment' },
          },
          parseAs: 'stream',
        })
      : await api.raw.GET('/automations/pdfs/download/{name}', {
          params: { path: { name: file.nomeArquivo }, query: { disposition: 'attachment' } },
          parseAs: 'stream',
        });
  if (!data) throw new Error('o servidor não enviou o arquivo.');
  return data;
}
