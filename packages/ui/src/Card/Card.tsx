import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../utils';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; it also names the card when `as` is `section` or `article`. */
  title?: ReactNode;
  /** Heading level of the title (default 3). */
  titleLevel?: 2 | 3 | 4;
  /** A line under the title. */
  description?: ReactNode;
  /** Actions at the top right of the header (buttons, links, a menu). */
  actions?: ReactNode;
  /** Content of the footer, separated by a rule (usually buttons). */
  footer?: ReactNode;
  /** `outlined` (default), `elevated` or `muted`. */
  variant?: 'outlined' | 'elevated' | 'muted';
  /**
   * Inner spacing: `lg` (default), `md`, or `none` for edge-to-edge content such as lists and
   * tables; then the header and the footer keep their own padding (the footer becomes a sunken bar
   * with its items spread: a summary at the start, pagination at the end).
   */
  padding?: 'none' | 'md' | 'lg';
  /** The element: `div` (default), or `section`/`article` to make the card a named region. */
  as?: 'div' | 'section' | 'article';
}

/**
 * A surface that groups related content: an optional header (title, description, actions), the
 * content and an optional footer.
 */
export function Card({
  title,
  titleLevel = 3,
  description,
  actions,
  footer,
  variant = 'outlined',
  padding = 'lg',
  as: Element = 'div',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const hasHeader = title != null || description != null || actions != null;
  const flush = padding === 'none';
  return (
    <Element
      aria-labelledby={Element !== 'div' && title != null ? titleId : undefined}
      {...props}
      className={cx(styles.cardRecipe({ variant, padding }), className)}
    >
      {hasHeader ? (
        <div className={styles.headerRecipe({ flush })}>
          <div className={styles.headings}>
            {title != null ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description != null ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children != null ? <div className={styles.body}>{children}</div> : null}
      {footer != null ? <div className={styles.footerRecipe({ flush })}>{footer}</div> : null}
    </Element>
  );
}
