import { EmptyState, PageHeader } from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { useMeuPlano, usePlanos } from '../api.ts';
import { CurrentPlanNotice } from '../components/CurrentPlanNotice.tsx';
import { PlanGrid } from '../components/PlanGrid.tsx';
import * as styles from '../components/plans.css.ts';

/** /planos: the plans with 'Assinar com PIX' and 'Assinar com Cartão'. */
export default function PlanosPage() {
  const { planos, error, isLoading, mutate } = usePlanos();
  const current = useMeuPlano();
  const isLocked = current.data?.userPlan?.status === 'ACTIVE';
  return (
    <>
      <PageHeader
        title="Escolha seu plano"
        description="Pague com PIX, boleto ou cartão de crédito. Garantia de 7 dias e cancelamento a qualquer momento."
      />
      <CurrentPlanNotice current={current.data} />
      {planos ? (
        planos.length > 0 ? (
          <>
            <PlanGrid planos={planos} isLocked={isLocked} />
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
