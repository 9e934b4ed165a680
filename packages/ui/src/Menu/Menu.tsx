import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Header,
  Keyboard,
  Popover,
  type PopoverProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
  SubmenuTrigger as RACSubmenuTrigger,
  type SubmenuTriggerProps as RACSubmenuTriggerProps,
  Separator,
  Text,
} from 'react-aria-components';
import { CheckIcon, ChevronRightIcon } from '../icons';
import { composeClassName } from '../utils';
import * as styles from './Menu.css';

export interface MenuTriggerProps extends RACMenuTriggerProps {}

/**
 * Opens the `Menu` that follows its trigger (a `Button`) on press, Enter, Space or ArrowDown/Up:
 * `<MenuTrigger><Button>Ações</Button><Menu>…</Menu></MenuTrigger>`.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface SubmenuTriggerProps extends RACSubmenuTriggerProps {}

/** A `MenuItem` followed by a `Menu` that opens beside it (ArrowRight or hover). */
export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <RACSubmenuTrigger {...props} />;
}

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'render'> {
  /** Where the popover opens relative to the trigger. */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions or links in a popover: React Aria `Menu`. Arrow keys move between items,
 * typing jumps to an item, Enter/Space activates, Esc closes and focus returns to the trigger.
 * Items call `onAction(id)` or navigate (`href`, through the router). With `selectionMode` the
 * items show a check mark.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={6} className={styles.popover}>
      <RACMenu {...props} className={composeClassName(className, styles.menu)} />
    </Popover>
  );
}

export interface MenuItemProps<T = object> extends Omit<RACMenuItemProps<T>, 'render' | 'children'> {
  /** The label. Keep it short: a verb ('Editar', 'Remover'). */
  children: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** A keyboard shortcut shown at the end ('Ctrl+B'); the app must handle it. */
  shortcut?: string;
  /** `danger` paints destructive items ('Remover') red. */
  variant?: 'default' | 'danger';
}

/** One item of a `Menu`: an action, a link (`href`) or, with `selectionMode`, a choice. */
export function MenuItem<T extends object>({
  icon,
  shortcut,
  variant = 'default',
  textValue,
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, styles.itemRecipe({ variant }))}
    >
      {composeRenderProps(children, (label, { selectionMode, isSelected, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' ? (
            <span className={styles.check}>{isSelected ? <CheckIcon /> : null}</span>
          ) : null}
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <Text slot="label" className={styles.label}>
            {label}
          </Text>
          {shortcut ? <Keyboard className={styles.shortcut}>{shortcut}</Keyboard> : null}
          {hasSubmenu ? <ChevronRightIcon className={styles.submenuChevron} /> : null}
        </>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'render' | 'children' | 'items'> {
  /** Heading of the group, shown above its items. */
  title?: ReactNode;
  /** The `MenuItem`s of the group. */
  children: ReactNode;
}

/** A group of related items, with an optional heading. */
export function MenuSection<T extends object>({ title, className, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={className ?? styles.section}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
