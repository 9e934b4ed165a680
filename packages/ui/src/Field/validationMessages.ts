import type { ValidationResult } from 'react-aria-components';

export interface ValidationMessageOptions {
  /** The input type: an invalid e-mail gets 'Digite um e-mail válido'. */
  type?: string;
  minLength?: number;
  maxLength?: number;
}

/**
 * pt-BR messages for the browser's native constraint validation (`isRequired`, `type="email"`,
 * `minLength`, …), so errors do not depend on the browser's language. Custom errors (from
 * `validate`, or the server through `Form validationErrors`) are shown as they are.
 */
export function validationMessage(
  { validationDetails, validationErrors }: ValidationResult,
  { type, minLength, maxLength }: ValidationMessageOptions = {},
): string {
  const custom = validationErrors.join(' ');
  if (validationDetails.customError && custom) return custom;
  if (validationDetails.valueMissing) return 'Preencha este campo.';
  if (validationDetails.typeMismatch) {
    if (type === 'email') return 'Digite um e-mail válido';
    if (type === 'url') return 'Digite um endereço válido.';
    return 'Valor inválido.';
  }
  if (validationDetails.tooShort) {
    return minLength ? `Use pelo menos ${minLength} caracteres.` : 'Texto curto demais.';
  }
  if (validationDetails.tooLong) {
    return maxLength ? `Use no máximo ${maxLength} caracteres.` : 'Texto longo demais.';
  }
  if (validationDetails.patternMismatch) return 'Formato inválido.';
  if (validationDetails.rangeUnderflow) return 'Valor abaixo do mínimo.';
  if (validationDetails.rangeOverflow) return 'Valor acima do máximo.';
  if (validationDetails.stepMismatch || validationDetails.badInput) return 'Valor inválido.';
  return custom;
}
