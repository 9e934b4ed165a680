/**
 * Creating requests, set-based: one creation is a batch of one. What the rows share is read once (the caller's
 * company, the plan and the month's count, the kits and cost centres they name); each row is then accepted or
 * refused in JS, in order, and the accepted ones are written with a statement per table whatever their number
 * (requests, certificates, ledger, pg-boss jobs, our jobs, events), so a creation costs the same few round trips
 * to the database for one row as for a thousand (docs/decisions/performance.md).
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
  const staff = isStaff(user);
  const enforce = options.enforcePlan && !staff;
  // Sent together: the plan is found by the user's company inside its own query.
  const [scope, current] = await Promise.all([
    viewerScope(tx, user),
    enforce ? planOf(tx, user) : Promise.resolve(undefined),
  ]);
  const quota = enforce ? await lockedQuota(tx, user, scope, current) : UNLIMITED;
  const companyOf = await requestCompanyChecks(tx, scope, quota.refusal ? [] : pending.map((p) => p.req));
  const renewal = options.monitoramentoId !== undefined;
  let left = quota.left;
  const accepted: Array<{
    index: number;
    req: NewRequest;
    company: Exclude<ReturnType<typeof companyOf>, HttpError>;
  }> = [];
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
  const certRows = accepted.flatMap(({ req }, i) =>
    req.certs.map((c) => ({
      id: randomUUID(),
      solicitacaoId: (requestRows[i] as (typeof requestRows)[number]).id,
      tipoCertidao: c.tipoCertidao,
      dadosCertidao: c.dados,
      // Staff requests (automations, tools) are not sold: free, and nothing in the ledger.
      precoCentavos: staff ? 0 : (certificatePriceCentavos(c.tipoCertidao) ?? 0),
      status: 'pendente' as const,
      jobId: withJobs ? randomUUID() : null,
      tentativas: withJobs ? 1 : 0,
    })),
  );
  const certRowsOf = new Map<string, typeof certRows>();
  for (const c of certRows) {
    const list = certRowsOf.get(c.solicitacaoId);
    if (list) list.push(c);
    else certRowsOf.set(c.solicitacaoId, [c]);
  }
  const contaId = scope?.titularId ?? user.id;
  const requestById = new Map(requestRows.map((r) => [r.id, r]));
  const charges = certRows
    .filter((c) => c.precoCentavos > 0)
    .map((c) => ({
      contaId,
      empresaId: requestById.get(c.solicitacaoId)?.empresaId ?? null,
      solicitacaoId: c.solicitacaoId,
      certidaoId: c.id,
      tipo: 'cobranca' as const,
      valorCentavos: c.precoCentavos,
      descricao: certificateLabel(c.tipoCertidao),
    }));
  // pg-boss's jobs are inserted by its own statement, sent beside ours: our jobs carry their ids already.
  const {
    rows: jobRows,
    issuance,
    enqueue,
  } = withJobs
    ? jobsOfNew(
        tx,
        ctx.pipeline,
        certRows.map((c) => {
          const r = requestById.get(c.solicitacaoId) as (typeof requestRows)[number];
          return { ...c, tipoPessoa: r.tipoPessoa, nomeCompleto: r.nomeCompleto, dados: c.dadosCertidao };
        }),
        certRows.map((c) => c.jobId as string),
      )
    : { rows: [], issuance: [], enqueue: async () => [] };
  // The requests' time is the statement's `now()`, put into the events' data by the statement itself.
  const CREATED_AT = `@${randomUUID()}@`;
  const events = ownEventsSql(
    user.id,
    'solicitacao.criada',
    requestRows.map((r) => ({
      solicitacaoId: r.id,
      nomeCompleto: r.nomeCompleto,
      tipoPessoa: r.tipoPessoa,
      criadoEm: CREATED_AT,
      certidoes: (certRowsOf.get(r.id) ?? []).map((c) => ({
        id: c.id,
        tipoCertidao: c.tipoCertidao,
        status: 'pendente',
      })),
    })),
    CREATED_AT,
  );
  // Everything in one statement whatever the rows' number: each column of a table's rows as one array parameter.
  const inserts = [
    insertSetSql(solicitacoes, requestRows),
    insertSetSql(certidoes, certRows),
    ...(charges.length ? [insertSetSql(lancamentos, charges)] : []),
    ...(jobRows.length ? [insertSetSql(jobs, jobRows)] : []),
  ];
  const write = async () => {
    const ctes = inserts.map((q, i) => sql`${sql.raw(`w${i}`)} as (${q})`);
    const result = await tx.execute(sql`with ${sql.join([...ctes, events.ctes], sql`, `)}
      select (extract(epoch from now()) * 1000)::float8::text as now_ms, ${events.notify}`);
    return new Date(Number(rowsOf<{ now_ms: string }>(result)[0]?.now_ms));
  };
  const [at] = await Promise.all([write(), enqueue()]);
  // The rows as written (the columns' defaults included), for the answers.
  const sols: Array<typeof solicitacoes.$inferSelect> = requestRows.map((r) => ({
    ...r,
    custoCents: 0,
    criadoEm: at,
  }));
  const certs: Array<typeof certidoes.$inferSelect> = certRows.map((c) => ({
    ...c,
    erro: null,
    podeTentarNovamente: false,
    concluidoEm: null,
    createdAt: at,
    updatedAt: at,
  }));
  const solById = new Map(sols.map((s) => [s.id, s]));
  const jobById = new Map(
    certRows.flatMap((c, i) => (c.jobId && issuance[i] ? [[c.jobId, issuance[i]] as const] : [])),
  );
  const certsBySol = new Map<string, typeof certs>();
  for (const c of certs) {
    const list = certsBySol.get(c.solicitacaoId);
    if (list) list.push(c);
    else certsBySol.set(c.solicitacaoId, [c]);
  }
  accepted.forEach(({ index, company }, i) => {
    const sol = solById.get((requestRows[i] as (typeof requestRows)[number]).id) as (typeof sols)[number];
    const own = certsBySol.get(sol.id) ?? [];
    results[index] = {
      solicitacaoId: sol.id,
      certs: own.map((c) => ({
        id: c.id,
        tipoCertidao: c.tipoCertidao,
        precoCentavos: c.precoCentavos,
        jobId: c.jobId,
      })),
      answer: () => {
        const cobrado = own.reduce((sum, c) => sum + c.precoCentavos, 0);
        return toApiSolicitacao(
          sol,
          user,
          [...own].sort((a, b) => catalogueIndex(a.tipoCertidao) - catalogueIndex(b.tipoCertidao)),
          new Map(),
          company.centro,
          jobById,
          { cobradoCentavos: cobrado, devolvidoCentavos: 0, devolvidas: new Set() },
        );
      },
    };
  });
  return results;
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
