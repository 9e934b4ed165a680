import { isApiError } from '@certidao/api-client';
import { AlertCircleIcon, ArrowLeftIcon, EmptyState, Link, PageHeader } from '@certidao/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useEmissaoAssistida } from '../api.ts';
import * as styles from '../components/assisted.css.ts';
import { FailForm } from '../components/FailForm.tsx';
import { FulfilForm } from '../components/FulfilForm.tsx';
import { JobActions } from '../components/JobActions.tsx';
import { JobFacts } from '../components/JobFacts.tsx';

function BackLink() {
  return (
    <Link href={paths.emissaoAssistida.href()} variant="standalone">
      <ArrowLeftIcon aria-hidden="true" />
      Voltar para a fila
    </Link>
  );
}

/**
 * /admin/emissao-assistida/{id} (staff): one job with the party's data and the portal; 'Assumir' and
 * 'Liberar', and for the operator who has it, the forms that deliver the PDF or record the failure.
 */
export default function EmissaoAssistidaDetalhePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: job, error, mutate } = useEmissaoAssistida(id);
  if (!job) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <div className={stack}>
        <BackLink />
        {notFound ? (
          <EmptyState
            titleLevel={1}
            icon={<AlertCircleIcon />}
            title="Emissão assistida não encontrada"
            description="Confira o endereço ou volte para a fila."
          />
        ) : error ? (
          <LoadError titleLevel={1} title="Erro ao carregar a emissão" onRetry={() => void mutate()} />
        ) : (
          <EmptyState titleLevel={1} tone="primary" isLoading title="Carregando..." />
        )}
      </div>
    );
  }
  const mine = Boolean(user && job.operador?.id === user.id);
  const working = mine && job.situacao === 'em_atendimento';
  return (
    <div className={stack}>
      <BackLink />
      <PageHeader title={job.nome} description={`${job.parte.nomeCompleto} · ${job.parte.documento}`} />
      <div className={styles.detail}>
        <div className={stack}>
          <JobFacts job={job} />
        </div>
        <div className={stack}>
          <JobActions job={job} mine={mine} />
          {working ? <FulfilForm key={`concluir-${job.id}`} job={job} /> : null}
          {working ? <FailForm key={`falhar-${job.id}`} job={job} /> : null}
        </div>
      </div>
    </div>
  );
}
