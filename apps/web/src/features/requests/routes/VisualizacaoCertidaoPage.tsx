import { isApiError } from '@certidao/api-client';
import { certificateLabel } from '@certidao/domain';
import { AlertCircleIcon, ArrowLeftIcon, EmptyState, Link, PageHeader } from '@certidao/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useCertidaoDetalhe } from '../api.ts';
import { CertificateOverview } from '../components/CertificateOverview.tsx';
import { Observations } from '../components/Observations.tsx';
import { PdfList } from '../components/PdfList.tsx';
import { StatusHistory } from '../components/StatusHistory.tsx';

/** /admin/visualizacao-certidao/{id} (admin, moderator): one certificate, its history, PDFs and observations. */
export default function VisualizacaoCertidaoPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useCertidaoDetalhe(id);
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  if (data)
    return (
      <div className={stack}>
        <Link href={paths.detalhesCertidao.href(data.solicitacao.id)} variant="standalone">
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para a solicitação
        </Link>
        <PageHeader
          title={certificateLabel(data.tipoCertidao)}
          description={`Protocolo ${data.protocolo ?? data.id.slice(0, 8).toUpperCase()} · ${data.solicitacao.nomeCompleto}`}
        />
        <CertificateOverview certidao={data} />
        <StatusHistory items={data.historico} />
        <PdfList solicitacaoId={data.solicitacao.id} pdfs={data.pdfs} showZip={false} />
        <Observations certidaoId={data.id} />
      </div>
    );
  return (
    <div className={stack}>
      <Link href={paths.solicitacoes.href()} variant="standalone">
        <ArrowLeftIcon aria-hidden="true" />
        Voltar para solicitações
      </Link>
      {notFound ? (
        <EmptyState
          titleLevel={1}
          icon={<AlertCircleIcon />}
          title="Certidão não encontrada"
          description="Ela pode ter sido removida, ou o endereço está incorreto."
        />
      ) : error ? (
        <LoadError
          titleLevel={1}
          title="Não foi possível carregar a certidão."
          onRetry={() => void mutate()}
        />
      ) : (
        <EmptyState titleLevel={1} tone="primary" isLoading title="Carregando certidão..." />
      )}
    </div>
  );
}
