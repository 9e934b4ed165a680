import type { UserPlan, UserPlanResponse } from '@certidao/api-client';
import { formatDate } from '@certidao/domain';
import { Switch, toast } from '@certidao/ui';
import { useState } from 'react';
import { useUpdateMyPlan } from '../api.ts';

function description(userPlan: UserPlan, on: boolean): string {
  if (userPlan.billingType === null)
    return 'Planos concedidos pela administração não têm cobrança nem renovação automática.';
  const end = formatDate(userPlan.dataFim);
  if (userPlan.status === 'PENDING')
    return on
      ? 'Depois de ativado, o plano será renovado e cobrado automaticamente a cada mês.'
      : 'Depois de ativado, o plano valerá por um mês, sem nova cobrança.';
  return on
    ? `Seu plano será renovado automaticamente em ${end}, com uma nova cobrança.`
    : `Seu plano termina em ${end} e não será cobrado novamente.`;
}

/** 'Renovação automática': applies at once (PATCH /users/me/plano) and shows the server's new state. */
export function RenewalSwitch({
  userPlan,
  onChange,
}: {
  userPlan: UserPlan;
  onChange: (next: UserPlanResponse) => void;
}) {
  const update = useUpdateMyPlan();
  // While the change is on its way the switch shows the new position.
  const [requested, setRequested] = useState<boolean | null>(null);
  const on = requested ?? userPlan.renovacaoAutomatica;

  const change = async (value: boolean) => {
    setRequested(value);
    try {
      onChange(await update.trigger({ body: { renovacaoAutomatica: value } }));
      toast.success(value ? 'Renovação automática ativada' : 'Renovação automática desativada');
    } catch {
      // The mutation showed the error; the switch goes back.
    } finally {
      setRequested(null);
    }
  };

  return (
    <Switch
      isSelected={on}
      onChange={change}
      isDisabled={userPlan.billingType === null || update.isMutating}
      description={description(userPlan, on)}
    >
      Renovação automática
    </Switch>
  );
}
