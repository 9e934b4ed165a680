import {
  countOf,
  EXTRA_SEAT_PRICE_CENTS,
  MIN_CHARGE_CENTS,
  oneMonthBefore,
  planChangeDescription,
  prorate,
} from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { userPlans } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { PlanRow, UserPlanRow } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { wakeMonitoring } from '../../jobs/notify.ts';
import { audit } from '../../services/audit.ts';
import { companyScopeOf } from '../../services/companyScope.ts';
import { currentPlanOf } from '../../services/userPlans.ts';
import { seatsOf } from '../companies/service.ts';
import { getPlanOr404 } from '../plans/service.ts';
import { chargeChange } from './changeCharge.ts';
import { repriceRenewalCharge } from './scheduledChanges.ts';

export const PLAN_CHANGE_MESSAGES = {
  noPlan: 'Você não possui um plano ativo.',
  pending:
    'Seu plano ainda aguarda o primeiro pagamento. Pague-o ou cancele-o antes de mudar de plano ou comprar assentos.',
  granted:
    'Planos concedidos pela administração não mudam por aqui: fale com o suporte para mudar o plano ou os assentos.',
  samePlan: 'Este já é o seu plano.',
  raced: 'Seu plano acabou de mudar. Atualize a página e confira o plano antes de tentar de novo.',
  nothingScheduled: 'Não há mudança de plano agendada.',
  tooFewSeats: (nome: string, seats: number, inUse: number) =>
    `O plano ${nome} tem ${countOf(seats, 'assento')} e sua empresa usa ${inUse} (membros e convites pendentes). Remova membros ou revogue convites antes de mudar para ele.`,
} as const;
const MSG = PLAN_CHANGE_MESSAGES;

export type ChangeKind = 'upgrade' | 'downgrade';
type Current = { userPlan: UserPlanRow; plan: PlanRow };

/**
 * The caller's plan, when it can change in place: active and paid by the customer. A plan awaiting its first
 * payment has no period to prorate (the purchase itself can be replaced instead), and a granted one is the staff's.
 */
export async function changeablePlanOf(db: DbOrTx, userId: string): Promise<Current> {
  const current = await currentPlanOf(db, userId);
  if (!current) throw notFound(MSG.noPlan);
  if (current.userPlan.status === 'pending') throw conflict(MSG.pending);
  if (current.userPlan.billingType === 'CORTESIA') throw unprocessable(MSG.granted);
  return current;
}

/** Where the current period began: a month before its end (never before the subscription began). */
export function periodStartOf(up: UserPlanRow): Date {
  const start = oneMonthBefore(up.dataFim);
  return start.getTime() < up.dataInicio.getTime() ? up.dataInicio : start;
}

/** The whole price of a period: the plan plus every extra seat. */
export const periodPriceCents = (plan: PlanRow, extraSeats: number) =>
  plan.valorCents + extraSeats * EXTRA_SEAT_PRICE_CENTS;

/** A cheaper plan must still seat the company's members and pending invitations (422 naming the numbers). */
async function assertSeatsFit(db: DbOrTx, userId: string, target: PlanRow, extraSeats: number) {
  const scope = await companyScopeOf(db, userId);
  if (!scope || scope.titularId !== userId) return;
  const seats = await seatsOf(db, { id: scope.empresaId, titularId: scope.titularId });
  const limit = target.assentos + extraSeats;
  if (seats.assentos.emUso > limit)
    throw unprocessable(MSG.tooFewSeats(target.nome, limit, seats.assentos.emUso));
}

export interface PlanChangeTerms {
  kind: ChangeKind;
  current: Current;
  target: PlanRow;
  /** What is charged now, in cents (0 for a downgrade, or a difference below the gateway's least charge). */
  chargeCents: number;
  daysLeft: number;
  periodDays: number;
  effectiveAt: Date;
  nextCharge: { at: Date; cents: number };
}

/** What changing to `planoId` does now: the checks of both the preview and the confirmation. */
export async function planChangeTerms(
  db: DbOrTx,
  user: UserRow,
  planoId: string,
  now = new Date(),
): Promise<PlanChangeTerms> {
  const current = await changeablePlanOf(db, user.id);
  const target = await getPlanOr404(db, planoId);
  if (target.id === current.plan.id) throw unprocessable(MSG.samePlan);
  const up = current.userPlan;
  // A higher monthly price is an upgrade; anything else waits for the period's end, so nothing is refunded.
  const kind: ChangeKind = target.valorCents > current.plan.valorCents ? 'upgrade' : 'downgrade';
  if (kind === 'downgrade') await assertSeatsFit(db, user.id, target, up.extraSeats);
  const { amountCents, daysLeft, periodDays } = prorate(
    current.plan.valorCents,
    target.valorCents,
    periodStartOf(up),
    up.dataFim,
    now,
  );
  return {
    kind,
    current,
    target,
    chargeCents: kind === 'upgrade' && amountCents >= MIN_CHARGE_CENTS ? amountCents : 0,
    daysLeft,
    periodDays,
    effectiveAt: kind === 'upgrade' ? now : up.dataFim,
    nextCharge: { at: up.dataFim, cents: periodPriceCents(target, up.extraSeats) },
  };
}

