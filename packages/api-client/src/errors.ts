import type { CodigoErro } from './generated/models.ts';
import { type ResponseMeta, responseMeta } from './meta.ts';

/** Error thrown by every api-client function for a non-2xx answer or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The catalogue's code of the answer (`body.codigo`: branch on it); null without one (network failure). */
  readonly codigo: CodigoErro | null;
  /** The request's id (`X-Request-Id`): quote it to support; null when the server was not reached. */
  readonly requestId: string | null;
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** The parsed error body, when the server sent one. */
    readonly body?: unknown,
    /** The answer's metadata (headers, Retry-After, rate limit); undefined without an answer. */
    readonly meta?: ResponseMeta,
  ) {
    super(message);
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    this.codigo = typeof fields.codigo === 'string' ? (fields.codigo as CodigoErro) : null;
    this.requestId = meta?.requestId ?? (typeof fields.requestId === 'string' ? fields.requestId : null);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the ApiError for a non-OK response: the server's `message` when present, else the generic text. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message
      ? body.message
      : `HTTP error! status: ${response.status}`;
  return new ApiError(response.status, message, body, responseMeta(response));
}
