import { countOf, plural, toCents } from '@certidao/domain';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { likePattern, offsetOf } from '../../db/queries.ts';
import { payments, plans, userPlans } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { type PlanRow, page, toApiPlano } from '../../http/serializers.ts';
import { audit } from '../../services/audit.ts';

export const PLAN_NOT_FOUND = 'Plano não encontrado.';

const visible = isNull(plans.archivedAt);

/** Who changes a plan, for the audit log. */
export interface Actor {
  id: string;
  ip: string;
}

function searchCondition(search: string | undefined) {
  const like = likePattern(search);
  return like ? or(ilike(plans.nome, like), ilike(plans.descricao, like)) : undefined;
}

export interface PlanoInput {
  nome?: string;
  descricao?: string | null;
  valor?: number | string | null;
  limite?: number | null;
  assentos?: number | null;
  beneficios?: string[] | null;
  cor?: string | null;
  popular?: boolean | null;
  ordem?: number | null;
}

/** Applies the plan-edit rules: nome required, valor defaults to 0, empty limit = unlimited, no blanks. */
function planValues(input: PlanoInput, creating: boolean): Partial<typeof plans.$inferInsert> {
  const values: Partial<typeof plans.$inferInsert> = {};
  if (input.nome !== undefined || creating) {
    const nome = input.nome?.trim() ?? '';
    if (!nome) throw badRequest('O nome do plano é obrigatório.');
    values.nome = nome;
  }
  if (input.descricao !== undefined || creating) values.descricao = input.descricao?.trim() ?? '';
  if (input.valor !== undefined || creating) {
    const cents =
      input.valor === null || input.valor === undefined || input.valor === '' ? 0 : toCents(input.valor);
    if (!Number.isFinite(cents) || cents < 0)
      throw badRequest('O valor do plano deve ser um número maior ou igual a zero.');
    values.valorCents = cents;
  }
  if (input.limite !== undefined || creating) values.limite = input.limite ?? 0;
  if (input.assentos !== undefined || creating) values.assentos = input.assentos ?? 1;
  if (input.beneficios !== undefined || creating)
    values.beneficios = (input.beneficios ?? []).map((b) => b.trim()).filter(Boolean);
  if (input.cor !== undefined || creating) values.cor = input.cor?.trim() || 'default';
  if (input.popular !== undefined || creating) values.popular = input.popular ?? false;
  if (input.ordem !== undefined || creating) values.ordem = input.ordem ?? 0;
  return values;
}

/** A plan that is not archived, else 404. */
export async function getPlanOr404(db: DbOrTx, id: string): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), visible))
    .limit(1);
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return row;
}

/** One page of the visible plans, in catalogue order (ordem, price, name). */
export async function listPlans(db: Db, pageNumber: number, limit: number, search?: string) {
  const where = and(visible, searchCondition(search));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(asc(plans.ordem), asc(plans.valorCents), asc(plans.nome))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(plans).where(where),
  ]);
  return page(rows.map(toApiPlano), total?.n ?? 0, pageNumber, limit);
}

export async function createPlan(db: Db, input: PlanoInput, actor: Actor): Promise<PlanRow> {
  const values = planValues(input, true) as typeof plans.$inferInsert;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(plans).values(values).returning();
    await audit(tx, {
      action: 'plan.created',
      actorId: actor.id,
      targetType: 'plan',
      targetId: created!.id,
      ip: actor.ip,
      details: { nome: created!.nome },
    });
    return created!;
  });
}

export async function updatePlan(db: Db, id: string, input: PlanoInput, actor: Actor): Promise<PlanRow> {
  await getPlanOr404(db, id);
  const values = planValues(input, false);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(plans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    await audit(tx, {
      action: 'plan.updated',
      actorId: actor.id,
      targetType: 'plan',
      targetId: id,
      ip: actor.ip,
      details: { fields: Object.keys(values) },
    });
    return updated!;
  });
}

/** Refused (409) while someone holds the plan; archived instead of deleted when it has history. */
export async function deletePlan(db: Db, id: string, actor: Actor): Promise<void> {
  const plan = await getPlanOr404(db, id);
  await db.transaction(async (tx) => {
    const [holders] = await tx
      .select({ n: count() })
      .from(userPlans)
      .where(and(eq(userPlans.planId, plan.id), inArray(userPlans.status, ['active', 'pending'])));
    if ((holders?.n ?? 0) > 0) {
      const n = holders!.n;
      throw conflict(
        `Este plano não pode ser excluído porque ${countOf(n, 'usuário')} ${plural(n, 'possui', 'possuem')} uma assinatura dele. Cancele ou migre essas assinaturas antes.`,
      );
    }
    const [history] = await tx
      .select({
        n: sql<number>`(select count(*) from ${userPlans} where ${userPlans.planId} = ${plan.id}) + (select count(*) from ${payments} where ${payments.planId} = ${plan.id})`.mapWith(
          Number,
        ),
      })
      .from(plans)
      .where(eq(plans.id, plan.id));
    // Past subscriptions and payments keep pointing at the plan: archive instead of deleting their history.
    if ((history?.n ?? 0) > 0)
      await tx
        .update(plans)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(plans.id, plan.id));
    else await tx.delete(plans).where(eq(plans.id, plan.id));
    await audit(tx, {
      action: 'plan.deleted',
      actorId: actor.id,
      targetType: 'plan',
      targetId: plan.id,
      ip: actor.ip,
      details: { nome: plan.nome, archived: (history?.n ?? 0) > 0 },
    });
  });
}
