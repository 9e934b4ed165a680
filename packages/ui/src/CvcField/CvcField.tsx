import { maskCvc } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './CvcField.css';

export type CvcFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return masked.length >= 3 ? null : 'CVC inválido';
}

/**
 * Card security code: digits only, at most 4, numeric keyboard; `validateFormat` wants at least 3
 * ('CVC inválido').
 */
export function CvcField({
  label = 'CVC',
  placeholder = '000',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: CvcFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskCvc}
      parse={parse}
      formatError={validateFormat ? formatError : undefined}
      inputMode="numeric"
      autoComplete={autoComplete ?? 'cc-csc'}
      className={composeClassName(className, styles.cvcField)}
    />
  );
}
