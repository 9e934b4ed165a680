import type { ResultadoCertidao, ResumoSolicitacao } from '@certidao/api-client';
import { isPositive, resultLabel, resultSummary } from '@certidao/domain';
import { AlertTriangleIcon, Badge, CheckCircleIcon, cx } from '@certidao/ui';
import type { ReactNode } from 'react';
import { hasPositives, hasResults, resultTone, validityView } from '../results.ts';
import * as styles from './requests.css.ts';

/** What a certificate found, as a badge ('Nada consta', 'Consta', …); the icon repeats what the colour says. */
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

/** Until when a certificate is valid: plain text while far, a badge when it needs attention. */
export function Validity({
  validoAte,
  size = 'sm',
}: {
  validoAte: string;
  /** `md` where it stands alone as a value (the certificate view), in the surrounding text's size. */
  size?: 'sm' | 'md';
}) {
  const { label, tone } = validityView(validoAte);
  if (tone)
    return (
      <Badge tone={tone} size={size}>
        {label}
      </Badge>
    );
  return <span className={size === 'sm' ? styles.validity : undefined}>{label}</span>;
}

/** A certificate's result and validity in one wrapping row; nothing (but `children`) before it has a result. */
export function ResultLine({
  resultado,
  validoAte,
  className,
  children,
}: {
  resultado: ResultadoCertidao | null;
  validoAte: string | null;
  className?: string;
  /** Shown before the result (the certificate's status badge), in the same row. */
  children?: ReactNode;
}) {
  if (!resultado && !children) return null;
  return (
    <span className={cx(styles.resultLine, className)}>
      {children}
      {resultado ? <ResultBadge resultado={resultado} /> : null}
      {resultado && validoAte && resultado !== 'nao_emitida' ? <Validity validoAte={validoAte} /> : null}
    </span>
  );
}

/**
 * '10 certidões · 8 nada consta · 2 constam' for a request, once something has a result; a request where
 * something consta gets the danger tone and an icon, so it stands out in a list.
 */
export function ResultSummary({ resumo, className }: { resumo: ResumoSolicitacao; className?: string }) {
  if (!hasResults(resumo)) return null;
  const positive = hasPositives(resumo);
  return (
    <p className={cx(positive ? styles.summaryPositive : styles.summary, className)}>
      {positive ? <AlertTriangleIcon aria-hidden="true" className={styles.summaryIcon} /> : null}
      <span>{resultSummary(resumo)}</span>
    </p>
  );
}
