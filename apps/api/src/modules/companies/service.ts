import { createHash, randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  countOf,
  formatDate,
  isValidCnpj,
  isValidEmail,
  normalizeCnpj,
  onlyDigits,
  startOfMonthSaoPaulo,
} from '@certidao/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { likePattern, offsetOf } from '../../db/queries.ts';
import {
  apiKeys,
  type DadosCobrancaEmpresaRow,
  empresaConvites,
  empresaMembros,
  empresas,
  plans,
  sessions,
  solicitacoes,
  users,
  webhookEndpoints,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { type CompanyScope, companyScopeOf, type PapelEmpresa } from '../../services/companyScope.ts';
import { currentPlanOf } from '../../services/userPlans.ts';
import { handOverCompanyParties } from '../monitoring/service.ts';
import { closeEventStreamsOf } from '../requests/service.ts';
import { periodOf, usageReport } from './reports.ts';

export const COMPANY_NOT_FOUND = 'Empresa não encontrada.';
export const MEMBER_NOT_FOUND = 'Membro não encontrado.';
export const INVITATION_NOT_FOUND = 'Convite não encontrado.';
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Parties of a removed member's portfolio named one by one in the removal's audit entry. */
const AUDITED_PARTIES = 1000;

const MSG = {
  alreadyInCompany: 'Sua conta já faz parte de uma empresa.',
  alreadyInOtherCompany: 'Sua conta já faz parte de outra empresa.',
  cnpjTaken: 'Já existe uma empresa com este CNPJ.',
  staffNoCompany: 'Contas da equipe não fazem parte de empresas.',
  razaoSocial: 'Informe a razão social.',
  holderAlwaysManager: 'O titular da empresa é sempre gestor.',
  holderNotRemovable: 'O titular da empresa não pode ser removido.',
  lastManager: 'A empresa precisa ter pelo menos um gestor.',
  alreadyMember: 'Esta pessoa já faz parte da empresa.',
  pendingInvitation: 'Já existe um convite pendente para este e-mail.',
  emailInOtherCompany: 'Este e-mail já faz parte de outra empresa.',
  invalidEmail: 'Digite um email válido',
  notPending: 'Apenas convites pendentes podem ser revogados.',
  cannotResend: (status: string) =>
    status === 'aceito' ? 'Este convite já foi aceito.' : 'Este convite foi revogado.',
  expired: 'Este convite expirou. Peça um novo ao gestor da empresa.',
  revoked: 'Este convite foi revogado.',
  accepted: 'Este convite já foi aceito.',
  otherEmail: 'Este convite foi enviado para outro e-mail.',
  accountExists: 'Já existe uma conta com este e-mail. Entre para aceitar o convite.',
  signInOrCreate: 'Entre com sua conta ou crie uma para aceitar o convite.',
} as const;

export { MSG as COMPANY_MESSAGES };

/** Who acts, for the audit log. */
export interface Actor {
  id: string;
  ip: string;
}

type EmpresaRow = typeof empresas.$inferSelect;
type ConviteRow = typeof empresaConvites.$inferSelect;

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
const userRef = (u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>) => ({
  id: u.id,
  fullName: fullName(u),
  email: u.email,
});
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

// ───────────────────────────── input checks ─────────────────────────────

interface BillingInput {
  endereco: string;
  cidade: string;
  cep: string;
  emailCobranca: string;
}

function checkBilling(input: BillingInput | null | undefined): DadosCobrancaEmpresaRow | null {
  if (!input) return null;
  if (!input.endereco.trim()) throw badRequest(BILLING_MESSAGES.endereco);
  if (!input.cidade.trim()) throw badRequest(BILLING_MESSAGES.cidade);
  if (onlyDigits(input.cep).length !== 8 || /[^0-9.\s-]/.test(input.cep))
    throw badRequest(BILLING_MESSAGES.cep);
  const email = input.emailCobranca.trim().toLowerCase();
  if (!isValidEmail(email)) throw badRequest(BILLING_MESSAGES.emailCobranca);
  return {
    endereco: input.endereco.trim(),
    cidade: input.cidade.trim(),
    cep: onlyDigits(input.cep),
    emailCobranca: email,
  };
}

function checkRazaoSocial(value: string): string {
  const v = value.trim();
  if (!v) throw badRequest(MSG.razaoSocial);
  return v;
}

function checkCnpj(value: string): string {
  if (!isValidCnpj(value)) throw badRequest(BILLING_MESSAGES.cnpj);
  return normalizeCnpj(value);
}

async function assertCnpjFree(db: DbOrTx, cnpj: string, exceptId?: string) {
  const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.cnpj, cnpj));
  if (row && row.id !== exceptId) throw conflict(MSG.cnpjTaken);
}

