import type { CertidaoNaLista } from '@certidao/api-client';
import { certificateLabel } from '@certidao/domain';
import { ProgressBar, StatusBadge } from '@certidao/ui';
import type { CertificateProgress } from '../progress.ts';
import { AssistedNote } from './AssistedNote.tsx';
import { ResultLine } from './CertificateResult.tsx';
import * as styles from './requests.css.ts';

/** Fill colour of a progress bar from a certificate's colour role. */
export function progressTone(progress: CertificateProgress): 'primary' | 'success' | 'warning' | 'danger' {
  if (progress.tone === 'concluido') return 'success';
  if (progress.tone === 'falhou') return 'danger';
  if (progress.tone === 'pendente') return 'warning';
  return 'primary';
}

/** One certificate on a request card: its name, result and validity, status badge, progress bar and current step. */
export function CertificateLine({
  certidao,
  progress,
}: {
  certidao: CertidaoNaLista;
  progress: CertificateProgress;
}) {
  const label = certificateLabel(certidao.tipoCertidao);
  return (
    <li className={styles.certRow}>
      <div className={styles.certMain}>
        <span className={styles.certName}>{label}</span>
        <ResultLine resultado={certidao.resultado} validoAte={certidao.validoAte} />
        <AssistedNote certidao={certidao} />
      </div>
      <StatusBadge
        kind="certificate"
        status={progress.status}
        jobState={progress.jobState}
        size="sm"
        className={styles.start}
      />
      <div className={styles.certProgress}>
        <ProgressBar
          aria-label={`Progresso: ${label}`}
          value={progress.progress}
          size="sm"
          showValueLabel={false}
          tone={progressTone(progress)}
        />
        {progress.step ? <p className={styles.step}>{progress.step}</p> : null}
      </div>
    </li>
  );
}
