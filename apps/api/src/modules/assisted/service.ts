import { randomUUID } from 'node:crypto';
import { formatCpfCnpj, getCertificateType, isUf } from '@certidao/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { certidoes, jobs, solicitacoes, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { fullName, userRef } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { OPERATOR_WAITING_STEP } from '../../jobs/jobRecords.ts';
import { failJobInTransaction } from '../../jobs/jobState.ts';
import { audit } from '../../services/audit.ts';
import { metrics } from '../../services/metrics.ts';

export const NOT_FOUND = 'Emissão assistida não encontrada.';
export const CLOSED = 'Esta emissão já foi encerrada.';
export const TAKE_FIRST = 'Assuma a emissão antes de concluí-la.';

const operador = alias(users, 'operador');
const cliente = alias(users, 'cliente');
const OPEN = ['waiting', 'active'] as const;

type Situacao = 'abertas' | 'aguardando' | 'em_atendimento' | 'atrasadas' | 'minhas' | 'concluidas' | 'todas';

export interface ListQuery {
  situacao?: Situacao;
  ordenacao?: 'prazo' | 'idade';
  tipoCertidao?: string;
  pagina?: number;
  limite?: number;
}

type UserNames = { id: string; firstName: string; lastName: string; email: string };

const refOrNull = (u: UserNames | null) => (u ? userRef(u) : null);

function selection() {
  return {
    job: jobs,
    cert: certidoes,
    sol: solicitacoes,
    operador: {
      id: operador.id,
      firstName: operador.firstName,
      lastName: operador.lastName,
      email: operador.email,
    },
    cliente: {
      id: cliente.id,
      firstName: cliente.firstName,
      lastName: cliente.lastName,
      email: cliente.email,
    },
  };
}

function joined(db: DbOrTx) {
  return db
    .select(selection())
    .from(jobs)
    .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .innerJoin(cliente, eq(cliente.id, solicitacoes.userId))
    .leftJoin(operador, eq(operador.id, jobs.operadorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const isOpen = (row: Row) =>
  (OPEN as readonly string[]).includes(row.job.state) &&
  ['pendente', 'processando'].includes(row.cert.status);

const localOf = (uf: string | null, cidade: string | null) =>
  isUf(uf) ? { uf, cidade: cidade ?? null } : null;

/** The job as the operators' queue shows it (EmissaoAssistida). */
export function toEmissaoAssistida(row: Row, now: Date) {
  const { job, cert, sol } = row;
  const tipo = getCertificateType(cert.tipoCertidao);
  const open = isOpen(row);
  const situacao =
    cert.status === 'cancelado' && job.state === 'failed'
      ? ('cancelada' as const)
      : job.state === 'completed'
        ? ('concluida' as const)
        : !open
          ? ('falhou' as const)
          : job.operadorId
            ? ('em_atendimento' as const)
            : ('aguardando' as const);
  const prazoEm = job.prazoEm ?? job.createdAt;
  const operadorRef = refOrNull(row.operador);
  return {
    id: job.id,
    certidaoId: cert.id,
    solicitacaoId: sol.id,
    tipoCertidao: cert.tipoCertidao,
    nome: tipo?.label ?? cert.tipoCertidao,
    orgao: tipo?.orgao ?? '',
    portal: tipo?.portal ?? 'https://www.gov.br',
    prazoHoras: tipo?.prazoHoras ?? 0,
    situacao,
    atrasada: open && prazoEm.getTime() < now.getTime(),
    criadoEm: job.createdAt.toISOString(),
    prazoEm: prazoEm.toISOString(),
    assumidoEm: job.assumidoEm?.toISOString() ?? null,
    operador: open || job.operadorId ? operadorRef : null,
    parte: {
      tipoPessoa: sol.tipoPessoa,
      nomeCompleto: sol.nomeCompleto,
      documento: formatCpfCnpj(sol.documento),
      local: localOf(sol.uf, sol.cidade),
    },
    imovel: localOf(sol.imovelUf, sol.imovelCidade),
    dadosCertidao: cert.dadosCertidao,
    cliente: refOrNull(row.cliente) ?? { id: sol.userId, fullName: '', email: '' },
  };
}

function situacaoFilter(situacao: Situacao, userId: string, now: Date): SQL | undefined {
  const open = inArray(jobs.state, [...OPEN]);
  const late = sql`${jobs.prazoEm} < ${now.toISOString()}::timestamptz`;
  switch (situacao) {
    case 'abertas':
      return open;
    case 'aguardando':
      return eq(jobs.state, 'waiting');
    case 'em_atendimento':
      return eq(jobs.state, 'active');
    case 'atrasadas':
      return and(open, late);
    case 'minhas':
      return and(open, eq(jobs.operadorId, userId));
    case 'concluidas':
      return eq(jobs.state, 'completed');
    case 'todas':
      return undefined;
  }
}

/** A page of the queue with the open counts (whatever the filter). */
export async function listAssisted(ctx: AppContext, user: UserRow, q: ListQuery) {
  const now = ctx.clock.now();
  const pageNumber = q.pagina ?? 1;
  const limit = q.limite ?? 10;
  const where = and(
    eq(jobs.porOperador, true),
    situacaoFilter(q.situacao ?? 'abertas', user.id, now),
    q.tipoCertidao ? eq(certidoes.tipoCertidao, q.tipoCertidao) : undefined,
  );
  const order =
    q.ordenacao === 'idade'
      ? [asc(jobs.createdAt), asc(jobs.id)]
      : [asc(jobs.prazoEm), asc(jobs.createdAt), asc(jobs.id)];
  // Reads one after the other: on one connection they would run in turn anyway.
  const rows = await joined(ctx.db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((pageNumber - 1) * limit);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
    .where(where);
  const [resumo] = await ctx.db
    .select({
      aguardando: sql<number>`count(*) filter (where ${jobs.state} = 'waiting')`.mapWith(Number),
      emAtendimento: sql<number>`count(*) filter (where ${jobs.state} = 'active')`.mapWith(Number),
      atrasadas:
        sql<number>`count(*) filter (where ${jobs.prazoEm} < ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .where(and(eq(jobs.porOperador, true), inArray(jobs.state, [...OPEN])));
  return {
    rows: rows.map((r) => toEmissaoAssistida(r, now)),
    total: total?.n ?? 0,
    pageNumber,
    limit,
    resumo: resumo ?? { aguardando: 0, emAtendimento: 0, atrasadas: 0 },
  };
}

/** The assisted job (404 for any other job or an unknown id); `lock` takes its row lock (in a transaction). */
export async function assistedRow(db: DbOrTx, id: string, lock = false) {
  const query = joined(db).where(and(eq(jobs.id, id), eq(jobs.porOperador, true)));
  const [row] = lock ? await query.for('update', { of: jobs }) : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getAssisted(ctx: AppContext, id: string) {
  return toEmissaoAssistida(await assistedRow(ctx.db, id), ctx.clock.now());
}

/** Who may act on a taken job: its operator (and, to release it, an admin). */
function assertOpen(row: Row) {
  if (!isOpen(row)) throw conflict(CLOSED);
}

/** The caller takes the job: their fence (a fresh id in place of a pg-boss job), the certificate processing. */
export async function takeAssisted(ctx: AppContext, user: UserRow, id: string, ip: string | null) {
  return ctx.db.transaction(async (tx) => {
    const row = await assistedRow(tx, id, true);
    assertOpen(row);
    if (row.job.operadorId === user.id) return toEmissaoAssistida(row, ctx.clock.now());
    if (row.job.operadorId) {
      const holder = refOrNull(row.operador)?.fullName || 'outro operador';
      throw conflict(`Esta emissão já está com ${holder}.`);
    }
    const now = ctx.clock.now();
    await tx
      .update(jobs)
      .set({
        state: 'active',
        operadorId: user.id,
        assumidoEm: now,
        bossJobId: randomUUID(),
        step: `Em atendimento por ${fullName(user)}`,
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, ${new Date().toISOString()}::timestamptz)`,
        heartbeatAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, id));
    await setCertificateStatus(tx, row, 'processando');
    await audit(tx, {
      action: 'assistida.assumida',
      actorId: user.id,
      targetType: 'job',
      targetId: id,
      ip,
      details: { certidaoId: row.cert.id, tipoCertidao: row.cert.tipoCertidao },
    });
    return toEmissaoAssistida(await assistedRow(tx, id), now);
  });
}

async function setCertificateStatus(tx: Tx, row: Row, status: 'pendente' | 'processando') {
  await tx
    .update(certidoes)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(certidoes.id, row.cert.id),
        eq(certidoes.jobId, row.job.id),
        inArray(certidoes.status, ['pendente', 'processando']),
      ),
    );
}

