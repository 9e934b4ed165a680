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
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob a área de texto. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: a mensagem em pt-BR da regra que falhou). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Exemplo mostrado com o campo vazio; nunca substitui o rótulo. */
  placeholder?: string;
  /** Linhas visíveis antes de rolar (o usuário pode aumentar a altura). */
  rows?: number;
  /** Mostra 'N/máximo' sob a área de texto (precisa de `maxLength`) ou 'N caracteres' sem máximo. */
  showCount?: boolean;
  /** Texto (uso controlado, junto com `onChange`). */
  value?: string;
  /** Texto inicial (uso não controlado). */
  defaultValue?: string;
  /** Chamada a cada tecla com o novo texto. */
  onChange?: (value: string) => void;
  /** Validação própria: devolve a mensagem de erro em pt-BR, ou `null` quando o valor é válido. */
  validate?: RACTextFieldProps['validate'];
  /** Maior número de caracteres aceito. */
  maxLength?: number;
  /** Campo obrigatório: o envio vazio mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita o campo. */
  isDisabled?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
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
