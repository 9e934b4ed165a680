import type { UserPlanResponse } from '@certidao/api-client';
import { EmptyState, PageHeader } from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { type CompanyRole, useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';
import { useMeuPlano, usePlanos } from '../api.ts';
import { CurrentPlanNotice } from '../components/CurrentPlanNotice.tsx';
import { PlanGrid } from '../components/PlanGrid.tsx';
import * as styles from '../components/plans.css.ts';

/** How the active plan changes for this customer, under 'Você já possui um plano ativo'. */
function changeHint(role: CompanyRole, current: UserPlanResponse | undefined, canChange: boolean) {
  if (canChange)
    return 'Para mudar de plano, escolha outro abaixo: um plano maior vale na hora e você paga só a diferença dos dias restantes; um menor começa na próxima cobrança.';
  if (role === 'membro') return 'Mudanças de plano são feitas por um gestor da empresa.';
  if (current?.userPlan && current.userPlan.billingType === null)
    return 'Seu plano foi concedido pela administração: para mudá-lo, fale com o suporte.';
  return undefined;
}

/** /planos: the plans with 'Assinar com PIX' and 'Assinar com cartão'. */
export default function PlanosPage() {
  const { planos, error, isLoading, mutate } = usePlanos();
  const current = useMeuPlano();
  const isLocked = current.data?.userPlan?.status === 'ACTIVE';
  const { role } = useMinhaEmpresa();
  // A paid active plan changes in place, for whoever may change it (not a company's 'Membro', not a grant).
  const changeFrom =
    isLocked && (role === 'gestor' || role === 'none') && current.data?.userPlan?.billingType
      ? current.data.plano?.id
      : undefined;
  return (
    <>
      <PageHeader
        title="Escolha seu plano"
        description="Pague com PIX, boleto ou cartão de crédito. Garantia de 7 dias e cancelamento a qualquer momento."
      />
      <CurrentPlanNotice current={current.data} hint={changeHint(role, current.data, Boolean(changeFrom))} />
      {planos ? (
        planos.length > 0 ? (
          <>
            <PlanGrid planos={planos} isLocked={isLocked} changeFrom={changeFrom} />
            <p className={styles.footnote}>
              Todos os planos incluem as 10 certidões por solicitação, PDFs com assinatura digital e QR Code
              de verificação.
            </p>
          </>
        ) : (
          <EmptyState title="Nenhum plano disponível no momento" description="Volte mais tarde." />
        )
      ) : error ? (
        <LoadError title="Erro ao carregar planos" onRetry={() => void mutate()} />
      ) : (
        <EmptyState tone="primary" isLoading={isLoading} title="Carregando planos..." />
      )}
    </>
  );
}
