import { INVALID_DOCUMENT, isValidCpfCnpj, maskCpfCnpj, normalizeCpfCnpj } from '@certidao/domain';
import { MaskedField, type MaskedPresetProps } from '../MaskedField';
import { composeClassName } from '../utils';
import * as styles from './CpfCnpjField.css';

export type CpfCnpjFieldProps = MaskedPresetProps;

/** The built-in format check of a non-empty value (`validateFormat`): its error message, or null. */
function formatError(masked: string): string | null {
  return isValidCpfCnpj(masked) ? null : INVALID_DOCUMENT;
}

/**
 * CPF or CNPJ in one field: the CPF mask up to 11 digits, the CNPJ mask from the 12th character (or a
 * letter) on. The value is digits (and CNPJ letters) only, like the user's `cpfCnpj`; `validateFormat`
 * shows the domain's INVALID_DOCUMENT ('Digite um CPF ou CNPJ válido') for a wrong length or check digits.
 */
export function CpfCnpjField({
  label = 'CPF/CNPJ',
  placeholder = 'CPF ou CNPJ',
  validateFormat = true,
  parse,
  autoComplete,
  className,
  ...props
}: CpfCnpjFieldProps) {
  return (
    <MaskedField
      {...props}
      label={label}
      placeholder={placeholder}
      mask={maskCpfCnpj}
      parse={parse ?? normalizeCpfCnpj}
      formatError={validateFormat ? formatError : undefined}
      inputMode="text"
      autoComplete={autoComplete}
      autoCapitalize="characters"
      className={composeClassName(className, styles.cpfCnpjField)}
    />
  );
}
