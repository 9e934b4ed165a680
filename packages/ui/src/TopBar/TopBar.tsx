import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '../Link';
import { Logo } from '../Logo';
import { SidebarTrigger, useOptionalSidebar } from '../Sidebar';
import { cx } from '../utils';
import * as styles from './TopBar.css';

export interface TopBarProps extends HTMLAttributes<HTMLElement> {
  /** A área em que o usuário está: 'Área do Usuário' para o papel user, 'Admin' para a equipe. */
  areaLabel?: ReactNode;
  /** Ações no fim da barra, ex.: o botão 'Sair' ou um menu do usuário. */
  actions?: ReactNode;
  /** Transforma a marca num link (ex.: para a rota inicial do usuário). */
  homeHref?: string;
  /**
   * Mostra o botão do menu lateral no início. Por padrão `true` dentro de um `SidebarProvider` (ele precisa
   * de um) e ignorado fora dele.
   */
  showSidebarTrigger?: boolean;
  /** Conteúdo entre a marca e as ações (ex.: um campo de busca). */
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
  // The size not known yet (server-rendered HTML): the stylesheet sizes the logo.
  const brand = sidebar?.isSizePending ? (
    <Logo size="md" className={styles.brandBySize} />
  ) : (
    <Logo size={sidebar?.isMobile ? 'sm' : 'md'} />
  );
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