/** The unique indexes raced by two writers become the same 409 a check would give. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

// ───────────────────────────── seats ─────────────────────────────

/**
 * Members plus pending, unexpired invitations, against the plan's seats plus the extra seats bought (1 without an
 * active plan).
 */
export async function seatsOf(db: DbOrTx, empresa: Pick<EmpresaRow, 'id' | 'titularId'>, now = new Date()) {
  const [current, [members], [pending]] = await Promise.all([
    currentPlanOf(db, empresa.titularId),
    db.select({ n: count() }).from(empresaMembros).where(eq(empresaMembros.empresaId, empresa.id)),
    db
      .select({ n: count() })
      .from(empresaConvites)
      .where(
        and(
          eq(empresaConvites.empresaId, empresa.id),
          isNull(empresaConvites.acceptedAt),
          isNull(empresaConvites.revokedAt),
          gt(empresaConvites.expiresAt, now),
        ),
      ),
  ]);
  const active = current?.userPlan.status === 'active' ? current.plan : undefined;
  const extras = active ? (current?.userPlan.extraSeats ?? 0) : 0;
  return {
    current,
    plan: current?.plan,
    activePlan: active,
    assentos: {
      limite: Math.max(1, (active?.assentos ?? 1) + extras),
      emUso: (members?.n ?? 0) + (pending?.n ?? 0),
      extras,
    },
  };
}

/**
 * A cheaper plan scheduled for the next period was checked against the seats in use when it was chosen: one more
 * person must fit it too, or the change would leave the company over its seats (422, saying how to go on).
 */
async function assertScheduledSeatFree(db: DbOrTx, seats: Seats) {
  const up = seats.current?.userPlan;
  if (up?.status !== 'active' || !up.scheduledPlanId) return;
  const [next] = await db.select().from(plans).where(eq(plans.id, up.scheduledPlanId));
  if (!next) return;
  const limit = next.assentos + up.extraSeats;
  if (seats.assentos.emUso < limit) return;
  throw new HttpError(
    422,
    `Sua empresa muda para o plano ${next.nome} em ${formatDate(up.dataFim)}, com ${countOf(limit, 'assento')}, e já usa ${seats.assentos.emUso} (membros e convites pendentes). Para convidar mais pessoas, desista da mudança em Meu Perfil ou compre um assento adicional.`,
    { assentos: seats.assentos, upgrade: [] },
    undefined,
    'limite_de_assentos',
  );
}

type Seats = Awaited<ReturnType<typeof seatsOf>>;

/** 422 with the seats and the public plans that have more, when one more seat does not fit. */
async function assertSeatFree(db: DbOrTx, empresa: EmpresaRow) {
  const seats = await seatsOf(db, empresa);
  if (seats.assentos.emUso < seats.assentos.limite) return assertScheduledSeatFree(db, seats);
  const upgrades = await db
    .select()
    .from(plans)
    .where(and(isNull(plans.archivedAt), gt(plans.assentos, seats.assentos.limite)))
    .orderBy(asc(plans.valorCents), asc(plans.ordem));
  const { limite, extras } = seats.assentos;
  const pessoas = limite === 1 ? '1 assento' : `os ${limite} assentos`;
  const bought = extras > 0 ? ` com ${countOf(extras, 'assento adicional', 'assentos adicionais')}` : '';
  const message = seats.activePlan
    ? `Sua empresa já usa ${pessoas} do plano ${seats.activePlan.nome}${bought} (membros e convites pendentes). Para convidar mais pessoas, compre um assento adicional ou mude para um plano com mais assentos.`
    : 'Sua empresa não tem um plano ativo, que inclui apenas o assento do titular. Para convidar pessoas, contrate um plano com mais assentos.';
  throw new HttpError(
    422,
    message,
    {
      assentos: seats.assentos,
      upgrade: upgrades.map((p) => ({
        id: p.id,
        nome: p.nome,
        assentos: p.assentos,
        valor: p.valorCents / 100,
      })),
    },
    undefined,
    'limite_de_assentos',
  );
}

