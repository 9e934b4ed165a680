import type { HTMLAttributes, ReactNode } from 'react';
import { InboxIcon } from '../icons';
import { Spinner } from '../Spinner';
import { cx } from '../utils';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A mensagem, como está nos textos do produto ('Nenhuma solicitação encontrada'). */
  title: ReactNode;
  /** Uma explicação ou o próximo passo, sob o título. */
  description?: ReactNode;
  /**
   * Um ícone (decorativo); por padrão, uma caixa de entrada. Passe `null` para nenhum. Ignorado com
   * `isLoading`.
   */
  icon?: ReactNode;
  /**
   * `neutral` (nada ainda, o padrão), `primary` (convite ou carregamento), `danger` (erro ao carregar),
   * `success` (concluído) ou `info` (um aviso, ex.: página não encontrada).
   */
  tone?: 'neutral' | 'primary' | 'danger' | 'success' | 'info';
  /** Buttons or links: 'Nova solicitação', 'Tentar novamente'… */
  action?: ReactNode;
  /** `md` para páginas e listas, `sm` dentro de tabelas e cartões, `lg` para uma tela inteira. */
  size?: 'sm' | 'md' | 'lg';
  /** Renderiza o título como um título desse nível em vez de um parágrafo (1 para uma tela inteira). */
  titleLevel?: 1 | 2 | 3 | 4;
  /**
   * Mostra o indicador (o `progressbar` 'Carregando...') no lugar do ícone, para 'Carregando planos...' e
   * semelhantes.
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
