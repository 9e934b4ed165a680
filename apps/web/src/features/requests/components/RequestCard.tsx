import type { CertidaoNaLista, SolicitacaoNaLista } from '@certidao/api-client';
import {
  certificateCountsText,
  certificateStatusCounts,
  formatCnpj,
  formatCpf,
  formatDateTime,
  requestStatusLabel,
} from '@certidao/domain';
import {
  AlertDialog,
  Button,
  Card,
  DialogTrigger,
  EyeIcon,
  Link,
  RefreshIcon,
  StatusBadge,
  XIcon,
} from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useCancelarSolicitacao, useRefreshSolicitacao, useRetryFailedCertidoes } from '../api.ts';
import { requestPlace } from '../issuance.ts';
import { orderFacts } from '../orderFacts.ts';
import type { CertificateProgress } from '../progress.ts';
import { CertificateLine } from './CertificateLine.tsx';
import { ResultSummary } from './CertificateResult.tsx';
import { RenewalBadge } from './RenewalBadge.tsx';
import * as styles from './requests.css.ts';

export interface RequestCardProps {
  solicitacao: SolicitacaoNaLista;
  progressOf: (certidao: CertidaoNaLista) => CertificateProgress;
  /** Only an admin sees the request id (a moderator does not). */
  showId: boolean;
}

/** The person or company of a request (its CPF or CNPJ, digits only). */
export function documentOf(solicitacao: Pick<SolicitacaoNaLista, 'dadosGerais'>): string | null {
  const { documento, tipoPessoa } = solicitacao.dadosGerais;
  if (!documento) return null;
  return tipoPessoa === 'fisica' ? `CPF ${formatCpf(documento)}` : `CNPJ ${formatCnpj(documento)}`;
}

/**
 * A request on /admin/solicitacoes: who it is about, its certificates live, and its actions — refresh,
 * 'Tentar novamente' (some certificate failed), 'Cancelar' (some is waiting or active, after a confirmation),
 * 'Ver detalhes'.
 */
export function RequestCard({ solicitacao, progressOf, showId }: RequestCardProps) {
  const cancel = useCancelarSolicitacao();
  const retry = useRetryFailedCertidoes();
  const { refresh, isRefreshing } = useRefreshSolicitacao();
  const views = solicitacao.certidoes.map((c) => ({ certidao: c, progress: progressOf(c) }));
  const anyFailed = solicitacao.certidoes.some((c) => c.status === 'falhou');
  const anyInProgress = views.some((v) => v.progress.inProgress);
  const nome = solicitacao.dadosGerais.nomeCompleto;
  const documento = documentOf(solicitacao);
  const place = requestPlace(solicitacao);
  const { user } = useSession();
  const order = orderFacts(solicitacao, user?.id);
  return (
    <Card
      as="article"
      title={nome}
      titleLevel={2}
      actions={
        <span className={styles.badgeRow}>
          <RenewalBadge solicitacao={solicitacao} />
          <StatusBadge
            kind="certificate"
            status={solicitacao.status}
            label={requestStatusLabel(solicitacao)}
          />
        </span>
      }
      description={
        <span className={styles.facts}>
          <span>{solicitacao.dadosGerais.tipoPessoa === 'fisica' ? 'Pessoa física' : 'Pessoa jurídica'}</span>
          {documento ? <span>{documento}</span> : null}
          {place ? <span>{place}</span> : null}
          {order.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
          <span>{certificateCountsText(certificateStatusCounts(views.map((v) => v.progress)))}</span>
          <span>Criada em {formatDateTime(solicitacao.criadoEm)}</span>
          {showId ? <span className={styles.requestId}>ID: {solicitacao.id}</span> : null}
        </span>
      }
      footer={
        <div className={styles.cardActions}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Atualizar solicitação de ${nome}`}
            isPending={isRefreshing}
            onPress={() => void refresh(solicitacao.id)}
          >
            <RefreshIcon aria-hidden="true" />
            Atualizar
          </Button>
          {anyFailed ? (
            <Button
              size="sm"
              variant="outline"
              isPending={retry.isMutating}
              onPress={() => void retry.trigger(solicitacao)}
            >
              <RefreshIcon aria-hidden="true" />
              Tentar novamente
            </Button>
          ) : null}
          {anyInProgress ? (
            <DialogTrigger>
              <Button size="sm" variant="ghost">
                <XIcon aria-hidden="true" />
                Cancelar
              </Button>
              <AlertDialog
                title="Cancelar solicitação"
                variant="destructive"
                confirmLabel="Cancelar solicitação"
                cancelLabel="Voltar"
                onConfirm={() => cancel.trigger({ path: { id: solicitacao.id } })}
              >
                As certidões que ainda não foram emitidas serão canceladas. Deseja continuar?
              </AlertDialog>
            </DialogTrigger>
          ) : null}
          <Link href={paths.detalhesCertidao.href(solicitacao.id)} buttonVariant="primary" buttonSize="sm">
            <EyeIcon aria-hidden="true" />
            Ver detalhes
          </Link>
        </div>
      }
    >
      <ResultSummary resumo={solicitacao.resumo} className={styles.cardSummary} />
      <ul className={styles.certList} aria-label="Certidões">
        {views.map(({ certidao, progress }) => (
          <CertificateLine key={certidao.id} certidao={certidao} progress={progress} />
        ))}
      </ul>
    </Card>
  );
}
