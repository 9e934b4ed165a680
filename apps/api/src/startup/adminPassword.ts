import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { revokeSessions } from '../modules/users/service.ts';
import { OperatorError } from '../operatorError.ts';
import { audit } from '../services/audit.ts';
import { clearAccountLock } from '../services/passwordBudget.ts';
import { generatePassword, hashPassword } from '../services/passwords.ts';

/**
 * Gives the first administrator a new password (the given one, or a generated one that is returned): the
 * ADMIN_EMAIL account, or the oldest administrator when that address is gone (renamed in the back office).
 * Also reactivates and unlocks the account and ends its sessions, in one transaction with the audit entry.
 */
export async function resetFirstAdminPassword(
  db: Db,
  options: { adminEmail: string; password?: string },
): Promise<{ email: string; generatedPassword?: string }> {
  const password = options.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [byEmail] = await tx.select().from(users).where(eq(users.email, options.adminEmail)).limit(1);
    const [oldest] =
      byEmail?.role === 'admin'
        ? [byEmail]
        : await tx.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1);
    if (!oldest) {
      throw new OperatorError(
        'Nenhum administrador neste banco de dados: inicie o servidor uma vez (npm start) para criá-lo.',
      );
    }
    await tx
      .update(users)
      .set({ passwordHash, status: 'active', updatedAt: new Date() })
      .where(eq(users.id, oldest.id));
    await revokeSessions(tx, oldest.id);
    await clearAccountLock(tx, oldest.email);
    const base = { actorId: null, targetType: 'user', targetId: oldest.id } as const;
    if (oldest.status !== 'active')
      await audit(tx, {
        ...base,
        action: 'user.status_changed',
        details: { from: oldest.status, to: 'active', via: 'linha de comando' },
      });
    await audit(tx, { ...base, action: 'user.password_changed', details: { via: 'linha de comando' } });
    return { email: oldest.email, generatedPassword: options.password ? undefined : password };
  });
}
