import { type ApiClient, ApiError, type Solicitacao } from '@certidao/api-client';
import { forEachLimit } from './concurrency.ts';

/** Rows per call of `criarSolicitacoesEmLote` (the server's limit). */
export const BATCH_ROWS = 1000;

type Body = Parameters<ApiClient['createSolicitacao']>[0]['body'];

export interface BatchCallbacks {
  /** A row created now or by an earlier run with the same key (`replayed`). */
  created(index: number, solicitacao: Solicitacao, replayed: boolean): void;
  /** A row the server refused (its own status, code and message), or the call that failed for it. */
  refused(index: number, error: ApiError): void;
  /** Stop sending further calls (a refusal that is not the row's own problem). */
  stop(): boolean;
}

/**
 * A file's rows through `POST /solicitacoes/lote`, 1,000 per call, each row with its own Idempotency key
 * (`chavesIdempotencia`, derived from the row: idempotency.ts), so a file sent again creates only what is new.
 * Each created request is then read whole (`getSolicitacao`, 8 at a time) only when `whole` (the JSON output
 * prints them); otherwise it is named by the row it came from.
 */
export async function createInBatches(
  api: ApiClient,
  bodies: readonly Body[],
  keys: readonly string[],
  whole: boolean,
  on: BatchCallbacks,
): Promise<void> {
  for (let start = 0; start < bodies.length && !on.stop(); start += BATCH_ROWS) {
    const solicitacoes = bodies.slice(start, start + BATCH_ROWS);
    let answer: Awaited<ReturnType<ApiClient['criarSolicitacoesEmLote']>>;
    try {
      answer = await api.criarSolicitacoesEmLote({
        body: { solicitacoes, chavesIdempotencia: keys.slice(start, start + BATCH_ROWS) },
      });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, String(error));
      for (let i = 0; i < solicitacoes.length; i++) on.refused(start + i, failure);
      return;
    }
    const created = answer.resultados.filter((r) => r.solicitacaoId);
    const read = new Map<string, Solicitacao>();
    if (whole)
      await forEachLimit(created, 8, async (r) => {
        const id = r.solicitacaoId as string;
        read.set(id, await api.getSolicitacao({ path: { id } }));
      });
    for (const r of answer.resultados) {
      const index = start + r.indice;
      const body = bodies[index] as Body;
      if (r.solicitacaoId) {
        const shown =
          read.get(r.solicitacaoId) ??
          // Without --json only the id, the name and the count of certificates are shown.
          ({
            id: r.solicitacaoId,
            dadosGerais: body.dadosGerais,
            certidoes: body.certidoes,
          } as unknown as Solicitacao);
        on.created(index, shown, r.repetida);
      } else {
        on.refused(index, new ApiError(r.status, r.message ?? '', { codigo: r.codigo, message: r.message }));
      }
    }
  }
}
