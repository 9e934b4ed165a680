import { type ReactNode, useEffect } from 'react';
import { Button } from '../Button';
import { LogOutIcon } from '../icons';
import { Sidebar, SidebarGroup, SidebarInset, SidebarItem, SidebarProvider, useSidebar } from '../Sidebar';
import { ThemeToggle } from '../ThemeToggle';
import { TopBar } from '../TopBar';
import * as styles from './AdminShell.css';

/** One entry of the side menu. */
export interface AdminShellMenuItem {
  /** The visible name, verbatim ('Solicitações', 'Meu Perfil'). */
  label: string;
  /** The route the item navigates to (through the app's `UiRouterProvider`). */
  href: string;
  /** The icon, all that shows when the menu is collapsed. */
  icon: ReactNode;
}

export interface AdminShellProps {
  /** The area the user is in: 'Área do Usuário' (role user) or 'Admin' (any other role). */
  areaLabel: string;
  /** The side menu of the user's role; the app passes it as data (apps/web `menus.ts`). */
  menu: readonly AdminShellMenuItem[];
  /** The current route (`useLocation().pathname`): its item gets `aria-current="page"`. */
  currentPath: string;
  /** Where the brand in the top bar leads (the role's home route). */
  homeHref: string;
  /** Called by the 'Sair' button. */
  onLogout: () => void;
  /** Shows 'Sair' pending (spinner, `aria-busy`, presses ignored) while the logout runs. */
  isLoggingOut?: boolean;
  /** Initial desktop state of the menu; by default the `sidebar_state` cookie, else expanded. */
  defaultOpen?: boolean;
  /** Forces the mobile (drawer) or desktop layout; by default it follows the viewport (768px). */
  isMobile?: boolean;
  /** Extra content at the end of the top bar, before 'Sair' (e.g. the user's name). */
  topBarContent?: ReactNode;
  /** The page, rendered in the `main` landmark; its blocks are stacked with the standard gap. */
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
