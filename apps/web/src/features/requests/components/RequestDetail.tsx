import type { Solicitacao } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Button, Card, InlineAlert, Link, RefreshIcon } from '@certidao/ui';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { stack } from '../../../lib/layout.css.ts';
import { isStaffRole } from '../../../session/access.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useRefreshSolicitacao, useTentarNovamenteCertidao } from '../api.ts';
import { requestPlace } from '../issuance.ts';
import { orderFacts } from '../orderFacts.ts';
import { useRequestProgress } from '../progress.ts';
import { CertificateProgressCard } from './CertificateProgressCard.tsx';
import { ResultSummary } from './CertificateResult.tsx';
import { ChargesCard } from './ChargesCard.tsx';
import { MonitorPartyButton } from './MonitorPartyButton.tsx';
import { OrderPaymentCard } from './OrderPaymentCard.tsx';
import { PdfList } from './PdfList.tsx';
import { ReferenceCard } from './ReferenceCard.tsx';
import { RenewalBadge } from './RenewalBadge.tsx';
import { documentOf } from './RequestCard.tsx';
import * as styles from './requests.css.ts';

/**
 * The body of /admin/detalhes-certidao/{id}: observation, 'Atualizar status', progress per certificate, what was
 * charged and returned, PDFs.
 */
export function RequestDetail({ solicitacao }: { solicitacao: Solicitacao }) {
  const { progressOf } = useRequestProgress([solicitacao], 'detail');
  const { refresh, isRefreshing } = useRefreshSolicitacao();
  const retry = useTentarNovamenteCertidao();
  // Staff open each certificate in the certificate view (history, observations).
  const { can, user } = useSession();
  const canView = can('getCertidaoDetalhe');
  // A renewal's party is in the portfolio already.
  const canMonitor = can('monitorarSolicitacao') && solicitacao.origem !== 'monitoramento';
  const [refusal, setRefusal] = useState<string | null>(null);
  const pdfs = solicitacao.certidoes.flatMap((c) => c.pdfs);
  const documento = documentOf(solicitacao);
  const place = requestPlace(solicitacao);
  // The reference has its own card (where it is edited); the rest are facts of the order.
  const order = orderFacts({ ...solicitacao, referencia: null }, user?.id);
  // A renewal links back to its party (staff to the admin's page); only for those who may read the portfolio.
  const partyHref =
    solicitacao.monitoramentoId && can('obterMonitoramento')
      ? isStaffRole(user?.role)
        ? paths.parteMonitoradaAdmin.href(solicitacao.monitoramentoId)
        : paths.parteMonitorada.href(solicitacao.monitoramentoId)
      : null;
  return (
    <div className={stack}>
      <div className={styles.toolbar}>
        <p className={styles.facts}>
          <RenewalBadge solicitacao={solicitacao} />
          <span>{solicitacao.dadosGerais.tipoPessoa === 'fisica' ? 'Pessoa física' : 'Pessoa jurídica'}</span>
          {documento ? <span>{documento}</span> : null}
          {place ? <span>{place}</span> : null}
          {order.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
          <span>Criada em {formatDateTime(solicitacao.criadoEm)}</span>
          {partyHref ? <Link href={partyHref}>Ver parte monitorada</Link> : null}
        </p>
        <div className={styles.cardActions}>
          {canMonitor ? <MonitorPartyButton solicitacao={solicitacao} onRefusal={setRefusal} /> : null}
          <Button variant="outline" isPending={isRefreshing} onPress={() => void refresh(solicitacao.id)}>
            <RefreshIcon aria-hidden="true" />
            Atualizar status
          </Button>
        </div>
      </div>
      {refusal ? (
        <InlineAlert tone="warning" isLive>
          {refusal}
        </InlineAlert>
      ) : null}
      <OrderPaymentCard solicitacao={solicitacao} />
      <ResultSummary resumo={solicitacao.resumo} />
      <ReferenceCard solicitacao={solicitacao} />
      <Card as="section" title="Observação" titleLevel={2}>
        <p className={solicitacao.observacao ? styles.observation : styles.muted}>
          {solicitacao.observacao || 'Nenhuma observação.'}
        </p>
      </Card>
      <section aria-labelledby="certidoes-title" className={stack}>
        <h2 id="certidoes-title" className={styles.sectionTitle}>
          Certidões
        </h2>
        <ul className={styles.progressGrid}>
          {solicitacao.certidoes.map((c) => (
            <li key={c.id}>
              <CertificateProgressCard
                certidao={c}
                progress={progressOf(c)}
                isRetrying={retry.isMutating}
                viewHref={canView ? paths.visualizacaoCertidao.href(c.id) : undefined}
                onRetry={() =>
                  void retry.trigger({ path: { id: solicitacao.id, certId: c.id } }).catch(() => undefined)
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <ChargesCard solicitacao={solicitacao} />
      <PdfList solicitacaoId={solicitacao.id} pdfs={pdfs} />
    </div>
  );
}
