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
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the input. */
  description?: ReactNode;
  /** Overrides the error message (default: pt-BR message for the failed constraint or `formatError`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** Progressive mask applied to whatever is typed or pasted (`maskCpf` from @certidao/domain…). */
  mask: Mask;
  /**
   * Turns the shown text into the field's value: what `onChange` receives and the form submits
   * under `name` (e.g. `normalizeCnpj` for digits only). Default: the shown text.
   */
  parse?: (masked: string) => string;
  /** Controlled value, formatted or not (it is shown through `mask`). */
  value?: string;
  /** Initial value, formatted or not. */
  defaultValue?: string;
  /** Called with the parsed value on every change. */
  onChange?: (value: string) => void;
  /**
   * Built-in format check of a non-empty value: returns the error message, or null when valid.
   * Runs after `validate`; an empty field is left to `isRequired`.
   */
  formatError?: (masked: string) => string | null;
  /** Passed to the input: `characters` for codes with letters (the alphanumeric CNPJ). */
  autoCapitalize?: 'none' | 'characters' | 'words' | 'sentences';
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
  /** Checks the format of a non-empty value and shows the field's pt-BR message (default on). */
  validateFormat?: boolean;
}
