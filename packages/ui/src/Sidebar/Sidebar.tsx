import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MenuIcon, PanelLeftIcon, XIcon } from '../icons';
import { Link, type LinkProps } from '../Link';
import { Logo } from '../Logo';
import { Modal } from '../Modal';
import { Tooltip, TooltipTrigger } from '../Tooltip';
import { media } from '../theme/media';
import { composeClassName, cx } from '../utils';
import * as styles from './Sidebar.css';
import { readSidebarCookie, writeSidebarCookie } from './sidebarCookie';
import { useMediaQuery } from './useMediaQuery';

export interface SidebarContextValue {
  /** Desktop: expanded (16rem, labels) or collapsed (3rem, icons only). Kept in the cookie. */
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  /** Below 768px the sidebar is an off-canvas drawer. */
  isMobile: boolean;
  /**
   * The screen's size is not known yet: a page rendered on the server, until the browser has hydrated it.
   * `isMobile` is then false (the desktop sidebar, which the stylesheet hides on a phone) and the parts that
   * differ by size show both forms, the stylesheet picking one, so the HTML looks right at either size.
   */
  isSizePending: boolean;
  /** Mobile: whether the drawer is open. */
  isMobileOpen: boolean;
  setMobileOpen: (isOpen: boolean) => void;
  /** Toggles what the current screen size uses: the drawer on mobile, expanded/collapsed otherwise. */
  toggle: () => void;
  /** The `id` of the sidebar's navigation (for the trigger's `aria-controls`). */
  sidebarId: string;
  /** Whether a `Sidebar` is rendered in this provider (it registers itself). */
  hasSidebar: boolean;
  /** Called by `Sidebar` on mount (`true`) and unmount (`false`). */
  registerSidebar: (isMounted: boolean) => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The sidebar state, for custom triggers and layouts. Must be used inside `SidebarProvider`. */
export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return context;
}

/** The sidebar state, or null outside a `SidebarProvider` (TopBar works without one). */
export function useOptionalSidebar(): SidebarContextValue | null {
  return useContext(SidebarContext);
}

/** Whether the shortcut reads ⌘B (Apple) or Ctrl+B. */
function shortcutLabel(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform) ? '⌘B' : 'Ctrl+B';
}

export interface SidebarProviderProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Estado inicial no desktop sem controle externo; por padrão o cookie `sidebar_state` ou, sem ele, aberto.
   */
  defaultOpen?: boolean;
  /** Controlled desktop state. */
  isOpen?: boolean;
  /** Chamada quando o estado no desktop muda (o cookie é gravado de qualquer forma). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Força o layout de celular (gaveta) ou de desktop. Por padrão segue a tela: celular abaixo de 768px. Serve
   * para prévias e testes; os pontos de quebra do CSS continuam seguindo a tela.
   */
  isMobile?: boolean;
  /** A barra superior, o `Sidebar` e o `SidebarInset`, que compartilham o estado do menu. */
  children: ReactNode;
}

/**
 * The application shell: holds the sidebar state and lays out `TopBar` (top), `Sidebar` (left) and
 * `SidebarInset` (the page). Ctrl/Cmd+B toggles the sidebar anywhere on the page; the desktop
 * state is kept for 7 days in the `sidebar_state` cookie. Below 768px the sidebar becomes a drawer.
 */
