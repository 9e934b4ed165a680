import type { CardHolderInput, CardInput } from '@certidao/domain';
import { CARD_BRANDS, type CardBrand, formatCardExpiry } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import { GatewayError } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { savedCards } from '../../db/schema.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { assertValidCard, gatewayCard, gatewayHolder } from './cardInput.ts';
import { ensureCustomer } from './charges.ts';
import { MSG } from './messages.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;

export interface SaveCardInput {
  creditCard: CardInput;
  creditCardHolderInfo: CardHolderInput;
}

/** The `CartaoSalvo` of the contract: what may be shown of a saved card. */
export function toApiCartao(row: SavedCardRow) {
  return {
    bandeira: ((CARD_BRANDS as readonly string[]).includes(row.brand) ? row.brand : 'UNKNOWN') as CardBrand,
    ultimosDigitos: row.last4,
    titular: row.holderName,
    validade: formatCardExpiry(row.expiryMonth, row.expiryYear),
    criadoEm: row.createdAt.toISOString(),
  };
}

/** The user's saved card at the active gateway (a token from another gateway cannot be charged there). */
export async function savedCardOf(
  db: DbOrTx,
  userId: string,
  gateway: string,
): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(eq(savedCards.userId, userId)).limit(1);
  return row && row.gateway === gateway ? row : undefined;
}

/**
 * Tokenises the card at the gateway and keeps only the token, brand, last four digits, holder name and
 * expiry, replacing any earlier card. Nothing changes here when the gateway refuses (422) or fails (503).
 */
export async function saveCard(
  ctx: AppContext,
  user: UserRow,
  body: SaveCardInput,
  ip: string,
): Promise<SavedCardRow> {
  assertValidCard(body.creditCard, body.creditCardHolderInfo);
  const card = gatewayCard(body.creditCard);
  const holder = gatewayHolder(body.creditCardHolderInfo);
  const gateway = ctx.payments.gateway;
  const customerId = await ensureCustomer(ctx, user, holder.cpfCnpj);
  let tokenized: Awaited<ReturnType<typeof gateway.tokenizeCreditCard>>;
  try {
    tokenized = await gateway.tokenizeCreditCard({
      customerId,
      creditCard: card,
      creditCardHolderInfo: holder,
      remoteIp: ip,
    });
  } catch (error) {
    if (error instanceof GatewayError && (error.kind === 'declined' || error.kind === 'invalid'))
      throw unprocessable(error.message);
    if (error instanceof GatewayError) throw new HttpError(503, MSG.unavailable);
    throw error;
  }
  const now = new Date();
  const values = {
    gateway: gateway.name,
    creditCardToken: tokenized.token,
    brand: tokenized.brand,
    last4: tokenized.last4,
    holderName: card.holderName,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    createdAt: now,
    updatedAt: now,
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedCards)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: savedCards.userId, set: values })
      .returning();
    await audit(tx, {
      action: 'card.saved',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip,
      details: { bandeira: tokenized.brand, ultimosDigitos: tokenized.last4, gateway: gateway.name },
    });
    return row!;
  });
}

/** Forgets the user's saved card; true when there was one. */
export async function removeCard(ctx: AppContext, user: UserRow, ip: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(savedCards).where(eq(savedCards.userId, user.id)).returning();
    if (!row) return false;
    await audit(tx, {
      action: 'card.removed',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip,
      details: { bandeira: row.brand, ultimosDigitos: row.last4, gateway: row.gateway },
    });
    return true;
  });
}
