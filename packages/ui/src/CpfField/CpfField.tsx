import { isValidCpf, maskCpf } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './CpfField.css';

export type CpfFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return isValidCpf(masked) ? null : 'Digite um CPF válido';
}

/**
 * CPF (people): `000.000.000-00` as it is typed or pasted, numeric keyboard. The value is the formatted CPF
 * (`529.982.247-25`, as the API takes it); `validateFormat` checks the check digits.
 */
export function CpfField({
  label = 'CPF',
  placeholder = '000.000.000-00',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: CpfFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskCpf}
      parse={parse}
      formatError={validateFormat ? formatError : undefined}
      inputMode="numeric"
      autoComplete={autoComplete}
      className={composeClassName(className, styles.cpfField)}
    />
  );
}
