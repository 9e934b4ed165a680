import { type ReactNode, useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field';
import { composeClassName, cx } from '../utils';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'render' | 'type'> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the text area. */
  description?: ReactNode;
  /** Overrides the error message (default: pt-BR message for the failed constraint). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** Visible lines before it scrolls (the user can resize it vertically). */
  rows?: number;
  /** Shows 'N/máximo' under the text area (needs `maxLength`) or 'N caracteres' without a maximum. */
  showCount?: boolean;
}

/** pt-BR count text: '12/500' with a maximum, '1 caractere' / '12 caracteres' without. */
function countText(length: number, maxLength: number | undefined): string {
  if (maxLength !== undefined) return `${length}/${maxLength}`;
  return length === 1 ? '1 caractere' : `${length} caracteres`;
}

/**
 * A multi-line text field: React Aria `TextField` with a `TextArea`, Label, Description and
 * FieldError, and an optional character count (`showCount`, with `maxLength`).
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCount = false,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const length = (props.value ?? typed).length;
  const atLimit = props.maxLength !== undefined && length >= props.maxLength;
  return (
    <RACTextField
      {...props}
      onChange={(value) => {
        setTyped(value);
        onChange?.(value);
      }}
      className={composeClassName(className, styles.textAreaField)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <RACTextArea placeholder={placeholder} rows={rows} className={styles.textArea} />
      {description || showCount ? (
        <div className={styles.footer}>
          {description ? <Description>{description}</Description> : null}
          {showCount ? (
            <span className={cx(styles.count, atLimit && styles.countAtLimit)}>
              {countText(length, props.maxLength)}
            </span>
          ) : null}
        </div>
      ) : null}
      <FieldError messageOptions={{ minLength: props.minLength, maxLength: props.maxLength }}>
        {errorMessage}
      </FieldError>
    </RACTextField>
  );
}
