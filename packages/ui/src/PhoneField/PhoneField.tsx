import { maskPhone, onlyDigits } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './PhoneField.css';

export type PhoneFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return [10, 11].includes(onlyDigits(masked).length) ? null : 'Digite um telefone válido';
}

/**
 * Brazilian phone: `(11) 3456-7890` (landline) or `(11) 98765-4321` (mobile), phone keyboard; a pasted
 * `+55` is dropped. The value is the formatted number.
 */
export function PhoneField({
  label = 'Telefone',
  placeholder = '(00) 00000-0000',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: PhoneFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskPhone}
      parse={parse}
      formatError={validateFormat ? formatError : undefined}
      inputMode="tel"
      type="tel"
      autoComplete={autoComplete ?? 'tel-national'}
      className={composeClassName(className, styles.phoneField)}
    />
  );
}
