import type { ReactNode } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'render'> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the input. */
  description?: ReactNode;
  /** Overrides the error message (default: pt-BR message for the failed constraint). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
}

/**
 * A single-line text field: React Aria `TextField` with Label, Input, Description and FieldError.
 * Validation follows the surrounding `Form` (native constraints, `validate`, or server
 * `validationErrors`); errors appear after the first submit or blur, in pt-BR.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeClassName(className, styles.textField)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Input placeholder={placeholder} />
      {description ? <Description>{description}</Description> : null}
      <FieldError
        messageOptions={{ type: props.type, minLength: props.minLength, maxLength: props.maxLength }}
      >
        {errorMessage}
      </FieldError>
    </RACTextField>
  );
}
