import type { AppContext } from '../../context.ts';
import type { HandlerPart } from '../../http/types.ts';
import { contractDocument } from './document.ts';
import { health } from './service.ts';

/** The System tag: health and the contract for download. */
export function systemHandlers(ctx: AppContext) {
  return {
    getHealth: async () => health(ctx),
    // The bytes read once. They change only with a new deployment: a few minutes of caching spares the
    // reference page a download on every visit.
    getOpenApiJson: async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(contractDocument().json),
    getOpenApiYaml: async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/yaml; charset=utf-8')
        .send(contractDocument().yaml),
  } satisfies HandlerPart;
}
