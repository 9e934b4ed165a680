/**
 * Creating requests, set-based: one creation is a batch of one. What the rows share is read once (the caller's
 * company, the plan and the month's count, the kits and cost centres they name); each row is then accepted or
 * refused in JS, in order, and the accepted ones are written with a statement per table (requests, certificates,
 * ledger, our jobs, events) and pg-boss's insert of their jobs, in parts of a few thousand certificates: a
 * creation costs the same few round trips for one row as for a hundred, and a thousand rows' parts overlap (the
 * database writes one while this thread builds the next) (docs/decisions/performance.md).
 */
import { randomUUID } from 'node:crypto';
import { certificateLabel, certificatePriceCentavos } from '@certidao/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertSetSql, rowsOf } from '../../db/queries.ts';
import { certidoes, jobs, lancamentos, plans, solicitacoes, userPlans } from '../../db/schema.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { jobsOfNew } from '../../jobs/jobRecords.ts';
import { type CompanyScope, viewerScope } from '../../services/companyScope.ts';
import { requestsCountedThisMonth } from '../../services/userPlans.ts';
import { ownEventsSql } from '../../services/webhookEvents.ts';
import { requestCompanyChecks } from '../companies/service.ts';
import { limitReached, NO_ACTIVE_PLAN, PLAN_PENDING, quotaCode } from './quota.ts';
import { catalogueIndex, toApiSolicitacao } from './serialize.ts';
import type { NewRequest } from './validation.ts';

export interface CreatedRequest {
  solicitacaoId: string;
  certs: Array<{ id: string; tipoCertidao: string; precoCentavos: number; jobId: string | null }>;
  /** The request as the API answers it, from what was just written (nothing read again). */
  answer(): ReturnType<typeof toApiSolicitacao>;
}

export interface CreationOptions {
  /** Refuse the rows past the plan's limit (never for staff, whose requests are free and unlimited). */
  enforcePlan: boolean;
  /** A renewal by monitoring: its kit and cost centre are kept only while still usable, never refused. */
  monitoramentoId?: string;
  /** A one-off order: counted apart, its certificates wait for its payment without jobs. */
  oneOff?: boolean;
}

/**
 * Creates the rows that pass, in order, in the caller's transaction. A row given as an HttpError stays that
 * refusal, and a null row is left alone (a batch row replayed by its key); the others become their request or
 * their refusal: the plan (no plan, awaiting payment, past the month's limit: the rows that fit come first),
 * then their kit and cost centre. A refused row writes nothing.
 *
 * The quota: a limited plan's account row (the company's for a member) is locked before the month is counted,
 * so creations of one account commit one after the other from there and each counts the ones before it (READ
 * COMMITTED reads anew after the lock): the month's count never passes the limit. An unlimited plan (and staff)
 * has nothing to count, so nothing is locked and creations of one account run side by side.
 */
