import { CENTRO_CUSTO_MESSAGES } from '@certidao/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { centrosCusto, solicitacoes } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../services/audit.ts';
import { companyRows } from './companyRows.ts';
import type { CompanyScope } from './scope.ts';

/** Who made a change, for the audit log. */
export interface Actor {
  id: string;
  ip: string;
}

type CentroRow = typeof centrosCusto.$inferSelect;

const toApiCentro = (c: CentroRow, solicitacoesCount: number) => ({
  id: c.id,
  codigo: c.codigo,
  nome: c.nome,
  ativo: c.ativo,
  solicitacoes: solicitacoesCount,
  criadoEm: c.createdAt.toISOString(),
});

// Written out: drizzle renders a column of the outer table without its table name inside a subquery.
const usesOf =
  sql<number>`(select count(*) from solicitacoes s where s.centro_custo_id = centros_custo.id)`.mapWith(
    Number,
  );

/** The company's cost centres: active ones first, each group by name, with how many requests carry each. */
export async function listCostCentres(db: DbOrTx, scope: CompanyScope) {
  const rows = await db
    .select({ centro: centrosCusto, uses: usesOf })
    .from(centrosCusto)
    .where(eq(centrosCusto.empresaId, scope.empresaId))
    .orderBy(desc(centrosCusto.ativo), asc(centrosCusto.nome));
  return { data: rows.map((r) => toApiCentro(r.centro, r.uses)) };
}

async function oneView(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ centro: centrosCusto, uses: usesOf })
    .from(centrosCusto)
    .where(eq(centrosCusto.id, id));
  if (!row) throw notFound(CENTRO_CUSTO_MESSAGES.notFound);
  return toApiCentro(row.centro, row.uses);
}

/** The company's own cost centres: another company's is 404; codes (any case) and names unique within it. */
const ownCentres = companyRows({
  table: centrosCusto,
  notFound: CENTRO_CUSTO_MESSAGES.notFound,
  noun: 'um centro de custo',
  withProductRows: false,
  caseInsensitive: 'codigo',
});

/** Trimmed text; blank (spaces only) is 400 with the field's name. */
function required(value: string, label: string): string {
  const v = value.trim();
  if (!v) throw badRequest(`${label} é obrigatório.`);
  return v;
}

export async function createCostCentre(
  ctx: AppContext,
  scope: CompanyScope,
  input: { codigo: string; nome: string },
  actor: Actor,
) {
  const codigo = required(input.codigo, 'Código');
  const nome = required(input.nome, 'Nome');
  const id = await ctx.db.transaction(async (tx) => {
    await ownCentres.checkUnique(tx, scope, { codigo, nome });
    const [row] = await tx
      .insert(centrosCusto)
      .values({ empresaId: scope.empresaId, codigo, nome })
      .returning();
    if (!row) throw new Error('insert failed');
    await audit(tx, {
      action: 'empresa.centro_custo_criado',
      actorId: actor.id,
      targetType: 'centro_custo',
      targetId: row.id,
      ip: actor.ip,
      details: { empresaId: scope.empresaId, codigo, nome },
    });
    return row.id;
  });
  return oneView(ctx.db, id);
}

export async function updateCostCentre(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  patch: { codigo?: string; nome?: string; ativo?: boolean },
  actor: Actor,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await ownCentres.own(tx, scope, id);
    const values: Partial<typeof centrosCusto.$inferInsert> = {};
    if (patch.codigo !== undefined) {
      const codigo = required(patch.codigo, 'Código');
      if (codigo !== before.codigo) values.codigo = codigo;
    }
    if (patch.nome !== undefined) {
      const nome = required(patch.nome, 'Nome');
      if (nome !== before.nome) values.nome = nome;
    }
    if (patch.ativo !== undefined && patch.ativo !== before.ativo) values.ativo = patch.ativo;
    if (!Object.keys(values).length) return;
    await ownCentres.checkUnique(tx, scope, { codigo: values.codigo, nome: values.nome }, id);
    await tx
      .update(centrosCusto)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(centrosCusto.id, id));
    await audit(tx, {
      action: 'empresa.centro_custo_alterado',
      actorId: actor.id,
      targetType: 'centro_custo',
      targetId: id,
      ip: actor.ip,
      details: { empresaId: scope.empresaId, campos: Object.keys(values) },
    });
  });
  return oneView(ctx.db, id);
}

export const CENTRE_IN_USE = 'Este centro de custo já tem solicitações. Desative-o em vez de excluir.';

export async function removeCostCentre(ctx: AppContext, scope: CompanyScope, id: string, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownCentres.own(tx, scope, id);
    // A request being created with it locks the same row (companies/requestFields.ts), so none can slip in between.
    const [used] = await tx
      .select({ id: solicitacoes.id })
      .from(solicitacoes)
      .where(eq(solicitacoes.centroCustoId, id))
      .limit(1);
    if (used) throw conflict(CENTRE_IN_USE);
    await tx.delete(centrosCusto).where(eq(centrosCusto.id, id));
    await audit(tx, {
      action: 'empresa.centro_custo_removido',
      actorId: actor.id,
      targetType: 'centro_custo',
      targetId: id,
      ip: actor.ip,
      details: { empresaId: scope.empresaId, codigo: row.codigo, nome: row.nome },
    });
  });
  return { message: 'Centro de custo excluído.' };
}
