import type { Monitoramento } from '@certidao/api-client';
import { certificateLabel, formatDateTime, resultLabel } from '@certidao/domain';
import { InlineAlert } from '@certidao/ui';
import * as styles from './monitoring.css.ts';

/**
 * What a party's reader must know before its certificates: a renewal blocked by the quota (why, since when)
 * and the last change of result (when, and each type's old → new result).
 */
export function PartyNotices({ party }: { party: Monitoramento }) {
  const change = party.ultimaAlteracao;
  if (!party.bloqueio && !change?.mudancas.length) return null;
  return (
    <>
      {party.bloqueio ? (
        <InlineAlert tone="warning">
          {`Renovação bloqueada pela cota desde ${formatDateTime(party.bloqueio.desde)}. ${party.bloqueio.motivo} Ela será criada assim que houver cota.`}
        </InlineAlert>
      ) : null}
      {change?.mudancas.length ? (
        <InlineAlert tone="info">
          <p className={styles.noticeTitle}>{`Resultado alterado em ${formatDateTime(change.em)}`}</p>
          <ul className={styles.changes} aria-label="Resultados alterados">
            {change.mudancas.map((m) => (
              <li key={m.tipoCertidao}>
                {`${certificateLabel(m.tipoCertidao)}: ${m.resultadoAnterior ? resultLabel(m.resultadoAnterior) : '—'} → ${m.resultado ? resultLabel(m.resultado) : '—'}`}
              </li>
            ))}
          </ul>
        </InlineAlert>
      ) : null}
    </>
  );
}
