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
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: a mensagem em pt-BR da regra que falhou). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Exemplo mostrado com o campo vazio; nunca substitui o rótulo. */
  placeholder?: string;
  /** Texto (uso controlado, junto com `onChange`). */
  value?: string;
  /** Texto inicial (uso não controlado). */
  defaultValue?: string;
  /** Chamada a cada tecla com o novo texto. */
  onChange?: (value: string) => void;
  /** Chamada quando o campo recebe o foco. */
  onFocus?: RACTextFieldProps['onFocus'];
  /** Chamada quando o campo perde o foco. */
  onBlur?: RACTextFieldProps['onBlur'];
  /** Chamada a cada tecla apertada no campo. */
  onKeyDown?: RACTextFieldProps['onKeyDown'];
  /** Tipo do campo (`text`, `email`, `tel`, `url`); para senhas use `PasswordField`. */
  type?: RACTextFieldProps['type'];
  /** Teclado virtual no celular (`numeric`, `email`, `tel`). */
  inputMode?: RACTextFieldProps['inputMode'];
  /** Dica ao preenchimento automático do navegador (`email`, `name`, `organization`). */
  autoComplete?: string;
  /** Foca o campo ao abrir a tela; use só no primeiro campo de um diálogo. */
  autoFocus?: boolean;
  /** Maior número de caracteres aceito. */
  maxLength?: number;
  /** Campo obrigatório: o envio vazio mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita o campo: não recebe foco nem edição. */
  isDisabled?: boolean;
  /** Somente leitura: o valor pode ser lido e copiado, mas não editado. */
  isReadOnly?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
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
