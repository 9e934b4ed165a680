import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './MaskedField.css';
import { applyMaskEdit, type Mask } from './maskedInput';

export interface MaskedFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'render' | 'value' | 'defaultValue' | 'onChange'> {
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: a mensagem em pt-BR da regra que falhou ou de `formatError`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Exemplo mostrado com o campo vazio; nunca substitui o rótulo. */
  placeholder?: string;
  /**
   * Máscara progressiva aplicada ao que é digitado ou colado (`maskCpf` de `@certidao/domain`, por exemplo).
   */
  mask: Mask;
  /**
   * Transforma o texto mostrado no valor do campo: o que `onChange` recebe e o formulário envia em `name`
   * (ex.: `normalizeCnpj` para só os dígitos). Padrão: o texto mostrado.
   */
  parse?: (masked: string) => string;
  /** Valor controlado, formatado ou não (é mostrado pela `mask`). */
  value?: string;
  /** Valor inicial, formatado ou não. */
  defaultValue?: string;
  /** Chamada com o valor transformado por `parse` a cada mudança. */
  onChange?: (value: string) => void;
  /**
   * Conferência de formato de um valor preenchido: devolve a mensagem de erro, ou `null` quando válido. Roda
   * depois de `validate`; um campo vazio fica por conta de `isRequired`.
   */
  formatError?: (masked: string) => string | null;
  /** Repassado ao input: `characters` para códigos com letras (o CNPJ alfanumérico). */
  autoCapitalize?: 'none' | 'characters' | 'words' | 'sentences';
  /** Teclado virtual no celular (`numeric` para CPF, CNPJ e CEP). */
  inputMode?: RACTextFieldProps['inputMode'];
  /** Nome do campo no envio do formulário (`FormData`, com a máscara). */
  name?: string;
}

function isValidationError(result: unknown): boolean {
  if (result === null || result === undefined || result === true) return false;
  return Array.isArray(result) ? result.length > 0 : true;
}

/**
 * A text field that formats what is typed or pasted with a progressive mask, keeping the caret
 * where the user expects it (separators never push it around; Backspace over a separator deletes
 * the digit before it). The base of CpfField, CnpjField, PhoneField, CardNumberField and the
 * other masked fields; use it directly for a mask of your own.
 *
 * Set `inputMode` (`numeric`, `tel`) for the right mobile keyboard. Don't set `maxLength`: the mask
 * limits the length, and a maximum would cut pasted text before it is cleaned.
 */
export function MaskedField({
  label,
  description,
  errorMessage,
  placeholder,
  mask,
  parse,
  value,
  defaultValue,
  onChange,
  formatError,
  validate,
  name,
  autoCapitalize,
  className,
  ...props
}: MaskedFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolled, setUncontrolled] = useState(() => mask(defaultValue ?? ''));
  const shown = value !== undefined ? mask(value) : uncontrolled;
  // Where to put the caret after the next render, and a counter that forces that render even when
  // the mask rejected the keystroke (the browser's caret must still be put back).
  const pendingCaret = useRef<number | null>(null);
  const deletion = useRef<'backward' | 'forward' | undefined>(undefined);
  const [, setEdits] = useState(0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
    pendingCaret.current = null;
  });

  const handleChange = (raw: string) => {
    const input = inputRef.current;
    const caret = input?.selectionStart ?? raw.length;
    const edit = applyMaskEdit(mask, shown, raw, caret, deletion.current);
    deletion.current = undefined;
    pendingCaret.current = edit.caret;
    setEdits((n) => n + 1);
    if (value === undefined) setUncontrolled(edit.value);
    if (edit.value !== shown) onChange?.(parse ? parse(edit.value) : edit.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    deletion.current =
      event.key === 'Backspace' ? 'backward' : event.key === 'Delete' ? 'forward' : undefined;
  };

  const submitsParsed = Boolean(parse && name);
  return (
    <RACTextField
      {...props}
      name={name}
      value={shown}
      onChange={handleChange}
      validate={(current) => {
        const custom = validate?.(current);
        if (isValidationError(custom)) return custom;
        return current && formatError ? formatError(current) : null;
      }}
      className={composeClassName(className, styles.maskedField)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Input
        ref={inputRef}
        placeholder={placeholder}
        onKeyDown={handleKeyDown}
        autoCapitalize={autoCapitalize}
        // The parsed value is submitted by the hidden input below; an empty name keeps the shown
        // text out of the form data (the field keeps `name` for server errors by name).
        name={submitsParsed ? '' : undefined}
        className={styles.maskedInput}
      />
      {submitsParsed && parse ? (
        <input type="hidden" name={name} value={parse(shown)} disabled={props.isDisabled} />
      ) : null}
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}

/** Props of the ready-made masked fields (CpfField, CnpjField…): MaskedField's, with their own mask. */
export interface MaskedPresetProps extends Omit<MaskedFieldProps, 'mask' | 'formatError'> {
  /** Confere o formato de um valor preenchido e mostra a mensagem em pt-BR do campo (ligado por padrão). */
  validateFormat?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
  /** Campo obrigatório: o envio do formulário vazio mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Desabilita o campo: não recebe foco nem edição. */
  isDisabled?: boolean;
  /** Dica ao preenchimento automático do navegador (`tel`, `postal-code`). */
  autoComplete?: string;
}
