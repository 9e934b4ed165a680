import type { ReactNode } from 'react';
import {
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  type ListBoxProps as RACListBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button';
import { Description, FieldError, fieldStyles, Input, Label } from '../Field';
import { ChevronDownIcon } from '../icons';
import { ListBox } from '../ListBox';
import { Popover } from '../Popover';
import { composeClassName } from '../utils';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children' | 'render'> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the field. */
  description?: ReactNode;
  /** Overrides the error message (default: pt-BR message for the failed constraint). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** `ListBoxItem`s, or a function of each of `items` (or `defaultItems`). */
  children: RACListBoxProps<T>['children'];
}

/**
 * A combo box: React Aria `ComboBox`, a text input that filters a list of `ListBoxItem`s as the user
 * types (accent- and case-insensitive for pt-BR), with a button that shows every option. Arrow keys
 * move through the options, Enter picks one, Escape closes the list. The value is the option's
 * `id` (`value`/`onChange`); the form submits it under `name`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox<T> {...props} className={composeClassName(className, styles.comboBox)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={fieldStyles.control}>
        <Input placeholder={placeholder} className={fieldStyles.inputWithEndButton} />
        <span className={fieldStyles.endSlot}>
          <Button variant="ghost" size="sm" isIconOnly aria-label="Mostrar opções">
            <ChevronDownIcon />
          </Button>
        </span>
      </div>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start">
        <ListBox<T> className={styles.listBox}>{children}</ListBox>
      </Popover>
    </RACComboBox>
  );
}
