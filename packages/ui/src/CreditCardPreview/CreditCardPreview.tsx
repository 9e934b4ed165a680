import type { HTMLAttributes } from 'react';
import { cx } from '../utils';
import * as styles from './CreditCardPreview.css';
import { CARD_BRAND_LABELS, detectCardBrand, previewCardNumber, previewExpiry } from './cardBrand';

export interface CreditCardPreviewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** O número do cartão como digitado (com ou sem máscara). */
  number?: string;
  /** O nome impresso no cartão. */
  holderName?: string;
  /** A validade como digitada, 'MM/AA'. */
  expiry?: string;
  /** O código de segurança como digitado. */
  cvc?: string;
  /** Mostra o verso com o CVC (enquanto o campo do CVC tem o foco). */
  isFlipped?: boolean;
}

/**
 * A live picture of the card being typed: number grouped by 4 with '•' placeholders, holder name,
 * MM/AA and the brand guessed from the first digits (Visa, Mastercard, Elo, American Express); it
 * turns over to show the CVC (an instant swap with reduced motion). It repeats the form's fields,
 * so assistive technology gets one short description (role `img`) instead of the details.
 */
export function CreditCardPreview({
  number = '',
  holderName = '',
  expiry = '',
  cvc = '',
  isFlipped = false,
  className,
  ...props
}: CreditCardPreviewProps) {
  const brand = detectCardBrand(number);
  const brandLabel = brand ? CARD_BRAND_LABELS[brand] : null;
  const digits = number.replace(/\D/g, '');
  const description = [
    'Pré-visualização do cartão',
    brandLabel,
    digits.length >= 4 ? `terminado em ${digits.slice(-4)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const cvcLength = brand === 'amex' ? 4 : 3;
  return (
    <div
      role="img"
      aria-label={description}
      {...props}
      data-brand={brand ?? undefined}
      data-flipped={isFlipped || undefined}
      className={cx(styles.root, className)}
    >
      <div className={styles.inner}>
        <div className={styles.front} data-face="front">
          <div className={styles.topRow}>
            <span className={styles.chip} />
            <span className={styles.brand} data-testid="card-brand">
              {brandLabel ?? ''}
            </span>
          </div>
          <span className={styles.number} data-testid="card-number">
            {previewCardNumber(number, brand)}
          </span>
          <div className={styles.bottomRow}>
            <span className={styles.field}>
              <span className={styles.fieldLabel}>Nome do titular</span>
              <span className={styles.fieldValue} data-testid="card-holder">
                {holderName.trim() || 'Nome do titular'}
              </span>
            </span>
            <span className={styles.field}>
              <span className={styles.fieldLabel}>Validade</span>
              <span className={styles.fieldValue} data-testid="card-expiry">
                {previewExpiry(expiry)}
              </span>
            </span>
          </div>
        </div>
        <div className={styles.back} data-face="back">
          <span className={styles.stripe} />
          <div className={styles.signature}>
            <span className={styles.signaturePanel} />
            <span className={styles.cvc} data-testid="card-cvc">
              {cvc.replace(/\D/g, '').padEnd(cvcLength, '•').slice(0, 4)}
            </span>
          </div>
          <span className={cx(styles.brand, styles.backBrand)}>{brandLabel ?? ''}</span>
        </div>
      </div>
    </div>
  );
}
