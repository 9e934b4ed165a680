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
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: a mensagem em pt-BR da regra que falhou). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Exemplo mostrado com o campo vazio; nunca substitui o rótulo. */
  placeholder?: string;
  /** Os `ListBoxItem` ou uma função para cada item de `items` (ou `defaultItems`). */
  children: RACListBoxProps<T>['children'];
  /** Opções da lista quando a filtragem fica a cargo do componente. */
  defaultItems?: RACComboBoxProps<T>['defaultItems'];
  /** Chave da opção escolhida (uso controlado, junto com `onSelectionChange`). */
  selectedKey?: RACComboBoxProps<T>['selectedKey'];
  /** Chave da opção que começa escolhida (uso não controlado). */
  defaultSelectedKey?: RACComboBoxProps<T>['defaultSelectedKey'];
  /** Chamada com a chave da opção escolhida (ou `null` ao limpar). */
  onSelectionChange?: RACComboBoxProps<T>['onSelectionChange'];
  /** Chamada com a chave da opção escolhida (sinônimo de `onSelectionChange`). */
  onChange?: RACComboBoxProps<T>['onChange'];
  /** Texto que começa digitado no campo. */
  defaultInputValue?: string;
  /** Campo obrigatório: o envio sem escolha mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita o campo e o botão da lista. */
  isDisabled?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
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
