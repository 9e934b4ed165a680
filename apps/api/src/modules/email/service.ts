import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { consumeEmailToken } from '../../services/emailTokens.ts';
import { clearAccountLock } from '../../services/passwordBudget.ts';
import { consumeConfirmation, findUserByEmail, sendConfirmation } from '../users/service.ts';

export const INVALID_CONFIRMATION_TOKEN =
  'Link de confirmação inválido ou expirado. Solicite um novo e-mail de confirmação.';

/** Consumes a confirmation token (single use, 24 h) and confirms the account; 400 when it cannot. */
export async function confirmEmail(db: Db, token: string, ip: string): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const confirmed = await consumeConfirmation(tx, token);
    if (confirmed)
      await audit(tx, {
        action: 'auth.email_confirmed',
        actorId: confirmed.id,
        targetType: 'user',
        targetId: confirmed.id,
        ip,
      });
    return confirmed;
  });
  if (!user) throw badRequest(INVALID_CONFIRMATION_TOKEN);
  return user;
}

/** Sends a new link to an active, unconfirmed account; silently nothing otherwise (no enumeration). */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerified && user.status === 'active')
    await ctx.db.transaction((tx) => sendConfirmation(ctx, tx, user));
}

export const INVALID_UNLOCK_TOKEN =
  'Link de desbloqueio inválido ou expirado. Se a conta continuar bloqueada, aguarde o fim do bloqueio ou fale com o suporte.';

/** Consumes an unlock token (single use, 24 h) and lifts the lock of its account's address; 400 when it cannot. */
export async function unlockAccount(db: Db, token: string, ip: string): Promise<void> {
  const unlocked = await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'unlock_account');
    if (!userId) return false;
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return false;
    await clearAccountLock(tx, user.email);
    await audit(tx, { action: 'auth.unlocked', actorId: user.id, targetType: 'user', targetId: user.id, ip });
    return true;
  });
  if (!unlocked) throw badRequest(INVALID_UNLOCK_TOKEN);
}
