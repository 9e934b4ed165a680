import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ApiClient } from '@certidao/api-client';
import { onInterrupt } from './interrupt.ts';
import { fileErrorText } from './output.ts';

/** A PDF the API lists (`Pdf`) and where it goes on disk. */
export interface PdfTarget {
  nomeArquivo: string;
  /** Absolute destination path. */
  caminho: string;
  tamanho: number;
  sha256: string;
  urlDownload: string;
}

/** File names the API gives (`Pdf.nomeArquivo`): no directories, so nothing is written outside the folder. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/;
const MINIO_PREFIX = '/automations/pdfs/minio/';

/**
 * Makes sure one PDF is on disk: 'existente' when a file with the same size and SHA-256 is already there,
 * 'baixado' after a verified download. Throws (pt-BR message) when the name is unsafe or the download fails.
 */
export async function savePdf(
  api: ApiClient,
  file: PdfTarget,
  onBytes: (n: number) => void,
): Promise<'baixado' | 'existente'> {
  if (!SAFE_NAME.test(file.nomeArquivo)) throw new Error('nome de arquivo inesperado; não foi gravado.');
  if (await sameFile(file)) return 'existente';
  await download(api, file, onBytes);
  return 'baixado';
}

/**
 * Why PDFs cannot be written under `destino` (pt-BR), or undefined when they can: the folder is created and a
 * probe file written and removed, so a bad destination is one message before any download starts.
 */
export async function destinationProblem(destino: string): Promise<string | undefined> {
  const probe = join(destino, `.certidao-${process.pid}.probe`);
  try {
    await mkdir(destino, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
    return undefined;
  } catch (error) {
    return `não é possível gravar em ${destino}: ${fileErrorText(error) ?? String(error)}.`;
  }
}

/** True when the file exists with the size and SHA-256 the API reports. */
async function sameFile(file: PdfTarget): Promise<boolean> {
  try {
    if ((await stat(file.caminho)).size !== file.tamanho) return false;
  } catch {
    return false;
  }
  const hash = createHash('sha256');
  await pipeline(createReadStream(file.caminho), hash);
  return hash.digest('hex') === file.sha256;
}

/**
 * Streams one PDF into a temporary file next to its destination, checks size and SHA-256, then renames it into
 * place (a reader never sees a half-written PDF; an interrupted run removes the temporary file).
 */
async function download(api: ApiClient, file: PdfTarget, onBytes: (n: number) => void) {
  const dir = join(file.caminho, '..');
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${file.nomeArquivo}.${process.pid}-${randomBytes(4).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  // Interrupted mid-file: the partial file is removed, so no half-written PDF stays behind.
  const forget = onInterrupt(() => rmSync(tmp, { force: true }));
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
  } finally {
    forget();
  }
}

/**
 * The PDF's bytes as a stream: by storage key when `urlDownload` points to object storage, otherwise by file
 * name (the api-client's downloadPdf / downloadPdfObjeto routes, read as a stream for the byte counter).
 */
async function openDownload(api: ApiClient, file: PdfTarget): Promise<ReadableStream> {
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
