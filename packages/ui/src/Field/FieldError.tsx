import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  type ValidationResult,
} from 'react-aria-components';
import { AlertCircleIcon } from '../icons';
import { composeClassName } from '../utils';
import * as styles from './fieldStyles.css';
import { type ValidationMessageOptions, validationMessage } from './validationMessages';

export interface FieldErrorProps extends Omit<RACFieldErrorProps, 'children'> {
  /**
   * A mensagem, ou uma função do estado de validação. Sem ela, os erros nativos recebem mensagens em pt-BR
   * (veja `validationMessage`) e os erros próprios aparecem como vieram.
   */
  children?: string | ((validation: ValidationResult) => string);
  /** Dados do campo que refinam as mensagens padrão (tipo, `minLength`, `maxLength`). */
  messageOptions?: ValidationMessageOptions;
}

/**
 * A field's error: React Aria `FieldError`, rendered only while the field is invalid and linked
 * to the control with `aria-describedby`.
 */
export function FieldError({ children, messageOptions, className, ...props }: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={composeClassName(className, styles.fieldError)}>
      {(validation) => {
        const message =
          typeof children === 'function'
            ? children(validation)
            : (children ?? validationMessage(validation, messageOptions));
        // Invalid without a message (`isInvalid` alone): the field's red state says it; no lone icon.
        if (!message) return null;
        return (
          <>
            <AlertCircleIcon className={styles.fieldErrorIcon} />
            <span>{message}</span>
          </>
        );
      }}
    </RACFieldError>
  );
}
