import type { Readable } from 'node:stream';

/** Where delivered PDFs live. Keys are relative paths (`pdfs/2026/11/file.pdf`); writes are atomic. */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Stores the whole object at once: readers see the old object (or none) or the new one, never a part. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A stream of the object, or undefined when it does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  stat(key: string): Promise<{ size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (e.g. `certidoes/`), with its last modification time. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Cheap reachability check for /health. */
  check(): Promise<boolean>;
  describe(): string;
}

/** A safe relative key: no absolute path, no `.`/`..` segments, no backslashes or control characters. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512) return false;
  if (key.startsWith('/')) return false;
  if (!/^[A-Za-z0-9._/-]+$/.test(key)) return false;
  return key.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