export async function insertRequests(
  ctx: Pick<AppContext, 'pipeline'>,
  tx: DbOrTx,
  user: UserRow,
  rows: ReadonlyArray<NewRequest | HttpError | null>,
  options: CreationOptions,
): Promise<Array<CreatedRequest | HttpError | null>> {
  const results: Array<CreatedRequest | HttpError | null> = rows.map((r) =>
    r instanceof HttpError ? r : null,
  );
  const pending = rows.flatMap((r, i) => (r && !(r instanceof HttpError) ? [{ index: i, req: r }] : []));
  if (!pending.length) return results;
  const enforce = options.enforcePlan && !isStaff(user);
  // Sent together: the plan is found by the user's company inside its own query.
  const [scope, current] = await Promise.all([
    viewerScope(tx, user),
    enforce ? planOf(tx, user) : Promise.resolve(undefined),
  ]);
  const quota = enforce ? await lockedQuota(tx, user, scope, current) : UNLIMITED;
  const companyOf = await requestCompanyChecks(tx, scope, quota.refusal ? [] : pending.map((p) => p.req));
  const renewal = options.monitoramentoId !== undefined;
  let left = quota.left;
  const accepted: AcceptedRow[] = [];
  for (const { index, req } of pending) {
    if (quota.refusal) results[index] = quota.refusal;
    else if (left <= 0) results[index] = unprocessable(limitReached(quota.limite), 'limite_do_plano');
    else {
      const company = companyOf(req, { renewal });
      if (company instanceof HttpError) results[index] = company;
      else {
        left--;
        accepted.push({ index, req, company });
      }
    }
  }
  if (!accepted.length) return results;

  // Written in parts of about PART_CERTS certificates, each one statement (and pg-boss's insert beside it): while
  // the database writes a part, this thread builds the next, instead of the two waiting for each other.
  const sequence = { at: new Date(), next: 0 };
  const writes: Array<Promise<unknown>> = [];
  const clock: { at?: Date } = {};
  const parts = partsOf(accepted);
  for (const [n, part] of parts.entries()) {
    const built = buildPart(ctx, tx, user, options, scope?.titularId ?? user.id, part, sequence, clock);
    writes.push(
      tx.execute(built.statement).then((result) => {
        clock.at ??= new Date(Number(rowsOf<{ now_ms: string }>(result)[0]?.now_ms));
      }),
      built.enqueue(),
    );
    for (const [index, created] of built.created) results[index] = created;
    // Lets the part's statements reach the database before the next part is built.
    if (n < parts.length - 1) await new Promise(setImmediate);
  }
  // Every write is waited for, so none is left running when the first failure ends the transaction.
  const failed = (await Promise.allSettled(writes)).find((w) => w.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return results;
}

/** About this many certificates per statement: large enough that round trips do not count, small enough to overlap. */
const PART_CERTS = 5_000;

type AcceptedRow = {
  index: number;
  req: NewRequest;
  company: Exclude<ReturnType<Awaited<ReturnType<typeof requestCompanyChecks>>>, HttpError>;
};

function partsOf(accepted: AcceptedRow[]): AcceptedRow[][] {
  const parts: AcceptedRow[][] = [];
  let current: AcceptedRow[] = [];
  let certs = 0;
  for (const row of accepted) {
    current.push(row);
    certs += row.req.certs.length;
    if (certs >= PART_CERTS) {
      parts.push(current);
      current = [];
      certs = 0;
    }
  }
  if (current.length) parts.push(current);
  return parts;
}

/**
 * One part's rows as one statement (each column of a table's rows as one array parameter), the insert of its
 * pg-boss jobs, and each row's outcome. `clock.at` is the transaction's `now()`, known once a write answered and
 * read only by `answer()`, after every write.
 */
function buildPart(
  ctx: Pick<AppContext, 'pipeline'>,
  tx: DbOrTx,
  user: UserRow,
  options: CreationOptions,
  contaId: string,
  accepted: AcceptedRow[],
  sequence: { at: Date; next: number },
  clock: { at?: Date },
) {
  const staff = isStaff(user);
  // Every id is made here, so each table is written once without reading back what another statement made.
  const requestRows = accepted.map(({ req, company }) => ({
    id: randomUUID(),
    userId: user.id,
    tipoPessoa: req.tipoPessoa,
    nomeCompleto: req.nomeCompleto,
    documento: req.documento,
    observacao: req.observacao,
    referencia: req.referencia ?? null,
    monitoramentoId: options.monitoramentoId ?? null,
    uf: req.local?.uf ?? null,
    cidade: req.local?.cidade ?? null,
    imovelUf: req.imovel?.uf ?? null,
    imovelCidade: req.imovel?.cidade ?? null,
    finalidade: req.finalidade ?? null,
    oneOff: options.oneOff ?? false,
    // The company, kit and cost centre (companies/requestFields.ts).
    empresaId: company.empresaId,
    kitId: company.kitId,
    kitNome: company.kitNome,
    centroCustoId: company.centroCustoId,
  }));
  // A one-off order's certificates wait for its payment (jobs/paidOrders.ts): no job, no attempt yet.
  const withJobs = !options.oneOff;
  const certsOf = requestRows.map((r, i) =>
    (accepted[i] as AcceptedRow).req.certs.map((c) => ({
      id: randomUUID(),
      solicitacaoId: r.id,
      tipoCertidao: c.tipoCertidao,
      dadosCertidao: c.dados,
      // Staff requests (automations, tools) are not sold: free, and nothing in the ledger.
      precoCentavos: staff ? 0 : (certificatePriceCentavos(c.tipoCertidao) ?? 0),
      status: 'pendente' as const,
      jobId: withJobs ? randomUUID() : null,
      tentativas: withJobs ? 1 : 0,
    })),
  );
  const certRows = certsOf.flat();
  const charges = certsOf.flatMap((own, i) =>
    own
      .filter((c) => c.precoCentavos > 0)
      .map((c) => ({
        contaId,
        empresaId: (requestRows[i] as (typeof requestRows)[number]).empresaId,
        solicitacaoId: c.solicitacaoId,
        certidaoId: c.id,
        tipo: 'cobranca' as const,
        valorCentavos: c.precoCentavos,
        descricao: certificateLabel(c.tipoCertidao),
      })),
  );
  const {
    rows: jobRows,
    issuance,
    enqueue,
  } = withJobs
    ? jobsOfNew(
        tx,
        ctx.pipeline,
        certsOf.flatMap((own, i) => {
          const r = requestRows[i] as (typeof requestRows)[number];
          return own.map((c) => ({
            ...c,
            tipoPessoa: r.tipoPessoa,
            nomeCompleto: r.nomeCompleto,
            dados: c.dadosCertidao,
          }));
        }),
        certRows.map((c) => c.jobId as string),
      )
    : { rows: [], issuance: [], enqueue: async () => [] };
  // The requests' time is the statement's `now()`, put into the events' data by the statement itself.
  const CREATED_AT = `@${randomUUID()}@`;
  const events = ownEventsSql(
    user.id,
    'solicitacao.criada',
    requestRows.map((r, i) => ({
      solicitacaoId: r.id,
      nomeCompleto: r.nomeCompleto,
      tipoPessoa: r.tipoPessoa,
      criadoEm: CREATED_AT,
      certidoes: (certsOf[i] ?? []).map((c) => ({
        id: c.id,
        tipoCertidao: c.tipoCertidao,
        status: 'pendente',
      })),
    })),
    CREATED_AT,
    sequence,
  );
  const inserts = [
    insertSetSql(solicitacoes, requestRows),
    insertSetSql(certidoes, certRows),
    ...(charges.length ? [insertSetSql(lancamentos, charges)] : []),
    ...(jobRows.length ? [insertSetSql(jobs, jobRows)] : []),
  ];
  const ctes = inserts.map((q, i) => sql`${sql.raw(`w${i}`)} as (${q})`);
  const statement = sql`with ${sql.join([...ctes, events.ctes], sql`, `)}
      select (extract(epoch from now()) * 1000)::float8::text as now_ms, ${events.notify}`;
  // How each certificate is issued, by its job (for the answers).
  const jobById = new Map(
    certRows.flatMap((c, i) => (c.jobId && issuance[i] ? [[c.jobId, issuance[i]] as const] : [])),
  );
  const created = accepted.map(({ index, company }, i): [number, CreatedRequest] => {
    const r = requestRows[i] as (typeof requestRows)[number];
    const own = certsOf[i] ?? [];
    return [
      index,
      {
        solicitacaoId: r.id,
        certs: own.map((c) => ({
          id: c.id,
          tipoCertidao: c.tipoCertidao,
          precoCentavos: c.precoCentavos,
          jobId: c.jobId,
        })),
        // The rows as written (the columns' defaults included), built only when an answer is wanted.
        answer: () => {
          const at = clock.at as Date;
          const certs = own
            .map((c) => ({
              ...c,
              erro: null,
              podeTentarNovamente: false,
              concluidoEm: null,
              createdAt: at,
              updatedAt: at,
            }))
            .sort((a, b) => catalogueIndex(a.tipoCertidao) - catalogueIndex(b.tipoCertidao));
          const cobrado = own.reduce((sum, c) => sum + c.precoCentavos, 0);
          return toApiSolicitacao(
            { ...r, custoCents: 0, criadoEm: at },
            user,
            certs,
            new Map(),
            company.centro,
            jobById,
            { cobradoCentavos: cobrado, devolvidoCentavos: 0, devolvidas: new Set() },
          );
        },
      },
    ];
  });
  return { statement, enqueue, created };
}

interface Quota {
  /** Every row is refused so (no plan, or one awaiting its payment). */
  refusal: HttpError | null;
  /** Requests the plan still takes this month. */
  left: number;
  limite: number;
}

const UNLIMITED: Quota = { refusal: null, left: Number.POSITIVE_INFINITY, limite: 0 };

/** The plan of the caller's account and, for a limited one, the requests it still takes, its account row locked. */
async function lockedQuota(
  tx: DbOrTx,
  user: UserRow,
  scope: CompanyScope | null,
  current: Awaited<ReturnType<typeof planOf>>,
): Promise<Quota> {
  if (!current) return { ...UNLIMITED, refusal: unprocessable(NO_ACTIVE_PLAN, quotaCode(NO_ACTIVE_PLAN)) };
  if (current.userPlan.status !== 'active')
    return { ...UNLIMITED, refusal: unprocessable(PLAN_PENDING, quotaCode(PLAN_PENDING)) };
  const limite = current.plan.limite;
  if (limite === 0) return UNLIMITED;
  // NO KEY UPDATE: the requests' own inserts take KEY SHARE on the user's row (their foreign key), which FOR
  // UPDATE would conflict with in another creation of the account holding this lock.
  if (scope) await tx.execute(sql`select id from empresas where id = ${scope.empresaId} for no key update`);
  else await tx.execute(sql`select id from users where id = ${user.id} for no key update`);
  return {
    refusal: null,
    left: limite - (await requestsCountedThisMonth(tx, user.id, scope?.empresaId ?? null)),
    limite,
  };
}

/**
 * services/userPlans.ts `currentPlanOf` for the account this user's requests count against (the company's holder
 * for a member: companyScope.ts `billingAccountIdOf`), in one statement.
 */
async function planOf(tx: DbOrTx, user: UserRow) {
  const holder = sql`coalesce((select e.titular_id from empresa_membros m join empresas e on e.id = m.empresa_id
    where m.user_id = ${user.id} limit 1), ${user.id}::uuid)`;
  const [row] = await tx
    .select({ userPlan: userPlans, plan: plans })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(and(eq(userPlans.userId, holder), inArray(userPlans.status, ['active', 'pending'])))
    .orderBy(desc(userPlans.createdAt))
    .limit(1);
  return row;
}