// ───────────────────────────── company ─────────────────────────────

async function companyRow(db: DbOrTx, id: string): Promise<EmpresaRow> {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, id));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

/** The company as `Empresa` (contract) for a member with this role. */
export async function companyView(db: DbOrTx, empresa: EmpresaRow, papel: PapelEmpresa) {
  const [[holder], seats] = await Promise.all([
    db.select().from(users).where(eq(users.id, empresa.titularId)),
    seatsOf(db, empresa),
  ]);
  if (!holder) throw new Error('company holder missing');
  return {
    id: empresa.id,
    razaoSocial: empresa.razaoSocial,
    nomeFantasia: empresa.nomeFantasia,
    cnpj: empresa.cnpj,
    dadosCobranca: empresa.dadosCobranca,
    membrosVeemTodas: empresa.membrosVeemTodas,
    centroCustoObrigatorio: empresa.centroCustoObrigatorio,
    titular: userRef(holder),
    meuPapel: papel,
    plano: seats.plan ? { id: seats.plan.id, nome: seats.plan.nome } : null,
    assentos: seats.assentos,
    criadoEm: empresa.createdAt.toISOString(),
  };
}

export async function myCompany(db: DbOrTx, scope: CompanyScope) {
  return companyView(db, await companyRow(db, scope.empresaId), scope.papel);
}

export interface CompanyInput {
  razaoSocial: string;
  nomeFantasia?: string | null;
  cnpj: string;
  dadosCobranca?: BillingInput | null;
}

/** A company's data once checked: trimmed, the CNPJ normalised, the billing address whole or null. */
export interface CheckedCompany {
  razaoSocial: string;
  nomeFantasia: string | null;
  cnpj: string;
  dadosCobranca: DadosCobrancaEmpresaRow | null;
}

/** `criarEmpresa`'s rules on a new company's data (400 with the field's message). */
export function checkCompanyInput(input: CompanyInput): CheckedCompany {
  return {
    razaoSocial: checkRazaoSocial(input.razaoSocial),
    nomeFantasia: input.nomeFantasia?.trim() || null,
    cnpj: checkCnpj(input.cnpj),
    dadosCobranca: checkBilling(input.dadosCobranca),
  };
}

/**
 * A checkout's company before an account exists (registration): its data checked and its CNPJ free (409), so a
 * purchase it would refuse creates nothing. The company itself is created with the plan.
 */
export async function checkNewCompany(db: DbOrTx, input: CompanyInput): Promise<CheckedCompany> {
  const company = checkCompanyInput(input);
  await assertCnpjFree(db, company.cnpj);
  return company;
}

/**
 * A plan bought for a company (`atribuirPlanoUsuario` with `empresa`), checked before anything is charged: the
 * company to create, or null when the buyer already holds the company of that CNPJ (a checkout tried again after
 * its company was created), whose plan the purchase then is. Staff belong to no company (403); a buyer in
 * another company, or a CNPJ another company has, is 409.
 */
export async function companyForPurchase(
  db: DbOrTx,
  user: UserRow,
  input: CompanyInput,
): Promise<CheckedCompany | null> {
  if (isStaff(user)) throw forbidden(MSG.staffNoCompany);
  const company = checkCompanyInput(input);
  const scope = await companyScopeOf(db, user.id);
  if (scope) {
    const held = await companyRow(db, scope.empresaId);
    if (held.titularId === user.id && held.cnpj === company.cnpj) return null;
    throw conflict(MSG.alreadyInCompany);
  }
  await assertCnpjFree(db, company.cnpj);
  return company;
}

/**
 * Inside the caller's transaction: the company with `user` as its holder and first gestor, the user's personal
 * requests moved to it, audited. Checked again under the user's lock (an invitation accepted meanwhile) and the
 * CNPJ's unique index (a company created meanwhile): both 409.
 */
