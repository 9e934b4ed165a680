import type { ReactNode } from 'react';
import {
  Button as RACButton,
  type ListBoxProps as RACListBoxProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, validationMessage } from '../Field';
import { ChevronDownIcon } from '../icons';
import { ListBox } from '../ListBox';
import { Popover } from '../Popover';
import { composeClassName, cx } from '../utils';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children' | 'render'> {
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: 'Selecione uma opção.' quando obrigatório). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Opções como dados; `children` vira então uma função que renderiza um `ListBoxItem`. */
  items?: Iterable<T>;
  /** Os `ListBoxItem` ou uma função para cada item de `items`. */
  children: RACListBoxProps<T>['children'];
  /** Chave da opção escolhida (uso controlado, junto com `onChange`). */
  value?: RACSelectProps<T>['value'];
  /** Chave da opção que começa escolhida (uso não controlado). */
  defaultValue?: RACSelectProps<T>['defaultValue'];
  /** Chamada com a chave da opção escolhida. */
  onChange?: RACSelectProps<T>['onChange'];
  /** Chave da opção escolhida (nome antigo de `value`). */
  selectedKey?: RACSelectProps<T>['selectedKey'];
  /** Chamada com a chave escolhida (nome antigo de `onChange`). */
  onSelectionChange?: RACSelectProps<T>['onSelectionChange'];
  /** Texto mostrado sem escolha ('Selecione um estado'). */
  placeholder?: string;
  /** Campo obrigatório: o envio sem escolha mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita o campo: não abre a lista nem recebe foco. */
  isDisabled?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
}

/** Default error text: a required select with nothing chosen asks for a choice. */
function selectMessage(validation: ValidationResult): string {
  return validation.validationDetails.valueMissing ? 'Selecione uma opção.' : validationMessage(validation);
}

/**
 * A select: React Aria `Select`, a button showing the chosen option that opens a list of
 * `ListBoxItem`s in a popover (arrow keys, type-ahead, Enter/Space/Escape; typing a letter on the
 * closed button picks the next match). The value is the option's `id` (`value`/`onChange`); the
 * form submits it under `name`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder = 'Selecione',
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect<T> {...props} placeholder={placeholder} className={composeClassName(className, styles.select)}>
      {({ isInvalid }) => (
        <>
          {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
          {/* The trigger is the field's control (styled like an input), not an action button. */}
          <RACButton className={cx(styles.trigger, isInvalid && styles.triggerInvalid)}>
            {/* The chosen option's text only (not its check mark or description). */}
            <SelectValue<T> className={styles.value}>
              {({ isPlaceholder, selectedText, defaultChildren }) =>
                isPlaceholder ? defaultChildren : selectedText
              }
            </SelectValue>
            <ChevronDownIcon className={styles.chevron} />
          </RACButton>
          {description ? <Description>{description}</Description> : null}
          <FieldError>{errorMessage ?? selectMessage}</FieldError>
          <Popover placement="bottom start">
            <ListBox<T> items={items} className={styles.listBox}>
              {children}
            </ListBox>
          </Popover>
        </>
      )}
    </RACSelect>
  );
}
