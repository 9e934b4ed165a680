import { isValidCnpj, maskCnpj, normalizeCnpj } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './CnpjField.css';

export type CnpjFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return isValidCnpj(masked) ? null : 'Digite um CNPJ válido';
}

/**
 * CNPJ (companies): `00.000.000/0000-00` as it is typed or pasted. Letters are accepted in the first 12
 * positions (the 2026 alphanumeric CNPJ, upper-cased), so the keyboard is not numeric-only. The value
 * (`onChange`, form data) is the CNPJ without punctuation, as the API wants it (`11222333000181`).
 */
export function CnpjField({
  label = 'CNPJ',
  placeholder = '00.000.000/0000-00',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: CnpjFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskCnpj}
      parse={parse ?? normalizeCnpj}
      formatError={validateFormat ? formatError : undefined}
      inputMode="text"
      autoComplete={autoComplete}
      autoCapitalize="characters"
      className={composeClassName(className, styles.cnpjField)}
    />
  );
}
