import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/queries.ts';
import { type lancamentos, solicitacoes } from '../db/schema.ts';

/**
 * The ledger of charges for certificates (`lancamentos`): a charge per certificate when its request is recorded,
 * a return when it is cancelled or fails without being issued, in the transaction of that change. Every figure of
 * spend (a request's `cobrado`/`devolvido`/`custo`, the companies' reports) and the quota's "returned" rule read
 * it. Each certificate is charged at most once and returned at most once (a unique index): a manual retry is
 * never charged, so a certificate returned when it failed stays returned even if a retry then issues it.
 */

export type ReturnReason = 'cancelada' | 'nao_emitida';

const REASON_TEXT: Record<ReturnReason, string> = {
  cancelada: 'cancelada',
  nao_emitida: 'não emitida',
};

/**
 * Returns the charges of these certificates (the negative of each one's charge, to the same account), once: a
 * certificate already returned, or never charged (staff, or ordered before prices), gets nothing. A failed one is
 * returned only if it was never issued (no PDF).
 */
export async function returnCharges(tx: DbOrTx, certidaoIds: readonly string[], reason: ReturnReason) {
  if (!certidaoIds.length) return;
  const ids = sql.join(
    certidaoIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const neverIssued =
    reason === 'nao_emitida'
      ? sql`and not exists (select 1 from pdfs p where p.certidao_id = l.certidao_id)`
      : sql``;
  await tx.execute(sql`
    insert into lancamentos (conta_id, empresa_id, solicitacao_id, certidao_id, tipo, valor_centavos, descricao)
    select l.conta_id, l.empresa_id, l.solicitacao_id, l.certidao_id, 'devolucao', -l.valor_centavos,
           ${'Devolução: '} || l.descricao || ${` (${REASON_TEXT[reason]})`}
      from lancamentos l
     where l.tipo = 'cobranca' and l.certidao_id in (${ids}) ${neverIssued}
    on conflict (certidao_id, tipo) do nothing`);
}

/**
 * Whether a request counts against its month's quota, as a condition on `solicitacoes`: unless every one of its
 * certificates was returned (cancelled or never issued). A returned certificate that a manual retry then issues
 * stays free, but makes its request count again: the quota is spent on what was delivered.
 */
/** Whether the certificate of this id column was returned (a boolean SQL expression). */
export const returnedSql = (certidaoId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from lancamentos l where l.certidao_id = ${certidaoId} and l.tipo = 'devolucao')`;

export const countsAgainstPlan: SQL = sql`(exists (select 1 from certidoes c
  where c.solicitacao_id = ${solicitacoes.id}
    and (c.status = 'concluido' or not ${returnedSql(sql`c.id`)}))
  or not exists (select 1 from certidoes c where c.solicitacao_id = ${solicitacoes.id}))`;

/** What a request was charged and returned, in cents, and which of its certificates were returned. */
export interface RequestLedger {
  cobradoCentavos: number;
  devolvidoCentavos: number;
  devolvidas: ReadonlySet<string>;
}

export const EMPTY_LEDGER: RequestLedger = {
  cobradoCentavos: 0,
  devolvidoCentavos: 0,
  devolvidas: new Set(),
};

/**
 * The ledger of these requests by request id, from their ledger rows (read by the caller with the rest of the
 * requests: modules/requests/service.ts `hydrate`).
 */
export function ledgerFromRows(
  rows: ReadonlyArray<
    Pick<typeof lancamentos.$inferSelect, 'solicitacaoId' | 'certidaoId' | 'tipo' | 'valorCentavos'>
  >,
) {
  const byRequest = new Map<string, RequestLedger & { devolvidas: Set<string> }>();
  for (const r of rows) {
    let entry = byRequest.get(r.solicitacaoId);
    if (!entry) {
      entry = { cobradoCentavos: 0, devolvidoCentavos: 0, devolvidas: new Set() };
      byRequest.set(r.solicitacaoId, entry);
    }
    if (r.tipo === 'cobranca') entry.cobradoCentavos += r.valorCentavos;
    else {
      entry.devolvidoCentavos -= r.valorCentavos;
      if (r.certidaoId) entry.devolvidas.add(r.certidaoId);
    }
  }
  return byRequest as Map<string, RequestLedger>;
}

/** Whether this certificate's charge was returned. */
export async function isReturned(db: DbOrTx, certidaoId: string): Promise<boolean> {
  const [row] = rowsOf<{ returned: boolean }>(
    await db.execute(sql`select ${returnedSql(sql`${certidaoId}::uuid`)} as returned`),
  );
  return row?.returned === true;
}
