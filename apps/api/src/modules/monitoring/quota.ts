import { countOf } from '@certidao/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { monitoramentos, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { billingAccountIdOf } from '../../services/companyScope.ts';
import { limitReached, quotaOf } from '../requests/service.ts';
import type { Alert } from './alerts.ts';
import { createRenewal } from './renewals.ts';
import { addTimeline, getParty, getVisible, renewedRequestFields } from './service.ts';

/**
 * Monitoring and the monthly quota: a due renewal the quota cannot cover leaves the party blocked (shown and
 * counted as such) and due, so every pass — and whatever brings quota, which wakes one — tries it again; adding
 * parties tells first how many the quota covers; 'Renovar agora' spends it like any request.
 */

type PartyRow = typeof monitoramentos.$inferSelect;

/**
 * Requests each billing account may still create this month, counted once per batch: the owner's row stays
 * locked until the batch commits (as a request by the owner would lock it), so the count cannot go stale. A
 * company's members share one count (the company's plan).
 */
export function quotaCounter(tx: DbOrTx) {
  const left = new Map<string, { n: number; motivo: string }>();
  return async (owner: UserRow) => {
    const account = await billingAccountIdOf(tx, owner.id);
    let q = left.get(account);
    if (!q) {
      await tx.execute(sql`select id from users where id = ${owner.id} for update`);
      // Counted in real months, as the requests' own dates are (not by the movable clock).
      const quota = await quotaOf(tx, owner);
      q = {
        n: !quota.podeCriar ? 0 : quota.ilimitado ? Number.POSITIVE_INFINITY : (quota.disponiveis ?? 0),
        // Spent within this batch: the plan's own words for a reached limit.
        motivo: quota.motivo ?? limitReached(quota.limite),
      };
      left.set(account, q);
    }
    return q;
  };
}

/**
 * Marks a due party blocked for quota (it stays due). Answers whether this is news — it was not blocked, or
 * for another reason — so the owner is told once per situation, not at every pass.
 */
export async function blockForQuota(tx: DbOrTx, party: PartyRow, motivo: string, dueKey: string, now: Date) {
  const news = !party.bloqueadoEm || party.bloqueioMotivo !== motivo;
  if (!news) return false;
  await addTimeline(tx, party.id, {
    at: now,
    tipo: 'sem_cota',
    chave: `sem_cota:${dueKey}:${motivo.slice(0, 60)}`,
    mensagem: `${motivo} A renovação será criada assim que houver cota.`,
  });
  await tx
    .update(monitoramentos)
    .set({ bloqueadoEm: party.bloqueadoEm ?? now, bloqueioMotivo: motivo, updatedAt: now })
    .where(eq(monitoramentos.id, party.id));
  return true;
}

/** One alert per owner for the parties a batch newly blocked, naming a few. */
export function quotaAlerts(
  blocked: Array<{ owner: UserRow; party: PartyRow; motivo: string }>,
  now: Date,
): Alert[] {
  const byOwner = new Map<string, typeof blocked>();
  for (const b of blocked) byOwner.set(b.owner.id, [...(byOwner.get(b.owner.id) ?? []), b]);
  return [...byOwner.values()].map((list) => {
    const first = list[0] as (typeof list)[number];
    const names = list.slice(0, 5).map((b) => b.party.nomeCompleto);
    const more = list.length > 5 ? ` e mais ${list.length - 5}` : '';
    return {
      owner: first.owner,
      party: list.length === 1 ? { id: first.party.id, nomeCompleto: first.party.nomeCompleto } : null,
      tipo: 'cota',
      title: list.length === 1 ? 'Renovação aguardando cota' : `${list.length} renovações aguardando cota`,
      text: `${first.motivo} ${countOf(list.length, 'renovação não foi criada', 'renovações não foram criadas')} (${names.join(', ')}${more}). ${list.length === 1 ? 'Ela será criada' : 'Elas serão criadas'} assim que houver cota: um plano maior, um assento extra, o pagamento confirmado ou o próximo mês.`,
      // Only news reaches here (blockForQuota): a new alert each time the situation changes.
      chave: `sem_cota:${first.party.id}:${now.toISOString()}`,
      link: list.length === 1 ? `/monitoramento/${first.party.id}` : '/monitoramento?bloqueadas=true',
    };
  });
}

/**
 * How many parties the caller's remaining quota covers before adding `novas` (each new party's first issuance
 * is a request at once, after the parties already waiting for quota).
 */
export async function quotaCoverage(ctx: AppContext, user: UserRow, novas: number) {
  const quota = await quotaOf(ctx.db, user);
  const [waiting] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(monitoramentos)
    .where(
      and(
        eq(monitoramentos.userId, user.id),
        eq(monitoramentos.status, 'ativo'),
        isNotNull(monitoramentos.bloqueadoEm),
      ),
    );
  const bloqueadas = waiting?.n ?? 0;
  const ilimitado = isStaff(user) || (quota.podeCriar && quota.ilimitado);
  const livres = ilimitado ? novas : quota.podeCriar ? Math.max(0, (quota.disponiveis ?? 0) - bloqueadas) : 0;
  const cobertas = Math.min(novas, livres);
  const semCota = novas - cobertas;
  const mensagem =
    semCota === 0
      ? null
      : `Sua cota cobre ${cobertas} de ${countOf(novas, 'parte', 'partes')}: ${countOf(semCota, 'ficará bloqueada', 'ficarão bloqueadas')} até haver cota. ${quota.motivo ?? (quota.disponiveis === 0 ? limitReached(quota.limite) : `Restam ${countOf(quota.disponiveis ?? 0, 'solicitação', 'solicitações')} neste mês${bloqueadas ? `, e ${countOf(bloqueadas, 'parte já aguarda', 'partes já aguardam')} cota` : ''}.`)}`;
  return {
    novas,
    cobertas,
    semCota,
    ilimitado,
    disponiveis: ilimitado ? null : quota.podeCriar ? (quota.disponiveis ?? 0) : 0,
    bloqueadas,
    mensagem,
  };
}

/**
 * 'Renovar agora': every type of the party renewed at once, a request counted against the owner's quota like
 * any other (refused with the plan's reason when there is none). Not while paused or while a renewal runs.
 */
export async function renewNow(ctx: AppContext, user: UserRow, id: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const party = await getVisible(tx, user, id, true);
    if (party.status === 'pausado')
      throw conflict('Esta parte está pausada. Retome o monitoramento para renovar.');
    if (party.renovacaoSolicitacaoId)
      throw conflict('Uma renovação desta parte já está em andamento. Aguarde a conclusão.');
    // Staff renew on the owner's behalf: the owner's plan and quota.
    const [owner] =
      party.userId === user.id ? [user] : await tx.select().from(users).where(eq(users.id, party.userId));
    const renewed = await renewedRequestFields(tx, [party.id]);
    await createRenewal(
      ctx,
      tx,
      owner as UserRow,
      party,
      party.tiposCertidao,
      renewed.get(party.id),
      `renovacao:agora:${now.toISOString()}`,
      now,
      true,
    );
  });
  ctx.monitoring?.wake();
  return getParty(ctx, user, id);
}
