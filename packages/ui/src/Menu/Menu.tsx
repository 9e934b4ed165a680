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
  /** Onde o popover abre em relação ao gatilho. */
  placement?: PopoverProps['placement'];
  /** Nome do menu para leitores de tela (ex.: 'Ações da solicitação'). */
  'aria-label'?: string;
  /** `single` ou `multiple` para menus com itens marcáveis; sem ele, os itens são ações. */
  selectionMode?: RACMenuProps<T>['selectionMode'];
  /** Itens marcados (uso controlado, junto com `onSelectionChange`). */
  selectedKeys?: RACMenuProps<T>['selectedKeys'];
  /** Chamada com os itens marcados a cada mudança. */
  onSelectionChange?: RACMenuProps<T>['onSelectionChange'];
  /** Chaves dos itens desabilitados. */
  disabledKeys?: RACMenuProps<T>['disabledKeys'];
  /** Chamada com a chave do item escolhido (clique, Enter ou Espaço). */
  onAction?: RACMenuProps<T>['onAction'];
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
  /** O rótulo. Curto: um verbo ('Editar', 'Remover'). */
  children: ReactNode;
  /** Um ícone decorativo antes do rótulo. */
  icon?: ReactNode;
  /** Um atalho de teclado mostrado no fim ('Ctrl+B'); o app precisa tratá-lo. */
  shortcut?: string;
  /** `danger` pinta de vermelho os itens destrutivos ('Remover'). */
  variant?: 'default' | 'danger';
  /** Transforma o item em link para essa rota ou endereço. */
  href?: string;
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
  /** Título do grupo, mostrado acima dos itens. */
  title?: ReactNode;
  /** Os `MenuItem` do grupo. */
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
