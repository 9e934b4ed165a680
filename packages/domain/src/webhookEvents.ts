/**
 * The webhook events a customer's endpoint may subscribe to, in the order the screens and the CLI list them (the
 * contract's EventoWebhookTipo; each app's type check fails when the contract adds one this list lacks).
 */
export const WEBHOOK_EVENT_TYPES = [
  'solicitacao.criada',
  'certidao.concluida',
  'certidao.falhou',
  'certidao.resultado_alterado',
  'solicitacao.finalizada',
  'pagamento.confirmado',
  'pagamento.reembolsado',
  'plano.expirando',
] as const;
