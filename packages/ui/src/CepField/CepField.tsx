import { maskCep, onlyDigits } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './CepField.css';

export type CepFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return onlyDigits(masked).length === 8 ? null : 'Digite um CEP válido';
}

/**
 * CEP (postal code): `00000-000`, numeric keyboard. The value is the formatted CEP (`01310-100`).
 */
export function CepField({
  label = 'CEP',
  placeholder = '00000-000',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: CepFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskCep}
      parse={parse}
      formatError={validateFormat ? formatError : undefined}
      inputMode="numeric"
      autoComplete={autoComplete ?? 'postal-code'}
      className={composeClassName(className, styles.cepField)}
    />
  );
}
