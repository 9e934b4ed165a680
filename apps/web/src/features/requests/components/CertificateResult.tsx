import type { ResultadoCertidao, ResumoSolicitacao } from '@certidao/api-client';
import { resultSummary } from '@certidao/domain';
import { AlertTriangleIcon, cx } from '@certidao/ui';
import type { ReactNode } from 'react';
import { ResultBadge, Validity } from '../../../lib/ResultBadge.tsx';
import { hasPositives, hasResults } from '../../../lib/results.ts';
import * as styles from './requests.css.ts';

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
