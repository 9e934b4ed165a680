import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './PageHeader.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page title, the page's only `h1` ('Usuários', 'Solicitações'). */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the right ('Novo Usuário', 'Nova Solicitação'); below the title on narrow screens. */
  actions?: ReactNode;
}

/**
 * The top of a page: its `h1` title, an optional description and the page's main actions. The
 * actions sit at the right and wrap below the title on narrow screens.
 */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <div {...props} className={cx(styles.pageHeader, className)}>
      <div className={styles.headings}>
        <h1 className={styles.title}>{title}</h1>
        {description != null ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions != null ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
