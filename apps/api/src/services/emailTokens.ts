import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { emailTokens } from '../db/schema.ts';

/** What a link sent by e-mail lets its holder do. */
export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token (32 random bytes; only its SHA-256 is stored), valid for `ttlMs`. */
export async function createEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlMs = EMAIL_TOKEN_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Marks the token used and answers its user's id; null when unknown, of another purpose, used or expired. */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        sql`${emailTokens.usedAt} is null`,
        sql`${emailTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
