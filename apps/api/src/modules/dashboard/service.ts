import { certificateLabel, countOf, startOfMonthSaoPaulo } from '@certidao/domain';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../db/queries.ts';
import {
  certidaoTotaisGerais,
  certidoes,
  payments,
  solicitacaoTotais,
  solicitacoes,
  userPlans,
  users,
} from '../../db/schema.ts';
import { page } from '../../http/serializers.ts';
import { aggregateStatus, type CertStatus } from '../requests/service.ts';
import { vendorStats } from '../vendors/service.ts';
import { dashboardChanges, PERIOD_DAYS, requestsPerDay } from './trends.ts';

function requestType(types: string[]): string {
  if (types.length >= 10) return `Pacote completo (${types.length} certidões)`;
  if (types.length === 1) return certificateLabel(types[0]!);
  if (types.length === 0) return 'Solicitação sem certidões';
  return countOf(types.length, 'certidão', 'certidões');
}

/**
 * Certificates, users, subscriptions and this month's revenue, for the staff dashboard, with the change
 * indicators, the per-day chart (trends.ts) and the figures per vendor (vendors/service.ts).
 */
export async function dashboardStats(db: Db) {
  const n = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const sum = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${certidaoTotaisGerais.n}) filter (where ${condition}), 0)`.mapWith(Number);
  const now = new Date();
  const monthStart = startOfMonthSaoPaulo(now);
  // The vendors' figures cover the same last PERIOD_DAYS days as the change indicators and the chart.
  const periodStart = new Date(now.getTime() - PERIOD_DAYS * 86_400_000);
  const [[certs], [people], [subs], [revenue], variacoes, porDia, porVendedor] = await Promise.all([
    // From the service-wide counters (kept by triggers, a few rows per status), not from every certificate.
    db
      .select({
        total: sql<number>`coalesce(sum(${certidaoTotaisGerais.n}), 0)`.mapWith(Number),
        sucesso: sum(sql`${certidaoTotaisGerais.status} = 'concluido'`),
        falhas: sum(sql`${certidaoTotaisGerais.status} = 'falhou'`),
        segundos: sql<number>`coalesce(sum(${certidaoTotaisGerais.segundosAtualizacao}), 0)`.mapWith(Number),
      })
      .from(certidaoTotaisGerais),
    db.select({ total: count(), ativos: n(sql`${users.status} = 'active'`) }).from(users),
    db
      .select({
        ativas: n(sql`${userPlans.status} = 'active'`),
        total: sql<number>`count(distinct ${userPlans.userId})`.mapWith(Number),
      })
      .from(userPlans),
    db
      .select({ cents: sql<number>`coalesce(sum(${payments.valorCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, 'CONFIRMADO'), gte(payments.dataPagamento, monthStart))),
    dashboardChanges(db, now),
    requestsPerDay(db, now),
    vendorStats(db, periodStart, now),
  ]);
  return {
    solicitacoes: {
      sucesso: certs?.sucesso ?? 0,
      falhas: certs?.falhas ?? 0,
      total: certs?.total ?? 0,
      tempoMedio: certs?.sucesso ? Math.round(Math.max(0, certs.segundos / certs.sucesso / 60) * 10) / 10 : 0,
    },
    usuarios: { ativos: people?.ativos ?? 0, total: people?.total ?? 0 },
    assinaturas: {
      receitaMensal: (revenue?.cents ?? 0) / 100,
      ativas: subs?.ativas ?? 0,
      total: subs?.total ?? 0,
    },
    variacoes,
    porDia,
    porVendedor,
  };
}

/** The latest requests with their client, type and aggregate status. */
export async function recentRequests(db: Db, query: { page?: number; limit?: number }) {
  const { page: pageNumber = 1, limit = 10 } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: solicitacoes.id,
        cliente: solicitacoes.nomeCompleto,
        email: users.email,
        criadoEm: solicitacoes.criadoEm,
      })
      .from(solicitacoes)
      .innerJoin(users, eq(users.id, solicitacoes.userId))
      .orderBy(desc(solicitacoes.criadoEm), desc(solicitacoes.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    // The per-account counters hold the total without counting every request.
    db
      .select({ n: sql<number>`coalesce(sum(${solicitacaoTotais.n}), 0)`.mapWith(Number) })
      .from(solicitacaoTotais),
  ]);
  const certs = rows.length
    ? await db
        .select({
          solicitacaoId: certidoes.solicitacaoId,
          tipo: certidoes.tipoCertidao,
          status: certidoes.status,
        })
        .from(certidoes)
        .where(
          inArray(
            certidoes.solicitacaoId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const bySolicitacao = new Map<string, { tipos: string[]; statuses: CertStatus[] }>();
  for (const c of certs) {
    const entry = bySolicitacao.get(c.solicitacaoId) ?? { tipos: [], statuses: [] };
    entry.tipos.push(c.tipo);
    entry.statuses.push(c.status);
    bySolicitacao.set(c.solicitacaoId, entry);
  }
  return page(
    rows.map((r) => {
      const entry = bySolicitacao.get(r.id) ?? { tipos: [], statuses: [] };
      return {
        id: r.id,
        cliente: r.cliente,
        email: r.email,
        tipo: requestType(entry.tipos),
        // A request without certificates is still pending.
        status: entry.statuses.length ? aggregateStatus(entry.statuses) : 'pendente',
        data: r.criadoEm.toISOString(),
      };
    }),
    total?.n ?? 0,
    pageNumber,
    limit,
  );
}
