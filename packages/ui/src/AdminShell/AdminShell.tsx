import { type ReactNode, useEffect } from 'react';
import { Button } from '../Button';
import { LogOutIcon } from '../icons';
import { Sidebar, SidebarGroup, SidebarInset, SidebarItem, SidebarProvider, useSidebar } from '../Sidebar';
import { ThemeToggle } from '../ThemeToggle';
import { TopBar } from '../TopBar';
import * as styles from './AdminShell.css';

/** One entry of the side menu. */
export interface AdminShellMenuItem {
  /** The visible name, verbatim ('Solicitações', 'Meu perfil'). */
  label: string;
  /** The route the item navigates to (through the app's `UiRouterProvider`). */
  href: string;
  /** The icon, all that shows when the menu is collapsed. */
  icon: ReactNode;
}

export interface AdminShellProps {
  /** A área em que o usuário está: 'Área do Usuário' (papel user) ou 'Admin' (qualquer outro papel). */
  areaLabel: string;
  /** O menu lateral do papel do usuário; o app o passa como dados (`menus.ts` de apps/web). */
  menu: readonly AdminShellMenuItem[];
  /** A rota atual (`useLocation().pathname`): o item dela recebe `aria-current="page"`. */
  currentPath: string;
  /** Para onde leva a marca na barra superior (a rota inicial do papel). */
  homeHref: string;
  /** Chamada pelo botão 'Sair'. */
  onLogout: () => void;
  /** Mostra 'Sair' carregando (indicador, `aria-busy`, cliques ignorados) enquanto a saída acontece. */
  isLoggingOut?: boolean;
  /** Estado inicial do menu no desktop; por padrão o cookie `sidebar_state` ou, sem ele, aberto. */
  defaultOpen?: boolean;
  /** Força o layout de celular (gaveta) ou de desktop; por padrão segue a largura da tela (768px). */
  isMobile?: boolean;
  /** Conteúdo extra no fim da barra superior, antes de 'Sair' (ex.: o nome do usuário). */
  topBarContent?: ReactNode;
  /** A página, renderizada no marco `main`; os blocos dela são empilhados com o espaçamento padrão. */
  children: ReactNode;
}

/** Closes the mobile drawer whenever the route changes (a menu item, the browser's back button…). */
function CloseDrawerOnNavigation({ currentPath }: { currentPath: string }) {
  const { setMobileOpen } = useSidebar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the route changes
  useEffect(() => {
    setMobileOpen(false);
  }, [currentPath, setMobileOpen]);
  return null;
}

/**
 * The shell of the signed-in screens: a top bar with the menu toggle, the
 * brand, the area label, the dark theme toggle and 'Sair'; the collapsible side menu (Ctrl/Cmd+B, state kept 7 days in a
 * cookie; a drawer below 768px that closes when an item is chosen); and the page in `main`.
 * Items are router links: wrap the shell in `UiRouterProvider` (it does not include one).
 */
export function AdminShell({
  areaLabel,
  menu,
  currentPath,
  homeHref,
  onLogout,
  isLoggingOut = false,
  defaultOpen,
  isMobile,
  topBarContent,
  children,
}: AdminShellProps) {
  return (
    <SidebarProvider defaultOpen={defaultOpen} isMobile={isMobile}>
      <CloseDrawerOnNavigation currentPath={currentPath} />
      <TopBar
        areaLabel={areaLabel}
        homeHref={homeHref}
        actions={
          <>
            <ThemeToggle />
            <Button variant="outline" size="sm" onPress={onLogout} isPending={isLoggingOut}>
              <LogOutIcon />
              Sair
            </Button>
          </>
        }
      >
        {topBarContent != null ? <div className={styles.topBarContent}>{topBarContent}</div> : null}
      </TopBar>
      <Sidebar currentPath={currentPath}>
        <SidebarGroup>
          {menu.map((item) => (
            <SidebarItem key={item.href} href={item.href} icon={item.icon}>
              {item.label}
            </SidebarItem>
          ))}
        </SidebarGroup>
      </Sidebar>
      <SidebarInset className={styles.content}>{children}</SidebarInset>
    </SidebarProvider>
  );
}
