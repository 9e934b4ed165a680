import type { ResultadoCertidao } from '@certidao/api-client';
import { isPositive, resultLabel } from '@certidao/domain';
import { AlertTriangleIcon, Badge, CheckCircleIcon } from '@certidao/ui';
import * as styles from './results.css.ts';
import { resultTone, validityView } from './results.ts';

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
