import {
  brDateToIso,
  CERTIFICATE_CODES,
  type CertificateCode,
  formatCpf,
  getCertificateType,
  isValidCnpj,
  isValidCpf,
  normalizeCpfCnpj,
  startOfMonthSaoPaulo,
  startOfNextMonthSaoPaulo,
  toSaoPauloIsoDate,
} from '@certidao/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { certidoes, jobs, pdfs, solicitacoes, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { createJobs, stopJobsOf } from '../../jobs/jobRecords.ts';
import { currentPlanOf, requestsThisMonth } from '../plans/userPlans.ts';
import { type CertStatus, toApiCertidao, toApiSolicitacao } from './serialize.ts';

export const SOLICITACAO_NOT_FOUND = 'Solicitação não encontrada.';
export const CERTIDAO_NOT_FOUND = 'Certidão não encontrada.';
export const JOB_NOT_FOUND = 'Job não encontrado.';
export const NO_ACTIVE_PLAN = 'Você não possui um plano ativo. Adquira um plano para fazer solicitações.';
export const PLAN_PENDING =
  'Seu plano está aguardando a confirmação do pagamento. Assim que ele for confirmado, você poderá fazer solicitações.';
export const limitReached = (limite: number) =>
  `Você atingiu o limite de ${limite} ${limite === 1 ? 'solicitação' : 'solicitações'} do seu plano neste mês.`;
const INVALID_DOCUMENT = 'Digite um CPF ou CNPJ válido';

type Dados = Record<string, string | null>;

export interface NewRequest {
  tipoPessoa: 'fisica' | 'juridica';
  nomeCompleto: string;
  /** Normalised CPF (11 digits) or CNPJ (14 characters). */
  documento: string;
  observacao: string | null;
  certs: Array<{ tipoCertidao: CertificateCode; dados: Dados }>;
}

