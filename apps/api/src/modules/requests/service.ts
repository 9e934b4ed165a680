/**
 * The requests module's public face: creating a request (prices, quota, certificates and jobs in one transaction),
 * reading and listing, cancelling and retrying. Long file: the three sections share the visibility rules at the
 * top, and other modules reach requests only through this file.
 */
import { isCertificateCode, normalizeCpfCnpj } from '@certidao/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inOneSnapshot, offsetOf, rowsFromJson, rowsOf, uuidArray } from '../../db/queries.ts';
import {
  centrosCusto,
  certidoes,
  jobs,
  lancamentos,
  payments,
  pdfs,
  solicitacoes,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { createJobs, lockUnfinishedJobsOf, stopJobsOf } from '../../jobs/jobRecords.ts';
import { notifyIfRequestFinished } from '../../jobs/notify.ts';
import { Batcher } from '../../services/batcher.ts';
import {
  type CompanyScope,
  canSeeRequest,
  requestScopeCondition,
  requestScopeSql,
  seesWholeCompany,
  viewerScope,
} from '../../services/companyScope.ts';
import { EMPTY_LEDGER, isReturned, ledgerFromRows, returnCharges } from '../../services/ledger.ts';
import { refundReturnedCertificates } from '../payments/service.ts';
import { type CreatedRequest, type CreationOptions, insertRequests } from './create.ts';
import { cancelOrderCharge, orderPaymentsFromRows } from './orderPayments.ts';
import {
  type CertFactsRow,
  type CertStatus,
  catalogueIndex,
  certFacts,
  type JobIssuance,
  type OwnerRow,
  RENEWAL_OBSERVATION,
  type Resultado,
  requestOf,
  toApiCertidao,
  toListItem,
  withCounts,
} from './serialize.ts';
import type { NewRequest } from './validation.ts';
import { pageJson, type Versioned, versionSql } from './views.ts';

export { getOwnedJob, JOB_NOT_FOUND, jobStatus, toJobStatus } from './jobs.ts';
export { limitReached, NO_ACTIVE_PLAN, PLAN_PENDING, quotaOf } from './quota.ts';
export {
  aggregateStatus,
  type CertStatus,
  formatSize,
  newestPdf,
  RENEWAL_OBSERVATION,
  toApiPdf,
} from './serialize.ts';
export { requestStats, typesToList } from './stats.ts';
export { closeEventStreamsOf } from './stream.ts';
export { type NewRequest, type NewRequestInput, unknownType, validateNewRequest } from './validation.ts';

import { cleanReference, unknownType } from './validation.ts';

export const SOLICITACAO_NOT_FOUND = 'Solicitação não encontrada.';
export const CERTIDAO_NOT_FOUND = 'Certidão não encontrada.';

// ───────────────────────────── create ─────────────────────────────

/**
 * Records the request, its certificates (each with its price) and one job each, and charges the certificates, in
 * one transaction, refused with its row's error.
 *
 * One caller's creations that arrive while another of theirs is being written go to the database together, as
 * one set (create.ts, in arrival order), each answered by its own row: an integrator or the CLI sending many at
 * once pays a transaction's round trips once per set, not once per request (on PGlite, whose one connection runs
 * one transaction at a time, those were the limit). The quota holds as for single creations: the set's rows are
 * accepted in order while the month has room. A set that fails in the database is done again one by one
 * (services/batcher.ts), so a creation fails only for its own reason.
 */
export async function createRequest(
  ctx: AppContext,
  user: UserRow,
  req: NewRequest,
  options: { enforcePlan: boolean },
): Promise<CreatedRequest> {
  let queues = creationQueues.get(ctx.db);
  if (!queues) {
    queues = new Map();
    creationQueues.set(ctx.db, queues);
  }
  const key = `${user.id}:${options.enforcePlan}`;
  let queue = queues.get(key);
  if (!queue) {
    queue = new Batcher((rows: NewRequest[]) =>
      ctx.db.transaction((tx) => insertRequests(ctx, tx, user, rows, options)),
    );
    queues.set(key, queue);
  }
  try {
    const result = await queue.add(req);
    if (result instanceof HttpError) throw result;
    if (!result) throw new Error('insert failed');
    return result;
  } finally {
    // Nothing kept for a caller with nothing waiting: the next creation starts a new queue.
    if (queue.idle && queues.get(key) === queue) queues.delete(key);
  }
}

/** Each database's creation queues, one per caller (and plan rule) with creations in flight. */
const creationQueues = new WeakMap<Db, Map<string, Batcher<NewRequest, CreatedRequest | HttpError | null>>>();

/** createRequest inside the caller's transaction (a monitoring renewal records its timeline with it). */
export async function insertRequest(
  ctx: Pick<AppContext, 'pipeline'>,
  tx: DbOrTx,
  user: UserRow,
  req: NewRequest,
  options: CreationOptions,
): Promise<CreatedRequest> {
  const [result] = await insertRequests(ctx, tx, user, [req], options);
  if (result instanceof HttpError) throw result;
  if (!result) throw new Error('insert failed');
  return result;
}

// ───────────────────────────── read ─────────────────────────────

/** Full API objects of these requests, in their order: undefined for a request no longer there (readRequests). */
export async function hydrateIds(db: DbOrTx, ids: string[]) {
  const read = await readRequests(db, ids, 'whole');
  const certRows = rowsFromJson(certidoes, read.certs);
  const pdfsByCert = groupBy(rowsFromJson(pdfs, read.pdfs), (p) => p.certidaoId);
  return read.assemble(certRows, (c, job, devolvido) =>
    toApiCertidao(c, pdfsByCert.get(c.id) ?? [], job, devolvido),
  );
}

/**
 * The list's items of these requests, in their order (as `toListItem` of `hydrateIds`' objects, read with less):
 * each certificate's columns the list shows, its newest PDF's result and validity and its job's issuance, joined
 * in the statement, instead of every PDF, the certificates' data and whole rows: a page's build reads and parses
 * less than half the bytes.
 */
export async function hydrateListIds(db: DbOrTx, ids: string[]) {
  const read = await readRequests(db, ids, 'list');
  const certRows = rowsFromJson(certidoes, read.certs) as Array<CertFactsRow & { solicitacaoId: string }>;
  const newestRows = rowsFromJson(pdfs, read.pdfs) as Array<
    Pick<typeof pdfs.$inferSelect, 'certidaoId' | 'resultado' | 'validoAte'>
  >;
  const newestByCert = new Map(newestRows.map((p) => [p.certidaoId, p]));
  const items = read.assemble(certRows, (c, job, devolvido) =>
    certFacts(c, newestByCert.get(c.id), job, devolvido),
  );
  return items.map((item) => item && toListItem(item));
}

/** The certificates' columns the list shows (CertFactsRow), and the request's id to group them by. */
const LIST_CERT_JSON = sql.raw(`json_build_object('id', c.id, 'solicitacao_id', c.solicitacao_id,
  'tipo_certidao', c.tipo_certidao, 'status', c.status, 'erro', c.erro,
  'pode_tentar_novamente', c.pode_tentar_novamente, 'job_id', c.job_id, 'preco_centavos', c.preco_centavos)`);

/**
 * Everything these requests' answers show, in one statement, each table's rows as JSON: one round trip (and one
 * turn of PGlite's thread) where a select per table took eight, no per-field mapping but each column's own, and
 * one snapshot without a transaction around it (a transaction's begin and commit were two more round trips).
 * `whole` reads every PDF and the certificates' whole rows; `list`, the certificates' listed columns and each one's
 * newest PDF's result and validity. `assemble` builds each request with its certificates as the caller makes them.
 */
async function readRequests(db: DbOrTx, ids: string[], shape: 'whole' | 'list') {
  const solIds = uuidArray(ids);
  const list = shape === 'list';
  // Whole rows as `to_json` of the table's alias, never `select *`: the statement is then prepared on PostgreSQL
  // (db/preparedReads.ts) and its result is JSON whatever columns a migration adds. Other tables' rows are found
  // by `= any(array(…))` of the ids read, so by their index whatever their size: with `in (subquery)` the
  // planner read a table of a few thousand users whole and hashed it, for a page's owners.
  const [read] = ids.length
    ? rowsOf<
        Record<'sols' | 'owners' | 'certs' | 'pdfs' | 'jobs' | 'centros' | 'ledger' | 'pagamentos', unknown>
      >(
        await db.execute(sql`with s as (select s.id, s.user_id, s.centro_custo_id, s.avulsa, to_json(s) as j
        from solicitacoes s where s.id = any(${solIds})),
      c as (select c.id, c.job_id, ${list ? LIST_CERT_JSON : sql`to_json(c)`} as j from certidoes c
        where c.solicitacao_id = any(${solIds}))
      select (select json_agg(j) from s) as sols,
        (select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
            'email', u.email)) from users u where u.id = any(array(select user_id from s))) as owners,
        (select json_agg(j) from c) as certs,
        ${
          list
            ? // The newest as newestPdf picks it: the latest issued, the first recorded of a tie.
              sql`(select json_agg(json_build_object('certidao_id', c.id, 'resultado', p.resultado,
                'valido_ate', p.valido_ate)) from c cross join lateral (select p.resultado, p.valido_ate from pdfs p
                where p.certidao_id = c.id order by p.emitido_em desc, p.criado_em limit 1) as p)`
            : sql`(select json_agg(p order by p.criado_em) from pdfs p where p.certidao_id = any(array(select id from c)))`
        } as pdfs,
        (select json_agg(json_build_object('id', j.id, 'modo', j.modo, 'prazo_em', j.prazo_em)) from jobs j
          where j.id = any(array(select job_id from c))) as jobs,
        (select json_agg(json_build_object('id', cc.id, 'codigo', cc.codigo, 'nome', cc.nome)) from centros_custo cc
          where cc.id = any(array(select centro_custo_id from s))) as centros,
        (select json_agg(json_build_object('solicitacao_id', l.solicitacao_id, 'certidao_id', l.certidao_id,
            'tipo', l.tipo, 'valor_centavos', l.valor_centavos))
          from lancamentos l where l.solicitacao_id = any(${solIds})) as ledger,
        (select json_agg(json_build_object('solicitacao_id', p.solicitacao_id, 'id', p.id, 'status', p.status,
            'metodo_pagamento', p.metodo_pagamento, 'valor_cents', p.valor_cents, 'due_date', p.due_date)
            order by p.created_at)
          from payments p where p.solicitacao_id = any(array(select id from s where avulsa)) and p.tipo = 'avulso')
          as pagamentos`),
      )
    : [];
  const sols = rowsFromJson(solicitacoes, read?.sols);
  const owners = rowsFromJson(users, read?.owners) as OwnerRow[];
  const centroById = new Map(
    (
      rowsFromJson(centrosCusto, read?.centros) as Array<
        Pick<typeof centrosCusto.$inferSelect, 'id' | 'codigo' | 'nome'>
      >
    ).map((c) => [c.id, c]),
  );
  const ledger = ledgerFromRows(
    rowsFromJson(lancamentos, read?.ledger) as Array<
      Pick<typeof lancamentos.$inferSelect, 'solicitacaoId' | 'certidaoId' | 'tipo' | 'valorCentavos'>
    >,
  );
  const orderPayments = orderPaymentsFromRows(rowsFromJson(payments, read?.pagamentos));
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  // How each certificate is issued and, when by an operator, by when: fixed when its job is created.
  const jobById = new Map(
    (rowsFromJson(jobs, read?.jobs) as Array<Pick<typeof jobs.$inferSelect, 'id' | 'modo' | 'prazoEm'>>).map(
      (j) => [j.id, j],
    ),
  );
  return {
    certs: read?.certs,
    pdfs: read?.pdfs,
    /**
     * Each request in `ids`' order with its certificates (in the catalogue's order) as `cert` makes them from
     * the row, its current job and whether its charge was returned.
     */
    assemble<R extends CertFactsRow & { solicitacaoId: string }, C extends ReturnType<typeof certFacts>>(
      certRows: R[],
      cert: (row: R, job: JobIssuance | undefined, devolvido: boolean) => C,
    ) {
      const certsBySol = groupBy(certRows, (c) => c.solicitacaoId);
      const byId = new Map(
        sols.map((s) => {
          const owner = ownerById.get(s.userId);
          if (!owner) throw new Error('owner missing');
          const centro = s.centroCustoId ? (centroById.get(s.centroCustoId) ?? null) : null;
          const requestLedger = ledger.get(s.id) ?? EMPTY_LEDGER;
          const certs = (certsBySol.get(s.id) ?? [])
            .sort((a, b) => catalogueIndex(a.tipoCertidao) - catalogueIndex(b.tipoCertidao))
            .map((c) =>
              cert(c, c.jobId ? jobById.get(c.jobId) : undefined, requestLedger.devolvidas.has(c.id)),
            );
          return [
            s.id,
            requestOf(s, owner, certs, centro, requestLedger, orderPayments.get(s.id) ?? null),
          ] as const;
        }),
      );
      return ids.map((id) => byId.get(id));
    },
  };
}

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The request if the user may see it; a customer gets 404 for one they may not. */
export async function getOwned(db: DbOrTx, user: UserRow, id: string, lock = false) {
  const q = db.select().from(solicitacoes).where(eq(solicitacoes.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return visibleTo(user, await viewerScope(db, user), row);
}

/**
 * The one visibility rule of a request (services/companyScope.ts): staff see all, a personal account its own, a
 * company's member by their role; anything else is 404.
 */
function visibleTo<T extends { userId: string; empresaId: string | null }>(
  user: UserRow,
  scope: CompanyScope | null,
  row: T | undefined,
): T {
  if (!row || !canSeeRequest(user, scope, row)) throw notFound(SOLICITACAO_NOT_FOUND);
  return row;
}

export function getOne(db: Db, user: UserRow, id: string) {
  return inOneSnapshot(db, async (tx) => {
    const row = await getOwned(tx, user, id);
    const [api] = await hydrateIds(tx, [row.id]);
    return api as NonNullable<typeof api>;
  });
}

/** getOne's answer as JSON bytes, from the cached views while the request has not changed. */
export function viewOne(ctx: AppContext, user: UserRow, id: string): Promise<Buffer> {
  return ctx.caches.answers.answer(ctx.db, `${user.id} ${id}`, () => buildOne(ctx, user, id));
}

async function buildOne(ctx: AppContext, user: UserRow, id: string): Promise<Buffer> {
  const [[row], scope] = await Promise.all([
    ctx.db
      .select({
        id: solicitacoes.id,
        userId: solicitacoes.userId,
        empresaId: solicitacoes.empresaId,
        version: versionSql,
      })
      .from(solicitacoes)
      .where(eq(solicitacoes.id, id)),
    viewerScope(ctx.db, user),
  ]);
  const [json] = await ctx.caches.requests.render(ctx.db, [visibleTo(user, scope, row)], hydrateIds);
  // Deleted between its version's read and its build.
  if (!json) throw notFound(SOLICITACAO_NOT_FOUND);
  return json;
}

/** SQL of a request's aggregate status (same rule as aggregateStatus). */
const aggregateSql = sql`(select case
  when bool_or(c.status = 'processando') then 'processando'
  when bool_or(c.status = 'pendente') then 'pendente'
  when bool_or(c.status = 'falhou') then 'falhou'
  when bool_or(c.status = 'concluido') then 'concluido'
  else 'cancelado' end
  from certidoes c where c.solicitacao_id = ${solicitacoes.id})`;

export interface ListQuery {
  pagina?: number;
  limite?: number;
  ordenacao?: 'asc' | 'desc';
  tipoCertidao?: string;
  status?: CertStatus;
  cpf?: string;
  dataInicial?: string;
  dataFinal?: string;
  resultado?: Resultado;
  vencendoEmDias?: number;
  centroCustoId?: string;
  kitId?: string;
  usuarioId?: string;
  busca?: string;
  origem?: 'monitoramento' | 'manual';
  incluir?: 'certidoes';
  cursor?: string;
}

// Each shape with its own build: the list's reads only what its items show.
const LIST_SHAPE = { name: 'lista', of: <T>(item: T) => item, build: hydrateListIds };
const WHOLE_SHAPE = { name: 'inteira', of: withCounts, build: hydrateIds };

/**
 * A page of requests as JSON bytes (the contract's page shape), built from the cached views. A filter on
 * validity depends on the clock, not only on the data, so its answer is never kept.
 */
export function listRequests(ctx: AppContext, user: UserRow, q: ListQuery): Promise<Buffer> {
  if (q.vencendoEmDias !== undefined) return buildList(ctx, user, q);
  return ctx.caches.answers.answer(ctx.db, `${user.id} ${JSON.stringify(q)}`, () => buildList(ctx, user, q));
}

/** The newest PDF's column of a certificate `c` (a retry or a renewal adds PDFs). */
const newestPdf = (column: 'resultado' | 'valido_ate') =>
  sql.raw(`(select p.${column} from pdfs p where p.certidao_id = c.id order by p.emitido_em desc limit 1)`);

async function buildList(ctx: AppContext, user: UserRow, q: ListQuery): Promise<Buffer> {
  const { db } = ctx;
  const limite = q.limite ?? 10;
  const conds: SQL[] = [];
  const scope = await viewerScope(db, user);
  const scoped = requestScopeCondition(user, scope);
  if (scoped) conds.push(scoped);
  // Within what the caller sees (the condition above), so another company's ids simply match nothing.
  if (q.centroCustoId) conds.push(eq(solicitacoes.centroCustoId, q.centroCustoId));
  if (q.kitId) conds.push(eq(solicitacoes.kitId, q.kitId));
  if (q.usuarioId) conds.push(eq(solicitacoes.userId, q.usuarioId));
  // As the answer's `origem`: a renewal names its party and carries monitoring's observation.
  const renewal = and(
    isNotNull(solicitacoes.monitoramentoId),
    eq(solicitacoes.observacao, RENEWAL_OBSERVATION),
  );
  if (q.origem === 'monitoramento' && renewal) conds.push(renewal);
  if (q.origem === 'manual' && renewal) conds.push(sql`not coalesce(${renewal}, false)`);
  const busca = q.busca?.trim().toLowerCase();
  if (busca) {
    // A literal text: LIKE's own characters are escaped, so '50%' finds '50%' and not everything.
    const like = `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      sql`(lower(${solicitacoes.nomeCompleto}) like ${like} or lower(coalesce(${solicitacoes.referencia}, '')) like ${like})`,
    );
  }
  if (q.tipoCertidao) {
    if (!isCertificateCode(q.tipoCertidao)) throw unknownType(q.tipoCertidao);
    conds.push(
      sql`exists (select 1 from certidoes c where c.solicitacao_id = ${solicitacoes.id} and c.tipo_certidao = ${q.tipoCertidao})`,
    );
  }
  if (q.status) conds.push(sql`${aggregateSql} = ${q.status}`);
  if (q.cpf !== undefined) {
    const doc = normalizeCpfCnpj(q.cpf);
    if (!doc) throw badRequest('Informe o CPF ou CNPJ para filtrar.');
    // A whole CPF (11) or CNPJ (14) is looked up as such (its btree index: a few rows); a part of one, as typed
    // so far, by substring (the trigram index).
    conds.push(
      doc.length === 11 || doc.length === 14
        ? sql`${solicitacoes.documento} = ${doc}`
        : sql`${solicitacoes.documento} like ${`%${doc}%`}`,
    );
  }
  if (q.resultado === 'nao_emitida')
    conds.push(
      sql`exists (select 1 from certidoes c where c.solicitacao_id = ${solicitacoes.id} and c.status = 'falhou' and not c.pode_tentar_novamente and not exists (select 1 from pdfs p where p.certidao_id = c.id))`,
    );
  else if (q.resultado)
    conds.push(
      sql`exists (select 1 from certidoes c where c.solicitacao_id = ${solicitacoes.id} and ${newestPdf('resultado')} = ${q.resultado})`,
    );
  if (q.vencendoEmDias !== undefined)
    conds.push(
      sql`exists (select 1 from certidoes c where c.solicitacao_id = ${solicitacoes.id} and ${newestPdf('valido_ate')} > now() and ${newestPdf('valido_ate')} <= now() + (${q.vencendoEmDias} * interval '1 day'))`,
    );
  if (q.dataInicial && q.dataFinal && q.dataInicial > q.dataFinal)
    throw badRequest('A data inicial deve ser anterior ou igual à data final.');
  if (q.dataInicial)
    conds.push(
      sql`${solicitacoes.criadoEm} >= (${q.dataInicial}::date::timestamp at time zone 'America/Sao_Paulo')`,
    );
  if (q.dataFinal)
    conds.push(
      sql`${solicitacoes.criadoEm} < ((${q.dataFinal}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
    );
  const filtered = conds.length > (scoped ? 1 : 0);
  const where = conds.length ? and(...conds) : undefined;
  const asc_ = q.ordenacao === 'asc';
  // A keyset: the rows after the cursor's (criado_em, id) in the list's order, found in the same index.
  const after = q.cursor === undefined ? undefined : cursorCondition(q.cursor, asc_);
  const offset = q.cursor === undefined ? offsetOf(q.pagina ?? 1, limite) : 0;
  // A company's list filtered by dates alone is counted, and numbered, from its requests per day: the filter's
  // São Paulo days are the tables' own.
  const dated = q.dataInicial !== undefined || q.dataFinal !== undefined;
  const byDays =
    scope &&
    !isStaff(user) &&
    conds.length === (scoped ? 1 : 0) + Number(!!q.dataInicial) + Number(!!q.dataFinal)
      ? { ...usageOf(user, scope), from: q.dataInicial, to: q.dataFinal }
      : undefined;
  // A company's numbered page (unfiltered or by dates alone) starts at its day, found from the requests per day
  // in the statement of its ids, which also gives its total.
  const landing = offset > 0 && byDays ? dayOfPosition(byDays, offset, asc_) : undefined;
  // The statement of the list's total, unless its day's gives it (above).
  const totalQuery =
    byDays && dated
      ? usageTotalSql(byDays)
      : listTotalSql(requestScopeSql(user, scope, 'solicitacao_totais'), filtered ? where : undefined);
  // A page that skips no rows (the first, a cursor's) reads its total in the statement of its ids, one round trip
  // fewer; a text search's first page counts its matches there as a window over them, so the trigram index is
  // searched once, not once for the page and once for the count. Any other page past the first needs its total
  // before its ids, so that total is read first.
  const withIds = landing
    ? 'day'
    : offset > 0
      ? undefined
      : busca && after === undefined
        ? 'window'
        : 'total';
  const counting = withIds ? undefined : totalOf(db, totalQuery);
  // Awaited below; a failure of the ids' read first must not leave its rejection unhandled.
  counting?.catch(() => undefined);
  const total = counting ? await counting : 0;
  // The page's ids alone (from the ordered index, without reading the rows it skips), with one more id, which
  // says whether a next page exists. From its day, it skips only that day's requests before it; otherwise, past
  // the middle they are read from the other end, in the opposite order, so no page skips more than half the list.
  const fromEnd = !landing && offset > total / 2 && offset < total;
  const skipped = fromEnd ? Math.max(0, total - 1 - offset - limite) : offset;
  const first = landing ? landing.skip : skipped;
  // The page's ids with their versions (the answer cache builds only the requests that changed; their rows are
  // read only for the requests whose kept answers are out of date, when those are built). The versions are
  // worked out outside the limited subquery: PostgreSQL computes a selected expression for every row its Limit
  // fetches, the skipped ones included.
  const direction = sql.raw((fromEnd ? !asc_ : asc_) ? 'asc' : 'desc');
  const order = sql`order by ${solicitacoes.criadoEm} ${direction}, ${solicitacoes.id} ${direction}`;
  // What the versions need; each subquery is named after the table, so the same column references work on it.
  const columns = sql`${solicitacoes.id}, ${solicitacoes.criadoEm}, ${solicitacoes}.xmin, ${solicitacoes.userId},
    ${solicitacoes.centroCustoId}, ${solicitacoes.oneOff}`;
  const matching = sql`${solicitacoes} where ${and(where, after, landing?.condition) ?? sql`true`}`;
  const limit = fromEnd ? total - offset - skipped : limite + 1;
  // Counted with the ids, the matches are read once and then ordered (`offset 0` keeps PostgreSQL from reading
  // the ordered index under the window, which must see every match before the limit: the whole list).
  const page =
    withIds === 'window'
      ? sql`select ${columns}, solicitacoes.total from (select ${columns}, count(*) over () as total from ${matching}
          offset 0) as solicitacoes ${order} limit ${limit}`
      : sql`select ${columns} from ${matching} ${order} limit ${limit} offset ${first}`;
  const totalColumn =
    withIds === 'window'
      ? sql`, solicitacoes.total`
      : withIds === 'day'
        ? sql`, (select total from dia) as total`
        : withIds
          ? sql`, (${totalQuery}) as total`
          : sql``;
  const ids = rowsOf<Versioned & { at: string; total?: number | string }>(
    await db.execute(sql`${landing ? sql`with dia as (${landing.day}) ` : sql``}select solicitacoes.id,
        ${cursorTimeSql} as at, ${versionSql} as version ${totalColumn}
      from (${page}) as solicitacoes ${order}`),
  );
  if (fromEnd) ids.reverse();
  const pageIds = ids.slice(0, limite);
  const last = pageIds.at(-1);
  const next = ids.length > limite && last ? encodeCursor(last.at, last.id) : null;
  // An empty page carries no total: a page past the end counts on its own (an empty search's window is 0).
  const count = counting
    ? total
    : ids[0]
      ? Number(ids[0].total ?? 0)
      : withIds === 'window'
        ? 0
        : await totalOf(db, totalQuery);
  // The list's own shape unless the caller asks for the whole certificates (`incluir=certidoes`).
  const shape = q.incluir === 'certidoes' ? WHOLE_SHAPE : LIST_SHAPE;
  const items = await ctx.caches.requests.render(db, pageIds, shape.build, shape);
  return pageJson(
    items.filter((item): item is Buffer => item !== undefined),
    count,
    q.pagina ?? 1,
    limite,
    next,
  );
}

/**
 * The statement of how many requests the list has. Without a filter, the caller's share of the per-account
 * counters (kept by triggers: migration `scale-indexes`), a few rows whatever the volume; with one, a count of
 * the matching rows that reads no more than the filter needs. Read on its own (`totalOf`) or inside the page's
 * statement.
 */
function listTotalSql(account: SQL, filter: SQL | undefined): SQL {
  return filter
    ? sql`select count(*) from ${solicitacoes} where ${filter}`
    : sql`select sum(n) from solicitacao_totais where ${account}`;
}

/** A total's statement read on its own. */
async function totalOf(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string | null }>(await db.execute(sql`select (${query}) as n`));
  return Number(row?.n ?? 0);
}

/**
 * A company's requests per day seen by a caller, within the list's dates when it has them: the company's days
 * (`empresa_dia`, one row a day) for whoever sees the whole company, the member's own rows of the usage per day
 * (`empresa_uso_dia`, by member) for one who sees only their own.
 */
interface UsageDays {
  table: SQL;
  account: SQL;
  from?: string;
  to?: string;
}

function usageOf(user: UserRow, scope: CompanyScope): Pick<UsageDays, 'table' | 'account'> {
  const table = seesWholeCompany(scope) ? 'empresa_dia' : 'empresa_uso_dia';
  return { table: sql.raw(table), account: requestScopeSql(user, scope, table) };
}

const usageWhere = ({ account, from, to }: UsageDays) =>
  and(
    account,
    from === undefined ? undefined : sql`dia >= ${from}::date`,
    to === undefined ? undefined : sql`dia <= ${to}::date`,
  ) as SQL;

/** How many of a company's requests the caller sees within the dates: the rows of those days. */
function usageTotalSql(days: UsageDays): SQL {
  return sql`select sum(solicitacoes) from ${days.table} where ${usageWhere(days)}`;
}

/**
 * Where a numbered page of a company's list (unfiltered, or by dates alone) starts: the São Paulo day its first
 * request was created, and how many of the list's requests come before that day, from the company's requests per
 * day (UsageDays: ~730 rows for two years). The page then skips only its day's requests before it, at most a
 * day's worth, instead of every request before it in the index (up to half the list: ~150,000 index entries
 * for a firm of 300,000). The days are summed from the nearer end of the list: in its order up to the page's
 * position when that lies in the first half, otherwise from its last day backwards. Each sum runs along the index
 * and stops at the first day that reaches the position, so a deep page reads the few days after it, not all of
 * them (a running sum over every day, with the total beside it, was most of a deep page's statement). With the
 * list's total, the sum of every day. Statements for the page's own: `day` (its `dia`, `antes` and `total`; no row
 * when the company has none, nor from the first half past the end), the page's `condition` and how many rows it
 * `skip`s.
 */
function dayOfPosition(days: UsageDays, offset: number, ascending: boolean) {
  const where = usageWhere(days);
  // A day's running count along the index in one order (a day's rows summed as an integer, so the running sum is
  // bigint, not numeric), ordered so the outer limit stops the scan at the first day that qualifies.
  const running = (order: 'asc' | 'desc') => sql`select dia, sum(solicitacoes)::int as n,
        sum(sum(solicitacoes)::int) over (order by dia ${sql.raw(order)} rows unbounded preceding) as ate
      from ${days.table} where ${where} group by dia order by dia ${sql.raw(order)}`;
  const [inOrder, backwards] = ascending ? (['asc', 'desc'] as const) : (['desc', 'asc'] as const);
  // Only one of the two sums runs: each is behind a condition on the total alone, which PostgreSQL checks once.
  const day = sql`with t as (select coalesce(sum(solicitacoes), 0)::int as total from ${days.table} where ${where})
      select dia, antes, (select total from t) as total from (
        (select dia, ate - n as antes from (${running(inOrder)}) as d
          where ate > ${offset} and (select total from t) > ${2 * offset} limit 1)
        union all
        (select dia, (select total from t) - ate as antes from (${running(backwards)}) as d
          where ate >= (select total from t) - ${offset} and (select total from t) <= ${2 * offset} limit 1)
      ) as d limit 1`;
  const condition = ascending
    ? sql`${solicitacoes.criadoEm} >= ((select dia from dia)::timestamp at time zone 'America/Sao_Paulo')`
    : sql`${solicitacoes.criadoEm} < (((select dia from dia) + 1)::timestamp at time zone 'America/Sao_Paulo')`;
  return { day, condition, skip: sql`(select ${offset} - antes from dia)` };
}

/** A request's creation time as exact text (microseconds, UTC) for a cursor: a JS Date keeps only milliseconds. */
const cursorTimeSql = sql<string>`to_char(${solicitacoes.criadoEm} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

// The same words as the events' cursor (integrations/events.ts).
const BAD_CURSOR = 'Cursor inválido: use o proximoCursor da página anterior, com os mesmos filtros.';
const CURSOR_SHAPE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque cursor of a request in the list's order: its creation time and id, base64url. */
export const encodeCursor = (at: string, id: string) => Buffer.from(`${at}~${id}`).toString('base64url');

/** The condition "after the cursor's request" in the list's order; a cursor that is not one of ours → 400. */
function cursorCondition(cursor: string, ascending: boolean): SQL {
  const m = CURSOR_SHAPE.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw badRequest(BAD_CURSOR);
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  // A real instant, checked here: the database would refuse '2026-02-30' with an error of its own.
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  if (
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== mo - 1 ||
    date.getUTCDate() !== d ||
    date.getUTCHours() !== h ||
    date.getUTCMinutes() !== mi
  )
    throw badRequest(BAD_CURSOR);
  const at = sql`(${`${m.slice(1, 4).join('-')} ${m.slice(4, 7).join(':')}.${m[7]}`}::timestamp at time zone 'UTC')`;
  const id = m[8] as string;
  // A row comparison, which PostgreSQL matches against the (…, criado_em, id) indexes.
  return ascending
    ? sql`(${solicitacoes.criadoEm}, ${solicitacoes.id}) > (${at}, ${id}::uuid)`
    : sql`(${solicitacoes.criadoEm}, ${solicitacoes.id}) < (${at}, ${id}::uuid)`;
}

// ───────────────────────────── cancel and retry ─────────────────────────────

const CANCEL_REASON = 'Emissão cancelada a pedido do usuário.';

/** Changes a request's own reference (whoever may see and cancel it may); another company's is 404. */
export async function updateRequestReference(
  ctx: AppContext,
  user: UserRow,
  id: string,
  referencia: string | null,
) {
  const value = cleanReference(referencia);
  await ctx.db.transaction(async (tx) => {
    await getOwned(tx, user, id, true);
    await tx.update(solicitacoes).set({ referencia: value }).where(eq(solicitacoes.id, id));
  });
  return getOne(ctx.db, user, id);
}

export async function cancelRequest(ctx: AppContext, user: UserRow, id: string) {
  const stopped = await ctx.db.transaction(async (tx) => {
    await getOwned(tx, user, id, true);
    // Jobs before certificates, as the pipeline's claims and deliveries lock them: the opposite order deadlocks
    // with them on PostgreSQL.
    await lockUnfinishedJobsOf(tx, id);
    const open = await tx
      .select({ id: certidoes.id })
      .from(certidoes)
      .where(and(eq(certidoes.solicitacaoId, id), inArray(certidoes.status, ['pendente', 'processando'])))
      .orderBy(certidoes.id)
      .for('update');
    if (!open.length)
      throw conflict('Não há certidões aguardando ou em processamento para cancelar nesta solicitação.');
    const ids = open.map((c) => c.id);
    await tx
      .update(certidoes)
      .set({ status: 'cancelado', erro: CANCEL_REASON, podeTentarNovamente: false, updatedAt: new Date() })
      .where(inArray(certidoes.id, ids));
    const stoppedJobs = await stopJobsOf(tx, ids, CANCEL_REASON);
    await returnCharges(tx, ids, 'cancelada');
    await notifyIfRequestFinished(tx, id, { staff: false });
    return stoppedJobs;
  });
  await ctx.pipeline.queue.cancel(stopped.map((s) => s.bossJobId).filter((b): b is string => !!b));
  ctx.pipeline.processor?.abortLocal(stopped.map((s) => s.id));
  await cancelOrderCharge(ctx, id);
  await refundReturnedCertificates(ctx, id);
  return getOne(ctx.db, user, id);
}

/**
 * Requeues one failed certificate with a new job, not charged again: one returned when it failed stays returned
 * (services/ledger.ts). Not a new request for the plan.
 */
export async function retryCertificate(
  ctx: AppContext,
  user: UserRow,
  solicitacaoId: string,
  certId: string,
) {
  const newJobId = await ctx.db.transaction(async (tx) => {
    await getOwned(tx, user, solicitacaoId);
    const [cert] = await tx
      .select()
      .from(certidoes)
      .where(and(eq(certidoes.id, certId), eq(certidoes.solicitacaoId, solicitacaoId)))
      .for('update');
    if (!cert) throw notFound(CERTIDAO_NOT_FOUND);
    if (cert.status !== 'falhou') throw conflict('Só é possível tentar novamente uma certidão que falhou.');
    const [jobId] = await createJobs(tx, ctx.pipeline, [cert]);
    return jobId as string;
  });
  return newJobId;
}

export async function certidaoApi(db: DbOrTx, certId: string) {
  const [cert] = await db.select().from(certidoes).where(eq(certidoes.id, certId));
  if (!cert) throw notFound(CERTIDAO_NOT_FOUND);
  const rows = await db.select().from(pdfs).where(eq(pdfs.certidaoId, certId)).orderBy(asc(pdfs.criadoEm));
  const [job] = cert.jobId
    ? await db.select({ modo: jobs.modo, prazoEm: jobs.prazoEm }).from(jobs).where(eq(jobs.id, cert.jobId))
    : [];
  return toApiCertidao(cert, rows, job, await isReturned(db, certId));
}
