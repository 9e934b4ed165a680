import { and, asc, eq, getTableColumns, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listen } from '../../db/listen.ts';
import { certidaoEventos, certidoes, jobs, pdfs, solicitacoes } from '../../db/schema.ts';
import { returnedSql } from '../../services/ledger.ts';
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
  /** The company of the request (null: a personal request). */
  empresaId: string | null;
  solicitacaoId: string;
  data: {
    solicitacaoId: string;
    certidao: ReturnType<typeof toApiCertidao>;
    job: ReturnType<typeof toJobStatus> | null;
  };
}

type PdfRow = typeof pdfs.$inferSelect;

/** A certificate's PDFs in issue order, as rows of `pdfs`, read inside the events' statement. */
const PDFS_OF_CERT = sql<
  PdfRow[]
>`(select coalesce(json_agg(p order by p.criado_em), '[]'::json) from ${pdfs} p
  where p.certidao_id = ${certidaoEventos.certidaoId})`.mapWith((value: unknown) => pdfsFromJson(value));

const PDF_COLUMNS = Object.entries(getTableColumns(pdfs));

/** `json_agg` rows (column names, dates as text) back into the shape Drizzle reads. */
function pdfsFromJson(value: unknown): PdfRow[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
  return list.map(
    (raw) =>
      Object.fromEntries(
        PDF_COLUMNS.map(([key, column]) => {
          const v = raw[column.name] ?? null;
          return [key, v !== null && column.dataType === 'date' ? new Date(v as string) : v];
        }),
      ) as PdfRow,
  );
}

/** The company of the event's request, read inside the events' statement. */
const COMPANY_OF_REQUEST = sql<string | null>`(select ${solicitacoes.empresaId} from ${solicitacoes}
  where ${solicitacoes.id} = ${certidaoEventos.solicitacaoId})`;

/**
 * The events of these rows: one per certificate (its latest row), since a client only needs where the
 * certificate is now; a certificate deleted since sends nothing.
 */
function toEvents(
  rows: {
    event: typeof certidaoEventos.$inferSelect;
    cert: typeof certidoes.$inferSelect | null;
    job: typeof jobs.$inferSelect | null;
    pdfs: PdfRow[];
    empresaId: string | null;
    /** Whether the certificate's charge was returned (the ledger). */
    devolvido: boolean;
  }[],
  avisoAutomatico: number,
): CertidaoEvent[] {
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) latest.set(row.event.certidaoId, row);
  const events: CertidaoEvent[] = [];
  for (const { event, cert, job, pdfs: certPdfs, empresaId, devolvido } of [...latest.values()].sort(
    (a, b) => a.event.id - b.event.id,
  )) {
    if (!cert) continue;
    events.push({
      id: event.id,
      userId: event.userId,
      empresaId,
      solicitacaoId: event.solicitacaoId,
      data: {
        solicitacaoId: event.solicitacaoId,
        certidao: toApiCertidao(cert, certPdfs, job ?? undefined, devolvido),
        job: job ? toJobStatus(job, avisoAutomatico) : null,
      },
    });
  }
  return events;
}

export interface EventFilter {
  /** Only this owner's requests; undefined for staff and for a member who sees the whole company. */
  userId?: string;
  /** Only requests of this company (null: personal requests only); undefined for staff. */
  empresaId?: string | null;
  solicitacaoId?: string;
}

export interface Subscription {
  close(): void;
}

interface Subscriber {
  filter: EventFilter;
  /** The events of one read, in id order. */
  send(events: CertidaoEvent[]): void;
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
  (filter.empresaId === undefined || filter.empresaId === event.empresaId) &&
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
    send: (events: CertidaoEvent[]) => void,
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
        this.deliver(sub, live);
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

