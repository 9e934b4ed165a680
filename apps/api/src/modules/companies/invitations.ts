/** A company's invitations: sending, revoking, resending, previewing and accepting them. */
import { randomBytes } from 'node:crypto';
import { isValidEmail } from '@certidao/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { empresaConvites, empresaMembros, users } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { fullName, userRef } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { type CompanyScope, companyScopeOf, type PapelEmpresa } from '../../services/companyScope.ts';
import {
  type Actor,
  assertSeatFree,
  type ConviteRow,
  companyRow,
  companyView,
  type EmpresaRow,
  hashInvitationToken,
  INVITATION_NOT_FOUND,
  INVITATION_TTL_MS,
  lockCompany,
  COMPANY_MESSAGES as MSG,
} from './service.ts';

export type ConviteStatus = 'pendente' | 'aceito' | 'revogado' | 'expirado' | 'removido';

/** The status of the invitation itself (what accepting, resending and revoking go by): never 'removido'. */
export function invitationStatus(row: ConviteRow, now = new Date()): ConviteStatus {
  if (row.acceptedAt) return 'aceito';
  if (row.revokedAt) return 'revogado';
  if (row.expiresAt <= now) return 'expirado';
  return 'pendente';
}

async function invitationView(db: DbOrTx, row: ConviteRow) {
  const [inviter] = row.convidadoPor
    ? await db.select().from(users).where(eq(users.id, row.convidadoPor))
    : [];
  return invitationViewWith(row, inviter);
}

/**
 * `stillMember`: whether the account that accepted is still in the company. An accepted invitation of someone
 * removed since (or whose account is gone) is 'removido', so the list does not say 'Aceito' of a person who
 * left; the row itself is not changed, and membership is read live, so it needs no bookkeeping on removal.
 */
