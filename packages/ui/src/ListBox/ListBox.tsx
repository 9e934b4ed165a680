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
  /** Draws the field border around a list shown on its own (inside Select and ComboBox it is off). */
  isStandalone?: boolean;
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
  /** A second, muted line under the option's text (read as part of the option's name). */
  description?: ReactNode;
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
