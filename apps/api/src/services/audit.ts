import type { AuditAction } from '@certidao/domain';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type { AuditAction } from '@certidao/domain';

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
