/**
 * A whole portfolio at once (the rows of a CSV file): `criar` adds new parties only; `atualizar`, the weekly
 * sync, also brings the owner's parties already monitored (by CPF/CNPJ) up to the file. All or nothing.
 */
import { nextRenewal, partiesProblems, toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { monitoramentoCertidoes, monitoramentos } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { replaceTypes } from './changes.ts';
import { insertParty } from './create.ts';
import {
  inCatalogueOrder,
  type NovoMonitoramento,
  type PartyRow,
  type ValidParty,
  validateParty,
} from './parties.ts';

export type ImportMode = 'criar' | 'atualizar';
export type ImportOutcome = 'criado' | 'atualizado' | 'inalterado';

export const ALREADY_IN_PORTFOLIO =
  'Esta parte já está no seu monitoramento (mesmo CPF/CNPJ). Para atualizá-la, importe no modo atualizar.';

type Refusal = { indice: number; mensagem: string };

export const IMPORT_REFUSED = (n: number) =>
  `${n} ${n === 1 ? 'linha recusada' : 'linhas recusadas'}; nada foi importado. Corrija e envie de novo.`;

const refuse = (erros: Refusal[]) => {
  erros.sort((a, b) => a.indice - b.indice);
  return new HttpError(422, IMPORT_REFUSED(erros.length), { erros });
};

/** Key order does not make two parties' data differ. */
const sameData = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? null) === (b[k] ?? null));
};

/**
 * Brings a monitored party up to a row: name, data, types, policy and (when the row has the column) the deed
 * date. A policy or lead time the row leaves out stays as it is. Answers whether anything changed.
 */
async function syncParty(
  tx: DbOrTx,
  row: PartyRow,
  party: ValidParty,
  body: NovoMonitoramento,
  now: Date,
): Promise<boolean> {
  const { request } = party;
  const tipos = inCatalogueOrder(request.certs.map((c) => c.tipoCertidao));
  const dados = { ...(request.certs[0]?.dados ?? {}) };
  const next = {
    nomeCompleto: request.nomeCompleto,
    politica: body.politica ?? row.politica,
    diasAntecedencia: body.diasAntecedencia ?? row.diasAntecedencia,
    tiposCertidao: tipos,
    dataEscritura: body.dataEscritura === undefined ? row.dataEscritura : body.dataEscritura,
  };
  const typesChanged = tipos.join() !== row.tiposCertidao.join();
  const unchanged =
    !typesChanged &&
    next.nomeCompleto === row.nomeCompleto &&
    next.politica === row.politica &&
    next.diasAntecedencia === row.diasAntecedencia &&
    next.dataEscritura === row.dataEscritura &&
    sameData(dados, row.dados);
  if (unchanged) return false;
  if (typesChanged) await replaceTypes(tx, row.id, tipos);
  const state = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(eq(monitoramentoCertidoes.monitoramentoId, row.id));
  await tx
    .update(monitoramentos)
    .set({
      ...next,
      dados,
      // As a change on the party's page: paused or with a renewal running, nothing is due meanwhile.
      proximaRenovacaoEm:
        row.status === 'pausado' || row.renovacaoSolicitacaoId ? null : nextRenewal(next, state, now),
      updatedAt: now,
    })
    .where(eq(monitoramentos.id, row.id));
  return true;
}

/**
 * Checks every row first (the shared party rules, a CPF/CNPJ repeated in the file, and in `criar` a party
 * already monitored) and refuses the whole file naming each bad row by its position; then, in one
 * transaction, creates the new parties (their first issuance waits for quota like any party's) and, in
 * `atualizar`, updates the owner's existing ones.
 */
export async function importParties(
  ctx: AppContext,
  user: UserRow,
  body: { partes: NovoMonitoramento[]; modo?: ImportMode },
) {
  const modo = body.modo ?? 'criar';
  const rows = body.partes;
  const erros: Refusal[] = partiesProblems(rows, toSaoPauloIsoDate());
  const refused = new Set(erros.map((e) => e.indice));
  const valid = new Map<number, ValidParty>();
  rows.forEach((row, indice) => {
    if (refused.has(indice)) return;
    try {
      valid.set(indice, validateParty(row));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      erros.push({ indice, mensagem: error.message });
    }
  });
  const now = ctx.clock.now();
  const linhas = await ctx.db.transaction(async (tx) => {
    const docs = [...valid.values()].map((p) => p.request.documento);
    // Locked: a concurrent import or change of the same parties waits for this one.
    const existing = docs.length
      ? await tx
          .select()
          .from(monitoramentos)
          .where(and(eq(monitoramentos.userId, user.id), inArray(monitoramentos.documento, docs)))
          .for('update')
      : [];
    const byDocument = new Map(existing.map((r) => [r.documento, r]));
    // Every refused row at once: the rules' and, when only adding, the parties already monitored.
    if (modo === 'criar')
      for (const [indice, p] of valid)
        if (byDocument.has(p.request.documento)) erros.push({ indice, mensagem: ALREADY_IN_PORTFOLIO });
    if (erros.length) throw refuse(erros);
    const out: Array<{ indice: number; id: string; resultado: ImportOutcome }> = [];
    for (const [indice, party] of valid) {
      const current = byDocument.get(party.request.documento);
      if (!current) {
        const created = await insertParty(tx, user, party, now);
        out.push({ indice, id: created.id, resultado: 'criado' });
      } else {
        const changed = await syncParty(tx, current, party, rows[indice] as NovoMonitoramento, now);
        out.push({ indice, id: current.id, resultado: changed ? 'atualizado' : 'inalterado' });
      }
    }
    return out;
  });
  ctx.monitoring?.wake();
  const count = (r: ImportOutcome) => linhas.filter((l) => l.resultado === r).length;
  return {
    criados: count('criado'),
    atualizados: count('atualizado'),
    inalterados: count('inalterado'),
    linhas,
  };
}
