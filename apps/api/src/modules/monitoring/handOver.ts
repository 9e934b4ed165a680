/**
 * A member leaving a company: the parties they monitored for it move to the holder's portfolio, with their
 * timeline and schedule (merged into the holder's own party of the same document).
 */
import { nextRenewal } from '@certidao/domain';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/queries.ts';
import {
  monitoramentoCertidoes,
  monitoramentoEventos,
  monitoramentos,
  notificacoes,
} from '../../db/schema.ts';
import { fullName } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { addTimeline, inCatalogueOrder, type PartyRow } from './parties.ts';

// ───────────────────────────── a member leaving a company ─────────────────────────────

/** What a removal did to the member's portfolio (audited with it). */
export interface PortfolioHandOver {
  titularId: string;
  /** Each party that gave something to the holder: its id, the holder's party that received it, and how. */
  partes: Array<{ de: string; para: string; modo: 'transferida' | 'mesclada' | 'parcial' }>;
}

interface HandOverInput {
  member: Pick<UserRow, 'id' | 'firstName' | 'lastName'>;
  empresaId: string;
  titularId: string;
  /** When the member joined: what they added to the portfolio from then on is the company's work. */
  memberSince: Date;
  now: Date;
}

/** Rows changed per statement when a whole portfolio changes hands. */
const CHUNK = 1000;

/** A request (given as a column or expression) that belongs to the company. */
const companyRequest = (empresaId: string, requestId: SQL) =>
  sql`exists (select 1 from solicitacoes s where s.id = ${requestId} and s.empresa_id = ${empresaId})`;

/**
 * Hands the company's part of a leaving member's portfolio to the company's holder, inside the removal's
 * transaction. A party added while a member is the company's work and moves whole (its id, timeline, results,
 * schedule and a renewal in flight), merged into the holder's party of the same CPF/CNPJ when there is one. A
 * party monitored before joining stays the member's without what the company's requests brought into it (their
 * results, timeline entries and a renewal in flight), which goes to the holder's party of that CPF/CNPJ, a new
 * paused one when the holder has none. The member's notifications about what moved are deleted: they carry the
 * company's results.
 */