export async function insertCompanyFor(
  tx: Tx,
  user: Pick<UserRow, 'id'>,
  company: CheckedCompany,
  ip: string,
  details: Record<string, unknown> = {},
): Promise<EmpresaRow> {
  // Serialises with an invitation being accepted by the same account.
  await tx.execute(sql`select id from users where id = ${user.id} for update`);
  if (await companyScopeOf(tx, user.id)) throw conflict(MSG.alreadyInCompany);
  await assertCnpjFree(tx, company.cnpj);
  try {
    // A savepoint: a CNPJ taken by a concurrent creation is answered as the check above would, and the caller's
    // transaction (a plan being bought) is left to roll back as a whole.
    return await tx.transaction(async (sp) => {
      const [empresa] = await sp
        .insert(empresas)
        .values({ ...company, titularId: user.id })
        .returning();
      if (!empresa) throw new Error('insert failed');
      await sp.insert(empresaMembros).values({ userId: user.id, empresaId: empresa.id, papel: 'gestor' });
      await sp
        .update(solicitacoes)
        .set({ empresaId: empresa.id })
        .where(and(eq(solicitacoes.userId, user.id), isNull(solicitacoes.empresaId)));
      await audit(sp, {
        action: 'empresa.criada',
        actorId: user.id,
        targetType: 'empresa',
        targetId: empresa.id,
        ip,
        details: { razaoSocial: company.razaoSocial, cnpj: company.cnpj, ...details },
      });
      return empresa;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.cnpjTaken);
    throw error;
  }
}

/**
 * Turns a personal account into a company account: the caller becomes its holder and first gestor, and their
 * personal requests become the company's.
 */
export async function createCompany(ctx: AppContext, user: UserRow, input: CompanyInput, ip: string) {
  const company = checkCompanyInput(input);
  return ctx.db.transaction(async (tx) =>
    companyView(tx, await insertCompanyFor(tx, user, company, ip), 'gestor'),
  );
}

export interface CompanyPatch {
  razaoSocial?: string;
  nomeFantasia?: string | null;
  cnpj?: string;
  dadosCobranca?: BillingInput | null;
  membrosVeemTodas?: boolean;
  centroCustoObrigatorio?: boolean;
}

export async function updateCompany(ctx: AppContext, scope: CompanyScope, patch: CompanyPatch, actor: Actor) {
  return applyCompanyPatch(ctx, scope.empresaId, patch, actor, (tx, row) =>
    companyView(tx, row, scope.papel),
  );
}

/** A gestor's change (`updateCompany`) or an admin's from the back office: the same checks, audit and 409. */
export async function applyCompanyPatch<T>(
  ctx: AppContext,
  empresaId: string,
  patch: CompanyPatch,
  actor: Actor,
  view: (tx: DbOrTx, row: EmpresaRow) => Promise<T>,
): Promise<T> {
  const values: Partial<typeof empresas.$inferInsert> = {};
  if (patch.razaoSocial !== undefined) values.razaoSocial = checkRazaoSocial(patch.razaoSocial);
  if (patch.nomeFantasia !== undefined) values.nomeFantasia = patch.nomeFantasia?.trim() || null;
  if (patch.cnpj !== undefined) values.cnpj = checkCnpj(patch.cnpj);
  if (patch.dadosCobranca !== undefined) values.dadosCobranca = checkBilling(patch.dadosCobranca);
  if (patch.membrosVeemTodas !== undefined) values.membrosVeemTodas = patch.membrosVeemTodas;
  if (patch.centroCustoObrigatorio !== undefined)
    values.centroCustoObrigatorio = patch.centroCustoObrigatorio;
  try {
    return await ctx.db.transaction(async (tx) => {
      // A missing company is 404 before its CNPJ is compared with the others'.
      await lockCompany(tx, empresaId);
      if (values.cnpj) await assertCnpjFree(tx, values.cnpj, empresaId);
      const [row] = await tx
        .update(empresas)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(empresas.id, empresaId))
        .returning();
      if (!row) throw notFound(COMPANY_NOT_FOUND);
      await audit(tx, {
        action: 'empresa.atualizada',
        actorId: actor.id,
        targetType: 'empresa',
        targetId: empresaId,
        ip: actor.ip,
        details: { campos: Object.keys(values) },
      });
      return view(tx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.cnpjTaken);
    throw error;
  }
}

// ───────────────────────────── members ─────────────────────────────

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

/** Locks the company's row: membership changes of one company run one at a time (seats, last gestor). */
async function lockCompany(db: DbOrTx, empresaId: string): Promise<EmpresaRow> {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId)).for('update');
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
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

async function summaries(db: DbOrTx, rows: EmpresaRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const monthStart = startOfMonthSaoPaulo(new Date());
  const [holders, memberCounts, monthCounts] = await Promise.all([
    db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.titularId),
        ),
      ),
    db
      .select({ empresaId: empresaMembros.empresaId, n: count() })
      .from(empresaMembros)
      .where(inArray(empresaMembros.empresaId, ids))
      .groupBy(empresaMembros.empresaId),
    db
      .select({ empresaId: solicitacoes.empresaId, n: count() })
      .from(solicitacoes)
      .where(and(inArray(solicitacoes.empresaId, ids), sql`${solicitacoes.criadoEm} >= ${monthStart}`))
      .groupBy(solicitacoes.empresaId),
  ]);
  const holderById = new Map(holders.map((u) => [u.id, u]));
  const members = new Map(memberCounts.map((m) => [m.empresaId, m.n]));
  const month = new Map(monthCounts.map((m) => [m.empresaId, m.n]));
  return Promise.all(
    rows.map(async (r) => {
      const holder = holderById.get(r.titularId);
      if (!holder) throw new Error('company holder missing');
      const seats = await seatsOf(db, r);
      return {
        id: r.id,
        razaoSocial: r.razaoSocial,
        cnpj: r.cnpj,
        titular: userRef(holder),
        plano: seats.plan ? { id: seats.plan.id, nome: seats.plan.nome } : null,
        membros: Math.max(1, members.get(r.id) ?? 1),
        assentos: seats.assentos,
        solicitacoesMes: month.get(r.id) ?? 0,
        criadoEm: r.createdAt.toISOString(),
      };
    }),
  );
}

