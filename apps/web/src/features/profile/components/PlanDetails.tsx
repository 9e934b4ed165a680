import type { UserPlanResponse } from '@certidao/api-client';
import { formatDate, paymentMethodLabel, planLimitLabel } from '@certidao/domain';
import { Badge, Card, Link, Meter } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { CancelPlanButton } from './CancelPlanButton.tsx';
import * as styles from './PlanDetails.css.ts';
import { RenewalSwitch } from './RenewalSwitch.tsx';

type CurrentPlan = UserPlanResponse & {
  plano: NonNullable<UserPlanResponse['plano']>;
  userPlan: NonNullable<UserPlanResponse['userPlan']>;
};

/** Tab 'Plano Ativo' with a plan: name and status, usage this month, billing, renewal and cancellation. */
export function PlanDetails({
  current,
  onChange,
  onCancelled,
}: {
  current: CurrentPlan;
  /** The plan as the server answered a change (the switch). */
  onChange: (next: UserPlanResponse) => void;
  onCancelled: (message: string) => void;
}) {
  const { plano, userPlan, usage } = current;
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
          <Link href={paths.pagamentos.href()} buttonVariant="outline">
            {pending ? 'Pagar agora' : 'Ver pagamentos'}
          </Link>
          <CancelPlanButton planName={plano.nome} onCancelled={onCancelled} />
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
        {pending ? (
          <p className={styles.hint}>
            Seu plano será ativado assim que o primeiro pagamento for confirmado. Você encontra a cobrança em
            aberto em Meus pagamentos.
          </p>
        ) : null}
        <RenewalSwitch userPlan={userPlan} onChange={onChange} />
      </div>
    </Card>
  );
}