export async function handOverCompanyParties(tx: DbOrTx, input: HandOverInput): Promise<PortfolioHandOver> {
  const { member, empresaId, titularId, memberSince, now } = input;
  const result: PortfolioHandOver = { titularId, partes: [] };
  const parties = await tx
    .select()
    .from(monitoramentos)
    .where(eq(monitoramentos.userId, member.id))
    .orderBy(monitoramentos.createdAt)
    .for('update');
  if (!parties.length) return result;
  const holderParties = await tx
    .select()
    .from(monitoramentos)
    .where(
      and(
        eq(monitoramentos.userId, titularId),
        sql`${monitoramentos.documento} in (select m.documento from monitoramentos m where m.user_id = ${member.id})`,
      ),
    )
    .for('update');
  const holderOf = new Map(holderParties.map((p) => [p.documento, p]));
  // Parties from before joining that the company's requests reached (a renewal made while a member).
  const touched = new Set(
    (
      await tx
        .select({ id: monitoramentos.id })
        .from(monitoramentos)
        .where(
          and(
            eq(monitoramentos.userId, member.id),
            lt(monitoramentos.createdAt, memberSince),
            sql`(${companyRequest(empresaId, sql`${monitoramentos.renovacaoSolicitacaoId}`)}
              or exists (select 1 from monitoramento_certidoes mc where mc.monitoramento_id = ${monitoramentos.id}
                         and ${companyRequest(empresaId, sql`mc.solicitacao_id`)})
              or exists (select 1 from monitoramento_eventos e where e.monitoramento_id = ${monitoramentos.id}
                         and ${companyRequest(empresaId, sql`e.solicitacao_id`)}))`,
          ),
        )
    ).map((r) => r.id),
  );
  const name = fullName(member);
  const isWhole = (p: PartyRow) => p.createdAt >= memberSince;

  // The usual case, in bulk: a party of the company's work the holder does not monitor changes hands as it is
  // (its id, timeline, results, schedule and a renewal in flight), and the member's notifications about it go.
  const handed = parties.filter((p) => isWhole(p) && !holderOf.has(p.documento));
  for (let k = 0; k < handed.length; k += CHUNK) {
    const chunk = handed.slice(k, k + CHUNK);
    const ids = chunk.map((p) => p.id);
    await tx
      .update(monitoramentos)
      .set({ userId: titularId, updatedAt: now })
      .where(inArray(monitoramentos.id, ids));
    await tx.delete(notificacoes).where(
      and(
        eq(notificacoes.userId, member.id),
        inArray(
          notificacoes.link,
          ids.map((id) => `/monitoramento/${id}`),
        ),
      ),
    );
    await tx
      .insert(monitoramentoEventos)
      .values(
        ids.map((monitoramentoId) => ({
          monitoramentoId,
          tipo: 'transferencia',
          mensagem: `Veio do monitoramento de ${name}, que saiu da empresa, com o histórico e as renovações programadas.`,
          chave: `transferencia:${now.toISOString()}`,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
    for (const id of ids) result.partes.push({ de: id, para: id, modo: 'transferida' });
  }

  // One by one: a party the holder already monitors is merged into theirs, and a party from before joining
  // gives the holder only what the company's requests brought into it.
  for (const party of parties) {
    const whole = isWhole(party);
    if (whole ? !holderOf.has(party.documento) : !touched.has(party.id)) continue;
    await tx.delete(notificacoes).where(
      and(
        eq(notificacoes.userId, member.id),
        eq(notificacoes.link, `/monitoramento/${party.id}`),
        whole
          ? undefined
          : sql`${notificacoes.chave} in (select 'monitoramento:' || e.chave from monitoramento_eventos e
                  where e.monitoramento_id = ${party.id} and ${companyRequest(empresaId, sql`e.solicitacao_id`)})`,
      ),
    );
    const existing = holderOf.get(party.documento);
    const target = existing ?? (await pausedCopy(tx, party, titularId));
    await mergeInto(tx, party, target, whole ? null : empresaId, now);
    await addTimeline(tx, target.id, {
      at: now,
      tipo: 'transferencia',
      chave: `transferencia:${party.id}:${now.toISOString()}`,
      mensagem: whole
        ? `O histórico do monitoramento de ${name}, que saiu da empresa, foi reunido a esta parte.`
        : existing
          ? `Os resultados das solicitações da empresa no monitoramento de ${name}, que saiu da empresa, foram reunidos a esta parte.`
          : `Veio do monitoramento de ${name}, que saiu da empresa, com os resultados das solicitações da empresa. Pausada: retome para renovar.`,
    });
    if (whole) {
      await tx.delete(monitoramentos).where(eq(monitoramentos.id, party.id));
      result.partes.push({ de: party.id, para: target.id, modo: 'mesclada' });
      continue;
    }
    await addTimeline(tx, party.id, {
      at: now,
      tipo: 'transferencia',
      chave: `transferencia:${now.toISOString()}`,
      mensagem: 'Ao sair da empresa, os resultados das solicitações dela ficaram com a empresa.',
    });
    result.partes.push({ de: party.id, para: target.id, modo: 'parcial' });
  }
  return result;
}

/** The holder's new party for what the company's requests brought into a member's own party: paused, no results. */
async function pausedCopy(tx: DbOrTx, party: PartyRow, titularId: string): Promise<PartyRow> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = party;
  const [row] = await tx
    .insert(monitoramentos)
    .values({
      ...fields,
      userId: titularId,
      status: 'pausado',
      proximaRenovacaoEm: null,
      renovacaoSolicitacaoId: null,
      ultimaAlteracaoEm: null,
      bloqueadoEm: null,
      bloqueioMotivo: null,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  await tx
    .insert(monitoramentoCertidoes)
    .values(party.tiposCertidao.map((tipoCertidao) => ({ monitoramentoId: row.id, tipoCertidao })));
  return row;
}

/**
 * Moves a party's pieces into another: all of them (`empresaId` null), or only those of the company's requests,
 * which then leave `from`. Per type the newer certificate wins, timeline entries already there are not repeated,
 * and `to` keeps its own renewal in flight (a second one stays a plain request of the company).
 */
async function mergeInto(tx: DbOrTx, from: PartyRow, to: PartyRow, empresaId: string | null, now: Date) {
  const ofCompany = (col: SQL) => (empresaId ? companyRequest(empresaId, col) : sql`true`);
  const moving = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(
      and(
        eq(monitoramentoCertidoes.monitoramentoId, from.id),
        empresaId ? ofCompany(sql`${monitoramentoCertidoes.solicitacaoId}`) : undefined,
      ),
    );
  const current = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(eq(monitoramentoCertidoes.monitoramentoId, to.id));
  for (const r of moving) {
    if (!r.emitidoEm) continue;
    const mine = current.find((c) => c.tipoCertidao === r.tipoCertidao);
    if (mine?.emitidoEm && mine.emitidoEm >= r.emitidoEm) continue;
    const row = { ...r, monitoramentoId: to.id };
    await tx
      .insert(monitoramentoCertidoes)
      .values(row)
      .onConflictDoUpdate({
        target: [monitoramentoCertidoes.monitoramentoId, monitoramentoCertidoes.tipoCertidao],
        set: row,
      });
  }
  const tipos = inCatalogueOrder([
    ...new Set([
      ...to.tiposCertidao,
      ...(empresaId ? moving.map((r) => r.tipoCertidao) : from.tiposCertidao),
    ]),
  ]);
  await tx
    .insert(monitoramentoCertidoes)
    .values(tipos.map((tipoCertidao) => ({ monitoramentoId: to.id, tipoCertidao })))
    .onConflictDoNothing();
  await tx.execute(sql`
    update monitoramento_eventos e set monitoramento_id = ${to.id}
    where e.monitoramento_id = ${from.id} and ${ofCompany(sql`e.solicitacao_id`)}
      and not exists (select 1 from monitoramento_eventos t where t.monitoramento_id = ${to.id} and t.chave = e.chave)`);
  // What was left is already in `to`'s timeline.
  await tx.execute(sql`
    delete from monitoramento_eventos e where e.monitoramento_id = ${from.id} and ${ofCompany(sql`e.solicitacao_id`)}`);
  await tx.execute(sql`
    update solicitacoes s set monitoramento_id = ${to.id}
    where s.monitoramento_id = ${from.id} and ${empresaId ? sql`s.empresa_id = ${empresaId}` : sql`true`}`);
  const running =
    from.renovacaoSolicitacaoId &&
    (!empresaId ||
      rowsOf(
        await tx.execute(
          sql`select 1 from solicitacoes where id = ${from.renovacaoSolicitacaoId} and empresa_id = ${empresaId}`,
        ),
      ).length > 0)
      ? from.renovacaoSolicitacaoId
      : null;
  await reschedule(tx, { ...to, tiposCertidao: tipos }, to.renovacaoSolicitacaoId ?? running, now);
  if (!empresaId) return;
  // `from` stays its member's, without the company's results: those types are as if never issued.
  await tx
    .update(monitoramentoCertidoes)
    .set({ resultado: null, emitidoEm: null, validoAte: null, certidaoId: null, solicitacaoId: null })
    .where(
      and(
        eq(monitoramentoCertidoes.monitoramentoId, from.id),
        ofCompany(sql`${monitoramentoCertidoes.solicitacaoId}`),
      ),
    );
  await reschedule(tx, from, running ? null : from.renovacaoSolicitacaoId, now);
}

/** A party's renewal in flight, next due date and last changed result after its pieces moved. */
async function reschedule(tx: DbOrTx, party: PartyRow, renovacaoSolicitacaoId: string | null, now: Date) {
  const state = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(eq(monitoramentoCertidoes.monitoramentoId, party.id));
  await tx
    .update(monitoramentos)
    .set({
      tiposCertidao: party.tiposCertidao,
      renovacaoSolicitacaoId,
      proximaRenovacaoEm:
        party.status === 'pausado' || renovacaoSolicitacaoId ? null : nextRenewal(party, state, now),
      ultimaAlteracaoEm: sql`(select max(e.created_at) from monitoramento_eventos e
        where e.monitoramento_id = ${party.id} and e.tipo = 'resultado_alterado')`,
      updatedAt: now,
    })
    .where(eq(monitoramentos.id, party.id));
}
