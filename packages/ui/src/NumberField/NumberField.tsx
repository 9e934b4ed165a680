import type { ReactNode } from 'react';
import {
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button';
import { Description, FieldError, fieldStyles, Input, Label } from '../Field';
import { MinusIcon, PlusIcon } from '../icons';
import { composeClassName, cx } from '../utils';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children' | 'render'> {
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: a mensagem em pt-BR da regra que falhou). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Exemplo mostrado com o campo vazio; nunca substitui o rótulo. */
  placeholder?: string;
  /** Esconde os botões − e + (as setas do teclado continuam mudando o valor). */
  hideStepper?: boolean;
  /** Valor (uso controlado, junto com `onChange`). */
  value?: number;
  /** Valor inicial (uso não controlado). */
  defaultValue?: number;
  /** Chamada com o novo número quando o campo perde o foco ou nos botões. */
  onChange?: (value: number) => void;
  /** Menor valor aceito. */
  minValue?: number;
  /** Maior valor aceito. */
  maxValue?: number;
  /** Passo dos botões e das setas do teclado. */
  step?: number;
  /** Formato do número (`Intl.NumberFormat`): moeda, porcentagem, casas decimais. */
  formatOptions?: RACNumberFieldProps['formatOptions'];
  /** Campo obrigatório: o envio vazio mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita o campo e os botões. */
  isDisabled?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
}

/**
 * A number field: React Aria `NumberField`, formatted for the locale (pt-BR: `1.234,5`;
 * `formatOptions={{ style: 'currency', currency: 'BRL' }}` shows `R$ 49,90`), with − and + buttons,
 * arrow keys, Page Up/Down, Home/End and `minValue`/`maxValue`/`step`. `onChange` gets a number
 * (`NaN` when empty).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={composeClassName(className, styles.numberField)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={fieldStyles.control}>
        <Input
          placeholder={placeholder}
          className={cx(styles.numberInput, !hideStepper && fieldStyles.inputWithEndButtons)}
        />
        {hideStepper ? null : (
          <span className={fieldStyles.endSlot}>
            {/* React Aria adds the field's label to the names: 'Aumentar Quantidade'. */}
            <Button slot="decrement" variant="ghost" size="sm" isIconOnly aria-label="Diminuir">
              <MinusIcon />
            </Button>
            <Button slot="increment" variant="ghost" size="sm" isIconOnly aria-label="Aumentar">
              <PlusIcon />
            </Button>
          </span>
        )}
      </div>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
