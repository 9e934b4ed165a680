import type { ResultadoCertidao, ResumoSolicitacao } from '@certidao/api-client';
import { isPositive, resultLabel, resultSummary, validityLabel } from '@certidao/domain';
import { AlertTriangleIcon, Badge, type BadgeTone, CheckCircleIcon, cx } from '@certidao/ui';
import * as styles from './requests.css.ts';

/** Days before the end of a validity from which it reads 'Vence em N dias' (and is highlighted). */
export const SOON_DAYS = 7;

/** 'Consta' stands out the most; 'Positiva com efeitos de negativa' still needs a look; 'Nada consta' is good news. */
export function resultTone(resultado: ResultadoCertidao): BadgeTone {
  if (resultado === 'negativa') return 'success';
  if (resultado === 'positiva') return 'danger';
  if (resultado === 'positiva_com_efeitos_de_negativa') return 'warning';
  return 'neutral';
}

/** What a certificate found, as a badge ('Nada consta', 'Consta', …). */
export function ResultBadge({
  resultado,
  size = 'sm',
  className,
}: {
  resultado: ResultadoCertidao;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <Badge tone={resultTone(resultado)} size={size} className={className}>
      {isPositive(resultado) ? <AlertTriangleIcon aria-hidden="true" /> : null}
      {resultado === 'negativa' ? <CheckCircleIcon aria-hidden="true" /> : null}
      {resultLabel(resultado)}
    </Badge>
  );
}

/** Until when a certificate is valid: plain text while far, highlighted within SOON_DAYS, danger once past. */
export function Validity({ validoAte, now = new Date() }: { validoAte: string; now?: Date }) {
  const label = validityLabel(validoAte, now, SOON_DAYS);
  if (label === 'Vencida')
    return (
      <Badge tone="danger" size="sm">
        {label}
      </Badge>
    );
  if (label.startsWith('Vence'))
    return (
      <Badge tone="warning" size="sm">
        {label}
      </Badge>
    );
  return <span className={styles.validity}>{label}</span>;
}

/** A certificate's result and validity side by side; nothing before it is issued. */
export function ResultLine({
  resultado,
  validoAte,
  className,
}: {
  resultado: ResultadoCertidao | null;
  validoAte: string | null;
  className?: string;
}) {
  if (!resultado) return null;
  return (
    <span className={cx(styles.resultLine, className)}>
      <ResultBadge resultado={resultado} />
      {validoAte && resultado !== 'nao_emitida' ? <Validity validoAte={validoAte} /> : null}
    </span>
  );
}

/** Some certificate of the request has a result (issued, or given up as not issued). */
export function hasResults(resumo: ResumoSolicitacao): boolean {
  return (
    resumo.negativas +
      resumo.positivas +
      resumo.positivasComEfeitosDeNegativa +
      resumo.naoEmitidas +
      resumo.indeterminadas >
    0
  );
}

/**
 * '10 certidões · 8 nada consta · 2 constam' for a request, once something has a result; a request where
 * something consta gets the danger tone and an icon, so it stands out in a list.
 */
export function ResultSummary({ resumo, className }: { resumo: ResumoSolicitacao; className?: string }) {
  if (!hasResults(resumo)) return null;
  const positive = resumo.positivas + resumo.positivasComEfeitosDeNegativa > 0;
  return (
    <p
      className={cx(positive ? styles.summaryPositive : styles.summary, className)}
      data-positive={positive || undefined}
    >
      {positive ? <AlertTriangleIcon aria-hidden="true" className={styles.summaryIcon} /> : null}
      <span>{resultSummary(resumo)}</span>
    </p>
  );
}
