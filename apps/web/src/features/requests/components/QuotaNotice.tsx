import type { SolicitacaoQuota } from '@certidao/api-client';
import { countOf } from '@certidao/domain';
import { InlineAlert, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';

/** The link of every plan refusal: no plan, plan pending, monthly limit reached. */
export function PlansLink() {
  return (
    <Link href={paths.planos.href()} variant="standalone">
      Ver planos
    </Link>
  );
}

/**
 * The plan's remaining quota, shown before submitting (getPlanoSolicitacoes): what is left this month, or
 * why no request can be made now, with a link to the plans.
 */
export function QuotaNotice({
  quota,
  oneOff = false,
}: {
  quota: SolicitacaoQuota | undefined;
  /** The customer may order without the plan, paying the order on its own. */
  oneOff?: boolean;
}) {
  if (!quota) return null;
  if (!quota.podeCriar) {
    return (
      <InlineAlert tone={oneOff ? 'info' : 'warning'} action={<PlansLink />}>
        {quota.motivo ?? 'Você não pode criar solicitações no momento.'}
        {oneOff
          ? ' Você também pode fazer um pedido avulso: paga só estas certidões, por PIX, boleto ou cartão, sem assinar.'
          : null}
      </InlineAlert>
    );
  }
  const plano = quota.plano ? `Plano ${quota.plano.nome}: ` : '';
  const text =
    quota.ilimitado || quota.disponiveis === null
      ? `${plano}solicitações ilimitadas neste mês.`
      : `${plano}${countOf(quota.disponiveis, 'solicitação disponível', 'solicitações disponíveis')} de ${quota.limite} neste mês.`;
  return <InlineAlert tone="info">{text}</InlineAlert>;
}
