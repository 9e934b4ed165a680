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
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo (ex.: as regras da senha). */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: a mensagem em pt-BR da regra que falhou). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Exemplo mostrado com o campo vazio; nunca substitui o rótulo. */
  placeholder?: string;
  /** Começa com a senha visível. */
  defaultVisible?: boolean;
  /** Senha digitada (uso controlado, junto com `onChange`). */
  value?: string;
  /** Valor inicial (uso não controlado). */
  defaultValue?: string;
  /** Chamada a cada tecla com o novo valor. */
  onChange?: (value: string) => void;
  /** Validação própria: devolve a mensagem de erro em pt-BR, ou `null` quando o valor é válido. */
  validate?: RACTextFieldProps['validate'];
  /** Menor número de caracteres aceito. */
  minLength?: number;
  /** Dica ao gerenciador de senhas: `current-password` no login, `new-password` no cadastro. */
  autoComplete?: string;
  /** Campo obrigatório: o envio vazio mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita o campo e o botão de mostrar a senha. */
  isDisabled?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
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
