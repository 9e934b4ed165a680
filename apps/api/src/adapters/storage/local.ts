import { randomUUID } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertSafeKey, type BlobStore } from './types.ts';

/** Writes go to a temp file renamed into place: such a file is never an object. */
const TEMP_PREFIX = '.tmp-';

/** Every file below `dir` (a missing folder has none). */
async function* filesUnder(dir: string): AsyncGenerator<{ path: string; name: string }> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(path);
    else if (e.isFile()) yield { path, name: e.name };
  }
}

/** Files under a root directory (DATA_DIR/pdfs). Writes go to a temp file, are fsynced, then renamed. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = resolve(this.root, key);
    const rel = relative(this.root, full);
    if (rel.startsWith('..') || rel.startsWith(sep) || rel === '') throw new Error('key escapes the store');
    return full;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const tmp = join(dirname(target), `${TEMP_PREFIX}${randomUUID()}`);
    const fh = await open(tmp, 'wx', 0o640);
    try {
      await fh.writeFile(bytes);
      await fh.sync();
    } finally {
      await fh.close();
    }
    try {
      await rename(tmp, target);
    } catch (error) {
      await unlink(tmp).catch(() => {});
      throw error;
    }
    // Make the rename itself durable.
    const dir = await open(dirname(target), 'r');
    try {
      await dir.sync();
    } catch {
      // Some file systems refuse fsync on directories; the rename is still atomic.
    } finally {
      await dir.close();
    }
  }

  async get(key: string) {
    const s = await this.stat(key);
    if (!s) return undefined;
    return { stream: createReadStream(this.pathOf(key)), size: s.size };
  }

  async stat(key: string) {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Files under the prefix's folder; temp files of writes in flight (or killed) are not objects. */
  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const start = prefix.includes('/')
      ? join(this.root, prefix.slice(0, prefix.lastIndexOf('/')))
      : this.root;
    for await (const { path, name } of filesUnder(start)) {
      if (name.startsWith(TEMP_PREFIX)) continue;
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const s = await stat(path).catch(() => undefined);
      if (s) yield { key, modifiedAt: s.mtime };
    }
  }

  /**
   * Removes temp files left by a process killed in the middle of a write (they were never renamed into place,
   * so nothing points at them). Only files older than `olderThanMs`, so writes in flight are left alone.
   */
  async sweepTempFiles(olderThanMs = 10 * 60_000): Promise<number> {
    let removed = 0;
    for await (const { path, name } of filesUnder(this.root)) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      const s = await stat(path).catch(() => undefined);
      if (s && Date.now() - s.mtimeMs > olderThanMs) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async check(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await readdir(this.root);
      return true;
    } catch {
      return false;
    }
  }

  describe(): string {
    return `arquivos em ${this.root}`;
  }
}
