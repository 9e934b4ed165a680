import type { UserPlanResponse } from '@certidao/api-client';
import { formatDate, formatMoney } from '@certidao/domain';
import { Button, InlineAlert, toast } from '@certidao/ui';
import { useWithdrawPlanChange } from '../api.ts';

/**
 * A cheaper plan chosen for the next period: 'Muda para o plano X em DD/MM/AAAA', and 'Desistir da mudança' for
 * whoever may change the plan.
 */
export function ScheduledChange({
  change,
  canManage,
  onChange,
}: {
  change: NonNullable<UserPlanResponse['mudancaAgendada']>;
  canManage: boolean;
  onChange: (next: UserPlanResponse) => void;
}) {
  const withdraw = useWithdrawPlanChange();
  const undo = async () => {
    const next = await withdraw.trigger(undefined).catch(() => null);
    if (!next) return;
    toast.success('Mudança de plano cancelada. Seu plano continua o mesmo.');
    onChange(next);
  };
  return (
    <InlineAlert
      tone="info"
      action={
        canManage ? (
          <Button variant="outline" size="sm" isPending={withdraw.isMutating} onPress={() => void undo()}>
            Desistir da mudança
          </Button>
        ) : null
      }
    >
      <strong>
        Muda para o plano {change.plano.nome} em {formatDate(change.data)}.
      </strong>{' '}
      A partir daí, {formatMoney(change.plano.valor)} por mês; até lá, tudo continua como está.
    </InlineAlert>
  );
}
