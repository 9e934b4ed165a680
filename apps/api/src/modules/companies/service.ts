import { createHash } from 'node:crypto';
import {
  BILLING_MESSAGES,
  countOf,
  formatDate,
  isValidCnpj,
  isValidEmail,
  normalizeCnpj,
  onlyDigits,
} from '@certidao/domain';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type DadosCobrancaEmpresaRow,
  empresaConvites,
  empresaMembros,
  empresas,
  plans,
  solicitacoes,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { userRef } from '../../http/serializers.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { type CompanyScope, companyScopeOf, type PapelEmpresa } from '../../services/companyScope.ts';
import { currentPlanOf } from '../../services/userPlans.ts';

export const COMPANY_NOT_FOUND = 'Empresa não encontrada.';
export const MEMBER_NOT_FOUND = 'Membro não encontrado.';
export const INVITATION_NOT_FOUND = 'Convite não encontrado.';
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Parties of a removed member's portfolio named one by one in the removal's audit entry. */

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

export type EmpresaRow = typeof empresas.$inferSelect;
export type ConviteRow = typeof empresaConvites.$inferSelect;

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
export function isUniqueViolation(error: unknown): boolean {
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
export async function assertSeatFree(db: DbOrTx, empresa: EmpresaRow) {
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

/** Locks the company's row: membership changes of one company run one at a time (seats, last gestor). */
export async function lockCompany(db: DbOrTx, empresaId: string): Promise<EmpresaRow> {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId)).for('update');
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

export { type CheckoutCompany, checkoutCompanyOf, rememberCheckoutCompany } from './checkoutChoice.ts';
export { requestCompanyChecks } from './requestFields.ts';
export { sendMonthlyStatements, startStatementScheduler } from './statementMail.ts';
export { companyRow };
