import type { certidoes, plans, solicitacoes, userPlans } from '../db/schema.ts';
import type { UserRow } from '../http/types.ts';

export type PlanRow = typeof plans.$inferSelect;
export type UserPlanRow = typeof userPlans.$inferSelect;
export type SolicitacaoRow = typeof solicitacoes.$inferSelect;
export type CertidaoRow = typeof certidoes.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The content type of answers a handler sends as ready JSON bytes (kept from an earlier answer). */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** A person's name as every answer, e-mail and report shows it (a blank last name leaves no trailing space). */
export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** Who made or owns something, as the answers name them: id, full name and e-mail. */
export const userRef = (u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>) => ({
  id: u.id,
  fullName: fullName(u),
  email: u.email,
});

export function toApiUser(u: UserRow) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: fullName(u),
    email: u.email,
    emailVerified: u.emailVerified,
    phone: u.phone,
    cpfCnpj: u.cpfCnpj,
    role: u.role,
    status: u.status,
    avatar: u.avatar,
    lastLoginAt: iso(u.lastLoginAt),
    createdAt: u.createdAt.toISOString(),
  };
}

export function toApiPlano(p: PlanRow) {
  return {
    id: p.id,
    nome: p.nome,
    descricao: p.descricao,
    valor: p.valorCents / 100,
    limite: p.limite,
    assentos: p.assentos,
    beneficios: p.beneficios,
    cor: p.cor,
    popular: p.popular,
    ordem: p.ordem,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const SUBSCRIPTION_STATUS = {
  active: 'ACTIVE',
  pending: 'PENDING',
  cancelled: 'CANCELLED',
  expired: 'CANCELLED',
} as const;

export function toApiUserPlan(up: UserPlanRow) {
  return {
    id: up.id,
    ativo: up.status === 'active',
    status: SUBSCRIPTION_STATUS[up.status],
    renovacaoAutomatica: up.renovacaoAutomatica,
    // A plan granted by an admin has no billing type.
    billingType: up.billingType === 'CORTESIA' ? null : up.billingType,
    dataInicio: up.dataInicio.toISOString(),
    // While the first payment is pending there is no paid period yet.
    dataFim: up.status === 'pending' ? null : up.dataFim.toISOString(),
    criadoEm: up.createdAt.toISOString(),
    assentosExtras: up.extraSeats,
  };
}

/** The `{data, meta}` envelope of every list. */
export function page<T>(data: T[], total: number, pageNumber: number, limit: number) {
  return { data, meta: { total, page: pageNumber, limit, totalPages: Math.ceil(total / limit) } };
}
