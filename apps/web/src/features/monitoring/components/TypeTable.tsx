import type { MonitoramentoCertidao } from '@certidao/api-client';
import { certificateLabel, formatDate } from '@certidao/domain';
import { Badge, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { ResultBadge } from '../../../lib/ResultBadge.tsx';
import * as styles from './monitoring.css.ts';
import { ValidityBar } from './ValidityBar.tsx';

/**
 * The party's certificates, one row per type: result, issue date, validity (bar and words) and the request
 * that issued it. On a phone each row becomes a small grid (no sideways scrolling).
 */
export function TypeTable({
  certidoes,
  blocked = false,
}: {
  certidoes: readonly MonitoramentoCertidao[];
  /** The party's renewal waits for quota: a type never issued says so instead of 'Aguardando emissão'. */
  blocked?: boolean;
}) {
  return (
    <table className={styles.typeTable} aria-label="Certidões por tipo">
      <thead className={styles.typeHead}>
        <tr>
          <th scope="col">Certidão</th>
          <th scope="col">Resultado</th>
          <th scope="col">Emitida em</th>
          <th scope="col">Validade</th>
          <th scope="col">Solicitação</th>
        </tr>
      </thead>
      <tbody>
        {certidoes.map((c) => (
          <tr key={c.tipoCertidao} className={styles.typeRow}>
            <th scope="row" className={styles.certName}>
              {certificateLabel(c.tipoCertidao)}
            </th>
            <td>
              {c.resultado ? (
                <ResultBadge resultado={c.resultado} />
              ) : (
                <Badge tone={blocked ? 'warning' : 'neutral'} size="sm">
                  {blocked ? 'Bloqueada pela cota' : 'Aguardando emissão'}
                </Badge>
              )}
            </td>
            <td className={styles.muted}>
              <span className={styles.mobileLabel}>Emitida em </span>
              {c.emitidoEm ? formatDate(c.emitidoEm) : '—'}
            </td>
            <td className={styles.wide}>
              {c.validoAte ? (
                <ValidityBar certidao={c} showDate />
              ) : (
                <span className={styles.barLabel}>{c.resultado ? 'Sem validade' : '—'}</span>
              )}
            </td>
            <td>
              {c.solicitacaoId ? (
                <Link
                  href={paths.detalhesCertidao.href(c.solicitacaoId)}
                  aria-label={`Ver a solicitação de ${certificateLabel(c.tipoCertidao)}`}
                >
                  Ver solicitação
                </Link>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
