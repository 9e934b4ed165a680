import type { MonitoramentoCertidao } from '@certidao/api-client';
import { certificateLabel, isPositive } from '@certidao/domain';
import { Badge } from '@certidao/ui';
import { ResultBadge } from '../../../lib/ResultBadge.tsx';
import * as styles from './monitoring.css.ts';
import { ValidityBar } from './ValidityBar.tsx';

/**
 * The latest result of each type a party keeps, as tiles: the result badge (a positive one framed in the
 * danger colour, so it stands out in a long list) and the validity bar; 'Aguardando emissão' before the first.
 */
export function CertificateTiles({
  certidoes,
  blocked = false,
}: {
  certidoes: readonly MonitoramentoCertidao[];
  /** The party's renewal waits for quota: a type never issued says so instead of 'Aguardando emissão'. */
  blocked?: boolean;
}) {
  return (
    <ul className={styles.certGrid} aria-label="Certidões monitoradas">
      {certidoes.map((c) => (
        <li
          key={c.tipoCertidao}
          className={isPositive(c.resultado) ? styles.certItemPositive : styles.certItem}
        >
          <p className={styles.certName}>{certificateLabel(c.tipoCertidao)}</p>
          {c.resultado ? (
            <>
              <span>
                <ResultBadge resultado={c.resultado} />
              </span>
              {c.resultado !== 'nao_emitida' ? <ValidityBar certidao={c} /> : null}
            </>
          ) : (
            <span>
              <Badge tone={blocked ? 'warning' : 'neutral'} size="sm">
                {blocked ? 'Bloqueada pela cota' : 'Aguardando emissão'}
              </Badge>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