export function SidebarProvider({
  defaultOpen,
  isOpen: isOpenProp,
  onOpenChange,
  isMobile: isMobileProp,
  className,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobileViewport = useMediaQuery(media.mobile);
  const isSizePending = isMobileProp === undefined && isMobileViewport === undefined;
  const isMobile = isMobileProp ?? isMobileViewport ?? false;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(() => defaultOpen ?? readSidebarCookie() ?? true);
  const isOpen = isOpenProp ?? uncontrolledOpen;
  const [isMobileOpen, setMobileOpen] = useState(false);
  const [hasSidebar, registerSidebar] = useState(false);
  const sidebarId = useId();

  const setOpen = useCallback(
    (open: boolean) => {
      if (isOpenProp === undefined) setUncontrolledOpen(open);
      writeSidebarCookie(open);
      onOpenChange?.(open);
    },
    [isOpenProp, onOpenChange],
  );

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setOpen(!isOpen);
  }, [isMobile, isOpen, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.shiftKey) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Leaving the mobile layout closes the drawer.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const value = useMemo(
    () => ({
      isOpen,
      setOpen,
      isMobile,
      isSizePending,
      isMobileOpen,
      setMobileOpen,
      toggle,
      sidebarId,
      hasSidebar,
      registerSidebar,
    }),
    [isOpen, setOpen, isMobile, isSizePending, isMobileOpen, toggle, sidebarId, hasSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        {...props}
        data-sidebar-state={isOpen ? 'expanded' : 'collapsed'}
        className={cx(styles.provider, className)}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

interface SidebarLayoutState {
  /** Icons only (desktop, collapsed). */
  isCollapsed: boolean;
  /** Rendered in the mobile drawer. */
  isInDrawer: boolean;
  currentPath?: string;
}

const SidebarLayoutContext = createContext<SidebarLayoutState>({ isCollapsed: false, isInDrawer: false });

export interface SidebarProps extends HTMLAttributes<HTMLElement> {
  /** Nome do marco de navegação. */
  'aria-label'?: string;
  /**
   * A rota atual (`useLocation().pathname` do react-router): o item cujo `href` é igual a ela (ou é o caminho
   * pai dela) fica ativo, com `aria-current="page"`.
   */
  currentPath?: string;
  /** Os `SidebarGroup` com seus `SidebarItem` e um `SidebarFooter` opcional. */
  children: ReactNode;
}

/**
 * The side navigation: a `nav` landmark on the left of the shell, 16rem wide, or 3rem with icons
 * only when collapsed (each item then shows its name in a tooltip). Below 768px it is an
 * off-canvas drawer (18rem) opened by the `SidebarTrigger`: a modal that traps focus, closes on
 * Esc, on a click outside or when an item is chosen, and returns focus to the trigger.
 */
export function Sidebar({
  'aria-label': ariaLabel = 'Menu principal',
  currentPath,
  className,
  children,
  ...props
}: SidebarProps) {
  const { isOpen, isMobile, isMobileOpen, setMobileOpen, sidebarId, registerSidebar } = useSidebar();

  useEffect(() => {
    registerSidebar(true);
    return () => registerSidebar(false);
  }, [registerSidebar]);

  if (isMobile) {
    return (
      <Modal
        placement="start"
        isDismissable
        isOpen={isMobileOpen}
        onOpenChange={setMobileOpen}
        className={styles.drawer}
      >
        <Dialog aria-label={ariaLabel} hideCloseButton className={styles.drawerDialog}>
          <div className={styles.drawerHeader}>
            <Logo tone="dark" size="sm" />
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              aria-label="Fechar menu"
              className={styles.drawerClose}
              onPress={() => setMobileOpen(false)}
            >
              <XIcon />
            </Button>
          </div>
          <SidebarLayoutContext.Provider value={{ isCollapsed: false, isInDrawer: true, currentPath }}>
            <nav {...props} id={sidebarId} aria-label={ariaLabel} className={cx(styles.drawerNav, className)}>
              {children}
            </nav>
          </SidebarLayoutContext.Provider>
        </Dialog>
      </Modal>
    );
  }

  return (
    <SidebarLayoutContext.Provider value={{ isCollapsed: !isOpen, isInDrawer: false, currentPath }}>
      <nav
        {...props}
        id={sidebarId}
        aria-label={ariaLabel}
        data-state={isOpen ? 'expanded' : 'collapsed'}
        className={cx(styles.sidebar, className)}
      >
        {children}
      </nav>
    </SidebarLayoutContext.Provider>
  );
}

export interface SidebarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Um título acima dos itens (escondido com o menu recolhido, onde uma linha separa os grupos). */
  title?: string;
  /** `SidebarItem`s. */
  children: ReactNode;
}

/** A list of navigation items, optionally with a heading. */
export function SidebarGroup({ title, className, children, ...props }: SidebarGroupProps) {
  const headingId = useId();
  return (
    <div {...props} className={cx(styles.group, className)}>
      {title ? (
        <h2 id={headingId} className={styles.groupTitle}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list} aria-labelledby={title ? headingId : undefined}>
        {children}
      </ul>
    </div>
  );
}

/** Whether `href` is the current route or one of its parents ('/admin/usuarios' for '/admin/usuarios/3'). */
export function isCurrentRoute(currentPath: string | undefined, href: string): boolean {
  if (!currentPath) return false;
  const clean = (value: string) => (value.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const path = clean(currentPath);
  const target = clean(href);
  return path === target || (target !== '/' && path.startsWith(`${target}/`));
}

export interface SidebarItemProps
  extends Omit<LinkProps, 'variant' | 'buttonVariant' | 'buttonSize' | 'children' | 'href'> {
  /** A rota; o item navega pelo roteador (`UiRouterProvider`). */
  href: string;
  /** O ícone, a única coisa visível com o menu recolhido. */
  icon: ReactNode;
  /** O rótulo (também a dica e o nome acessível com o menu recolhido). */
  children: string;
  /** Força o estado ativo; por padrão vem do `currentPath` do menu. */
  isCurrent?: boolean;
}

/** A navigation link of the sidebar, marked `aria-current="page"` on its route. */
export function SidebarItem({
  href,
  icon,
  children,
  isCurrent,
  className,
  onPress,
  ...props
}: SidebarItemProps) {
  const { isCollapsed, isInDrawer, currentPath } = useContext(SidebarLayoutContext);
  const sidebar = useOptionalSidebar();
  const active = isCurrent ?? isCurrentRoute(currentPath, href);
  return (
    <li className={styles.listItem}>
      <TooltipTrigger isDisabled={!isCollapsed} delay={300}>
        <Link
          {...props}
          href={href}
          variant="standalone"
          aria-current={active ? 'page' : undefined}
          data-collapsed={isCollapsed || undefined}
          className={composeClassName(className, styles.item)}
          onPress={(event) => {
            onPress?.(event);
            if (isInDrawer) sidebar?.setMobileOpen(false);
          }}
        >
          <span className={styles.itemIcon}>{icon}</span>
          <span className={isCollapsed ? styles.itemLabelCollapsed : styles.itemLabel}>{children}</span>
        </Link>
        <Tooltip placement="right">{children}</Tooltip>
      </TooltipTrigger>
    </li>
  );
}

export interface SidebarFooterProps extends HTMLAttributes<HTMLDivElement> {}

/** Content pinned to the bottom of the sidebar (hidden when collapsed). */
export function SidebarFooter({ className, ...props }: SidebarFooterProps) {
  const { isCollapsed } = useContext(SidebarLayoutContext);
  if (isCollapsed) return null;
  return <div {...props} className={cx(styles.footer, className)} />;
}

export interface SidebarInsetProps extends HTMLAttributes<HTMLElement> {}

/** The page next to the sidebar: the `main` landmark of the shell. */
export function SidebarInset({ className, ...props }: SidebarInsetProps) {
  return <main {...props} className={cx(styles.inset, className)} />;
}

export interface SidebarTriggerProps {
  /** Classe extra para o botão (só layout). */
  className?: string;
}

/**
 * The button that toggles the sidebar (collapse/expand on desktop, open the drawer on mobile),
 * named 'Menu lateral' with `aria-expanded`; a tooltip tells the shortcut. `TopBar` renders it.
 */
export function SidebarTrigger({ className }: SidebarTriggerProps) {
  const { isOpen, isMobile, isSizePending, isMobileOpen, toggle, sidebarId, hasSidebar } = useSidebar();
  const expanded = isMobile ? isMobileOpen : isOpen;
  const hint = isMobile ? 'Abrir menu' : `${isOpen ? 'Recolher' : 'Expandir'} menu (${shortcutLabel()})`;
  return (
    <TooltipTrigger>
      <Button
        variant="ghost"
        isIconOnly
        aria-label="Menu lateral"
        aria-expanded={expanded}
        // Only point at the navigation while it is in the document (the mobile drawer mounts on open).
        aria-controls={hasSidebar && (expanded || !isMobile) ? sidebarId : undefined}
        className={cx(styles.trigger, className)}
        onPress={toggle}
      >
        {isSizePending ? (
          <>
            <MenuIcon className={styles.mobileOnly} />
            <PanelLeftIcon className={styles.desktopOnly} />
          </>
        ) : isMobile ? (
          <MenuIcon />
        ) : (
          <PanelLeftIcon />
        )}
      </Button>
      <Tooltip placement="bottom">{hint}</Tooltip>
    </TooltipTrigger>
  );
}