function invitationViewWith(row: ConviteRow, inviter: UserRow | undefined, stillMember = true) {
  const status = invitationStatus(row);
  return {
    id: row.id,
    email: row.email,
    papel: row.papel,
    status: status === 'aceito' && !stillMember ? ('removido' as const) : status,
    convidadoPor: inviter ? userRef(inviter) : null,
    criadoEm: row.createdAt.toISOString(),
    expiraEm: row.expiresAt.toISOString(),
    aceitoEm: row.acceptedAt?.toISOString() ?? null,
    revogadoEm: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listInvitations(db: DbOrTx, empresaId: string, status?: ConviteStatus) {
  const rows = await db
    .select({ convite: empresaConvites, inviter: users, member: empresaMembros.userId })
    .from(empresaConvites)
    .leftJoin(users, eq(users.id, empresaConvites.convidadoPor))
    .leftJoin(
      empresaMembros,
      and(
        eq(empresaMembros.userId, empresaConvites.acceptedBy),
        eq(empresaMembros.empresaId, empresaConvites.empresaId),
      ),
    )
    .where(eq(empresaConvites.empresaId, empresaId))
    .orderBy(desc(empresaConvites.createdAt));
  return rows
    .map((r) => invitationViewWith(r.convite, r.inviter ?? undefined, r.member !== null))
    .filter((v) => !status || v.status === status);
}

function invitationEmail(
  to: string,
  link: string,
  empresa: string,
  inviter: string,
  papel: PapelEmpresa,
  expiresAt: Date,
) {
  const esc = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
    );
  const role = papel === 'gestor' ? 'gestor' : 'membro';
  const until = expiresAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return {
    to,
    subject: `Convite para a empresa ${empresa} - Certidão Ágil`,
    text: `Olá!\n\n${inviter} convidou você para participar da empresa ${empresa} na Certidão Ágil como ${role}.\n\nPara aceitar, abra o link:\n${link}\n\nO convite vale até ${until}. Se você não esperava este convite, ignore esta mensagem.\n`,
    html: `<p>Olá!</p><p>${esc(inviter)} convidou você para participar da empresa <strong>${esc(empresa)}</strong> na Certidão Ágil como ${role}.</p><p><a href="${esc(link)}">Aceitar o convite</a></p><p>O convite vale até ${until}. Se você não esperava este convite, ignore esta mensagem.</p>`,
  };
}

/** A new token for the invitation's link: only its hash is kept. */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

async function sendInvitation(
  ctx: AppContext,
  row: ConviteRow,
  token: string,
  empresa: EmpresaRow,
  inviter: UserRow,
) {
  const link = `${ctx.config.publicUrl}/convite/${token}`;
  await ctx.mailer.send(
    invitationEmail(row.email, link, empresa.razaoSocial, fullName(inviter), row.papel, row.expiresAt),
  );
}

export async function createInvitation(
  ctx: AppContext,
  scope: CompanyScope,
  inviter: UserRow,
  input: { email: string; papel?: PapelEmpresa },
  ip: string,
) {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw badRequest(MSG.invalidEmail);
  const papel = input.papel ?? 'membro';
  const { token, tokenHash } = newToken();
  const { row, empresa } = await ctx.db.transaction(async (tx) => {
    const empresa = await lockCompany(tx, scope.empresaId);
    const [existing] = await tx
      .select({ empresaId: empresaMembros.empresaId })
      .from(empresaMembros)
      .innerJoin(users, eq(users.id, empresaMembros.userId))
      .where(eq(users.email, email));
    if (existing)
      throw conflict(existing.empresaId === scope.empresaId ? MSG.alreadyMember : MSG.emailInOtherCompany);
    const pending = (
      await tx
        .select()
        .from(empresaConvites)
        .where(and(eq(empresaConvites.empresaId, scope.empresaId), eq(empresaConvites.email, email)))
    ).some((c) => invitationStatus(c) === 'pendente');
    if (pending) throw conflict(MSG.pendingInvitation);
    await assertSeatFree(tx, empresa);
    const [row] = await tx
      .insert(empresaConvites)
      .values({
        empresaId: scope.empresaId,
        email,
        papel,
        tokenHash,
        convidadoPor: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('insert failed');
    await audit(tx, {
      action: 'empresa.convite_criado',
      actorId: inviter.id,
      targetType: 'empresa_convite',
      targetId: row.id,
      ip,
      details: { empresaId: scope.empresaId, email, papel },
    });
    return { row, empresa };
  });
  await sendInvitation(ctx, row, token, empresa, inviter);
  return invitationViewWith(row, inviter);
}

async function invitationOf(db: DbOrTx, empresaId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(empresaConvites)
    .where(and(eq(empresaConvites.id, id), eq(empresaConvites.empresaId, empresaId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

export async function revokeInvitation(ctx: AppContext, scope: CompanyScope, id: string, actor: Actor) {
  return ctx.db.transaction(async (tx) => {
    const row = await invitationOf(tx, scope.empresaId, id, true);
    if (invitationStatus(row) !== 'pendente') throw conflict(MSG.notPending);
    const [updated] = await tx
      .update(empresaConvites)
      .set({ revokedAt: new Date() })
      .where(eq(empresaConvites.id, id))
      .returning();
    await audit(tx, {
      action: 'empresa.convite_revogado',
      actorId: actor.id,
      targetType: 'empresa_convite',
      targetId: id,
      ip: actor.ip,
      details: { empresaId: scope.empresaId, email: row.email },
    });
    return invitationView(tx, updated ?? row);
  });
}

/** A new link (the old one stops working) valid for 7 more days; an expired invitation takes a seat again. */
export async function resendInvitation(
  ctx: AppContext,
  scope: CompanyScope,
  sender: UserRow,
  id: string,
  ip: string,
) {
  const { token, tokenHash } = newToken();
  const { row, empresa } = await ctx.db.transaction(async (tx) => {
    const empresa = await lockCompany(tx, scope.empresaId);
    const current = await invitationOf(tx, scope.empresaId, id, true);
    const status = invitationStatus(current);
    if (status === 'aceito' || status === 'revogado') throw conflict(MSG.cannotResend(status));
    if (status === 'expirado') await assertSeatFree(tx, empresa);
    const [row] = await tx
      .update(empresaConvites)
      .set({ tokenHash, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(eq(empresaConvites.id, id))
      .returning();
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    await audit(tx, {
      action: 'empresa.convite_reenviado',
      actorId: sender.id,
      targetType: 'empresa_convite',
      targetId: id,
      ip,
      details: { empresaId: scope.empresaId, email: row.email },
    });
    return { row, empresa };
  });
  const [inviter] = row.convidadoPor
    ? await ctx.db.select().from(users).where(eq(users.id, row.convidadoPor))
    : [];
  await sendInvitation(ctx, row, token, empresa, sender);
  return invitationViewWith(row, inviter);
}

async function invitationByToken(db: DbOrTx, token: string, lock = false) {
  const q = db
    .select()
    .from(empresaConvites)
    .where(eq(empresaConvites.tokenHash, hashInvitationToken(token)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

/** What the invitation page shows (public, by the link's token). */
export async function previewInvitation(db: DbOrTx, token: string) {
  const row = await invitationByToken(db, token);
  const [empresa, [inviter], [account]] = await Promise.all([
    companyRow(db, row.empresaId),
    row.convidadoPor ? db.select().from(users).where(eq(users.id, row.convidadoPor)) : Promise.resolve([]),
    db.select({ id: users.id }).from(users).where(eq(users.email, row.email)),
  ]);
  return {
    empresa: { razaoSocial: empresa.razaoSocial },
    email: row.email,
    papel: row.papel,
    convidadoPor: inviter ? fullName(inviter) : null,
    status: invitationStatus(row),
    expiraEm: row.expiresAt.toISOString(),
    contaExistente: Boolean(account),
  };
}

function assertAcceptable(row: ConviteRow) {
  const status = invitationStatus(row);
  if (status === 'aceito') throw conflict(MSG.accepted);
  if (status === 'revogado') throw conflict(MSG.revoked);
  if (status === 'expirado') throw conflict(MSG.expired);
}

/**
 * Accepts an invitation for `account` (the signed-in caller, or an account just created for the invited address
 * inside the same transaction by `createAccount`). Returns the company and the member's role.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  account: UserRow | undefined,
  createAccount: ((tx: DbOrTx, email: string) => Promise<UserRow>) | undefined,
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await invitationByToken(tx, token, true);
    assertAcceptable(row);
    let user = account;
    if (user) {
      if (user.email !== row.email) throw new HttpError(403, MSG.otherEmail);
    } else {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
      if (existing) throw conflict(MSG.accountExists);
      if (!createAccount) throw new HttpError(401, MSG.signInOrCreate);
      user = await createAccount(tx, row.email);
    }
    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    const scope = await companyScopeOf(tx, user.id);
    if (scope) throw conflict(scope.empresaId === row.empresaId ? MSG.accepted : MSG.alreadyInOtherCompany);
    const empresa = await lockCompany(tx, row.empresaId);
    await tx.insert(empresaMembros).values({ userId: user.id, empresaId: row.empresaId, papel: row.papel });
    await tx
      .update(empresaConvites)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(empresaConvites.id, row.id));
    await audit(tx, {
      action: 'empresa.convite_aceito',
      actorId: user.id,
      targetType: 'empresa_convite',
      targetId: row.id,
      ip,
      details: { empresaId: row.empresaId, email: row.email, papel: row.papel },
    });
    return { user, papel: row.papel, empresa: await companyView(tx, empresa, row.papel) };
  });
}

// ───────────────────────────── staff ─────────────────────────────
