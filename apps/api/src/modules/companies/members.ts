/**
 * A company's members: the list, role changes and removal (which ends the person's sessions, keys and event
 * streams and hands the parties they monitored to the holder). Only this module's handlers call it, so the
 * company service itself stays below the requests and monitoring modules (no import cycle).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, empresaMembros, sessions, users, webhookEndpoints } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { userRef } from '../../http/serializers.ts';
import { audit } from '../../services/audit.ts';
import type { CompanyScope, PapelEmpresa } from '../../services/companyScope.ts';
import { handOverCompanyParties } from '../monitoring/service.ts';
import { closeEventStreamsOf } from '../requests/service.ts';
import {
  type Actor,
  companyRow,
  isUniqueViolation,
  lockCompany,
  MEMBER_NOT_FOUND,
  COMPANY_MESSAGES as MSG,
} from './service.ts';

async function memberRows(db: DbOrTx, empresaId: string) {
  const rows = await db
    .select({
      user: users,
      papel: empresaMembros.papel,
      desde: empresaMembros.createdAt,
      solicitacoes: sql<number>`(select count(*)::int from solicitacoes s where s.empresa_id = ${empresaId} and s.user_id = ${users.id})`,
    })
    .from(empresaMembros)
    .innerJoin(users, eq(users.id, empresaMembros.userId))
    .where(eq(empresaMembros.empresaId, empresaId));
  return rows;
}

function memberView(row: Awaited<ReturnType<typeof memberRows>>[number], titularId: string) {
  return {
    usuario: userRef(row.user),
    papel: row.papel,
    titular: row.user.id === titularId,
    desde: row.desde.toISOString(),
    solicitacoes: Number(row.solicitacoes),
    ultimoAcesso: row.user.lastLoginAt?.toISOString() ?? null,
  };
}

/** How many handed-over parties the removal's audit entry names. */
const AUDITED_PARTIES = 1000;

/** Gestores first, then by name. */
export async function listMembers(db: DbOrTx, empresaId: string) {
  const empresa = await companyRow(db, empresaId);
  const rows = await memberRows(db, empresaId);
  return rows
    .map((r) => memberView(r, empresa.titularId))
    .sort(
      (a, b) =>
        Number(a.papel !== 'gestor') - Number(b.papel !== 'gestor') ||
        a.usuario.fullName.localeCompare(b.usuario.fullName, 'pt-BR'),
    );
}

export async function changeRole(
  ctx: AppContext,
  scope: CompanyScope,
  userId: string,
  papel: PapelEmpresa,
  actor: Actor,
) {
  return ctx.db.transaction(async (tx) => {
    const empresa = await lockCompany(tx, scope.empresaId);
    const [member] = await tx
      .select()
      .from(empresaMembros)
      .where(and(eq(empresaMembros.userId, userId), eq(empresaMembros.empresaId, scope.empresaId)));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (userId === empresa.titularId && papel !== 'gestor') throw conflict(MSG.holderAlwaysManager);
    if (member.papel !== papel) {
      await tx.update(empresaMembros).set({ papel }).where(eq(empresaMembros.userId, userId));
      await audit(tx, {
        action: 'empresa.membro_papel',
        actorId: actor.id,
        targetType: 'user',
        targetId: userId,
        ip: actor.ip,
        details: { empresaId: scope.empresaId, de: member.papel, para: papel },
      });
    }
    const rows = await memberRows(tx, scope.empresaId);
    const row = rows.find((r) => r.user.id === userId);
    if (!row) throw notFound(MEMBER_NOT_FOUND);
    return memberView(row, empresa.titularId);
  });
}

/**
 * Removes a member: their sessions end and their API keys are revoked in the same transaction, their webhook
 * endpoints stop; the requests they created stay the company's, and so does the monitoring they did for it (it
 * goes to the holder's portfolio: `handOverCompanyParties`).
 */
export async function removeMember(ctx: AppContext, empresaId: string, userId: string, actor: Actor) {
  const remove = () =>
    ctx.db.transaction(async (tx) => {
      const empresa = await lockCompany(tx, empresaId);
      const [member] = await tx
        .select()
        .from(empresaMembros)
        .where(and(eq(empresaMembros.userId, userId), eq(empresaMembros.empresaId, empresaId)));
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      if (userId === empresa.titularId) throw conflict(MSG.holderNotRemovable);
      const [account] = await tx.select().from(users).where(eq(users.id, userId));
      if (!account) throw notFound(MEMBER_NOT_FOUND);
      const now = new Date();
      await tx.delete(empresaMembros).where(eq(empresaMembros.userId, userId));
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      const revoked = await tx
        .update(apiKeys)
        .set({ revogadaEm: now })
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revogadaEm)))
        .returning({ id: apiKeys.id });
      await tx.update(webhookEndpoints).set({ ativo: false }).where(eq(webhookEndpoints.userId, userId));
      // Monitoring schedules go by the server's clock.
      const monitoramento = await handOverCompanyParties(tx, {
        member: account,
        empresaId,
        titularId: empresa.titularId,
        memberSince: member.createdAt,
        now: ctx.clock.now(),
      });
      const countOf = (modo: string) => monitoramento.partes.filter((p) => p.modo === modo).length;
      await audit(tx, {
        action: 'empresa.membro_removido',
        actorId: actor.id,
        targetType: 'user',
        targetId: userId,
        ip: actor.ip,
        details: {
          empresaId,
          papel: member.papel,
          sessoesEncerradas: ended.length,
          chavesRevogadas: revoked.length,
          // Each party listed up to a bound (a portfolio may hold thousands); the counts are always whole.
          monitoramento: {
            titularId: monitoramento.titularId,
            transferidas: countOf('transferida'),
            mescladas: countOf('mesclada'),
            parciais: countOf('parcial'),
            partes: monitoramento.partes.slice(0, AUDITED_PARTIES),
          },
        },
      });
      return monitoramento.partes.length;
    });
  let moved: number;
  try {
    moved = await remove();
  } catch (error) {
    // The holder added a party of the same CPF/CNPJ meanwhile: run again, which merges into it.
    if (!isUniqueViolation(error)) throw error;
    moved = await remove();
  }
  // This process's cached sessions and open event streams; other processes check the session row when their
  // short cache ends.
  ctx.caches.auth.clear();
  closeEventStreamsOf(ctx, userId);
  if (moved) ctx.monitoring?.wake();
  return {
    message: `Membro removido. As sessões e chaves de API dessa pessoa foram encerradas.${moved ? ' As partes monitoradas para a empresa passaram para o titular.' : ''}`,
  };
}

// ───────────────────────────── invitations ─────────────────────────────
