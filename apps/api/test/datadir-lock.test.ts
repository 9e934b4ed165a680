/**
 * The PGlite data directory lock: a crashed holder never blocks the next start (whatever its PID
 * became), and of two starts racing for the same directory exactly one wins.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DataDirLockedError } from '../src/db/embedded.ts';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'certidao-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// openDatabase is given no databaseUrl here, so these run on PGlite in both passes (also with DATABASE_URL set).
describe('PGlite data directory lock', () => {
  it('a lock left by a crashed process (not touched for a while) is taken over', async () => {
    const dir = dataDir();
    const lock = join(dir, 'certidao.lock');
    mkdirSync(lock);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, aMinuteAgo, aMinuteAgo);
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  }, 60_000);

  it('a lock file of the earlier format naming a live PID (a reused one) does not block', async () => {
    const dir = dataDir();
    // PID 1 is always alive: the old lock believed its owner was still running.
    writeFileSync(join(dir, 'certidao.lock'), '1');
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  }, 60_000);

  it('of two starts racing for one directory exactly one wins; the other gets the pt-BR message', async () => {
    const dir = dataDir();
    const results = await Promise.allSettled([
      openDatabase({ dataDir: dir }),
      openDatabase({ dataDir: dir }),
    ]);
    const opened = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(opened).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(DataDirLockedError);
    expect(reason.message).toContain('já está aberto por outro processo');
    await (opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value.close();
    // Released on close: the directory opens again.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);
});
