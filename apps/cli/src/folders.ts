/**
 * The destination of a download: checking it before any file (never hanging on a file system that takes no
 * folders or does not answer) and its folders as a run finds and creates them.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { fileErrorText } from './output.ts';

/** How long the destination check may take: a file system that does not answer is a problem like any other. */
const DESTINATION_TIMEOUT_MS = 10_000;

/**
 * Creates `dir` and its missing parents one level at a time. Node's `mkdir(…, { recursive: true })` never returns
 * on some virtual file systems (under /proc it loops at full CPU): the nearest existing folder is found with
 * `stat`, and each missing level is created with a plain `mkdir`, which fails at once there.
 */
export async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  let current = dir;
  for (;;) {
    const info = await stat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (info) {
      if (!info.isDirectory()) {
        throw Object.assign(new Error(`${current}: not a directory`), {
          code: 'ENOTDIR',
          syscall: 'mkdir',
          path: current,
        });
      }
      break;
    }
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) {
    try {
      await mkdir(level);
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      if (e.code === 'EEXIST') continue;
      // The parent exists, yet the folder 'does not exist': a file system that takes no new folders (/proc).
      if (e.code === 'ENOENT') {
        throw Object.assign(new Error(`${level}: cannot create`), {
          code: 'ENOFOLDERS',
          syscall: 'mkdir',
          path: level,
        });
      }
      throw error;
    }
  }
}

/**
 * Why PDFs cannot be written under `destino` (pt-BR), or undefined when they can: the folder is created and a
 * probe file written and removed, so a bad destination is one message before any download starts. A check that
 * takes longer than DESTINATION_TIMEOUT_MS is a problem too (a file system that does not answer).
 */
export async function destinationProblem(destino: string): Promise<string | undefined> {
  const probe = join(destino, `.certidao-${process.pid}.probe`);
  const check = async () => {
    await makeFolders(destino);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DESTINATION_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([check(), timeout]);
    if (outcome === 'timeout') {
      return `não é possível gravar em ${destino}: o sistema de arquivos não respondeu em ${DESTINATION_TIMEOUT_MS / 1000} s.`;
    }
    return undefined;
  } catch (error) {
    return `não é possível gravar em ${destino}: ${fileErrorText(error) ?? String(error)}.`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The destination's folders as a run finds them: each folder listed once (which PDFs are already there) and
 * created once, however many files go in it. Asking the file system per file (a `stat` that fails with ENOENT
 * for every new file, a `mkdir` per file) was most of the per-file work of a run into an empty folder. A
 * folder its parent's listing does not show is not listed at all: into an empty destination, one listing
 * answers for every request's folder.
 */
export class Folders {
  private readonly listings = new Map<string, Promise<ReadonlySet<string>>>();
  private readonly created = new Map<string, Promise<unknown>>();

  /** `destino`: the folder the run writes under, listed before the folders inside it. */
  constructor(private readonly destino: string) {}

  /** The names in `dir` when first asked (none when it does not exist yet). */
  names(dir: string): Promise<ReadonlySet<string>> {
    let listing = this.listings.get(dir);
    if (!listing) {
      const parent = dirname(dir);
      const inside = parent === this.destino || parent.startsWith(`${this.destino}${sep}`);
      listing = inside
        ? this.names(parent).then((names) => (names.has(basename(dir)) ? this.read(dir) : new Set<string>()))
        : this.read(dir);
      this.listings.set(dir, listing);
    }
    return listing;
  }

  private read(dir: string): Promise<ReadonlySet<string>> {
    return readdir(dir).then(
      (names) => new Set(names),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return new Set<string>();
        throw error;
      },
    );
  }

  /** Creates `dir` (and its parents) once per run. */
  create(dir: string): Promise<unknown> {
    let made = this.created.get(dir);
    if (!made) {
      made = makeFolders(dir);
      this.created.set(dir, made);
    }
    return made;
  }
}
