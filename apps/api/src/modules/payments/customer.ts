import { eq } from 'drizzle-orm';
import type { GatewayCustomerInput } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import type { TomadorRow } from '../../db/schema.ts';
import { paymentCustomers } from '../../db/schema.ts';
import type { UserRow } from '../../http/types.ts';
import { tomadorHash, tomadorOf } from '../../services/tomador.ts';
import { gatewayFailure } from './messages.ts';

/**
 * What the gateway customer is given: the tomador's name, document, e-mail and address. A person without a
 * document on file may give one with a card (the holder's CPF); a company's charge never carries the holder's
 * own data, phone included.
 */
function customerInput(user: UserRow, tomador: TomadorRow, cpfCnpj?: string | null): GatewayCustomerInput {
  const company = tomador.empresaId !== null;
  const document = company ? tomador.cpfCnpj : (tomador.cpfCnpj ?? cpfCnpj);
  return {
    name: tomador.nome,
    email: tomador.email,
    cpfCnpj: document?.replace(/[^0-9A-Za-z]/g, '') || null,
    phone: company ? null : user.phone,
    address: tomador.endereco,
    postalCode: tomador.cep,
    externalReference: user.id,
  };
}

/**
 * The user's customer at the active gateway, in the name of whom the user's charges are (`tomadorOf`, or the
 * `tomador` given when the company is being created with the purchase): created on first use, and updated at
 * the gateway before the next charge when that name, document or address changed since it was last sent.
 */
export async function ensureCustomer(
  ctx: AppContext,
  user: UserRow,
  cpfCnpj?: string | null,
  tomador?: TomadorRow,
): Promise<string> {
  const gateway = ctx.payments.gateway;
  const named = tomador ?? (await tomadorOf(ctx.db, user.id));
  const input = customerInput(user, named, cpfCnpj);
  const hash = tomadorHash({ ...named, cpfCnpj: input.cpfCnpj ?? null });
  const [existing] = await ctx.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, user.id))
    .limit(1);
  if (existing && existing.gateway === gateway.name) {
    if (existing.tomadorHash === hash) return existing.customerId;
    try {
      await gateway.updateCustomer(existing.customerId, input);
    } catch (error) {
      // A charge in a name the customer no longer uses would be worse than no charge: the purchase fails.
      throw gatewayFailure(error);
    }
    await ctx.db
      .update(paymentCustomers)
      .set({ tomadorHash: hash, updatedAt: new Date() })
      .where(eq(paymentCustomers.userId, user.id));
    return existing.customerId;
  }
  let created: { id: string };
  try {
    created = await gateway.createCustomer(input);
  } catch (error) {
    throw gatewayFailure(error);
  }
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId: user.id, gateway: gateway.name, customerId: created.id, tomadorHash: hash })
    .onConflictDoUpdate({
      target: paymentCustomers.userId,
      set: {
        gateway: gateway.name,
        customerId: created.id,
        creditCardToken: null,
        tomadorHash: hash,
        updatedAt: new Date(),
      },
    });
  return created.id;
}
