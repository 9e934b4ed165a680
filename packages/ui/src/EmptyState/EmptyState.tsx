import type { HTMLAttributes, ReactNode } from 'react';
import { InboxIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message, verbatim from the spec ('Nenhuma solicitação encontrada'). */
  title: ReactNode;
  /** An explanation or next step under the title. */
  description?: ReactNode;
  /** An icon (decorative); defaults to an inbox. Pass `null` for none. */
  icon?: ReactNode;
  /** `neutral` (nothing yet, the default), `primary` (invitation) or `danger` (load error). */
  tone?: 'neutral' | 'primary' | 'danger';
  /** Buttons or links: 'Nova Solicitação', 'Tentar novamente'… */
  action?: ReactNode;
  /** `md` for pages and lists, `sm` inside tables and cards. */
  size?: 'sm' | 'md';
  /** Renders the title as a heading of this level instead of a paragraph. */
  titleLevel?: 2 | 3 | 4;
}

/**
 * What a list, table or page shows when there is nothing to show (or it failed to load): an icon,
 * the message, an optional explanation and actions.
 */
export function EmptyState({
  title,
  description,
  icon,
  tone = 'neutral',
  action,
  size = 'md',
  titleLevel,
  className,
  ...props
}: EmptyStateProps) {
  const Title = titleLevel ? (`h${titleLevel}` as const) : 'p';
  const iconNode = icon === undefined ? <InboxIcon /> : icon;
  return (
    <div {...props} className={cx(styles.emptyStateRecipe({ size }), className)}>
      {iconNode ? (
        <span className={cx(styles.iconRecipe({ tone, size }), styles.iconSlot)} aria-hidden="true">
          {iconNode}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
