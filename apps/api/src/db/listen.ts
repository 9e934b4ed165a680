import type { PoolClient } from 'pg';
import type { Database } from './client.ts';

/** LISTEN on a channel: PGlite in process, PostgreSQL on a connection of its own. */
export async function listen(
  database: Database,
  channel: string,
  /** The payload is the notification's; after a lost connection is opened again it is called without one. */
  onNotify: (payload?: string) => void,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, (payload) => onNotify(payload));
    return () => unlisten();
  }
  const pool = database.pool;
  if (!pool) throw new Error('no database connection to LISTEN on');
  let client: PoolClient | null = null;
  let stopped = false;
  let offNotify = () => {};
  // A lost connection (a database restart) is opened again; what changed meanwhile is read on the next notify.
  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    const notified = (message: { payload?: string }) => onNotify(message.payload);
    next.on('notification', notified);
    next.on('error', () => {
      next.release(true);
      if (client === next) client = null;
      if (!stopped)
        setTimeout(
          () =>
            void connect().then(
              () => onNotify(),
              () => undefined,
            ),
          1000,
        ).unref();
    });
    await next.query(`LISTEN ${channel}`);
    client = next;
    offNotify = () => next.off('notification', notified);
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    if (!current) return;
    offNotify();
    try {
      await current.query(`UNLISTEN ${channel}`);
    } finally {
      current.release();
    }
  };
}
