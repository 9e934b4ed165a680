import { createHash, randomUUID } from 'node:crypto';
import {
  type Dirent,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where start-up work done once is kept (the database template, the parsed contract): the repository's
 * `node_modules/.cache/certidao`, ignored by git and shared by `npm start`, the compiled server, the tests and
 * the benchmarks of one checkout.
 */
export const CACHE_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'certidao',
);

/** The migrations (apps/api/drizzle), which the template's name hashes and the databases apply. */
export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/** What the template holds beyond the migrations (client.ts `databaseTemplate`): changed, it is made again. */
const TEMPLATE_LAYOUT = 4;

/**
 * The template's name: its layout, PGlite's and pg-boss's versions and the migrations' contents. A new PGlite, a new pg-boss
 * or a changed migration makes another template, so a copy never holds a schema the code would not have written.
 */
export function templateName(): string {
  const hash = createHash('sha256');
  hash.update(`layout ${TEMPLATE_LAYOUT}`);
  const require = createRequire(import.meta.url);
  hash.update(readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  hash.update(readFileSync(join(dirname(require.resolve('pg-boss')), '..', 'package.json')));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file);
    hash.update(readFileSync(path));
  }
  return `pgdata-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The template directory for these migrations, made by `create` (which initialises and migrates an empty
 * PGlite directory and closes it) when missing. Built beside it and renamed into place, so a start that stops
 * half-way leaves no half template, and two starts racing both end with one whole template. Templates of other
 * versions are removed.
 */
export async function ensureTemplate(create: (dir: string) => Promise<void>): Promise<string> {
  const ready = readyTemplate();
  if (ready) return ready;
  const name = templateName();
  const path = join(CACHE_DIR, name);
  mkdirSync(CACHE_DIR, { recursive: true });
  const building = join(CACHE_DIR, `.${name}-${randomUUID()}`);
  try {
    await create(building);
    try {
      renameSync(building, path);
    } catch (error) {
      // Another start put its template there first: theirs is as good as ours.
      if (!existsSync(join(path, 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  for (const other of readdirSync(CACHE_DIR)) {
    if (other.startsWith('pgdata-') && other !== name)
      rmSync(join(CACHE_DIR, other), { recursive: true, force: true });
  }
  return path;
}

/** The template for the current migrations when it is already made (cheap: a hash and one stat). */
export function readyTemplate(): string | undefined {
  const path = join(CACHE_DIR, templateName());
  return existsSync(join(path, 'PG_VERSION')) ? path : undefined;
}

/**
 * Fills the empty database directory `dir` with a copy of `template`: copied beside it and renamed, so an
 * interrupted copy leaves `dir` without PG_VERSION and the next start copies again. The template is some 1,200
 * files, so the time goes to creating files, not to bytes: they are copied by the thread pool, 16 at a time,
 * leaving the main thread free (npm start loads the server's modules meanwhile).
 */
export async function copyTemplate(template: string, dir: string): Promise<void> {
  const copy = `${dir}.${randomUUID()}`;
  try {
    const entries = readdirSync(template, { recursive: true, withFileTypes: true });
    const inside = (e: Dirent) => relative(template, join(e.parentPath, e.name));
    mkdirSync(copy);
    for (const d of entries
      .filter((e) => e.isDirectory())
      .map(inside)
      .sort())
      mkdirSync(join(copy, d), { recursive: true });
    const files = entries.filter((e) => e.isFile()).map(inside);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let f = files[next++]; f !== undefined; f = files[next++])
          await copyFile(join(template, f), join(copy, f));
      }),
    );
    rmSync(dir, { recursive: true, force: true });
    renameSync(copy, dir);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Where `name`'s value for `text` is kept: under CACHE_DIR, by the text's hash. */
function keptPath(name: string, text: string): string {
  return join(CACHE_DIR, `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
}

/** The kept value, or undefined when there is none (or it cannot be read). */
function readKept<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `value` at `path` (written beside it and renamed, so a reader never sees half a file) and removes the
 * values kept for other texts of `name`. Best effort: a read-only checkout only recomputes on every start.
 */
function keep(name: string, path: string, value: unknown): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${path}.${randomUUID()}`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, path);
    for (const other of readdirSync(CACHE_DIR)) {
      if (other.startsWith(`${name}-`) && other.endsWith('.json') && join(CACHE_DIR, other) !== path)
        rmSync(join(CACHE_DIR, other), { force: true });
    }
  } catch {
    // read-only checkout: computed again on the next start
  }
}

/** `parse(text)`, kept as JSON under CACHE_DIR by the text's hash: JSON.parse reads it back in milliseconds. */
export function parsedOnce<T>(name: string, text: string, parse: (text: string) => T): T {
  const path = keptPath(name, text);
  const kept = readKept<T>(path);
  if (kept !== undefined) return kept;
  const value = parse(text);
  keep(name, path, value);
  return value;
}

/** `derive()`'s result for `text`, kept as parsedOnce keeps a parse, for work that is asynchronous. */
export async function derivedOnce<T>(name: string, text: string, derive: () => Promise<T>): Promise<T> {
  const path = keptPath(name, text);
  const kept = readKept<T>(path);
  if (kept !== undefined) return kept;
  const value = await derive();
  keep(name, path, value);
  return value;
}
