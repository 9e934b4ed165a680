import { isApiError } from '@certidao/api-client';
import { ArrowLeftIcon, EmptyState, Link, PageHeader } from '@certidao/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useWebhook } from '../api.ts';
import { DeliveryLog } from '../components/DeliveryLog.tsx';
import { EndpointSummary } from '../components/EndpointSummary.tsx';

/** /admin/integracoes/webhooks/{id}: one endpoint, its actions and its delivery log. */
export default function WebhookEndpointPage() {
  const { id = '' } = useParams();
  const { data: endpoint, error, mutate } = useWebhook(id);
  const back = (
    <Link href={paths.integracoes.href()} buttonVariant="outline">
      <ArrowLeftIcon aria-hidden="true" />
      Voltar
    </Link>
  );
  if (!endpoint) {
    return (
      <>
        <PageHeader title="Endpoint de webhook" actions={back} />
        {error ? (
          isApiError(error) && (error.status === 404 || error.status === 400) ? (
            <EmptyState
              tone="danger"
              title="Endpoint não encontrado"
              description="Ele pode ter sido excluído."
            />
          ) : (
            <LoadError title="Erro ao carregar o endpoint" onRetry={() => void mutate()} />
          )
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando endpoint..." />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Endpoint de webhook"
        description={endpoint.descricao ?? 'Eventos assinados enviados ao seu sistema.'}
        actions={back}
      />
      <div className={stack}>
        <EndpointSummary endpoint={endpoint} />
        <DeliveryLog endpointId={endpoint.id} />
      </div>
    </>
  );
}
