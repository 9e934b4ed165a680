import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '../Link';
import { Logo } from '../Logo';
import { SidebarTrigger, useOptionalSidebar } from '../Sidebar';
import { cx } from '../utils';
import * as styles from './TopBar.css';

export interface TopBarProps extends HTMLAttributes<HTMLElement> {
  /** The area the user is in: 'Área do Usuário' for role user, 'Admin' for staff. */
  areaLabel?: ReactNode;
  /** Actions at the end of the bar, e.g. the 'Sair' button or a user menu. */
  actions?: ReactNode;
  /** Makes the brand a link (e.g. to the user's home route). */
  homeHref?: string;
  /**
   * Shows the sidebar toggle at the start. Defaults to `true` inside a `SidebarProvider` (it needs
   * one) and is ignored outside it.
   */
  showSidebarTrigger?: boolean;
  /** Content between the brand and the actions (e.g. a search field). */
  children?: ReactNode;
}

/**
 * The top bar of the application shell: the sidebar toggle, the brand, the area label, free
 * content and the actions. A `header` (banner landmark), sticky at the top of the page.
 */
export function TopBar({
  areaLabel,
  actions,
  homeHref,
  showSidebarTrigger = true,
  className,
  children,
  ...props
}: TopBarProps) {
  const sidebar = useOptionalSidebar();
  const brand = <Logo size={sidebar?.isMobile ? 'sm' : 'md'} />;
  return (
    <header {...props} className={cx(styles.topBar, className)}>
      <div className={styles.start}>
        {showSidebarTrigger && sidebar ? <SidebarTrigger /> : null}
        {homeHref ? (
          <Link href={homeHref} variant="standalone" className={styles.brandLink}>
            {brand}
          </Link>
        ) : (
          brand
        )}
        {areaLabel ? (
          <>
            <span className={styles.divider} aria-hidden="true" />
            <span className={styles.area}>{areaLabel}</span>
          </>
        ) : null}
      </div>
      <div className={styles.middle}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
