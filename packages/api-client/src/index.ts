import { type ApiClientOptions, createRawClient, type RawClient } from './client.ts';
import { createOperations, type Operations } from './generated/operations.ts';

export type { CallOptions } from './call.ts';
export { withMeta } from './call.ts';
export type { ApiClientOptions, RawClient, TokenSource } from './client.ts';
export { createRawClient } from './client.ts';
export { ApiError, apiErrorFromResponse, isApiError, NETWORK_ERROR_MESSAGE } from './errors.ts';
export type { FollowOptions, ServerSentEvent, SolicitacaoEvent } from './events.ts';
export { followSolicitacoes, parseEventStream } from './events.ts';
export * from './generated/models.ts';
export type * from './generated/operations.ts';
export { OPERATION_ROUTES } from './generated/operations.ts';
export type { components, operations, paths, webhooks } from './generated/schema.ts';
export type { ResponseMeta } from './meta.ts';
export { responseMeta } from './meta.ts';

export type ApiClient = Operations & { raw: RawClient };

/** One client: every operation of openapi.yaml as a plain async function, plus the raw openapi-fetch client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const raw = createRawClient(options);
  return { ...createOperations(raw), raw };
}
