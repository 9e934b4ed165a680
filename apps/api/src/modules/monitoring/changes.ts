/** Changing a monitored party: its types, policy and state (pause, resume), and removing it. */
import { nextRenewal, PARTY_MESSAGES, type PoliticaMonitoramento } from '@certidao/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { monitoramentoCertidoes, monitoramentos } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { validateNewRequest } from '../requests/service.ts';
import { addTimeline, inCatalogueOrder } from './parties.ts';
import { getParty, getVisible } from './reads.ts';

// ───────────────────────────── change ─────────────────────────────

export interface PartyUpdate {
  status?: 'ativo' | 'pausado';
  politica?: PoliticaMonitoramento;
  diasAntecedencia?: number;
  tiposCertidao?: string[];
  /** The deed's day ('YYYY-MM-DD'); null clears it. */
  dataEscritura?: string | null;
}

export const BAD_DEED_DATE = PARTY_MESSAGES.deedDateInvalid;

/** A real calendar day 'YYYY-MM-DD' (the contract's format, checked here too: 2027-02-30 is no day). */
function checkDeedDate(v: string): string {
  const d = new Date(`${v}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw badRequest(BAD_DEED_DATE);
  return v;
}

/** The party's kept types become `tipos`: a type no longer kept leaves its results, expiries and alerts. */
export async function replaceTypes(tx: DbOrTx, partyId: string, tipos: string[]) {
  await tx
    .delete(monitoramentoCertidoes)
    .where(
      and(
        eq(monitoramentoCertidoes.monitoramentoId, partyId),
        notInArray(monitoramentoCertidoes.tipoCertidao, tipos),
      ),
    );
  await tx
    .insert(monitoramentoCertidoes)
    .values(tipos.map((tipoCertidao) => ({ monitoramentoId: partyId, tipoCertidao })))
    .onConflictDoNothing();
}

export async function updateParty(ctx: AppContext, user: UserRow, id: string, body: PartyUpdate) {
  const now = ctx.clock.now();
  const deed = body.dataEscritura ? checkDeedDate(body.dataEscritura) : body.dataEscritura;
  await ctx.db.transaction(async (tx) => {
    const row = await getVisible(tx, user, id, true);
    let tipos = row.tiposCertidao;
    if (body.tiposCertidao) {
      // The same rules as a request: each type once and applicable to this kind of person.
      validateNewRequest(
        {
          dadosGerais: { tipoPessoa: row.tipoPessoa, nomeCompleto: row.nomeCompleto },
          certidoes: body.tiposCertidao.map((tipoCertidao) => ({
            tipoCertidao,
            dadosCertidao: { ...row.dados } as Record<string, string>,
          })),
        },
        { requireBirthDate: false },
      );
      tipos = inCatalogueOrder(body.tiposCertidao);
      await replaceTypes(tx, row.id, tipos);
    }
    const status = body.status ?? row.status;
    const next = {
      politica: body.politica ?? row.politica,
      diasAntecedencia: body.diasAntecedencia ?? row.diasAntecedencia,
      tiposCertidao: tipos,
    };
    const state = await tx
      .select()
      .from(monitoramentoCertidoes)
      .where(eq(monitoramentoCertidoes.monitoramentoId, row.id));
    await tx
      .update(monitoramentos)
      .set({
        ...next,
        status,
        ...(deed !== undefined ? { dataEscritura: deed } : {}),
        proximaRenovacaoEm:
          status === 'pausado' || row.renovacaoSolicitacaoId ? null : nextRenewal(next, state, now),
        // Paused, it waits for nothing; resumed, the next pass finds out again.
        ...(status === 'pausado' ? { bloqueadoEm: null, bloqueioMotivo: null } : {}),
        updatedAt: now,
      })
      .where(eq(monitoramentos.id, row.id));
    if (status !== row.status)
      await addTimeline(tx, row.id, {
        at: now,
        tipo: status === 'pausado' ? 'pausado' : 'retomado',
        chave: `${status}:${now.toISOString()}`,
      });
  });
  ctx.monitoring?.wake();
  return getParty(ctx, user, id);
}

export async function removeParty(ctx: AppContext, user: UserRow, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await getVisible(tx, user, id, true);
    await tx.delete(monitoramentos).where(eq(monitoramentos.id, row.id));
  });
  return { message: 'Parte removida do monitoramento. Suas solicitações e certidões continuam disponíveis.' };
}
