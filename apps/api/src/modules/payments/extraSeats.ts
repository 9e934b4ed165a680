import { EXTRA_SEAT_PRICE_CENTS, extraSeatDescription, MIN_CHARGE_CENTS, prorate } from '@certidao/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { userPlans } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { wakeMonitoring } from '../../jobs/notify.ts';
import { audit } from '../../services/audit.ts';
import { companyScopeOf } from '../../services/companyScope.ts';
import { seatsOf } from '../companies/service.ts';
import { chargeChange } from './changeCharge.ts';
import {
  type Actor,
  changeablePlanOf,
  lockUnchanged,
  periodPriceCents,
  periodStartOf,
} from './planChange.ts';
import { repriceRenewalCharge } from './scheduledChanges.ts';

export const NOT_A_COMPANY =
  'Assentos adicionais são para contas de empresa. Crie uma empresa para convidar pessoas.';

/** What one more seat costs now (prorated like an upgrade) and at each renewal; only for a company's holder. */
export async function extraSeatTerms(db: DbOrTx, user: UserRow, now = new Date()) {
  const current = await changeablePlanOf(db, user.id);
  const scope = await companyScopeOf(db, user.id);
  if (!scope || scope.titularId !== user.id) throw unprocessable(NOT_A_COMPANY);
  const up = current.userPlan;
  const { amountCents, daysLeft, periodDays } = prorate(
    0,
    EXTRA_SEAT_PRICE_CENTS,
    periodStartOf(up),
    up.dataFim,
    now,
  );
  const seats = await seatsOf(db, { id: scope.empresaId, titularId: scope.titularId }, now);
  return {
    current,
    empresaId: scope.empresaId,
    chargeCents: amountCents >= MIN_CHARGE_CENTS ? amountCents : 0,
    daysLeft,
    periodDays,
    seats: seats.assentos,
    nextCharge: { at: up.dataFim, cents: periodPriceCents(current.plan, up.extraSeats + 1) },
  };
}

/**
 * POST /users/me/plano/assentos: one more seat, usable at once (the subscription stays active), then its
 * prorated price is charged; a charge that fails takes the seat back.
 */
export async function buyExtraSeat(ctx: AppContext, user: UserRow, actor: Actor) {
  const terms = await extraSeatTerms(ctx.db, user);
  const up = await ctx.db.transaction(async (tx) => {
    const row = await lockUnchanged(tx, terms.current);
    await tx
      .update(userPlans)
      .set({ extraSeats: row.extraSeats + 1, updatedAt: new Date() })
      .where(eq(userPlans.id, row.id));
    // Monitoring renews what waited for quota.
    await wakeMonitoring(tx);
    await audit(tx, {
      action: 'user_plan.seat_added',
      actorId: actor.id,
      targetType: 'user',
      targetId: user.id,
      ip: actor.ip,
      details: {
        userPlanId: row.id,
        empresaId: terms.empresaId,
        assentosExtras: row.extraSeats + 1,
        valorCents: terms.chargeCents,
        diasRestantes: terms.daysLeft,
        valorMensalCents: EXTRA_SEAT_PRICE_CENTS,
      },
    });
    return row;
  });
  const payment =
    terms.chargeCents === 0
      ? null
      : await chargeChange(ctx, user, up, {
          tipo: 'assentos',
          valorCents: terms.chargeCents,
          descricao: extraSeatDescription(1, terms.daysLeft),
          planId: terms.current.plan.id,
          userPlanId: up.id,
          undo: async (tx) => {
            const [undone] = await tx
              .update(userPlans)
              .set({ extraSeats: sql`${userPlans.extraSeats} - 1`, updatedAt: new Date() })
              .where(and(eq(userPlans.id, up.id), gt(userPlans.extraSeats, 0)))
              .returning({ id: userPlans.id });
            return !!undone;
          },
          undoAction: 'user_plan.seat_undone',
        });
  // After the charge: one that failed took the seat back (and threw), leaving the next period's charge right.
  await repriceRenewalCharge(ctx, up.id);
  return { terms, paymentId: payment?.id ?? null };
}