export async function listCompanies(db: DbOrTx, pageNumber: number, limit: number, search?: string) {
  const like = likePattern(search);
  const digits = search ? onlyDigits(search) : '';
  const where = like
    ? digits
      ? sql`(${empresas.razaoSocial} ilike ${like} or ${empresas.cnpj} like ${`%${digits}%`})`
      : sql`${empresas.razaoSocial} ilike ${like}`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(empresas)
      .where(where)
      .orderBy(desc(empresas.createdAt), asc(empresas.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(empresas).where(where),
  ]);
  return { data: await summaries(db, rows), total: total?.n ?? 0 };
}

/** The back office's view of a company: its data, members, pending invitations, quota and this month's usage. */
export async function companyDetailForStaff<Q>(
  db: DbOrTx,
  id: string,
  quotaOfHolder: (holder: UserRow) => Promise<Q>,
) {
  const empresa = await companyRow(db, id);
  const [[summary], membros, convites, [holder], report] = await Promise.all([
    summaries(db, [empresa]),
    listMembers(db, id),
    listInvitations(db, id, 'pendente'),
    db.select().from(users).where(eq(users.id, empresa.titularId)),
    usageReport(db, { empresaId: id }, periodOf({})),
  ]);
  if (!summary || !holder) throw notFound(COMPANY_NOT_FOUND);
  const { periodo, totais, porMembro, porCentroCusto, porDia } = report;
  return {
    empresa: {
      ...summary,
      nomeFantasia: empresa.nomeFantasia,
      dadosCobranca: empresa.dadosCobranca,
      membrosVeemTodas: empresa.membrosVeemTodas,
      centroCustoObrigatorio: empresa.centroCustoObrigatorio,
    },
    membros,
    convitesPendentes: convites,
    uso: await quotaOfHolder(holder),
    usoMes: { periodo, totais, porMembro, porCentroCusto, porDia },
  };
}

// What other modules use of Companies (module boundaries: only through service.ts).
export { type CheckoutCompany, checkoutCompanyOf, rememberCheckoutCompany } from './checkoutChoice.ts';
export { requestCompanyValues } from './requestFields.ts';
export { sendMonthlyStatements, startStatementScheduler } from './statementMail.ts';
export { companyRow };
