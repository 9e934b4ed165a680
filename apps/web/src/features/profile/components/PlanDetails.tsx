import type { UserPlanResponse } from '@certidao/api-client';
import {
  countOf,
  EXTRA_SEAT_PRICE_CENTS,
  formatDate,
  formatMoney,
  paymentMethodLabel,
  planLimitLabel,
} from '@certidao/domain';
import { Badge, Card, Link, Meter } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { PlanChangeButton } from '../../../lib/PlanChange.tsx';
import { CancelPlanButton } from './CancelPlanButton.tsx';
import * as styles from './PlanDetails.css.ts';
import { RenewalSwitch } from './RenewalSwitch.tsx';
import { ScheduledChange } from './ScheduledChange.tsx';

type CurrentPlan = UserPlanResponse & {
  plano: NonNullable<UserPlanResponse['plano']>;
  userPlan: NonNullable<UserPlanResponse['userPlan']>;
};

/**
 * Tab 'Plano ativo' with a plan: name and status, usage this month, billing, a scheduled change, renewal, the
 * change of plan and cancellation. A company's 'Membro' reads the plan and is offered none of the actions
 * (the server refuses them).
 */
export function PlanDetails({
  current,
  canManage,
  onChange,
  onCancelled,
}: {
  current: CurrentPlan;
  /** Whether the caller may change the plan (not a company's 'Membro'). */
  canManage: boolean;
  /** The plan as the server answered a change (the switch). */
  onChange: (next: UserPlanResponse) => void;
  onCancelled: (message: string) => void;
}) {
  const { plano, userPlan, usage, mudancaAgendada } = current;
  const pending = userPlan.status === 'PENDING';
  const granted = userPlan.billingType === null;
  const end = formatDate(userPlan.dataFim);
  return (
    <Card
      as="section"
      titleLevel={2}
      title={plano.nome}
      description={granted ? 'Plano concedido pela administração' : undefined}
      actions={
        pending ? <Badge tone="warning">Aguardando pagamento</Badge> : <Badge tone="success">Ativo</Badge>
      }
      footer={
        <>
          {canManage ? (
            <Link href={paths.pagamentos.href()} buttonVariant="outline">
              {pending ? 'Pagar agora' : 'Ver pagamentos'}
            </Link>
          ) : null}
          {canManage && !pending && !granted ? (
            <PlanChangeButton currentPlanId={plano.id} onChanged={(result) => onChange(result.plano)} />
          ) : null}
          {canManage ? <CancelPlanButton planName={plano.nome} onCancelled={onCancelled} /> : null}
        </>
      }
    >
      <div className={styles.body}>
        <Meter
          label="Solicitações neste mês"
          value={usage.solicitacoesRealizadas}
          limit={usage.solicitacoesLimitadas}
        />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Limite mensal</dt>
            <dd>{planLimitLabel(usage.solicitacoesLimitadas)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Forma de pagamento</dt>
            <dd>{granted ? 'Cortesia' : paymentMethodLabel(userPlan.billingType)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{pending || !userPlan.renovacaoAutomatica ? 'Válido até' : 'Próxima cobrança'}</dt>
            <dd>{pending ? 'Após a confirmação do pagamento' : end}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Assinante desde</dt>
            <dd>{formatDate(userPlan.dataInicio)}</dd>
          </div>
        </dl>
        {userPlan.assentosExtras > 0 ? (
          <p className={styles.hint}>
            Inclui {countOf(userPlan.assentosExtras, 'assento adicional', 'assentos adicionais')} da empresa (
            {formatMoney(EXTRA_SEAT_PRICE_CENTS / 100)} por mês cada, cobrados com o plano).
          </p>
        ) : null}
        {mudancaAgendada ? (
          <ScheduledChange change={mudancaAgendada} canManage={canManage} onChange={onChange} />
        ) : null}
        {pending ? (
          <p className={styles.hint}>
            Seu plano será ativado assim que o primeiro pagamento for confirmado. Você encontra a cobrança em
            aberto em Meus pagamentos.
          </p>
        ) : null}
        {canManage ? <RenewalSwitch userPlan={userPlan} onChange={onChange} /> : null}
      </div>
    </Card>
  );
}