export interface NewRequestInput {
  observacao?: string | null;
  dadosGerais: { tipoPessoa: 'fisica' | 'juridica'; nomeCompleto: string };
  certidoes: Array<{ tipoCertidao: string; dadosCertidao: Partial<Record<string, string>> }>;
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/**
 * Spec §5 rules with its messages: nome completo; for a person CPF (valid check digits) and birth date; for a
 * company CNPJ. Every certificate of one request is about the same person or company.
 */
export function validateNewRequest(
  body: NewRequestInput,
  options: { requireBirthDate: boolean },
): NewRequest {
  const nomeCompleto = clean(body.dadosGerais.nomeCompleto);
  if (!nomeCompleto) throw badRequest('Nome completo é obrigatório.');
  const { tipoPessoa } = body.dadosGerais;
  const seen = new Set<string>();
  const documents = new Set<string>();
  const certs: NewRequest['certs'] = [];
  for (const item of body.certidoes) {
    const tipo = getCertificateType(item.tipoCertidao);
    if (!tipo) throw badRequest(`Tipo de certidão desconhecido: ${item.tipoCertidao}.`);
    if (seen.has(tipo.code))
      throw badRequest(
        `A certidão "${tipo.label}" aparece mais de uma vez. Cada tipo pode ser pedido uma só vez.`,
      );
    seen.add(tipo.code);
    if (!tipo.personTypes.includes(tipoPessoa)) {
      throw badRequest(
        `A certidão "${tipo.label}" não se aplica a pessoa ${tipoPessoa === 'fisica' ? 'física' : 'jurídica'}.`,
      );
    }
    const d = item.dadosCertidao;
    const dados: Dados = {
      nome: clean(d.nome) ?? nomeCompleto,
      cpf: null,
      cnpj: null,
      rg: null,
      inscricaoImovel: clean(d.inscricaoImovel),
      registroImobiliario: clean(d.registroImobiliario),
      dataNascimento: null,
    };
    if (tipoPessoa === 'fisica') {
      const cpf = clean(d.cpf);
      if (!cpf) throw badRequest('CPF é obrigatório para pessoa física.');
      if (!isValidCpf(cpf)) throw badRequest(INVALID_DOCUMENT);
      const digits = normalizeCpfCnpj(cpf);
      documents.add(digits);
      dados.cpf = formatCpf(digits);
      dados.rg = clean(d.rg);
      const nascimento = clean(d.dataNascimento);
      if (nascimento) {
        const iso = brDateToIso(nascimento);
        if (!iso || iso > toSaoPauloIsoDate() || iso < '1900-01-01')
          throw badRequest('Data de nascimento inválida. Use o formato dd/mm/aaaa.');
        dados.dataNascimento = nascimento;
      } else if (options.requireBirthDate) {
        throw badRequest('Data de nascimento é obrigatória para pessoa física.');
      }
    } else {
      const cnpj = clean(d.cnpj);
      if (!cnpj) throw badRequest('CNPJ é obrigatório para pessoa jurídica.');
      if (!isValidCnpj(cnpj)) throw badRequest(INVALID_DOCUMENT);
      const normalized = normalizeCpfCnpj(cnpj);
      documents.add(normalized);
      dados.cnpj = normalized;
    }
    certs.push({ tipoCertidao: tipo.code, dados });
  }
  if (documents.size > 1) {
    throw badRequest(
      `Todas as certidões de uma solicitação devem ser da mesma ${tipoPessoa === 'fisica' ? 'pessoa (mesmo CPF)' : 'empresa (mesmo CNPJ)'}.`,
    );
  }
  const [documento] = [...documents];
  if (!documento) throw badRequest('Inclua pelo menos uma certidão na solicitação.');
  return { tipoPessoa, nomeCompleto, documento, observacao: clean(body.observacao), certs };
}

// ───────────────────────────── plan quota ─────────────────────────────

export async function quotaOf(db: DbOrTx, user: UserRow, now = new Date()) {
  const [current, used] = await Promise.all([
    currentPlanOf(db, user.id),
    requestsThisMonth(db, user.id, now),
  ]);
  const base = {
    plano: current ? { id: current.plan.id, nome: current.plan.nome } : null,
    utilizadas: used,
    periodoInicio: startOfMonthSaoPaulo(now).toISOString(),
    periodoFim: startOfNextMonthSaoPaulo(now).toISOString(),
  };
  if (isStaff(user)) {
    return {
      ...base,
      ilimitado: true,
      limite: current?.plan.limite ?? 0,
      disponiveis: null,
      podeCriar: true,
      motivo: null,
    };
  }
  if (!current) {
    return { ...base, ilimitado: false, limite: 0, disponiveis: 0, podeCriar: false, motivo: NO_ACTIVE_PLAN };
  }
  const limite = current.plan.limite;
  const ilimitado = limite === 0;
  if (current.userPlan.status !== 'active') {
    return {
      ...base,
      ilimitado,
      limite,
      disponiveis: ilimitado ? null : Math.max(0, limite - used),
      podeCriar: false,
      motivo: PLAN_PENDING,
    };
  }
  const podeCriar = ilimitado || used < limite;
  return {
    ...base,
    ilimitado,
    limite,
    disponiveis: ilimitado ? null : Math.max(0, limite - used),
    podeCriar,
    motivo: podeCriar ? null : limitReached(limite),
  };
}

// ───────────────────────────── create ─────────────────────────────

/**
 * Records the request, its certificates and one job each, in one transaction. For a plain user the user's row
 * is locked first, so concurrent creations are serialised and the month's count cannot overshoot the limit.
 */
export async function createRequest(
  ctx: AppContext,
  user: UserRow,
  req: NewRequest,
  options: { enforcePlan: boolean },
) {
  return ctx.db.transaction(async (tx) => {
    if (options.enforcePlan && !isStaff(user)) {
      await tx.execute(sql`select id from users where id = ${user.id} for update`);
      const quota = await quotaOf(tx, user);
      if (!quota.podeCriar) throw unprocessable(quota.motivo ?? NO_ACTIVE_PLAN);
    }
    const [sol] = await tx
      .insert(solicitacoes)
      .values({
        userId: user.id,
        tipoPessoa: req.tipoPessoa,
        nomeCompleto: req.nomeCompleto,
        documento: req.documento,
        observacao: req.observacao,
      })
      .returning();
    if (!sol) throw new Error('insert failed');
    const certRows = await tx
      .insert(certidoes)
      .values(
        req.certs.map((c) => ({
          solicitacaoId: sol.id,
          tipoCertidao: c.tipoCertidao,
          dadosCertidao: c.dados,
        })),
      )
      .returning({ id: certidoes.id, tipoCertidao: certidoes.tipoCertidao });
    const jobIds = await createJobs(tx, ctx.pipeline, certRows);
    return { solicitacaoId: sol.id, certs: certRows.map((c, i) => ({ ...c, jobId: jobIds[i] as string })) };
  });
}

// ───────────────────────────── read ─────────────────────────────

const codeOrder = (code: string) => (CERTIFICATE_CODES as readonly string[]).indexOf(code);

/** Full API objects for these requests, in the given order. */
export async function hydrate(db: DbOrTx, sols: Array<typeof solicitacoes.$inferSelect>) {
  if (!sols.length) return [];
  const solIds = sols.map((s) => s.id);
  const userIds = [...new Set(sols.map((s) => s.userId))];
  const [owners, certRows] = await Promise.all([
    db.select().from(users).where(inArray(users.id, userIds)),
    db.select().from(certidoes).where(inArray(certidoes.solicitacaoId, solIds)),
  ]);
  const pdfRows = certRows.length
    ? await db
        .select()
        .from(pdfs)
        .where(
          inArray(
            pdfs.certidaoId,
            certRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(pdfs.criadoEm))
    : [];
  const pdfsByCert = new Map<string, (typeof pdfRows)[number][]>();
  for (const p of pdfRows) pdfsByCert.set(p.certidaoId, [...(pdfsByCert.get(p.certidaoId) ?? []), p]);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  return sols.map((s) => {
    const certs = certRows
      .filter((c) => c.solicitacaoId === s.id)
      .sort((a, b) => codeOrder(a.tipoCertidao) - codeOrder(b.tipoCertidao));
    const owner = ownerById.get(s.userId);
    if (!owner) throw new Error('owner missing');
    return toApiSolicitacao(s, owner, certs, pdfsByCert);
  });
}

/** The request if the user may see it; a plain user gets 404 for someone else's. */
export async function getOwned(db: DbOrTx, user: UserRow, id: string, lock = false) {
  const q = db.select().from(solicitacoes).where(eq(solicitacoes.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || (!isStaff(user) && row.userId !== user.id)) throw notFound(SOLICITACAO_NOT_FOUND);
  return row;
}

export async function getOne(db: DbOrTx, user: UserRow, id: string) {
  const row = await getOwned(db, user, id);
  const [api] = await hydrate(db, [row]);
  return api as NonNullable<typeof api>;
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
}

export async function listRequests(db: DbOrTx, user: UserRow, q: ListQuery) {
  const pagina = q.pagina ?? 1;
  const limite = q.limite ?? 10;
  const conds: SQL[] = [];
  if (!isStaff(user)) conds.push(eq(solicitacoes.userId, user.id));
  if (q.tipoCertidao) {
    conds.push(
      sql`exists (select 1 from certidoes c where c.solicitacao_id = ${solicitacoes.id} and c.tipo_certidao = ${q.tipoCertidao})`,
    );
  }
  if (q.status) conds.push(sql`${aggregateSql} = ${q.status}`);
  if (q.cpf !== undefined) {
    const doc = normalizeCpfCnpj(q.cpf);
    if (!doc) throw badRequest('Informe o CPF ou CNPJ para filtrar.');
    conds.push(sql`${solicitacoes.documento} like ${`%${doc}%`}`);
  }
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
  const where = conds.length ? and(...conds) : undefined;
  const order =
    q.ordenacao === 'asc'
      ? [asc(solicitacoes.criadoEm), asc(solicitacoes.id)]
      : [desc(solicitacoes.criadoEm), desc(solicitacoes.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(solicitacoes)
      .where(where)
      .orderBy(...order)
      .limit(limite)
      .offset((pagina - 1) * limite),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(solicitacoes)
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: await hydrate(db, rows),
    meta: { total: n, page: pagina, limit: limite, totalPages: Math.ceil(n / limite) },
  };
}

// ───────────────────────────── cancel and retry ─────────────────────────────

const CANCEL_REASON = 'Emissão cancelada a pedido do usuário.';

export async function cancelRequest(ctx: AppContext, user: UserRow, id: string) {
  const stopped = await ctx.db.transaction(async (tx) => {
    await getOwned(tx, user, id, true);
    const open = await tx
      .select({ id: certidoes.id })
      .from(certidoes)
      .where(and(eq(certidoes.solicitacaoId, id), inArray(certidoes.status, ['pendente', 'processando'])))
      .for('update');
    if (!open.length)
      throw conflict('Não há certidões aguardando ou em processamento para cancelar nesta solicitação.');
    const ids = open.map((c) => c.id);
    await tx
      .update(certidoes)
      .set({ status: 'cancelado', erro: CANCEL_REASON, podeTentarNovamente: false, updatedAt: new Date() })
      .where(inArray(certidoes.id, ids));
    return stopJobsOf(tx, ids, CANCEL_REASON);
  });
  await ctx.pipeline.queue.cancel(stopped.map((s) => s.bossJobId).filter((b): b is string => !!b));
  ctx.pipeline.processor?.abortLocal(stopped.map((s) => s.id));
  return getOne(ctx.db, user, id);
}

/** Requeues one failed certificate with a new job (does not count against the plan). */
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
  return toApiCertidao(cert, rows);
}

// ───────────────────────────── jobs ─────────────────────────────

/** The job with its certificate and request, if the user may see it (404 otherwise). */
export async function getOwnedJob(db: DbOrTx, user: UserRow, jobId: string) {
  const [row] = await db
    .select({ job: jobs, cert: certidoes, ownerId: solicitacoes.userId, solicitacaoId: solicitacoes.id })
    .from(jobs)
    .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .where(eq(jobs.id, jobId));
  if (!row || (!isStaff(user) && row.ownerId !== user.id)) throw notFound(JOB_NOT_FOUND);
  return row;
}

export function toJobStatus(job: typeof jobs.$inferSelect) {
  return {
    id: job.id,
    state: job.state,
    progress: job.progress,
    step: job.step ? job.step.slice(0, 200) : null,
    failedReason: job.state === 'completed' ? null : job.failedReason,
    attempts: job.attempts,
  };
}

export async function jobStatus(db: DbOrTx, jobId: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound(JOB_NOT_FOUND);
  return toJobStatus(job);
}

// ───────────────────────────── statistics ─────────────────────────────

export async function requestStats(db: DbOrTx, user: UserRow) {
  const own = isStaff(user) ? sql`true` : sql`s.user_id = ${user.id}`;
  const [totals] = rowsOf<{ sols: number; certs: number }>(
    await db.execute(sql`
    select (select count(*) from solicitacoes s where ${own})::int as sols,
           (select count(*) from certidoes c join solicitacoes s on s.id = c.solicitacao_id where ${own})::int as certs`),
  );
  const byStatus = rowsOf<{ status: CertStatus; n: number }>(
    await db.execute(sql`
      select c.status, count(*)::int as n from certidoes c join solicitacoes s on s.id = c.solicitacao_id
      where ${own} group by c.status`),
  );
  const byType = rowsOf<{ tipo: string; total: number; concluido: number; falhou: number }>(
    await db.execute(sql`
      select c.tipo_certidao as tipo, count(*)::int as total,
             count(*) filter (where c.status = 'concluido')::int as concluido,
             count(*) filter (where c.status = 'falhou')::int as falhou
      from certidoes c join solicitacoes s on s.id = c.solicitacao_id where ${own} group by c.tipo_certidao`),
  );
  const [avg] = rowsOf<{ minutes: number | null }>(
    await db.execute(sql`
      select avg(extract(epoch from (c.concluido_em - c.created_at)) / 60)::float8 as minutes
      from certidoes c join solicitacoes s on s.id = c.solicitacao_id
      where ${own} and c.status = 'concluido' and c.concluido_em is not null`),
  );
  const porStatus = { pendente: 0, processando: 0, concluido: 0, falhou: 0, cancelado: 0 };
  for (const r of byStatus) porStatus[r.status] = Number(r.n);
  const typeMap = new Map(byType.map((r) => [r.tipo, r]));
  return {
    totalSolicitacoes: Number(totals?.sols ?? 0),
    totalCertidoes: Number(totals?.certs ?? 0),
    porStatus,
    porTipo: CERTIFICATE_CODES.map((code) => {
      const r = typeMap.get(code);
      return {
        tipoCertidao: code,
        total: Number(r?.total ?? 0),
        concluido: Number(r?.concluido ?? 0),
        falhou: Number(r?.falhou ?? 0),
      };
    }),
    tempoMedio: Math.round(Number(avg?.minutes ?? 0) * 100) / 100,
  };
}

/** node-postgres answers `{rows}`, PGlite answers `{rows}` too; both through Drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
