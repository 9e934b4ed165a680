import type { MonitoramentoCertidao } from '@certidao/api-client';
import { formatDate, validityLabel } from '@certidao/domain';
import { SOON_DAYS } from '../../../lib/results.ts';
import { validityLeft, validityTone } from '../validity.ts';
import * as styles from './monitoring.css.ts';

/**
 * The time left until `validoAte` as a bar (full when just issued, empty once expired) with the words beside
 * it ('Vence em 5 dias', 'Vencida'): the bar is decoration, the text says it all.
 */
export function ValidityBar({
  certidao,
  showDate = false,
}: {
  certidao: Pick<MonitoramentoCertidao, 'emitidoEm' | 'validoAte'>;
  /** Adds the date to 'Vence em 5 dias' / 'Vencida' (a far date already reads 'Válida até …'). */
  showDate?: boolean;
}) {
  const left = validityLeft(certidao);
  if (left === null || !certidao.validoAte) return <span className={styles.barLabel}>Sem validade</span>;
  const tone = validityTone(certidao.validoAte, new Date(), SOON_DAYS);
  const words = validityLabel(certidao.validoAte, new Date(), SOON_DAYS);
  const label =
    showDate && !words.startsWith('Válida') ? `${words} · ${formatDate(certidao.validoAte)}` : words;
  return (
    <span className={styles.bar}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill[tone]} style={{ width: `${Math.round(left * 100)}%` }} />
      </span>
      <span className={tone === 'success' ? styles.barLabel : styles.barLabelStrong}>{label}</span>
    </span>
  );
}
