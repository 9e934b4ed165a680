import { type ReactNode, useState } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button';
import { Description, FieldError, fieldStyles, Input, Label } from '../Field';
import { EyeIcon, EyeOffIcon } from '../icons';
import { composeClassName, cx } from '../utils';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'children' | 'render' | 'type'> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the input (e.g. the password rules). */
  description?: ReactNode;
  /** Overrides the error message (default: pt-BR message for the failed constraint). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** Starts with the password visible. */
  defaultVisible?: boolean;
}

/**
 * A password field: a TextField of type `password` with a toggle button ('Mostrar senha' /
 * 'Ocultar senha', `aria-pressed`) that reveals the text. Pass `autoComplete` (`current-password`
 * or `new-password`) so password managers help.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultVisible = false,
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(defaultVisible);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      className={composeClassName(className, styles.passwordField)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={fieldStyles.control}>
        <Input
          placeholder={placeholder}
          // Keeps browsers from offering to capitalise or correct a password shown as text.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cx(fieldStyles.inputWithEndButton)}
        />
        <span className={fieldStyles.endSlot}>
          <Button
            variant="ghost"
            size="sm"
            isIconOnly
            aria-label={isVisible ? 'Ocultar senha' : 'Mostrar senha'}
            aria-pressed={isVisible}
            isDisabled={props.isDisabled}
            onPress={() => setVisible((visible) => !visible)}
          >
            {isVisible ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        </span>
      </div>
      {description ? <Description>{description}</Description> : null}
      <FieldError messageOptions={{ minLength: props.minLength, maxLength: props.maxLength }}>
        {errorMessage}
      </FieldError>
    </RACTextField>
  );
}
