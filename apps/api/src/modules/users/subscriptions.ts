import { EXTRA_SEAT_PRICE_CENTS, startOfMonthSaoPaulo } from '@certidao/domain';
import { and, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern, offsetOf } from '../../db/queries.ts';
import { plans, solicitacoes, userPlans, users } from '../../db/schema.ts';
import { countsAgainstPlan } from '../../services/ledger.ts';

/** Due within this many days: 'atencao'. */
export const ATTENTION_DAYS = 7;

export function dueStatus(days: number | null): 'atraso' | 'atencao' | 'em_dia' {
  if (days === null) return 'em_dia';
  if (days < 0) return 'atraso';
  return days <= ATTENTION_DAYS ? 'atencao' : 'em_dia';
}

export interface SubscriptionQuery {
  page?: number;
  limit?: number;
  search?: string;
  status?: 'ACTIVE' | 'PENDING';
  billingType?: 'PIX' | 'BOLETO' | 'CREDIT_CARD' | 'CORTESIA';
  vencimento?: 'atraso' | 'atencao' | 'em_dia';
}

/** Calendar days (São Paulo) from `now` until the plan's end: the SQL twin of domain's `daysUntil`. */
const daysToDue = (now: Date) =>
  sql`((${userPlans.dataFim} at time zone 'America/Sao_Paulo')::date - (${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date)`;

/**
 * The SQL twin of `dueStatus`: only an active plan has a due date (a pending one has no paid period yet, so it
 * is 'em_dia', as `toApiUserPlan` shows it).
 */
function dueCondition(vencimento: SubscriptionQuery['vencimento'], now: Date): SQL | undefined {
  if (!vencimento) return undefined;
  const days = daysToDue(now);
  const active = sql`${userPlans.status} = 'active'`;
  if (vencimento === 'atraso') return sql`(${active} and ${days} < 0)`;
  if (vencimento === 'atencao') return sql`(${active} and ${days} between 0 and ${ATTENTION_DAYS})`;
  return sql`(not ${active} or ${days} > ${ATTENTION_DAYS})`;
}

function where(query: SubscriptionQuery, now: Date): SQL | undefined {
  const like = likePattern(query.search);
  return and(
    query.status
      ? eq(userPlans.status, query.status === 'ACTIVE' ? 'active' : 'pending')
      : inArray(userPlans.status, ['active', 'pending']),
    query.billingType ? eq(userPlans.billingType, query.billingType) : undefined,
    dueCondition(query.vencimento, now),
    like
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
          ilike(plans.nome, like),
        )
      : undefined,
  );
}

/** One page of the current subscriptions (active or pending), newest first, with user and plan. */
export async function loadSubscriptions(db: Db, query: SubscriptionQuery | undefined, now = new Date()) {
  const { page: pageNumber = 1, limit = 10 } = query ?? {};
  const condition = where(query ?? {}, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ userPlan: userPlans, plan: plans, user: users })
      .from(userPlans)
      .innerJoin(users, eq(users.id, userPlans.userId))
      .innerJoin(plans, eq(plans.id, userPlans.planId))
      .where(condition)
      .orderBy(desc(userPlans.createdAt), desc(userPlans.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db
      .select({ n: count() })
      .from(userPlans)
      .innerJoin(users, eq(users.id, userPlans.userId))
      .innerJoin(plans, eq(plans.id, userPlans.planId))
      .where(condition),
  ]);
  return { rows, total: total?.n ?? 0, pageNumber, limit };
}

/** Every current subscription in figures: counts, the monthly revenue of the active ones, the overdue. */
export async function subscriptionSummary(db: Db, now = new Date()) {
  const [row] = await db
    .select({
      total: count(),
      ativas: sql<number>`count(*) filter (where ${userPlans.status} = 'active')`,
      pendentes: sql<number>`count(*) filter (where ${userPlans.status} = 'pending')`,
      // A month of each active plan as its renewal charges it: the plan plus its extra seats.
      receitaCents: sql<string>`coalesce(sum(${plans.valorCents} + ${userPlans.extraSeats} * ${sql.raw(String(EXTRA_SEAT_PRICE_CENTS))}) filter (where ${userPlans.status} = 'active'), 0)`,
      emAtraso: sql<number>`count(*) filter (where ${dueCondition('atraso', now)})`,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(inArray(userPlans.status, ['active', 'pending']));
  return {
    total: Number(row?.total ?? 0),
    ativas: Number(row?.ativas ?? 0),
    pendentes: Number(row?.pendentes ?? 0),
    receitaMensal: Number(row?.receitaCents ?? 0) / 100,
    emAtraso: Number(row?.emAtraso ?? 0),
  };
}

/** Requests each user created this month (São Paulo calendar) that count against the plan (services/ledger.ts). */
export async function requestsThisMonthOf(
  db: Db,
  userIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  const usage = new Map<string, number>();
  if (!userIds.length) return usage;
  const counts = await db
    .select({ userId: solicitacoes.userId, n: count() })
    .from(solicitacoes)
    .where(
      and(
        inArray(solicitacoes.userId, userIds),
        gte(solicitacoes.criadoEm, startOfMonthSaoPaulo(now)),
        countsAgainstPlan,
      ),
    )
    .groupBy(solicitacoes.userId);
  for (const c of counts) usage.set(c.userId, c.n);
  return usage;
}
