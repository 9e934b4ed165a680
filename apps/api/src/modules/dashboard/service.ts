import { certificateLabel, countOf, startOfMonthSaoPaulo } from '@certidao/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offsetOf, rowsOf } from '../../db/queries.ts';
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
import { changesOf, PERIOD_DAYS, type PeriodFigures, perDayOf, periodsOf } from './trends.ts';

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
  const now = new Date();
  const monthStart = startOfMonthSaoPaulo(now);
  // The vendors' figures cover the same last PERIOD_DAYS days as the change indicators and the chart.
  const periodStart = new Date(now.getTime() - PERIOD_DAYS * 86_400_000);
  const periods = periodsOf(now);
  const perDay = perDayOf(now);
  // Everything but the vendors in one statement (scalar subqueries): one round trip and one pool connection per
  // call, not seven. The all-time totals from the service-wide counters (kept by triggers, a few rows per status).
  const [figures, porVendedor] = await Promise.all([
    db.execute(sql`select
      (select json_build_object(
          'total', coalesce(sum(${certidaoTotaisGerais.n}), 0),
          'sucesso', coalesce(sum(${certidaoTotaisGerais.n}) filter (where ${certidaoTotaisGerais.status} = 'concluido'), 0),
          'falhas', coalesce(sum(${certidaoTotaisGerais.n}) filter (where ${certidaoTotaisGerais.status} = 'falhou'), 0),
          'segundos', coalesce(sum(${certidaoTotaisGerais.segundosAtualizacao}), 0))
         from ${certidaoTotaisGerais}) as certs,
      (select json_build_object('total', count(*), 'ativos', count(*) filter (where ${users.status} = 'active'))
         from ${users}) as people,
      (select json_build_object('ativas', count(*) filter (where ${userPlans.status} = 'active'),
                                'total', count(distinct ${userPlans.userId}))
         from ${userPlans}) as subs,
      (select coalesce(sum(${payments.valorCents}), 0) from ${payments}
        where ${payments.status} = 'CONFIRMADO' and ${payments.dataPagamento} >= ${monthStart.toISOString()}::timestamptz)
        as revenue,
      ${periods.current} as current, ${periods.previous} as previous, ${perDay.query} as per_day`),
    vendorStats(db, periodStart, now),
  ]);
  const [row] = rowsOf<{
    certs: { total: number; sucesso: number; falhas: number; segundos: number } | string;
    people: { total: number; ativos: number } | string;
    subs: { ativas: number; total: number } | string;
    revenue: number | string;
    current: PeriodFigures | string;
    previous: PeriodFigures | string;
    per_day: Array<[number, number, number]> | string;
  }>(figures);
  if (!row) throw new Error('dashboard: no row');
  // json values arrive parsed from node-postgres, as text from PGlite's thread.
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const certs = json(row.certs);
  const people = json(row.people);
  const subs = json(row.subs);
  const revenue = { cents: Number(row.revenue) };
  const variacoes = changesOf(json(row.current), json(row.previous));
  const porDia = perDay.chart(json(row.per_day));
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
