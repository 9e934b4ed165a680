import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
} from 'react-aria-components';
import { CheckIcon } from '../icons';
import { composeClassName, cx } from '../utils';
import * as styles from './ListBox.css';

export interface ListBoxProps<T extends object> extends Omit<RACListBoxProps<T>, 'render'> {
  /**
   * Desenha a borda de campo em volta de uma lista mostrada sozinha (dentro de `Select` e `ComboBox` fica
   * desligado).
   */
  isStandalone?: boolean;
  /** Nome da lista para leitores de tela quando não há rótulo visível. */
  'aria-label'?: string;
  /** `single` escolhe uma opção, `multiple` várias; sem ele, a lista não tem seleção. */
  selectionMode?: RACListBoxProps<T>['selectionMode'];
  /** Chamada com as chaves selecionadas a cada mudança. */
  onSelectionChange?: RACListBoxProps<T>['onSelectionChange'];
  /** Chaves que começam selecionadas (uso não controlado). */
  defaultSelectedKeys?: RACListBoxProps<T>['defaultSelectedKeys'];
}

/**
 * A list of options: React Aria `ListBox` (arrow keys, type-ahead, single or multiple selection).
 * Select and ComboBox render it in their popover; on its own pass `aria-label` or `aria-labelledby`.
 */
export function ListBox<T extends object>({
  isStandalone = false,
  className,
  renderEmptyState,
  ...props
}: ListBoxProps<T>) {
  return (
    <RACListBox
      {...props}
      renderEmptyState={renderEmptyState ?? (() => 'Nenhum resultado encontrado')}
      className={composeClassName(className, cx(styles.listBox, isStandalone && styles.standalone))}
    />
  );
}

export interface ListBoxItemProps<T extends object> extends Omit<RACListBoxItemProps<T>, 'render'> {
  /** Uma segunda linha, mais clara, sob o texto da opção (lida como parte do nome da opção). */
  description?: ReactNode;
  /** Texto da opção para a busca pelo teclado quando o conteúdo não é só texto. */
  textValue?: string;
  /** Desabilita a opção: aparece esmaecida e não pode ser escolhida. */
  isDisabled?: boolean;
}

/**
 * One option. Its text is its accessible name and type-ahead text (pass `textValue` when the
 * children are not plain text); a check mark shows the selected option.
 */
export function ListBoxItem<T extends object>({
  description,
  className,
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, styles.item)}
    >
      {composeRenderProps(children, (children, { isSelected }) => (
        <>
          <span className={styles.check}>{isSelected ? <CheckIcon size="1rem" /> : null}</span>
          {/* The description is part of the option's name (read together with the label). */}
          <span className={styles.itemLabel}>
            {children}
            {description ? <span className={styles.itemDescription}>{description}</span> : null}
          </span>
        </>
      ))}
    </RACListBoxItem>
  );
}
