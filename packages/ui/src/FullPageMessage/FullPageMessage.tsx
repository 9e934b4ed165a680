import type { HTMLAttributes, ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './FullPageMessage.css';

export type FullPageMessageStatus = 'loading' | 'success' | 'error' | 'info';

export interface FullPageMessageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * `loading` (indicador), `success`, `error` ou `info` (ex.: página não encontrada): define o ícone e a cor.
   */
  status: FullPageMessageStatus;
  /** O `h1` da página ('Falha na confirmação', 'Página não encontrada'). */
  title: ReactNode;
  /** A explicação sob o título. */
  description?: ReactNode;
  /** Botões ou links: o caminho para seguir ou voltar ('Ir para o login', a página inicial). */
  actions?: ReactNode;
  /** Substitui o ícone do status (não o indicador de carregamento). */
  icon?: ReactNode;
  /** `viewport` (o padrão) para uma rota própria; `container` dentro de um layout como o `AdminShell`. */
  fill?: 'viewport' | 'container';
}

const VIEW: Record<FullPageMessageStatus, { tone: NonNullable<EmptyStateProps['tone']>; icon: ReactNode }> = {
  loading: { tone: 'primary', icon: null },
  success: { tone: 'success', icon: <CheckCircleIcon /> },
  error: { tone: 'danger', icon: <AlertCircleIcon /> },
  info: { tone: 'info', icon: <InfoIcon /> },
};

/**
 * A whole-screen status view, centred: an icon (or a spinner while loading) in the status colour, the
 * page's `h1`, a text and actions. For '/confirm-email' (loading, success, 'Falha na confirmação'),
 * route error boundaries and the not-found page. The message is a live region (`role="status"`):
 * when the same view changes status (loading → success), screen readers announce the new message.
 */
export function FullPageMessage({
  status,
  title,
  description,
  actions,
  icon,
  fill = 'viewport',
  className,
  ...props
}: FullPageMessageProps) {
  const view = VIEW[status];
  return (
    <div {...props} className={cx(styles.fullPageMessageRecipe({ fill }), className)}>
      <div role="status" className={styles.message}>
        <EmptyState
          size="lg"
          titleLevel={1}
          tone={view.tone}
          isLoading={status === 'loading'}
          icon={icon ?? view.icon}
          title={title}
          description={description}
          action={actions}
        />
      </div>
    </div>
  );
}
