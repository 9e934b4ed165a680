import { createContext, type ReactNode, useContext } from 'react';
import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Tabs.css';

export type TabsVariant = 'line' | 'pill';

interface TabsLook {
  variant: TabsVariant;
  orientation: 'horizontal' | 'vertical';
}

const TabsLookContext = createContext<TabsLook>({ variant: 'line', orientation: 'horizontal' });

export interface TabsProps extends Omit<RACTabsProps, 'render'> {
  /** `line` sublinha a aba selecionada (seções de página); `pill` a preenche (filtros, áreas compactas). */
  variant?: TabsVariant;
  /** Aba selecionada (uso controlado, junto com `onSelectionChange`). */
  selectedKey?: RACTabsProps['selectedKey'];
  /** Aba que começa selecionada (uso não controlado). */
  defaultSelectedKey?: RACTabsProps['defaultSelectedKey'];
  /** Chamada com a chave da aba escolhida. */
  onSelectionChange?: RACTabsProps['onSelectionChange'];
  /** `horizontal` (o padrão) ou `vertical`. */
  orientation?: RACTabsProps['orientation'];
  /** Chaves das abas desabilitadas. */
  disabledKeys?: RACTabsProps['disabledKeys'];
}

/**
 * Tabs: React Aria `Tabs` with `TabList`, `Tab` and `TabPanel`. Arrow keys move between tabs (and
 * select them), Home/End jump to the first/last, Tab moves into the panel. Tabs with `href` become
 * links (selected by the router: pass `selectedKey` from the current route).
 */
export function Tabs({ variant = 'line', orientation = 'horizontal', className, ...props }: TabsProps) {
  return (
    <TabsLookContext.Provider value={{ variant, orientation }}>
      <RACTabs
        {...props}
        orientation={orientation}
        className={composeClassName(className, styles.tabsRecipe({ orientation }))}
      />
    </TabsLookContext.Provider>
  );
}

export interface TabListProps<T> extends Omit<RACTabListProps<T>, 'render'> {
  /** Nome da lista de abas para leitores de tela. */
  'aria-label'?: string;
}

/** The row (or column) of tabs. Give it an `aria-label` ('Seções do perfil'). */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const look = useContext(TabsLookContext);
  return <RACTabList {...props} className={composeClassName(className, styles.tabListRecipe(look))} />;
}

export interface TabProps extends Omit<RACTabProps, 'render'> {
  /** Um ícone decorativo antes do rótulo. */
  icon?: ReactNode;
  /** Transforma a aba em link para essa rota (abas de navegação). */
  href?: string;
}

/** One tab; its `id` matches the `id` of its `TabPanel`. */
export function Tab({ icon, className, children, ...props }: TabProps) {
  const look = useContext(TabsLookContext);
  return (
    <RACTab {...props} className={composeClassName(className, styles.tabRecipe(look))}>
      {composeRenderProps(children, (children) => (
        <>
          {icon ? <span className={styles.tabIcon}>{icon}</span> : null}
          {children}
        </>
      ))}
    </RACTab>
  );
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'render'> {}

/** The content of one tab; focusable when it holds no focusable element. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  const { orientation } = useContext(TabsLookContext);
  return (
    <RACTabPanel {...props} className={composeClassName(className, styles.tabPanelRecipe({ orientation }))} />
  );
}
