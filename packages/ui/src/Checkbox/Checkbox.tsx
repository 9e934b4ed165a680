import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, validationMessage } from '../Field';
import { CheckIcon, MinusIcon } from '../icons';
import { composeClassName } from '../utils';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'render'> {
  /** O rótulo, ao lado da caixa (o nome acessível dela). */
  children?: ReactNode;
  /** Texto de ajuda sob o rótulo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: 'Marque esta opção para continuar.' quando obrigatória). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Marca a caixa (uso controlado, junto com `onChange`). */
  isSelected?: boolean;
  /** Começa marcada (uso não controlado). */
  defaultSelected?: boolean;
  /** Chamada com o novo estado ao marcar ou desmarcar. */
  onChange?: (isSelected: boolean) => void;
  /** Estado misto (traço): parte dos itens de um grupo está marcada. */
  isIndeterminate?: boolean;
  /** Mostra o estado inválido (borda vermelha) sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita a caixa: não recebe foco nem cliques. */
  isDisabled?: boolean;
  /** Obrigatória: o formulário não é enviado sem marcá-la (ex.: aceite dos termos). */
  isRequired?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
  /** Valor enviado quando marcada; dentro de um `CheckboxGroup`, identifica a opção. */
  value?: string;
}

/** Default error text: a required box left unchecked asks to be checked. */
function checkboxMessage(validation: ValidationResult): string {
  return validation.validationDetails.valueMissing
    ? 'Marque esta opção para continuar.'
    : validationMessage(validation);
}

/**
 * A checkbox: React Aria `CheckboxField` + `CheckboxButton` (Space toggles it; the whole label is
 * clickable), with optional help text and error. On its own, `isRequired` makes it a must-accept
 * box (terms of use); in a `CheckboxGroup` it is one option (`value`) and the group validates.
 */
export function Checkbox({ description, errorMessage, className, children, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={composeClassName(className, styles.checkboxField)}>
      <CheckboxButton className={styles.checkboxButton}>
        {({ isSelected, isIndeterminate, isHovered, isInvalid, isFocusVisible, isDisabled }) => (
          <>
            <span
              className={styles.box({
                checked: isSelected || isIndeterminate,
                hovered: isHovered,
                invalid: isInvalid,
                focusVisible: isFocusVisible,
                disabled: isDisabled,
              })}
            >
              {isIndeterminate ? (
                <MinusIcon className={styles.mark} />
              ) : isSelected ? (
                <CheckIcon className={styles.mark} />
              ) : null}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description ? <Description className={styles.indented}>{description}</Description> : null}
      <FieldError className={styles.indented}>{errorMessage ?? checkboxMessage}</FieldError>
    </CheckboxField>
  );
}
