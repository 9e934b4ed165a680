import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listen } from '../../db/listen.ts';
import { certidaoEventos, certidoes, jobs, pdfs } from '../../db/schema.ts';
import { responseTimeSettings } from '../../services/settings.ts';
import { toJobStatus } from './jobs.ts';
import { toApiCertidao } from './serialize.ts';

/**
 * Live certificate events (GET /solicitacoes/eventos). Database triggers (migration 0004) write a row to
 * `certidao_eventos` for every change a client can see and NOTIFY 'certidao_eventos', whichever process made the
 * change; each API process LISTENs once, reads the rows after the last it read and hands each subscriber the
 * events it may see. A reconnecting client replays from the table by its Last-Event-ID.
 */

const CHANNEL = 'certidao_eventos';
/** Rows older than this are pruned; a Last-Event-ID before them is answered with `recarregar`. */
const KEEP_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 5 * 60 * 1000;
/** Rows read per query; a busy moment is read in several batches. */
const BATCH = 2000;

export interface CertidaoEvent {
  id: number;
  userId: string;
  solicitacaoId: string;
  data: {
    solicitacaoId: string;
    certidao: ReturnType<typeof toApiCertidao>;
    job: ReturnType<typeof toJobStatus> | null;
  };
}

export interface EventFilter {
  /** Only this owner's requests (a plain user); undefined for staff. */
  userId?: string;
  solicitacaoId?: string;
}

export interface Subscription {
  close(): void;
}

interface Subscriber {
  filter: EventFilter;
  send(event: CertidaoEvent): void;
  /** While and right after a replay: the ids it sent, so the live events that overlap it are not sent twice. */
  replayed: Set<number> | null;
  /** Live events that arrived while the replay ran, sent after it. */
  buffered: CertidaoEvent[] | null;
}

/** How long an id skipped by the sequence is looked for (a transaction still open, or one rolled back). */
const GAP_WAIT_MS = 30_000;
/** Wider holes than this are not tracked id by id (a bulk rollback): those ids are given up at once. */
const MAX_TRACKED_GAP = 10_000;
/** How far before a Last-Event-ID a replay starts (ids handed out while slower transactions were still open). */
const REPLAY_MARGIN = 1_000;

const visible = (filter: EventFilter, event: CertidaoEvent) =>
  (!filter.userId || filter.userId === event.userId) &&
  (!filter.solicitacaoId || filter.solicitacaoId === event.solicitacaoId);

