import { createHash } from 'node:crypto';
import { createReadStream, close as fsClose, open as fsOpen, writev as fsWritev, rmSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from '@certidao/api-client';
import type { Agent, Dispatcher } from 'undici';
import type { Folders } from './folders.ts';
import { isInterrupted, onInterrupt } from './interrupt.ts';

export { destinationProblem, Folders, makeFolders } from './folders.ts';

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

/** Whether a PDF's name is one this CLI writes (SAFE_NAME); others are refused, not saved. */
export function isSafeName(nomeArquivo: string): boolean {
  return SAFE_NAME.test(nomeArquivo);
}

/**
 * Makes sure one PDF is on disk: 'existente' when a file with the same size and SHA-256 is already there,
 * 'baixado' after a verified download. Throws (pt-BR message) when the name is unsafe or the download fails.
 */
export async function savePdf(
  source: PdfSource,
  file: PdfTarget,
  folders: Folders,
  onBytes: (n: number) => void,
): Promise<'baixado' | 'existente'> {
  if (!isSafeName(file.nomeArquivo)) throw new Error('nome de arquivo inesperado; não foi gravado.');
  if (await sameFile(file, folders)) return 'existente';
  await download(source, file, folders, onBytes);
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

/** Files up to this size are read whole to check their SHA-256; larger ones are streamed. */
const READ_WHOLE_BYTES = 16 * 1024 * 1024;

/**
 * True when the file exists with the size and SHA-256 the API reports. With `folders`, a name its folder did not
 * list is known to be missing without asking the file system again.
 */
export async function sameFile(file: PdfTarget, folders?: Folders): Promise<boolean> {
  if (folders && !(await folders.names(dirname(file.caminho))).has(basename(file.caminho))) return false;
  try {
    if ((await stat(file.caminho)).size !== file.tamanho) return false;
  } catch {
    return false;
  }
  const hash = createHash('sha256');
  if (file.tamanho <= READ_WHOLE_BYTES) hash.update(await readFile(file.caminho));
  else await pipeline(createReadStream(file.caminho), hash);
  return hash.digest('hex') === file.sha256;
}

/** A received body is written to disk once this much of it is held in memory (and at its end). */
const FLUSH_BYTES = 1024 * 1024;

// The callback API with plain descriptors: lighter than FileHandle objects for thousands of small files.
const openFile = promisify(fsOpen);
const closeFile = promisify(fsClose);
const writevFile = promisify(fsWritev);

/** Numbers the run's temporary files (with the pid, a name no other run uses). */
let temporaries = 0;

/**
 * One PDF being written: a temporary file next to its destination, filled with the bytes as they arrive (hashed
 * on the way), then checked (size and SHA-256) and renamed into place, so a reader never sees a half-written
 * PDF. The temporary file is created on the thread pool as soon as the PDF is known to be on its way: creating
 * a file is the slowest step on a busy disk (over a millisecond), and it then neither delays the request nor
 * blocks the event loop. Interrupted (SIGINT/SIGTERM) mid-file, the temporary file is removed; one still being
 * created is removed once it exists (the exit waits for that).
 */
class PartFile {
  private readonly tmp: string;
  private fd: number | undefined;
  private readonly opening: Promise<number>;
  private readonly forget: () => void;
  private readonly hash = createHash('sha256');
  private size = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private closed = false;

  constructor(
    private readonly file: PdfTarget,
    folders: Folders,
  ) {
    // After a signal, the clean-ups have run: a temporary file created now would be left behind.
    if (isInterrupted()) throw new Error('interrompido.');
    const dir = dirname(file.caminho);
    const tmp = join(dir, `.${file.nomeArquivo}.${process.pid}-${++temporaries}.part`);
    this.tmp = tmp;
    this.opening = folders
      .create(dir)
      .then(() => openFile(tmp, 'w'))
      .then((opened) => {
        this.fd = opened;
        return opened;
      });
    // Awaited where it matters (ready, flush, discard); a failure is never left unhandled.
    this.opening.catch(() => undefined);
    this.forget = onInterrupt(() => {
      if (this.fd !== undefined) rmSync(tmp, { force: true });
      else return this.opening.then(() => rmSync(tmp, { force: true })).catch(() => undefined);
    });
  }

  /** Settles once the temporary file exists; rejects when it cannot be created. */
  ready(): Promise<unknown> {
    return this.opening;
  }

  /**
   * Takes received bytes. Small PDFs arrive in a chunk or two: each file is one write at its end, not one per
   * chunk through a write stream; a promise comes back only when FLUSH_BYTES were held and are being written.
   */
  add(chunk: Buffer): Promise<void> | undefined {
    this.hash.update(chunk);
    this.size += chunk.length;
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    return this.heldBytes >= FLUSH_BYTES ? this.flush() : undefined;
  }

  private async flush() {
    const held = this.held;
    const heldBytes = this.heldBytes;
    this.held = [];
    this.heldBytes = 0;
    const { bytesWritten } = await writevFile(await this.opening, held);
    // A short write (a disk filling up) would otherwise pass unnoticed until the size check of a later run.
    if (bytesWritten !== heldBytes)
      throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC', syscall: 'write', path: this.tmp });
  }

  /** Checks what was received against the size and SHA-256 the API reports, then renames it into place. */
  async finish(): Promise<void> {
    if (this.size !== this.file.tamanho || this.hash.digest('hex') !== this.file.sha256) {
      throw new Error(
        'o arquivo recebido não confere com o SHA-256 informado pelo servidor; não foi gravado.',
      );
    }
    if (this.held.length) await this.flush();
    this.closed = true;
    await closeFile(await this.opening);
    await rename(this.tmp, this.file.caminho);
    this.forget();
  }

  /** Drops the temporary file (closed and removed, once its creation has come back). */
  async discard(): Promise<void> {
    await this.opening
      .then(
        (opened) => (this.closed ? undefined : closeFile(opened)),
        () => undefined,
      )
      .catch(() => undefined);
    await rm(this.tmp, { force: true });
    this.forget();
  }
}

/** Streams one PDF into a PartFile while the temporary file is created. */
async function download(source: PdfSource, file: PdfTarget, folders: Folders, onBytes: (n: number) => void) {
  const part = new PartFile(file, folders);
  const response = openDownload(source, file);
  try {
    const [body] = await Promise.all([response, part.ready()]);
    for await (const chunk of body as AsyncIterable<Buffer>) {
      onBytes(chunk.length);
      const writing = part.add(chunk);
      if (writing) await writing;
    }
    await part.finish();
  } catch (error) {
    // Whichever half failed, the other is settled: the body is dropped, the temporary file closed and removed.
    void response.then(
      (body) => body.destroy(),
      () => undefined,
    );
    await part.discard();
    throw error;
  }
}

/** A request's PDFs fetched as one ZIP: the request, and its files by their name in the archive. */
export interface ZipSource<T extends PdfTarget = PdfTarget> {
  solicitacaoId: string;
  /** `<tipoCertidao>-<nomeArquivo>` (the archive's entry names) → the PDF. */
  entries: ReadonlyMap<string, T>;
}

/** The archive entry name of a PDF (`GET /solicitacoes/{id}/pdfs.zip`). */
export function zipEntryName(tipoCertidao: string, nomeArquivo: string): string {
  return `${tipoCertidao}-${nomeArquivo}`;
}

const LOCAL_HEADER = 30;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR = 16;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
/** General purpose bit 3: CRC and sizes follow the data, in a data descriptor. */
const SIZES_AFTER_DATA = 0x0008;

/**
 * Saves a request's PDFs from its ZIP (`pdfs.zip?resumo=false`: stored entries, the PDFs only), taken apart as
 * it arrives: each entry goes through a PartFile (checked and renamed as a single download is) and `onSaved`
 * is told at once. One HTTP request for all of a request's PDFs instead of one per PDF: the server authorises
 * and looks them up once, and served the same PDFs with well under half the CPU. Returns the PDFs not saved, for
 * the caller to download one by one: all of them when the server refused it, those from where it broke off or
 * held something unexpected (an entry not listed, one compressed, a size that does not match) otherwise.
 */
export async function saveFromZip<T extends PdfTarget>(
  source: PdfSource,
  zip: ZipSource<T>,
  folders: Folders,
  onBytes: (file: T, n: number) => void,
  onSaved: (file: T) => void,
): Promise<T[]> {
  const pending = new Map(zip.entries);
  let response: Dispatcher.ResponseData;
  try {
    response = await source.request(
      `${source.baseUrl}/solicitacoes/${encodeURIComponent(zip.solicitacaoId)}/pdfs.zip?resumo=false`,
      { dispatcher: source.agent, headers: source.token ? { authorization: `Bearer ${source.token}` } : {} },
    );
  } catch {
    return [...pending.values()];
  }
  const body = response.body;
  if (response.statusCode !== 200) {
    await body.dump().catch(() => undefined);
    return [...pending.values()];
  }
  const reader = new ByteReader(body);
  try {
    while (pending.size) {
      const header = await reader.take(LOCAL_HEADER);
      if (!header || header.readUInt32LE(0) !== LOCAL_SIGNATURE || header.readUInt16LE(8) !== 0) break;
      const flags = header.readUInt16LE(6);
      const nameLength = header.readUInt16LE(26);
      const named = await reader.take(nameLength + header.readUInt16LE(28));
      const name = named?.subarray(0, nameLength).toString('utf8') ?? '';
      const file = pending.get(name);
      if (!file) break;
      const size = flags & SIZES_AFTER_DATA ? file.tamanho : header.readUInt32LE(18);
      const part = new PartFile(file, folders);
      try {
        let left = size;
        while (left > 0) {
          const chunk = await reader.next(left);
          if (!chunk) throw new Error('o ZIP terminou antes do fim do arquivo.');
          left -= chunk.length;
          onBytes(file, chunk.length);
          const writing = part.add(chunk);
          if (writing) await writing;
        }
        if (flags & SIZES_AFTER_DATA) {
          const descriptor = await reader.take(DESCRIPTOR);
          if (
            descriptor?.readUInt32LE(0) !== DESCRIPTOR_SIGNATURE ||
            descriptor.readUInt32LE(8) !== size ||
            descriptor.readUInt32LE(12) !== size
          )
            throw new Error('o tamanho no ZIP não confere.');
        }
        await part.finish();
      } catch {
        await part.discard();
        break;
      }
      pending.delete(name);
      onSaved(file);
    }
  } catch {
    // The connection broke off: what was not saved is downloaded one by one.
  }
  // Whole: the rest (the central directory, a few bytes per entry) is read, so the connection is reused. Cut
  // short: dropped.
  if (pending.size) body.destroy();
  else await reader.drain().catch(() => body.destroy());
  return [...pending.values()];
}

/**
 * A response body read as the ZIP reader asks: exactly n bytes (a header), or whatever has arrived up to a limit
 * (an entry's data, passed on without copying).
 */
class ByteReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private rest: Buffer | undefined;

  constructor(body: AsyncIterable<Buffer>) {
    this.chunks = body[Symbol.asyncIterator]();
  }

  /** The next bytes, at most `limit`; undefined at the end of the body. */
  async next(limit: number): Promise<Buffer | undefined> {
    let chunk = this.rest;
    this.rest = undefined;
    if (!chunk?.length) {
      const { value, done } = await this.chunks.next();
      if (done) return undefined;
      chunk = value as Buffer;
    }
    if (chunk.length <= limit) return chunk;
    this.rest = chunk.subarray(limit);
    return chunk.subarray(0, limit);
  }

  /** Exactly `n` bytes; undefined when the body ends first. */
  async take(n: number): Promise<Buffer | undefined> {
    const parts: Buffer[] = [];
    let have = 0;
    while (have < n) {
      const part = await this.next(n - have);
      if (!part) return undefined;
      parts.push(part);
      have += part.length;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts, n);
  }

  /** Reads the body to its end. */
  async drain(): Promise<void> {
    this.rest = undefined;
    while (!(await this.chunks.next()).done);
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
  request: typeof import('./http.ts').request;
}

/** Starts loading undici without waiting: `baixar` loads it while it waits for the list of requests. */
export function preloadDownloadSource(): void {
  import('./http.ts').catch(() => undefined);
}

/**
 * The source of a run's downloads, with its pool: `connections` at most (the downloads at a time), kept open
 * between files. undici is loaded here, not at start-up: only `baixar` needs it, and loading it took 0.2 s.
 */
export async function downloadSource(baseUrl: string, token: string | undefined, connections: number) {
  const { Agent, request } = await import('./http.ts');
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
