import { maskCardNumber, onlyDigits } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './CardNumberField.css';

export type CardNumberFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return onlyDigits(masked).length >= 13 ? null : 'Número do cartão inválido';
}

/**
 * Card number grouped by 4 (at most 16 digits, 19 characters), numeric keyboard. The value is the
 * digits only; `validateFormat` wants at least 13 digits ('Número do cartão inválido').
 */
export function CardNumberField({
  label = 'Número do cartão',
  placeholder = '0000 0000 0000 0000',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: CardNumberFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskCardNumber}
      parse={parse ?? onlyDigits}
      formatError={validateFormat ? formatError : undefined}
      inputMode="numeric"
      autoComplete={autoComplete ?? 'cc-number'}
      className={composeClassName(className, styles.cardNumberField)}
    />
  );
}