export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private lastRead = 0;
  /**
   * Ids below `lastRead` not seen yet, with when to give up on them. With concurrent writers (PostgreSQL) a
   * sequence hands out ids in insert order, not commit order: a smaller id may commit after a larger one was
   * read. Such ids are read when they commit (their NOTIFY comes then) and delivered late; ids of transactions
   * that rolled back are given up after GAP_WAIT_MS.
   */
  private readonly gaps = new Map<number, number>();
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private pruneTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Follows the events the filter allows. With `afterId` (Last-Event-ID) the missed ones come first;
   * `onTooOld` is called instead when they were already pruned.
   */
  async subscribe(
    filter: EventFilter,
    send: (event: CertidaoEvent) => void,
    options: { afterId?: number; onTooOld?: () => void } = {},
  ): Promise<Subscription> {
    await this.start();
    const sub: Subscriber = { filter, send, replayed: null, buffered: null };
    this.subscribers.add(sub);
    if (options.afterId !== undefined && options.afterId < this.lastRead) {
      sub.buffered = [];
      sub.replayed = new Set();
      try {
        await this.replay(sub, options.afterId, options.onTooOld);
      } finally {
        const live = sub.buffered ?? [];
        sub.buffered = null;
        for (const event of live) this.deliver(sub, event);
        sub.replayed = null;
      }
    }
    return { close: () => this.subscribers.delete(sub) };
  }

  get size(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.stopListening?.().catch(() => undefined);
    await this.reading?.catch(() => undefined);
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      const [row] = await this.database.db
        .select({ max: sql<number>`coalesce(max(${certidaoEventos.id}), 0)` })
        .from(certidaoEventos);
      this.lastRead = Number(row?.max ?? 0);
      this.stopListening = await listen(this.database, CHANNEL, () => this.schedule());
      this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
      this.pruneTimer.unref();
      // A change committed between reading max(id) and LISTEN is read now.
      this.schedule();
    })();
    return this.started;
  }

  /** One read at a time; notifications during a read ask for one more. */
  private schedule(): void {
    if (this.closed) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        try {
          await this.readNew();
        } catch (error) {
          this.onError(error);
        }
      } while (this.readAgain && !this.closed);
    })().finally(() => {
      this.reading = null;
    });
  }

  private async readNew(): Promise<void> {
    for (;;) {
      this.expireGaps();
      const waiting = [...this.gaps.keys()];
      const after = gt(certidaoEventos.id, this.lastRead);
      const rows = await this.database.db
        .select()
        .from(certidaoEventos)
        .where(waiting.length ? or(after, inArray(certidaoEventos.id, waiting)) : after)
        .orderBy(asc(certidaoEventos.id))
        .limit(BATCH);
      if (!rows.length) return;
      this.advance(rows.map((r) => r.id));
      if (this.subscribers.size) for (const event of await this.load(rows)) this.broadcast(event);
      if (rows.length < BATCH) return;
    }
  }

  /** Moves `lastRead` to the highest id read and remembers the ids it skipped (see `gaps`). */
  private advance(ids: number[]): void {
    const read = new Set(ids);
    for (const id of ids) this.gaps.delete(id);
    const highest = Math.max(this.lastRead, ...ids);
    if (highest - this.lastRead <= MAX_TRACKED_GAP) {
      const giveUpAt = Date.now() + GAP_WAIT_MS;
      for (let id = this.lastRead + 1; id < highest; id++) if (!read.has(id)) this.gaps.set(id, giveUpAt);
    }
    this.lastRead = highest;
  }

  private expireGaps(): void {
    const now = Date.now();
    for (const [id, giveUpAt] of this.gaps) if (giveUpAt <= now) this.gaps.delete(id);
  }

  private broadcast(event: CertidaoEvent): void {
    for (const sub of this.subscribers) {
      if (!visible(sub.filter, event)) continue;
      if (sub.buffered) sub.buffered.push(event);
      else this.deliver(sub, event);
    }
  }

  private deliver(sub: Subscriber, event: CertidaoEvent): void {
    if (sub.replayed?.has(event.id)) return;
    sub.send(event);
  }

  private async replay(sub: Subscriber, afterId: number, onTooOld?: () => void): Promise<void> {
    const [oldest] = await this.database.db
      .select({ min: sql<number | null>`min(${certidaoEventos.id})` })
      .from(certidaoEventos);
    const min = oldest?.min == null ? this.lastRead + 1 : Number(oldest.min);
    if (afterId + 1 < min) {
      onTooOld?.();
      return;
    }
    // Start a little before the client's last id: an event with a smaller id may have committed after it (see
    // `gaps`). The certificates of those events are sent again with their current state; a repeat is harmless.
    let from = Math.max(0, afterId - REPLAY_MARGIN);
    for (;;) {
      const conditions = [gt(certidaoEventos.id, from)];
      if (sub.filter.userId) conditions.push(eq(certidaoEventos.userId, sub.filter.userId));
      if (sub.filter.solicitacaoId)
        conditions.push(eq(certidaoEventos.solicitacaoId, sub.filter.solicitacaoId));
      const rows = await this.database.db
        .select()
        .from(certidaoEventos)
        .where(and(...conditions))
        .orderBy(asc(certidaoEventos.id))
        .limit(BATCH);
      for (const event of await this.load(rows)) {
        sub.replayed?.add(event.id);
        sub.send(event);
      }
      if (rows.length < BATCH) return;
      from = rows.at(-1)!.id;
    }
  }

  /**
   * The events of these rows with the certificates' current values: one per certificate (its latest row),
   * since a client only needs where the certificate is now.
   */
  private async load(rows: (typeof certidaoEventos.$inferSelect)[]): Promise<CertidaoEvent[]> {
    const latest = new Map<string, typeof certidaoEventos.$inferSelect>();
    for (const row of rows) latest.set(row.certidaoId, row);
    const ids = [...latest.keys()];
    if (!ids.length) return [];
    const [certRows, pdfRows, times] = await Promise.all([
      this.database.db
        .select({ cert: certidoes, job: jobs })
        .from(certidoes)
        .leftJoin(jobs, eq(jobs.id, certidoes.jobId))
        .where(inArray(certidoes.id, ids)),
      this.database.db.select().from(pdfs).where(inArray(pdfs.certidaoId, ids)).orderBy(asc(pdfs.criadoEm)),
      responseTimeSettings(this.database.db),
    ]);
    const pdfsByCert = new Map<string, (typeof pdfRows)[number][]>();
    for (const pdf of pdfRows)
      pdfsByCert.set(pdf.certidaoId, [...(pdfsByCert.get(pdf.certidaoId) ?? []), pdf]);
    const byId = new Map(certRows.map((r) => [r.cert.id, r]));
    const events: CertidaoEvent[] = [];
    for (const row of [...latest.values()].sort((a, b) => a.id - b.id)) {
      const found = byId.get(row.certidaoId);
      if (!found) continue; // deleted since
      events.push({
        id: row.id,
        userId: row.userId,
        solicitacaoId: row.solicitacaoId,
        data: {
          solicitacaoId: row.solicitacaoId,
          certidao: toApiCertidao(found.cert, pdfsByCert.get(row.certidaoId) ?? []),
          job: found.job ? toJobStatus(found.job, times.avisoAutomatico) : null,
        },
      });
    }
    return events;
  }

  private async prune(): Promise<void> {
    try {
      await this.database.db
        .delete(certidaoEventos)
        .where(lt(certidaoEventos.criadoEm, new Date(Date.now() - KEEP_MS)));
    } catch (error) {
      this.onError(error);
    }
  }
}
