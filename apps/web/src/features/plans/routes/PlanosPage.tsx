import { AlertCircleIcon, Button, EmptyState, PageHeader, RefreshIcon } from '@certidao/ui';
import { useMeuPlano, usePlanos } from '../api.ts';
import { CurrentPlanNotice } from '../components/CurrentPlanNotice.tsx';
import { PlanGrid } from '../components/PlanGrid.tsx';
import * as styles from '../components/plans.css.ts';

/** /planos: the plans with 'Assinar com PIX' and 'Assinar com Cartão' (spec §2 'Plans'). */
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
        <EmptyState
          tone="danger"
          icon={<AlertCircleIcon />}
          title="Erro ao carregar planos"
          description="Verifique sua conexão e tente novamente."
          action={
            <Button variant="outline" onPress={() => void mutate()}>
              <RefreshIcon aria-hidden="true" />
              Tentar novamente
            </Button>
          }
        />
      ) : (
        <EmptyState tone="primary" isLoading={isLoading} title="Carregando planos..." />
      )}
    </>
  );
}
