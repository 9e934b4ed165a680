import { formatDate, formatMoney, fromCents } from '@certidao/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments, plans, userPlans, users } from '../../db/schema.ts';
import { fullName } from '../../http/serializers.ts';
import { notifyStaff } from '../../services/notifications.ts';
import { emitWebhookEvent } from '../../services/webhookEvents.ts';

export type PaymentEvent = 'confirmado' | 'recusado' | 'vencido';

const WORDING: Record<
  PaymentEvent,
  { tipo: 'sucesso' | 'erro' | 'vencimento'; titulo: string; verbo: string }
> = {
  confirmado: { tipo: 'sucesso', titulo: 'Pagamento confirmado', verbo: 'foi confirmado' },
  recusado: { tipo: 'erro', titulo: 'Pagamento recusado', verbo: 'foi recusado' },
  vencido: { tipo: 'vencimento', titulo: 'Pagamento vencido', verbo: 'venceu sem ser pago' },
};

/** Tells the staff about a payment's confirmation, refusal or overdue charge, in the caller's transaction. */
export async function notifyPayment(tx: Tx, paymentId: string, event: PaymentEvent): Promise<void> {
  const [row] = await tx
    .select({ p: payments, u: users, planNome: plans.nome })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return;
  const w = WORDING[event];
  const plano = row.planNome ? ` do plano ${row.planNome}` : '';
  await notifyStaff(tx, {
    tipo: w.tipo,
    evento: `pagamento.${event}`,
    titulo: w.titulo,
    mensagem: `O pagamento de ${formatMoney(fromCents(row.p.valorCents))}${plano} de ${fullName(row.u)} ${w.verbo}.`,
    link: `/admin/perfil-usuario/${row.u.id}`,
    chave: `pagamento.${event}:${paymentId}`,
  });
}

/** A plan ending within this many days notifies the staff (once per plan period). */
export const PLAN_DUE_NOTICE_DAYS = 7;

/**
 * Step of the renewal job: every active plan whose period ends within PLAN_DUE_NOTICE_DAYS gives a
 * 'vencimento' notification and a `plano.expirando` webhook event; the key holds the period's end, so each period notifies once.
 */
export async function notifyPlansDueSoon(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ up: userPlans, planNome: plans.nome, u: users })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .innerJoin(users, eq(users.id, userPlans.userId))
    .where(
      and(
        eq(userPlans.status, 'active'),
        gt(userPlans.dataFim, now),
        lte(userPlans.dataFim, new Date(now.getTime() + PLAN_DUE_NOTICE_DAYS * 86_400_000)),
      ),
    );
  for (const d of due) {
    await db.transaction(async (tx) => {
      await emitWebhookEvent(tx, {
        userId: d.u.id,
        tipo: 'plano.expirando',
        chave: `plano.expirando:${d.up.id}:${d.up.dataFim.toISOString()}`,
        dados: {
          plano: d.planNome,
          expiraEm: d.up.dataFim.toISOString(),
          renovacaoAutomatica: d.up.renovacaoAutomatica,
        },
      });
      await notifyStaff(tx, {
        tipo: 'vencimento',
        evento: 'plano.vencendo',
        titulo: 'Plano próximo do vencimento',
        mensagem: `O plano ${d.planNome} de ${d.u.firstName} ${d.u.lastName} vence em ${formatDate(d.up.dataFim)}${d.up.renovacaoAutomatica ? ' (renovação automática ativa)' : ' (sem renovação automática)'}.`,
        link: `/admin/perfil-usuario/${d.u.id}`,
        chave: `plano.vencendo:${d.up.id}:${d.up.dataFim.toISOString()}`,
      });
    });
  }
  return due.length;
}
