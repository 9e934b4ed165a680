/** The back office's view of companies: the list with each one's summary, and one company's detail. */
import { onlyDigits, startOfMonthSaoPaulo } from '@certidao/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern, offsetOf } from '../../db/queries.ts';
import { empresaMembros, empresas, solicitacoes, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { userRef } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { listInvitations } from './invitations.ts';
import { listMembers } from './members.ts';
import { periodOf, usageReport } from './reports.ts';
import { COMPANY_NOT_FOUND, companyRow, type EmpresaRow, seatsOf } from './service.ts';

async function summaries(db: DbOrTx, rows: EmpresaRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const monthStart = startOfMonthSaoPaulo(new Date());
  const [holders, memberCounts, monthCounts] = await Promise.all([
    db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.titularId),
        ),
      ),
    db
      .select({ empresaId: empresaMembros.empresaId, n: count() })
      .from(empresaMembros)
      .where(inArray(empresaMembros.empresaId, ids))
      .groupBy(empresaMembros.empresaId),
    db
      .select({ empresaId: solicitacoes.empresaId, n: count() })
      .from(solicitacoes)
      .where(and(inArray(solicitacoes.empresaId, ids), sql`${solicitacoes.criadoEm} >= ${monthStart}`))
      .groupBy(solicitacoes.empresaId),
  ]);
  const holderById = new Map(holders.map((u) => [u.id, u]));
  const members = new Map(memberCounts.map((m) => [m.empresaId, m.n]));
  const month = new Map(monthCounts.map((m) => [m.empresaId, m.n]));
  return Promise.all(
    rows.map(async (r) => {
      const holder = holderById.get(r.titularId);
      if (!holder) throw new Error('company holder missing');
      const seats = await seatsOf(db, r);
      return {
        id: r.id,
        razaoSocial: r.razaoSocial,
        cnpj: r.cnpj,
        titular: userRef(holder),
        plano: seats.plan ? { id: seats.plan.id, nome: seats.plan.nome } : null,
        membros: Math.max(1, members.get(r.id) ?? 1),
        assentos: seats.assentos,
        solicitacoesMes: month.get(r.id) ?? 0,
        criadoEm: r.createdAt.toISOString(),
      };
    }),
  );
}

export async function listCompanies(db: DbOrTx, pageNumber: number, limit: number, search?: string) {
  const like = likePattern(search);
  const digits = search ? onlyDigits(search) : '';
  const where = like
    ? digits
      ? sql`(${empresas.razaoSocial} ilike ${like} or ${empresas.cnpj} like ${`%${digits}%`})`
      : sql`${empresas.razaoSocial} ilike ${like}`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(empresas)
      .where(where)
      .orderBy(desc(empresas.createdAt), asc(empresas.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(empresas).where(where),
  ]);
  return { data: await summaries(db, rows), total: total?.n ?? 0 };
}

/** The back office's view of a company: its data, members, pending invitations, quota and this month's usage. */
export async function companyDetailForStaff<Q>(
  db: DbOrTx,
  id: string,
  quotaOfHolder: (holder: UserRow) => Promise<Q>,
) {
  const empresa = await companyRow(db, id);
  const [[summary], membros, convites, [holder], report] = await Promise.all([
    summaries(db, [empresa]),
    listMembers(db, id),
    listInvitations(db, id, 'pendente'),
    db.select().from(users).where(eq(users.id, empresa.titularId)),
    usageReport(db, { empresaId: id }, periodOf({})),
  ]);
  if (!summary || !holder) throw notFound(COMPANY_NOT_FOUND);
  const { periodo, totais, porMembro, porCentroCusto, porDia } = report;
  return {
    empresa: {
      ...summary,
      nomeFantasia: empresa.nomeFantasia,
      dadosCobranca: empresa.dadosCobranca,
      membrosVeemTodas: empresa.membrosVeemTodas,
      centroCustoObrigatorio: empresa.centroCustoObrigatorio,
    },
    membros,
    convitesPendentes: convites,
    uso: await quotaOfHolder(holder),
    usoMes: { periodo, totais, porMembro, porCentroCusto, porDia },
  };
}

// What other modules use of Companies (module boundaries: only through service.ts).
