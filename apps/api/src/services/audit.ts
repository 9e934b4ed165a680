import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.register'
  | 'auth.email_confirmed'
  | 'auth.locked'
  | 'auth.unlocked'
  | 'user.password_changed'
  | 'user.created'
  | 'user.updated'
  | 'user.role_changed'
  | 'user.status_changed'
  | 'user.deleted'
  | 'plan.created'
  | 'plan.updated'
  | 'plan.deleted'
  | 'user_plan.granted'
  | 'user_plan.assigned'
  | 'user_plan.purchased'
  | 'user_plan.cancelled'
  | 'user_plan.expired'
  | 'user_plan.renewal_changed'
  | 'payment.created'
  | 'payment.declined'
  | 'payment.cancelled'
  | 'payment.refunded'
  | 'payment.refund_failed'
  | 'payment.refund_retried'
  | 'payment.refund_abandoned'
  | 'payment.charge_delete_failed'
  | 'card.saved'
  | 'card.removed'
  | 'vendor.created'
  | 'support.ticket_created'
  | 'certidao.observation_added';

export interface AuditEntry {
  action: AuditAction;
  actorId?: string | null;
  targetType?: string;
  targetId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Records a security-relevant action; call it inside the transaction that makes the change. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
