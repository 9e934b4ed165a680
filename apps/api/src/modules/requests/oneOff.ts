import { countOf } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { solicitacoes } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { chargeOneOffOrder, checkOneOffPayment, type OneOffPayment } from '../payments/service.ts';
import { insertRequest } from './service.ts';
import type { NewRequest } from './validation.ts';

export const STAFF_NO_ONE_OFF =
  'Pedidos avulsos são para clientes. As solicitações da equipe não são cobradas: faça-as sem pagamento.';

/**
 * A one-off order: the request is recorded with its certificates' prices (not counted against any plan), then
 * charged in full; its certificates wait for the payment. When the charge cannot be made (the gateway is down,
 * the card is declined) the request is removed, so nothing is left that the customer did not get to pay.
 */
export async function createOneOffRequest(
  ctx: AppContext,
  user: UserRow,
  req: NewRequest,
  payment: OneOffPayment,
  ip: string,
) {
  if (isStaff(user)) throw unprocessable(STAFF_NO_ONE_OFF);
  checkOneOffPayment(payment);
  const created = await ctx.db.transaction((tx) =>
    insertRequest(ctx, tx, user, req, { enforcePlan: false, oneOff: true }),
  );
  const valorCents = created.certs.reduce((sum, c) => sum + c.precoCentavos, 0);
  const certidoes = countOf(created.certs.length, 'certidão', 'certidões');
  try {
    await chargeOneOffOrder(
      ctx,
      user,
      {
        solicitacaoId: created.solicitacaoId,
        valorCents,
        descricao: `Certidão Ágil — pedido avulso: ${certidoes} de ${req.nomeCompleto}`,
      },
      payment,
      ip,
    );
  } catch (error) {
    await ctx.db.delete(solicitacoes).where(eq(solicitacoes.id, created.solicitacaoId));
    throw error;
  }
  return created;
}
