import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, openSync, rmSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from '@certidao/api-client';
import type { Agent, Dispatcher } from 'undici';
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
  source: PdfSource,
  file: PdfTarget,
  onBytes: (n: number) => void,
): Promise<'baixado' | 'existente'> {
  if (!SAFE_NAME.test(file.nomeArquivo)) throw new Error('nome de arquivo inesperado; não foi gravado.');
  if (await sameFile(file)) return 'existente';
  await download(source, file, onBytes);
  return 'baixado';
}

/** How `baixar` names the folder of each request's PDFs (`--pastas`). */
export const FOLDER_MODES = ['id', 'nome', 'documento'] as const;
export type FolderMode = (typeof FOLDER_MODES)[number];

/** Names Windows refuses for a file or folder, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A person's or company's name as a folder name on any system: no path separators, no characters Windows
 * refuses (< > : " / \ | ? *), no control characters, no leading or trailing dots and spaces, at most 80
 * characters; accents kept. '' when nothing is left.
 */
export function safeFolderName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const cut = [...cleaned]
    .slice(0, 80)
    .join('')
    .replace(/[.\s]+$/, '');
  return RESERVED.test(cut) ? `${cut}_` : cut;
}

/**
 * The folder of a request's PDFs: its id (the default), the party's name, or its CPF/CNPJ in digits (the
 * formatted CNPJ has a slash). Requests for the same party share the name or document folder (the PDFs'
 * names never repeat); without a usable name or document, the id.
 */
export function requestFolder(
  s: {
    id: string;
    dadosGerais: { nomeCompleto: string };
    certidoes: ReadonlyArray<{ dadosCertidao: { cpf?: string | null; cnpj?: string | null } }>;
  },
  mode: FolderMode,
): string {
  if (mode === 'nome') return safeFolderName(s.dadosGerais.nomeCompleto) || s.id;
  if (mode === 'documento') {
    const data = s.certidoes.find((c) => c.dadosCertidao.cpf || c.dadosCertidao.cnpj)?.dadosCertidao;
    return (data?.cpf || data?.cnpj || '').replace(/\D/g, '') || s.id;
  }
  return s.id;
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
export async function sameFile(file: PdfTarget): Promise<boolean> {
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
async function download(source: PdfSource, file: PdfTarget, onBytes: (n: number) => void) {
  const dir = join(file.caminho, '..');
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${file.nomeArquivo}.${process.pid}-${randomBytes(4).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  // Created here, synchronously: an interrupt's clean-up then always finds it. An asynchronous open still running
  // on the thread pool when the signal came could create the file after the clean-up had removed it.
  const out = createWriteStream(tmp, { fd: openSync(tmp, 'w') });
  // Interrupted mid-file: the partial file is removed, so no half-written PDF stays behind.
  const forget = onInterrupt(() => rmSync(tmp, { force: true }));
  try {
    const body = await openDownload(source, file);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        onBytes(chunk.length);
        done(null, chunk);
      },
    });
    await pipeline(body, meter, out);
    const sha256 = hash.digest('hex');
    if (size !== file.tamanho || sha256 !== file.sha256) {
      throw new Error(
        'o arquivo recebido não confere com o SHA-256 informado pelo servidor; não foi gravado.',
      );
    }
    await rename(tmp, file.caminho);
  } catch (error) {
    out.destroy();
    await rm(tmp, { force: true });
    throw error;
  } finally {
    forget();
  }
}

/**
 * Where the PDFs come from: the API's base URL (`…/api`), the token, and one keep-alive connection pool shared
 * by every download of the run (connections are opened once, up to the concurrency, then reused: no TCP
 * handshake per file, as `curl --parallel` does).
 */
export interface PdfSource {
  baseUrl: string;
  token?: string;
  agent: Agent;
  request: typeof import('undici').request;
}

/**
 * The source of a run's downloads, with its pool: `connections` at most (the downloads at a time), kept open
 * between files. undici is loaded here, not at start-up: only `baixar` needs it, and loading it took 0.2 s.
 */
export async function downloadSource(baseUrl: string, token: string | undefined, connections: number) {
  const { Agent, request } = await import('undici');
  const agent = new Agent({ connections, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 });
  return { baseUrl, token, agent, request } satisfies PdfSource;
}

/**
 * The PDF's bytes as a Node stream (undici's own body, no web-stream layer in between): by storage key when
 * `urlDownload` points to object storage, otherwise by file name (the API's downloadPdf / downloadPdfObjeto
 * routes). Errors as the api-client throws them: an ApiError with the server's message, status 0 when the server
 * cannot be reached.
 */
async function openDownload(source: PdfSource, file: PdfTarget): Promise<Readable> {
  const url = file.urlDownload;
  const at = url.indexOf(MINIO_PREFIX);
  const path =
    at >= 0
      ? `/automations/pdfs/minio/${encodeURIComponent(decodeURIComponent(url.slice(at + MINIO_PREFIX.length).split('?')[0] ?? ''))}`
      : `/automations/pdfs/download/${encodeURIComponent(file.nomeArquivo)}`;
  let response: Dispatcher.ResponseData;
  try {
    response = await source.request(`${source.baseUrl}${path}?disposition=attachment`, {
      dispatcher: source.agent,
      headers: source.token ? { authorization: `Bearer ${source.token}` } : {},
    });
  } catch (error) {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: String(error) });
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    const text = await response.body.text();
    throw await apiErrorFromResponse(new Response(text || null, { status: response.statusCode }));
  }
  return response.body;
}
