import { maskCardExpiry } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './CardExpiryField.css';

export type CardExpiryFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return /^(0[1-9]|1[0-2])\/\d{2}$/.test(masked) ? null : 'Data de validade inválida';
}

/**
 * Card expiry as `MM/AA` (5 characters), numeric keyboard. The value is `MM/AA`; `validateFormat`
 * wants a complete date with a month from 01 to 12 ('Data de validade inválida').
 */
export function CardExpiryField({
  label = 'Validade',
  placeholder = 'MM/AA',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: CardExpiryFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskCardExpiry}
      parse={parse}
      formatError={validateFormat ? formatError : undefined}
      inputMode="numeric"
      autoComplete={autoComplete ?? 'cc-exp'}
      className={composeClassName(className, styles.cardExpiryField)}
    />
  );
}
