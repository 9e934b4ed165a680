import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, validationMessage } from '../Field';
import { composeClassName, cx } from '../utils';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children' | 'render'> {
  /** Rótulo visível do grupo. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob as opções. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: 'Selecione pelo menos uma opção.' quando obrigatório). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Opções empilhadas (o padrão) ou em linha. */
  orientation?: 'vertical' | 'horizontal';
  /** Os `Checkbox` do grupo, cada um com um `value`. */
  children: ReactNode;
  /** Valores marcados (uso controlado, junto com `onChange`). */
  value?: string[];
  /** Valores que começam marcados (uso não controlado). */
  defaultValue?: string[];
  /** Chamada com todos os valores marcados a cada mudança. */
  onChange?: (value: string[]) => void;
  /** Obrigatório: pelo menos uma opção precisa ser marcada. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro do grupo. */
  isInvalid?: boolean;
  /** Desabilita todas as opções do grupo. */
  isDisabled?: boolean;
  /** Nome das opções no envio do formulário (`FormData`). */
  name?: string;
}

/** Default error text: a required group with nothing checked asks for a choice. */
function checkboxGroupMessage(validation: ValidationResult): string {
  return validation.validationDetails.valueMissing
    ? 'Selecione pelo menos uma opção.'
    : validationMessage(validation);
}

/**
 * A group of checkboxes: React Aria `CheckboxGroup` (a labelled `group`); its value is the list of
 * the checked boxes' `value`s and `isRequired` asks for at least one.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={composeClassName(className, styles.checkboxGroup)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>{children}</div>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage ?? checkboxGroupMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
