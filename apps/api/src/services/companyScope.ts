import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { uuidArray } from '../db/queries.ts';
import { empresaMembros, empresas, solicitacoes, users } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { isStaff, type UserRow } from '../http/types.ts';
import { Batcher } from './batcher.ts';

export type PapelEmpresa = 'gestor' | 'membro';

export const NO_COMPANY = 'Sua conta não faz parte de uma empresa.';
export const MANAGERS_ONLY = 'Apenas gestores da empresa podem fazer isso.';

/** The company a customer acts in, and as what (null: a personal account, or staff). */
export interface CompanyScope {
  empresaId: string;
  papel: PapelEmpresa;
  /** The holder, whose subscription is the company's plan. */
  titularId: string;
  membrosVeemTodas: boolean;
  centroCustoObrigatorio: boolean;
}

/**
 * The scope a caller's requests are read and made in: staff act outside every company (null, no query). The
 * scopes of concurrent callers are read together, in one statement (every list and request read starts with
 * its caller's scope: one statement each was a quarter of a list page's). Each is read after its call began.
 */
export const viewerScope = (db: DbOrTx, user: UserRow): Promise<CompanyScope | null> => {
  if (isStaff(user)) return Promise.resolve(null);
  let reads = scopeReads.get(db);
  if (!reads) {
    reads = new Batcher((userIds: string[]) => companyScopesOf(db, userIds), 500);
    scopeReads.set(db, reads);
  }
  return reads.add(user.id);
};

/** Each database's (or transaction's) shared scope reads. */
const scopeReads = new WeakMap<DbOrTx, Batcher<string, CompanyScope | null>>();

/** The company scope of each of these users, in their order: null for one in no company. One statement. */
async function companyScopesOf(db: DbOrTx, userIds: string[]): Promise<Array<CompanyScope | null>> {
  const rows = await db
    .select({
      userId: empresaMembros.userId,
      empresaId: empresaMembros.empresaId,
      papel: empresaMembros.papel,
      titularId: empresas.titularId,
      membrosVeemTodas: empresas.membrosVeemTodas,
      centroCustoObrigatorio: empresas.centroCustoObrigatorio,
    })
    .from(empresaMembros)
    .innerJoin(empresas, eq(empresas.id, empresaMembros.empresaId))
    .where(sql`${empresaMembros.userId} = any(${uuidArray([...new Set(userIds)])})`);
  const byUser = new Map(rows.map(({ userId, ...scope }) => [userId, scope]));
  return userIds.map((id) => byUser.get(id) ?? null);
}

/** The company scope of this user, or null when they belong to no company (a user is in one at most). */
export async function companyScopeOf(db: DbOrTx, userId: string): Promise<CompanyScope | null> {
  const [scope] = await companyScopesOf(db, [userId]);
  return scope ?? null;
}

/**
 * The caller's company for an `x-empresa` operation: 404 without one, 403 for a 'Membro' when `papel` is
 * 'gestor'.
 */
export async function requireCompany(
  db: DbOrTx,
  user: UserRow,
  papel: PapelEmpresa = 'membro',
): Promise<CompanyScope> {
  const scope = await companyScopeOf(db, user.id);
  if (!scope) throw notFound(NO_COMPANY);
  if (papel === 'gestor' && scope.papel !== 'gestor') throw forbidden(MANAGERS_ONLY);
  return scope;
}

/** Whether this scope sees every request of its company (a gestor, or any member when the company allows). */
export const seesWholeCompany = (scope: CompanyScope) => scope.papel === 'gestor' || scope.membrosVeemTodas;

/**
 * The one visibility rule of requests, as a condition on `solicitacoes` (undefined = no restriction, for staff).
 * A personal account sees its own requests that belong to no company; a member sees their own requests of the
 * company, or all of them when `seesWholeCompany`.
 */
export function requestScopeCondition(user: UserRow, scope: CompanyScope | null): SQL | undefined {
  if (isStaff(user)) return undefined;
  if (!scope) return sql`(${solicitacoes.userId} = ${user.id} and ${solicitacoes.empresaId} is null)`;
  if (seesWholeCompany(scope)) return eq(solicitacoes.empresaId, scope.empresaId);
  return sql`(${solicitacoes.empresaId} = ${scope.empresaId} and ${solicitacoes.userId} = ${user.id})`;
}

/**
 * The same rule as raw SQL over an alias of `solicitacoes` (for the queries written in SQL: statistics,
 * dashboard counts, PDFs). `alias` is a trusted identifier such as `s`.
 */
export function requestScopeSql(user: UserRow, scope: CompanyScope | null, alias: string): SQL {
  if (isStaff(user)) return sql`true`;
  const a = sql.raw(alias);
  if (!scope) return sql`(${a}.user_id = ${user.id} and ${a}.empresa_id is null)`;
  if (seesWholeCompany(scope)) return sql`${a}.empresa_id = ${scope.empresaId}`;
  return sql`(${a}.empresa_id = ${scope.empresaId} and ${a}.user_id = ${user.id})`;
}

/** The same rule for one request already read. */
export function canSeeRequest(
  user: UserRow,
  scope: CompanyScope | null,
  row: { userId: string; empresaId: string | null },
): boolean {
  if (isStaff(user)) return true;
  if (!scope) return row.userId === user.id && row.empresaId === null;
  if (row.empresaId !== scope.empresaId) return false;
  return seesWholeCompany(scope) || row.userId === user.id;
}

/**
 * The account whose subscription, quota and payments apply to this user: the company's holder for a member, the
 * user themself otherwise.
 */
export async function billingAccountIdOf(db: DbOrTx, userId: string): Promise<string> {
  const scope = await companyScopeOf(db, userId);
  return scope?.titularId ?? userId;
}

/**
 * The operations on a plan, card or payment of one's own (`/users/me/plano`, `/users/me/cartao`, `/pagamentos`):
 * for a member of a company they are the company's, so only a 'Gestor' may call them, acting on the holder's
 * subscription.
 */
export const COMPANY_BILLING_OPERATIONS: ReadonlySet<string> = new Set([
  'obterPlanoUsuario',
  'atribuirPlanoUsuario',
  'cancelarMeuPlano',
  'atualizarMeuPlano',
  'previaAlteracaoPlano',
  'alterarMeuPlano',
  'desistirAlteracaoPlano',
  'previaAssentoExtra',
  'comprarAssentoExtra',
  'obterCartao',
  'salvarCartao',
  'removerCartao',
  'criarPagamento',
  'buscarPagamentosUsuario',
  'getPagamento',
  'cancelarPagamento',
  'sincronizarPagamento',
]);

/**
 * Who a billing operation acts as: the caller without a company; the company's holder for a gestor; 403 for a
 * 'Membro' (except reading the plan, which every member may).
 */
export async function billingCaller(db: DbOrTx, user: UserRow, operationId: string): Promise<UserRow> {
  if (isStaff(user)) return user;
  const scope = await companyScopeOf(db, user.id);
  if (!scope) return user;
  if (operationId === 'obterPlanoUsuario') return user;
  if (scope.papel !== 'gestor') throw forbidden(MANAGERS_ONLY);
  if (scope.titularId === user.id) return user;
  const [holder] = await db.select().from(users).where(eq(users.id, scope.titularId));
  return holder ?? user;
}
