import { AlertCircleIcon, Button, EmptyState, type EmptyStateProps, RefreshIcon } from '@certidao/ui';

export interface LoadErrorProps extends Pick<EmptyStateProps, 'size' | 'titleLevel'> {
  /** The fixed message for this load ('Erro ao carregar planos'). */
  title: string;
  /** What the person can do; the connection hint by default. */
  description?: string;
  /** Loads again (SWR's `mutate`). */
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A list or page that could not be loaded: the message and 'Tentar novamente' (one look for every screen). */
export function LoadError({
  title,
  description = 'Verifique sua conexão e tente novamente.',
  onRetry,
  isRetrying,
  size,
  titleLevel,
}: LoadErrorProps) {
  return (
    <EmptyState
      tone="danger"
      size={size}
      titleLevel={titleLevel}
      icon={<AlertCircleIcon />}
      title={title}
      description={description}
      action={
        <Button variant="outline" size={size === 'sm' ? 'sm' : 'md'} isPending={isRetrying} onPress={onRetry}>
          <RefreshIcon aria-hidden="true" />
          Tentar novamente
        </Button>
      }
    />
  );
}
