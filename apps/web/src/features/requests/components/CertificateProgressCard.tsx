import type { Certidao } from '@certidao/api-client';
import { certificateLabel, getCertificateType } from '@certidao/domain';
import { Button, Card, EyeIcon, Link, ProgressBar, RefreshIcon, StatusBadge } from '@certidao/ui';
import { stack } from '../../../lib/layout.css.ts';
import type { CertificateProgress } from '../progress.ts';
import { AssistedNote } from './AssistedNote.tsx';
import { progressTone } from './CertificateLine.tsx';
import { ResultLine } from './CertificateResult.tsx';
import * as styles from './requests.css.ts';

/**
 * A certificate on the detail screen: status (including Atrasada and Travado), result and validity, progress, current step, the
 * error text, and 'Tentar novamente' when the server says a retry can fix it.
 */
export function CertificateProgressCard({
  certidao,
  progress,
  onRetry,
  isRetrying,
  viewHref,
}: {
  certidao: Certidao;
  progress: CertificateProgress;
  onRetry: () => void;
  isRetrying: boolean;
  /** The staff's certificate view, when the user may open it. */
  viewHref?: string;
}) {
  const label = certificateLabel(certidao.tipoCertidao);
  const canRetry = certidao.podeTentarNovamente && certidao.status === 'falhou';
  return (
    <Card
      as="article"
      title={label}
      titleLevel={3}
      padding="md"
      description={getCertificateType(certidao.tipoCertidao)?.orgao}
      className={styles.progressCard}
    >
      <div className={stack}>
        <ResultLine resultado={certidao.resultado} validoAte={certidao.validoAte}>
          <StatusBadge kind="certificate" status={progress.status} jobState={progress.jobState} />
        </ResultLine>
        <AssistedNote certidao={certidao} />
        <ProgressBar label="Progresso" value={progress.progress} tone={progressTone(progress)} />
        {progress.step ? <p className={styles.step}>{progress.step}</p> : null}
        {progress.erro && progress.tone === 'falhou' ? <p className={styles.error}>{progress.erro}</p> : null}
        {canRetry || viewHref ? (
          <div className={styles.cardActions}>
            {viewHref ? (
              <Link
                href={viewHref}
                buttonVariant="outline"
                buttonSize="sm"
                aria-label={`Ver certidão: ${label}`}
              >
                <EyeIcon aria-hidden="true" />
                Ver certidão
              </Link>
            ) : null}
            {canRetry ? (
              <Button
                size="sm"
                variant="outline"
                isPending={isRetrying}
                onPress={onRetry}
                aria-label={`Tentar novamente: ${label}`}
              >
                <RefreshIcon aria-hidden="true" />
                Tentar novamente
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
