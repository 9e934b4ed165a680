import { isApiError } from '@certidao/api-client';
import { AlertCircleIcon, Button, EmptyState, type EmptyStateProps, RefreshIcon } from '@certidao/ui';
import { withSupportCode } from './supportCode.ts';

/** What a 403 says: the account may not see this (trying again will not help, and the connection is fine). */
export const NO_PERMISSION =
  'Sem permissão: sua conta não tem acesso a estas informações. Se precisar delas, fale com um gestor da empresa.';

/** True when the server refused the caller (403), as opposed to a failure worth retrying. */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

export interface LoadErrorProps extends Pick<EmptyStateProps, 'size' | 'titleLevel'> {
  /** The fixed message for this load ('Erro ao carregar planos'). */
  title: string;
  /** What the person can do; the connection hint by default. */
  description?: string;
  /** Loads again (SWR's `mutate`). */
  onRetry: () => void;
  isRetrying?: boolean;
  /** The failure: a 403 reads 'Sem permissão' and offers no retry. */
  error?: unknown;
}

/** A list or page that could not be loaded: the message and 'Tentar novamente' (one look for every screen). */
export function LoadError({
  title,
  description = 'Verifique sua conexão e tente novamente.',
  onRetry,
  isRetrying,
  size,
  titleLevel,
  error,
}: LoadErrorProps) {
  if (isForbidden(error))
    return (
      <EmptyState
        tone="neutral"
        size={size}
        titleLevel={titleLevel}
        icon={<AlertCircleIcon />}
        title={title}
        description={NO_PERMISSION}
      />
    );
  return (
    <EmptyState
      tone="danger"
      size={size}
      titleLevel={titleLevel}
      icon={<AlertCircleIcon />}
      title={title}
      description={withSupportCode(description, error)}
      action={
        <Button variant="outline" size={size === 'sm' ? 'sm' : 'md'} isPending={isRetrying} onPress={onRetry}>
          <RefreshIcon aria-hidden="true" />
          Tentar novamente
        </Button>
      }
    />
  );
}