/** Back to the queue: by its operator or an admin. */
export async function releaseAssisted(ctx: AppContext, user: UserRow, id: string, ip: string | null) {
  return ctx.db.transaction(async (tx) => {
    const row = await assistedRow(tx, id, true);
    assertOpen(row);
    if (!row.job.operadorId) throw conflict('Esta emissão não está em atendimento.');
    if (row.job.operadorId !== user.id && user.role !== 'admin')
      throw forbidden('Só quem assumiu a emissão (ou um administrador) pode liberá-la.');
    await tx
      .update(jobs)
      .set({
        state: 'waiting',
        operadorId: null,
        assumidoEm: null,
        bossJobId: null,
        step: OPERATOR_WAITING_STEP,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, id));
    await setCertificateStatus(tx, row, 'pendente');
    await audit(tx, {
      action: 'assistida.liberada',
      actorId: user.id,
      targetType: 'job',
      targetId: id,
      ip,
      details: { certidaoId: row.cert.id, operadorId: row.job.operadorId },
    });
    return toEmissaoAssistida(await assistedRow(tx, id), ctx.clock.now());
  });
}

/** The job must be open and taken by the caller (to fulfil or fail it). */
export function assertHolder(row: Row, user: UserRow) {
  assertOpen(row);
  if (row.job.operadorId !== user.id || !row.job.bossJobId) throw conflict(TAKE_FIRST);
}

/** The operator could not obtain it: the certificate fails with their reason (a retry unless they say no). */
export async function failAssisted(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: { motivo: string; podeTentarNovamente?: boolean },
  ip: string | null,
) {
  const answer = await ctx.db.transaction(async (tx) => {
    const row = await assistedRow(tx, id, true);
    assertHolder(row, user);
    const motivo = body.motivo.trim();
    const retry = body.podeTentarNovamente !== false;
    await failJobInTransaction(
      tx,
      and(eq(jobs.id, id), eq(jobs.bossJobId, row.job.bossJobId as string)),
      { jobId: id, certidaoId: row.cert.id },
      { kind: retry ? 'retryable' : 'permanent', message: motivo },
    );
    await audit(tx, {
      action: 'assistida.falhou',
      actorId: user.id,
      targetType: 'job',
      targetId: id,
      ip,
      details: { certidaoId: row.cert.id, motivo, podeTentarNovamente: retry },
    });
    return toEmissaoAssistida(await assistedRow(tx, id), ctx.clock.now());
  });
  metrics.certificateFailed(answer.tipoCertidao, 'operador');
  return answer;
}
