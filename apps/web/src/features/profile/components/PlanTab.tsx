import { EmptyState, InlineAlert, Link } from '@certidao/ui';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { looseStack } from '../../../lib/layout.css.ts';
import { useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';
import { useMyPlan } from '../api.ts';
import { PlanDetails } from './PlanDetails.tsx';

/** Tab 'Plano ativo': the current plan, or 'Nenhum plano ativo' with the way to the plans. */
export function PlanTab() {
  const plan = useMyPlan();
  // A company's 'Membro' reads the company's plan; only its gestores (or a personal account) change it.
  const { role } = useMinhaEmpresa();
  const canManage = role === 'gestor' || role === 'none';
  // What the last cancellation answered (refund or not), kept above the empty state that follows it.
  const [cancelled, setCancelled] = useState<string | null>(null);

  if (plan.error && !plan.data)
    return (
      <LoadError
        title="Não foi possível carregar o plano"
        error={plan.error}
        isRetrying={plan.isValidating}
        onRetry={() => void plan.mutate()}
      />
    );
  if (!plan.data) return <EmptyState isLoading title="Carregando plano..." />;

  const { plano, userPlan } = plan.data;
  return (
    <div className={looseStack}>
      {cancelled ? <InlineAlert tone="success">{cancelled}</InlineAlert> : null}
      {plano && userPlan ? (
        <PlanDetails
          current={{ ...plan.data, plano, userPlan }}
          canManage={canManage}
          onChange={(next) => void plan.mutate(next, { revalidate: false })}
          onCancelled={setCancelled}
        />
      ) : (
        <EmptyState
          title="Nenhum plano ativo"
          description="Assine um plano para solicitar suas certidões online."
          action={
            <Link href={paths.planos.href()} buttonVariant="primary">
              Ver planos
            </Link>
          }
        />
      )}
    </div>
  );
}
