import type { HTMLAttributes, ReactNode } from 'react';
import { InboxIcon } from '../icons';
import { Spinner } from '../Spinner';
import { cx } from '../utils';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message, verbatim ('Nenhuma solicitação encontrada'). */
  title: ReactNode;
  /** An explanation or next step under the title. */
  description?: ReactNode;
  /** An icon (decorative); defaults to an inbox. Pass `null` for none. Ignored while `isLoading`. */
  icon?: ReactNode;
  /**
   * `neutral` (nothing yet, the default), `primary` (invitation or loading), `danger` (load error),
   * `success` (done) or `info` (a notice, e.g. page not found).
   */
  tone?: 'neutral' | 'primary' | 'danger' | 'success' | 'info';
  /** Buttons or links: 'Nova Solicitação', 'Tentar novamente'… */
  action?: ReactNode;
  /** `md` for pages and lists, `sm` inside tables and cards, `lg` for a whole screen. */
  size?: 'sm' | 'md' | 'lg';
  /** Renders the title as a heading of this level instead of a paragraph (1 for a whole screen). */
  titleLevel?: 1 | 2 | 3 | 4;
  /**
   * Shows a spinner (the `progressbar` 'Carregando...') instead of the icon, for 'Carregando
   * planos...' and the like.
   */
  isLoading?: boolean;
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
  isLoading = false,
  className,
  ...props
}: EmptyStateProps) {
  const Title = titleLevel ? (`h${titleLevel}` as const) : 'p';
  const iconNode = icon === undefined ? <InboxIcon /> : icon;
  const spinnerSize = size === 'lg' ? 'lg' : 'md';
  return (
    <div {...props} className={cx(styles.emptyStateRecipe({ size }), className)}>
      {isLoading ? (
        <span className={styles.iconRecipe({ tone, size })}>
          <Spinner size={spinnerSize} tone="current" />
        </span>
      ) : iconNode ? (
        <span className={cx(styles.iconRecipe({ tone, size }), styles.iconSlot)} aria-hidden="true">
          {iconNode}
        </span>
      ) : null}
      <Title className={styles.titleRecipe({ size })}>{title}</Title>
      {description ? <p className={styles.descriptionRecipe({ size })}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
