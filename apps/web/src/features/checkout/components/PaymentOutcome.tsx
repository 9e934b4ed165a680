import type { Pagamento } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Button, FullPageMessage, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';

/** The charge was paid: the plan is active ('Plano ativado com sucesso!'). */
export function PaymentConfirmed({ pagamento }: { pagamento: Pagamento }) {
  return (
    <FullPageMessage
      status="success"
      fill="container"
      title="Plano ativado com sucesso!"
      description={`Recebemos o pagamento do plano ${pagamento.plano?.nome ?? ''}${
        pagamento.dataPagamento ? ` em ${formatDateTime(pagamento.dataPagamento)}` : ''
      }. Você já pode solicitar suas certidões.`}
      actions={
        <>
          <Link href={paths.meuPerfil.href()} buttonVariant="outline">
            Ver meu perfil
          </Link>
          <Link href={paths.solicitacoes.href()} buttonVariant="primary">
            Ir para as solicitações
          </Link>
        </>
      }
    />
  );
}

/** The charge ended without being paid (cancelled, refused): nothing was activated. */
export function PaymentNotCompleted({ onRetry }: { onRetry: () => void }) {
  return (
    <FullPageMessage
      status="error"
      fill="container"
      title="Erro ao ativar plano"
      description="Esta cobrança foi cancelada ou recusada e o plano não foi ativado. Gere um novo pagamento para continuar."
      actions={
        <>
          <Link href={paths.pagamentos.href()} buttonVariant="outline">
            Ver pagamentos
          </Link>
          <Button onPress={onRetry}>Gerar novo pagamento</Button>
        </>
      }
    />
  );
}
