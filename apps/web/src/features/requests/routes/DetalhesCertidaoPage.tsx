import { isApiError } from '@certidao/api-client';
import { AlertCircleIcon, ArrowLeftIcon, EmptyState, Link, PageHeader } from '@certidao/ui';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useSolicitacao } from '../api.ts';
import { RequestDetail } from '../components/RequestDetail.tsx';

function BackLink() {
  return (
    <Link href={paths.solicitacoes.href()} variant="standalone">
      <ArrowLeftIcon aria-hidden="true" />
      Voltar para solicitações
    </Link>
  );
}

/** /admin/detalhes-certidao/{id}. Another user's request is a 404 like a missing one. */
export default function DetalhesCertidaoPage() {
  const { id = '' } = useParams();
  const request = useSolicitacao(id);
  const { error, mutate } = request;
  // Rendered from a deferred copy (as the requests list's cards): in slices, not one long task.
  const data = useDeferredValue(request.data);
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <div className={stack}>
      <BackLink />
      {data ? (
        <>
          <PageHeader title={data.dadosGerais.nomeCompleto} description="Detalhes da solicitação" />
          <RequestDetail solicitacao={data} />
        </>
      ) : notFound ? (
        <EmptyState
          titleLevel={1}
          icon={<AlertCircleIcon />}
          title="Solicitação não encontrada"
          description="Ela pode ter sido removida, ou o endereço está incorreto."
          action={
            <Link href={paths.solicitacoes.href()} buttonVariant="primary">
              Ver solicitações
            </Link>
          }
        />
      ) : error ? (
        <LoadError
          titleLevel={1}
          title="Não foi possível carregar os detalhes da solicitação."
          onRetry={() => void mutate()}
        />
      ) : (
        <EmptyState titleLevel={1} tone="primary" isLoading title="Carregando solicitação..." />
      )}
    </div>
  );
}
