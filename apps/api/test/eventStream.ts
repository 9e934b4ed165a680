import { followSolicitacoes, type SolicitacaoEvent } from '@certidao/api-client';
import type { TestServer } from './harness.ts';
import { waitUntil } from './pipelineHelpers.ts';

export type CertEvent = Extract<SolicitacaoEvent, { type: 'certidao' }>;

/** Follows the stream in the background and keeps what arrives. */
export function follow(
  t: TestServer,
  token: string,
  options: { solicitacaoId?: string; lastEventId?: string } = {},
) {
  const controller = new AbortController();
  const events: SolicitacaoEvent[] = [];
  let failure: unknown;
  const done = (async () => {
    try {
      for await (const event of followSolicitacoes({
        baseUrl: t.apiUrl,
        token,
        signal: controller.signal,
        ...options,
      }))
        events.push(event);
    } catch (error) {
      if (!controller.signal.aborted) failure = error;
    }
  })();
  const certs = () => events.filter((e): e is CertEvent => e.type === 'certidao');
  return {
    events,
    certs,
    /** Resolves once the server follows every change for this stream (its first heartbeat). */
    ready: () => waitUntil(async () => events.some((e) => e.type === 'heartbeat'), 30_000, 'the stream'),
    /** The latest state of each certificate seen, by id. */
    latest: () => new Map(certs().map((e) => [e.data.certidao.id, e.data])),
    get failure() {
      return failure;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
