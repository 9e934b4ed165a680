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
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the input. */
  description?: ReactNode;
  /** Overrides the error message (default: pt-BR message for the failed constraint). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** Hides the − and + buttons (arrow keys still step the value). */
  hideStepper?: boolean;
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
