import { CARD_MESSAGES } from '@certidao/domain';
import { GatewayError } from '../../adapters/payments/types.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';

export const MSG = {
  unavailable: 'Serviço de pagamentos indisponível no momento. Tente novamente em instantes.',
  paymentNotFound: 'Pagamento não encontrado.',
  planNotFound: 'Plano não encontrado.',
  declined: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
  activePlan:
    'Você já possui um plano ativo. Para trocar de plano, use "Mudar de plano" em Meu Perfil: não é preciso cancelar.',
  noPendingPlan:
    'Você não possui este plano aguardando pagamento. Adquira o plano antes de gerar a cobrança.',
  openCharge: 'Já existe uma cobrança em aberto para este plano. Pague-a ou cancele-a antes de gerar outra.',
  onlyPendingCancel: 'Somente pagamentos pendentes podem ser cancelados.',
  noLongerPending: 'Este pagamento não está mais pendente. Atualize a página para ver o status atual.',
  cardMissing: CARD_MESSAGES.cardMissing,
  holderMissing: CARD_MESSAGES.holderMissing,
  gatewayChargeNotFound: 'Cobrança não encontrada no gateway de pagamento.',
} as const;

/** The 7-day guarantee: cancelling within this many days of the first payment refunds it. */

/** A gateway failure as the HTTP answer the user sees (nothing was changed on our side). */
export function gatewayFailure(error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  switch (error.kind) {
    case 'declined':
      return unprocessable(MSG.declined, 'pagamento_recusado');
    case 'invalid':
      return unprocessable(error.message);
    case 'not_found':
      return notFound(MSG.gatewayChargeNotFound);
    default:
      return new HttpError(503, MSG.unavailable);
  }
}

/** A plan granted by an admin is never charged, so it has nothing to renew. */
export const GRANTED_PLAN_NO_RENEWAL = 'Planos concedidos pela administração não têm renovação automática.';
