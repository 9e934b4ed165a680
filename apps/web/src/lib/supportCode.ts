import { isApiError } from '@certidao/api-client';

/**
 * The line that lets support find a server failure: the first 8 characters of the request id (the answer's
 * `X-Request-Id`, in every log line of that request), which is enough to find it in the logs and short enough
 * to read out over the phone. Only for the server's own failures (5xx): a refusal (4xx) already says what to
 * fix, and without an answer (offline) there is no request to find.
 */
export function supportCode(error: unknown): string | null {
  if (!isApiError(error) || error.status < 500 || !error.requestId) return null;
  return `Se o problema continuar, informe ao suporte o código ${error.requestId.slice(0, 8)}.`;
}

/** A message followed by the support line when there is one. */
export function withSupportCode(message: string, error: unknown): string {
  const code = supportCode(error);
  return code ? `${message} ${code}` : message;
}
