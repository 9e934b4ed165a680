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
  /** Visible label of the group. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the options. */
  description?: ReactNode;
  /** Overrides the error message (default: 'Selecione pelo menos uma opção.' when required). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Options stacked (default) or in a row. */
  orientation?: 'vertical' | 'horizontal';
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
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