/**
 * Locks the subscription and checks it is still the one the terms were computed from: of two changes at once,
 * the second finds the plan changed and gets 409.
 */
export async function lockUnchanged(tx: Tx, current: Current): Promise<UserPlanRow> {
  const [row] = await tx
    .select()
    .from(userPlans)
    .where(eq(userPlans.id, current.userPlan.id))
    .for('update')
    .limit(1);
  if (
    row?.status !== 'active' ||
    row.planId !== current.plan.id ||
    row.extraSeats !== current.userPlan.extraSeats ||
    row.scheduledPlanId !== current.userPlan.scheduledPlanId
  )
    throw conflict(MSG.raced);
  return row;
}

export interface Actor {
  id: string;
  ip: string;
}

/**
 * An upgrade: the plan changes at once (the subscription stays active, its dates kept), then the difference is
 * charged. A charge that fails (declined card, gateway down) puts the plan back and answers the failure.
 */
async function upgrade(ctx: AppContext, user: UserRow, t: PlanChangeTerms, actor: Actor) {
  const from = t.current.plan;
  const before = await ctx.db.transaction(async (tx) => {
    const row = await lockUnchanged(tx, t.current);
    await tx
      .update(userPlans)
      .set({ planId: t.target.id, scheduledPlanId: null, updatedAt: new Date() })
      .where(eq(userPlans.id, row.id));
    // More requests a month at once: monitoring renews what waited for quota.
    await wakeMonitoring(tx);
    await audit(tx, {
      action: 'user_plan.upgraded',
      actorId: actor.id,
      targetType: 'user',
      targetId: user.id,
      ip: actor.ip,
      details: {
        userPlanId: row.id,
        de: { id: from.id, nome: from.nome },
        para: { id: t.target.id, nome: t.target.nome },
        valorCents: t.chargeCents,
        diasRestantes: t.daysLeft,
        mudancaAgendadaDesfeita: row.scheduledPlanId,
      },
    });
    return row;
  });
  const payment =
    t.chargeCents === 0
      ? null
      : await chargeChange(ctx, user, before, {
          tipo: 'alteracao',
          valorCents: t.chargeCents,
          descricao: planChangeDescription(from.nome, t.target.nome, t.daysLeft),
          planId: t.target.id,
          userPlanId: before.id,
          undo: async (tx) => {
            const [undone] = await tx
              .update(userPlans)
              .set({ planId: from.id, scheduledPlanId: before.scheduledPlanId, updatedAt: new Date() })
              .where(and(eq(userPlans.id, before.id), eq(userPlans.planId, t.target.id)))
              .returning({ id: userPlans.id });
            return !!undone;
          },
          undoAction: 'user_plan.upgrade_undone',
        });
  // After the charge: one that failed took the change back (and threw), leaving the next period's charge right.
  await repriceRenewalCharge(ctx, before.id);
  return payment;
}

/** A downgrade: scheduled for the period's end (replacing an earlier one); nothing is charged now. */
async function scheduleDowngrade(ctx: AppContext, user: UserRow, t: PlanChangeTerms, actor: Actor) {
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockUnchanged(tx, t.current);
    await tx
      .update(userPlans)
      .set({ scheduledPlanId: t.target.id, updatedAt: new Date() })
      .where(eq(userPlans.id, locked.id));
    await audit(tx, {
      action: 'user_plan.downgrade_scheduled',
      actorId: actor.id,
      targetType: 'user',
      targetId: user.id,
      ip: actor.ip,
      details: {
        userPlanId: locked.id,
        de: { id: t.current.plan.id, nome: t.current.plan.nome },
        para: { id: t.target.id, nome: t.target.nome },
        em: locked.dataFim.toISOString(),
      },
    });
    return locked;
  });
  await repriceRenewalCharge(ctx, row.id);
}

/** POST /users/me/plano/alteracao: an upgrade at once (its charge answered) or a downgrade scheduled. */
export async function changePlan(ctx: AppContext, user: UserRow, planoId: string, actor: Actor) {
  const terms = await planChangeTerms(ctx.db, user, planoId);
  if (terms.kind === 'downgrade') {
    await scheduleDowngrade(ctx, user, terms, actor);
    return { terms, paymentId: null };
  }
  const payment = await upgrade(ctx, user, terms, actor);
  return { terms, paymentId: payment?.id ?? null };
}

/** DELETE /users/me/plano/alteracao: the scheduled downgrade withdrawn; the plan renews as it is. */
export async function withdrawPlanChange(ctx: AppContext, user: UserRow, actor: Actor) {
  const current = await changeablePlanOf(ctx.db, user.id);
  const scheduled = current.userPlan.scheduledPlanId;
  if (!scheduled) throw notFound(MSG.nothingScheduled);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockUnchanged(tx, current);
    await tx
      .update(userPlans)
      .set({ scheduledPlanId: null, updatedAt: new Date() })
      .where(eq(userPlans.id, locked.id));
    await audit(tx, {
      action: 'user_plan.downgrade_withdrawn',
      actorId: actor.id,
      targetType: 'user',
      targetId: user.id,
      ip: actor.ip,
      details: { userPlanId: locked.id, planoAgendado: scheduled },
    });
    return locked;
  });
  await repriceRenewalCharge(ctx, row.id);
}
