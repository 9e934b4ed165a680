import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './PageHeader.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** O título da página, o único `h1` dela ('Usuários', 'Solicitações'). */
  title: ReactNode;
  /** Uma linha sob o título. */
  description?: ReactNode;
  /** Botões ou links à direita ('Novo usuário', 'Nova solicitação'); sob o título em telas estreitas. */
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