  /**
   * The rows after the last read (and the ids still awaited), with each certificate, its job and its PDFs, in one
   * statement: one round trip, and one snapshot, between a NOTIFY and the streams. Without subscribers only the
   * ids are read.
   */
  private async readNew(): Promise<void> {
    for (;;) {
      this.expireGaps();
      const waiting = [...this.gaps.keys()];
      const after = gt(certidaoEventos.id, this.lastRead);
      const where = waiting.length ? or(after, inArray(certidaoEventos.id, waiting)) : after;
      if (!this.subscribers.size) {
        const ids = await this.database.db
          .select({ id: certidaoEventos.id })
          .from(certidaoEventos)
          .where(where)
          .orderBy(asc(certidaoEventos.id))
          .limit(BATCH);
        if (ids.length) this.advance(ids.map((r) => r.id));
        if (ids.length < BATCH) return;
        continue;
      }
      const [rows, times] = await Promise.all([
        this.database.db
          .select({
            event: certidaoEventos,
            cert: certidoes,
            job: jobs,
            pdfs: PDFS_OF_CERT,
            empresaId: COMPANY_OF_REQUEST,
            devolvido: returnedSql(certidaoEventos.certidaoId),
          })
          .from(certidaoEventos)
          .leftJoin(certidoes, eq(certidoes.id, certidaoEventos.certidaoId))
          .leftJoin(jobs, eq(jobs.id, certidoes.jobId))
          .where(where)
          .orderBy(asc(certidaoEventos.id))
          .limit(BATCH),
        responseTimeSettings(this.database.db),
      ]);
      if (!rows.length) return;
      this.advance(rows.map((r) => r.event.id));
      this.broadcast(toEvents(rows, times.avisoAutomatico));
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

  /** Each subscriber gets the events it may see in one call (one write per stream for the whole read). */
  private broadcast(events: CertidaoEvent[]): void {
    if (!events.length) return;
    for (const sub of this.subscribers) {
      const mine = events.filter((event) => visible(sub.filter, event));
      if (!mine.length) continue;
      if (sub.buffered) sub.buffered.push(...mine);
      else this.deliver(sub, mine);
    }
  }

  private deliver(sub: Subscriber, events: CertidaoEvent[]): void {
    const fresh = sub.replayed ? events.filter((event) => !sub.replayed?.has(event.id)) : events;
    if (fresh.length) sub.send(fresh);
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
      // The query narrows by owner or request only; a company filter is applied to the loaded events.
      const events = (await this.load(rows)).filter((event) => visible(sub.filter, event));
      for (const event of events) sub.replayed?.add(event.id);
      if (events.length) sub.send(events);
      if (rows.length < BATCH) return;
      from = rows.at(-1)!.id;
    }
  }

  /** The events of these rows with the certificates' current values (a replay; see `toEvents`). */
  private async load(rows: (typeof certidaoEventos.$inferSelect)[]): Promise<CertidaoEvent[]> {
    const ids = [...new Set(rows.map((row) => row.certidaoId))];
    if (!ids.length) return [];
    const solIds = [...new Set(rows.map((row) => row.solicitacaoId))];
    const [certRows, pdfRows, times, sols] = await Promise.all([
      this.database.db
        .select({ cert: certidoes, job: jobs, devolvido: returnedSql(certidoes.id) })
        .from(certidoes)
        .leftJoin(jobs, eq(jobs.id, certidoes.jobId))
        .where(inArray(certidoes.id, ids)),
      this.database.db.select().from(pdfs).where(inArray(pdfs.certidaoId, ids)).orderBy(asc(pdfs.criadoEm)),
      responseTimeSettings(this.database.db),
      this.database.db
        .select({ id: solicitacoes.id, empresaId: solicitacoes.empresaId })
        .from(solicitacoes)
        .where(inArray(solicitacoes.id, solIds)),
    ]);
    const companyOf = new Map(sols.map((sol) => [sol.id, sol.empresaId]));
    const pdfsByCert = new Map<string, PdfRow[]>();
    for (const pdf of pdfRows)
      pdfsByCert.set(pdf.certidaoId, [...(pdfsByCert.get(pdf.certidaoId) ?? []), pdf]);
    const byId = new Map(certRows.map((r) => [r.cert.id, r]));
    return toEvents(
      rows.map((event) => ({
        event,
        cert: byId.get(event.certidaoId)?.cert ?? null,
        job: byId.get(event.certidaoId)?.job ?? null,
        pdfs: pdfsByCert.get(event.certidaoId) ?? [],
        empresaId: companyOf.get(event.solicitacaoId) ?? null,
        devolvido: byId.get(event.certidaoId)?.devolvido === true,
      })),
      times.avisoAutomatico,
    );
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
