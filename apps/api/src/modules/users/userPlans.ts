import { addOneMonth } from '@certidao/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPlans, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { UserPlanRow } from '../../http/serializers.ts';
import { wakeMonitoring } from '../../jobs/notify.ts';
import { audit } from '../../services/audit.ts';
import { getPlanOr404 } from '../plans/service.ts';
import type { Actor } from './accounts.ts';
import { USER_NOT_FOUND } from './service.ts';

/** POST /users/{id}/plano: an admin grants a plan (never charged, no renewal); it replaces the current one. */
export async function grantPlan(db: Db, userId: string, planoId: string, actor: Actor) {
  const plan = await getPlanOr404(db, planoId);
  const now = new Date();
  const granted: UserPlanRow = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw notFound(USER_NOT_FOUND);
    await tx
      .update(userPlans)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(userPlans.userId, user.id), inArray(userPlans.status, ['active', 'pending'])));
    const [row] = await tx
      .insert(userPlans)
      .values({
        userId: user.id,
        planId: plan.id,
        status: 'active',
        renovacaoAutomatica: false,
        billingType: 'CORTESIA',
        dataInicio: now,
        dataFim: addOneMonth(now),
        grantedBy: actor.id,
      })
      .returning();
    // Monitoring renews what waited for quota.
    await wakeMonitoring(tx);
    await audit(tx, {
      action: 'user_plan.granted',
      actorId: actor.id,
      targetType: 'user',
      targetId: user.id,
      ip: actor.ip,
      details: { planoId: plan.id, nome: plan.nome },
    });
    return row!;
  });
  return { plan, granted };
}
