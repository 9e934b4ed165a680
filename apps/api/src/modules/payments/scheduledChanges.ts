import { EXTRA_SEAT_PRICE_CENTS } from '@certidao/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payments, plans, userPlans } from '../../db/schema.ts';
import type { PlanRow, UserPlanRow } from '../../http/serializers.ts';
import { audit } from '../../services/audit.ts';
import { cancelCharge } from './charges.ts';

/**
 * What a renewal charges: the plan scheduled for the next period (a downgrade) or the current one, plus every
 * extra seat. Answered as the plan to charge with the period's whole price in `valorCents`, so the renewal's
 * charge, its line and its e-mail read one figure.
 */
export async function renewalPlanOf(db: DbOrTx, up: UserPlanRow, plan: PlanRow): Promise<PlanRow> {
  let next = plan;
  if (up.scheduledPlanId && up.scheduledPlanId !== plan.id) {
    const [scheduled] = await db.select().from(plans).where(eq(plans.id, up.scheduledPlanId)).limit(1);
    if (scheduled) next = scheduled;
  }
  return { ...next, valorCents: next.valorCents + up.extraSeats * EXTRA_SEAT_PRICE_CENTS };
}

/**
 * Scheduled downgrades whose period has begun: the subscription's latest period that started (its newest
 * confirmed renewal due by now) was charged for the scheduled plan. The plan switches then, not when the renewal
 * is paid (a PIX paid days early must not cut the current period short), and the schedule is cleared. The
 * subscription row stays active throughout, so its members keep ordering.
 */
export async function applyScheduledChanges(ctx: AppContext, now: Date): Promise<string[]> {
  const due = await ctx.db
    .select({
      id: userPlans.id,
      userId: userPlans.userId,
      from: userPlans.planId,
      to: userPlans.scheduledPlanId,
    })
    .from(userPlans)
    .where(
      and(
        eq(userPlans.status, 'active'),
        isNotNull(userPlans.scheduledPlanId),
        sql`${userPlans.scheduledPlanId} = (
          select p.plan_id from payments p
          where p.user_plan_id = ${userPlans.id} and p.tipo = 'plano' and p.status = 'CONFIRMADO'
            and p.renews_from is not null and p.renews_from <= ${now}
          order by p.renews_from desc limit 1
        )`,
      ),
    );
  const applied: string[] = [];
  for (const row of due) {
    try {
      const changed = await ctx.db.transaction(async (tx) => {
        const [done] = await tx
          .update(userPlans)
          .set({ planId: row.to!, scheduledPlanId: null, updatedAt: now })
          .where(
            and(
              eq(userPlans.id, row.id),
              eq(userPlans.status, 'active'),
              eq(userPlans.scheduledPlanId, row.to!),
            ),
          )
          .returning({ id: userPlans.id });
        if (done)
          await audit(tx, {
            action: 'user_plan.downgraded',
            targetType: 'user',
            targetId: row.userId,
            details: { userPlanId: row.id, de: row.from, para: row.to },
          });
        return !!done;
      });
      if (changed) applied.push(row.id);
    } catch (error) {
      ctx.log.warn({ err: error, userPlanId: row.id }, 'scheduled plan change not applied');
    }
  }
  return applied;
}

/**
 * The open renewal charge of the coming period (created days before its start), when a change made since then
 * altered what the renewal charges (another plan, or extra seats): cancelled, so the renewal job creates it again
 * at the right price on its next pass. A renewal already paid stays as it is (it paid for that period).
 */
export async function repriceRenewalCharge(ctx: AppContext, userPlanId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ userPlan: userPlans, plan: plans })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(eq(userPlans.id, userPlanId))
    .limit(1);
  if (!row) return;
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userPlanId, userPlanId),
        eq(payments.tipo, 'plano'),
        eq(payments.status, 'PENDENTE'),
        eq(payments.renewsFrom, row.userPlan.dataFim),
      ),
    )
    .limit(1);
  if (!open) return;
  const next = await renewalPlanOf(ctx.db, row.userPlan, row.plan);
  if (open.planId === next.id && open.valorCents === next.valorCents) return;
  await cancelCharge(ctx, open).catch((e) =>
    ctx.log.warn({ err: e, paymentId: open.id }, 'renewal charge at the old price not cancelled'),
  );
}
