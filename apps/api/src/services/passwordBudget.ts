import { countOf } from '@certidao/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { passwordAttempts, users } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';
import { audit } from './audit.ts';
import { createEmailToken } from './emailTokens.ts';
import { unlockEmail } from './mailer.ts';

/**
 * One budget of password guesses shared by every route that checks a password (login, checkout login, both
 * password changes), kept in the database so that every process sees it:
 * - per IP: IP_LIMIT wrong passwords per window, then 429 until the window ends;
 * - per e-mail address (known or not, so the answer tells nothing about accounts): ACCOUNT_LIMIT wrong passwords
 *   within a window lock the address for ACCOUNT_LIMIT.lockMs, whatever the IP; the owner gets an e-mail with a
 *   link that lifts the lock at once.
 * Every attempt is counted before the password is checked (so parallel guesses cannot overrun the budget) and a
 * correct password gives its attempt back (and clears the address's count).
 */
export const IP_LIMIT = { attempts: 10, windowMs: 15 * 60_000 };
export const ACCOUNT_LIMIT = { attempts: 10, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export const ipLimitedMessage = (waitMs: number) =>
  `Muitas tentativas. Aguarde ${countOf(minutesOf(waitMs), 'minuto')} e tente novamente.`;
export const accountLockedMessage = (waitMs: number) =>
  `Muitas tentativas de senha incorretas nesta conta. Por segurança, ela foi bloqueada temporariamente: use o link que enviamos ao e-mail da conta para desbloqueá-la ou tente novamente em ${countOf(minutesOf(waitMs), 'minuto')}.`;

const ipKey = (ip: string) => `ip:${ip}`;
const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

type Counter = typeof passwordAttempts.$inferSelect;

/** Counts one attempt on `key` (a new window when the last one is over) and answers the row. */
async function reserve(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<Counter> {
  const expired = sql`${passwordAttempts.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(passwordAttempts)
    .values({ key, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: passwordAttempts.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${passwordAttempts.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${passwordAttempts.windowStart} end`,
      },
    })
    .returning();
  if (!row) throw new Error('password budget row missing');
  return row;
}

async function giveBack(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(passwordAttempts)
    .set({ attempts: sql`greatest(${passwordAttempts.attempts} - 1, 0)` })
    .where(eq(passwordAttempts.key, key));
}

/** Clears an address's count and lock (a correct password, or the owner's unlock link). */
export async function clearAccountLock(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(passwordAttempts)
    .set({ attempts: 0, lockedUntil: null })
    .where(eq(passwordAttempts.key, emailKey(email)));
}

/** Refuses the attempt (429 + Retry-After) when the IP's budget is spent or the address is locked. */
async function admit(ctx: AppContext, ip: Counter, account: Counter, now: Date): Promise<void> {
  const lockedFor = (account.lockedUntil?.getTime() ?? 0) - now.getTime();
  if (lockedFor > 0) throw tooManyRequests(accountLockedMessage(lockedFor), lockedFor / 1000);
  if (ip.attempts > IP_LIMIT.attempts) {
    await giveBack(ctx.db, account.key);
    const wait = ip.windowStart.getTime() + IP_LIMIT.windowMs - now.getTime();
    throw tooManyRequests(ipLimitedMessage(wait), wait / 1000);
  }
  if (account.attempts > ACCOUNT_LIMIT.attempts) {
    // Only parallel guesses get here (the one that reached the limit is locking the address).
    throw tooManyRequests(accountLockedMessage(ACCOUNT_LIMIT.lockMs), ACCOUNT_LIMIT.lockMs / 1000);
  }
}

/**
 * Checks a password within the budget: `verify` runs only when the attempt is admitted (else 429). Answers
 * what `verify` answered. `config.rateLimit = false` (tests that are not about limits) skips the budget.
 */
export async function checkPasswordWithinBudget(
  ctx: AppContext,
  who: { ip: string; email: string },
  verify: () => Promise<boolean>,
): Promise<boolean> {
  if (!ctx.config.rateLimit) return verify();
  const now = new Date();
  const ip = await reserve(ctx.db, ipKey(who.ip), IP_LIMIT.windowMs, now);
  const account = await reserve(ctx.db, emailKey(who.email), ACCOUNT_LIMIT.windowMs, now);
  await admit(ctx, ip, account, now);
  if (await verify()) {
    await giveBack(ctx.db, ip.key);
    await clearAccountLock(ctx.db, who.email);
    return true;
  }
  if (account.attempts >= ACCOUNT_LIMIT.attempts) await lockAccount(ctx, who, now);
  return false;
}

/** Locks the address (once, even under parallel guesses) and mails its owner, if any, an unlock link. */
async function lockAccount(ctx: AppContext, who: { ip: string; email: string }, now: Date): Promise<void> {
  const lockedUntil = new Date(now.getTime() + ACCOUNT_LIMIT.lockMs);
  const [locked] = await ctx.db
    .update(passwordAttempts)
    .set({ lockedUntil })
    .where(
      and(
        eq(passwordAttempts.key, emailKey(who.email)),
        sql`(${passwordAttempts.lockedUntil} is null or ${passwordAttempts.lockedUntil} <= ${now})`,
      ),
    )
    .returning({ key: passwordAttempts.key });
  if (!locked) return;
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, who.email.trim().toLowerCase()))
    .limit(1);
  if (!user) return;
  try {
    const token = await ctx.db.transaction(async (tx) => {
      await audit(tx, { action: 'auth.locked', targetType: 'user', targetId: user.id, ip: who.ip });
      return createEmailToken(tx, user.id, 'unlock_account');
    });
    const link = `${ctx.config.publicUrl}/desbloquear-conta?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(unlockEmail(user.email, user.firstName, link));
  } catch (error) {
    // The lock stands (it ends by itself); the owner just has no link this time.
    ctx.log.warn({ err: error, userId: user.id }, 'unlock e-mail not sent');
  }
}
