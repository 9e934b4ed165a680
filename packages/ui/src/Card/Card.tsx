import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../utils';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Título do cartão; também nomeia o cartão quando `as` é `section` ou `article`. */
  title?: ReactNode;
  /** Nível de título do `title` (3 por padrão). */
  titleLevel?: 2 | 3 | 4;
  /** Uma linha sob o título. */
  description?: ReactNode;
  /** Ações no canto superior direito do cabeçalho (botões, links, um menu). */
  actions?: ReactNode;
  /** Conteúdo do rodapé, separado por uma linha (em geral, botões). */
  footer?: ReactNode;
  /** `outlined` (default), `elevated` or `muted`. */
  variant?: 'outlined' | 'elevated' | 'muted';
  /**
   * Espaçamento interno: `lg` (o padrão), `md` ou `none` para conteúdo de ponta a ponta, como listas e
   * tabelas; aí o cabeçalho e o rodapé mantêm o próprio espaçamento (o rodapé vira uma faixa rebaixada com os
   * itens nas pontas: um resumo no início, a paginação no fim).
   */
  padding?: 'none' | 'md' | 'lg';
  /** O elemento: `div` (o padrão) ou `section`/`article` para fazer do cartão uma região nomeada. */
  as?: 'div' | 'section' | 'article';
  /** Nome do cartão para leitores de tela quando ele não tem título visível. */
  'aria-label'?: string;
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
