import { countOf } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { solicitacoes } from '../../db/schema.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { billingCaller, companyScopeOf } from '../../services/companyScope.ts';
import { chargeOneOffOrder, checkOneOffPayment, type OneOffPayment } from '../payments/service.ts';
import { insertRequest } from './service.ts';
import type { NewRequest } from './validation.ts';

export const ONE_OFF_MANAGERS_ONLY =
  'Sem permissão para pedidos avulsos: eles são pagos à parte, em nome da empresa, e só os gestores os fazem. Peça a um gestor.';

export const STAFF_NO_ONE_OFF =
  'Pedidos avulsos são para clientes. As solicitações da equipe não são cobradas: faça-as sem pagamento.';

/**
 * A one-off order: the request is recorded with its certificates' prices (not counted against any plan), then
 * charged in full; its certificates wait for the payment. When the charge cannot be made (the gateway is down,
 * the card is declined) the request is removed, so nothing is left that the customer did not get to pay. A
 * company's order is for its gestores, and its charge is the company's (the holder's, in the company's name).
 */
export async function createOneOffRequest(
  ctx: AppContext,
  user: UserRow,
  req: NewRequest,
  payment: OneOffPayment,
  ip: string,
) {
  if (isStaff(user)) throw unprocessable(STAFF_NO_ONE_OFF);
  // A company's one-off order is paid by the company: a gestor orders it, charged to the holder like the plan.
  const scope = await companyScopeOf(ctx.db, user.id);
  if (scope && scope.papel !== 'gestor') throw forbidden(ONE_OFF_MANAGERS_ONLY);
  const payer = await billingCaller(ctx.db, user, 'criarPagamento');
  checkOneOffPayment(payment);
  const created = await ctx.db.transaction((tx) =>
    insertRequest(ctx, tx, user, req, { enforcePlan: false, oneOff: true }),
  );
  const valorCents = created.certs.reduce((sum, c) => sum + c.precoCentavos, 0);
  const certidoes = countOf(created.certs.length, 'certidão', 'certidões');
  try {
    await chargeOneOffOrder(
      ctx,
      payer,
      {
        solicitacaoId: created.solicitacaoId,
        valorCents,
        descricao: `Pedido avulso: ${certidoes} de ${req.nomeCompleto}`,
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
