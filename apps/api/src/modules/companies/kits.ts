import { isCertificateCode, KIT_MESSAGES, kitCodigoFrom, sortCertificateCodes } from '@certidao/domain';
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { kits } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { unknownType } from '../catalogue/service.ts';
import { companyRows } from './companyRows.ts';
import type { Actor } from './costCentres.ts';
import { type CompanyScope, viewerScope } from './scope.ts';

type KitRow = typeof kits.$inferSelect;

export const toApiKit = (k: KitRow) => ({
  id: k.id,
  codigo: k.codigo,
  nome: k.nome,
  descricao: k.descricao,
  tiposCertidao: sortCertificateCodes(k.tiposCertidao),
  padrao: k.empresaId === null,
  porLocal: k.porLocal,
});

/** A kit's types: each one the catalogue's (the contract only checks their spelling), in its order. */
function kitTypes(tipos: readonly string[]) {
  const unknown = tipos.find((t) => !isCertificateCode(t));
  if (unknown !== undefined) throw unknownType(unknown);
  return sortCertificateCodes(tipos);
}

/** The kits this user may start a request from: the product's, then their company's (staff: the product's). */
export async function listKits(db: DbOrTx, user: UserRow) {
  const scope = await viewerScope(db, user);
  const rows = await db
    .select()
    .from(kits)
    .where(scope ? or(isNull(kits.empresaId), eq(kits.empresaId, scope.empresaId)) : isNull(kits.empresaId))
    .orderBy(sql`${kits.empresaId} is not null`, asc(kits.nome));
  return { data: rows.map(toApiKit) };
}

/** The company's own kits: a product kit or another company's is 404; codes and names free against both. */
const ownKits = companyRows({
  table: kits,
  notFound: KIT_MESSAGES.notFound,
  noun: 'um kit',
  withProductRows: true,
  caseInsensitive: 'nome',
});

export interface KitInput {
  nome: string;
  codigo?: string;
  descricao?: string;
  tiposCertidao: readonly string[];
  /** Resolve the types by the party's and the property's place (requests/validation.ts). */
  porLocal?: boolean;
}

export async function createKit(ctx: AppContext, scope: CompanyScope, input: KitInput, actor: Actor) {
  const nome = input.nome.trim();
  const codigo = input.codigo ?? kitCodigoFrom(nome);
  const tiposCertidao = kitTypes(input.tiposCertidao);
  return ctx.db.transaction(async (tx) => {
    await ownKits.checkUnique(tx, scope, { codigo, nome });
    const [row] = await tx
      .insert(kits)
      .values({
        empresaId: scope.empresaId,
        codigo,
        nome,
        descricao: input.descricao?.trim() ?? '',
        tiposCertidao,
        porLocal: input.porLocal ?? false,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    await audit(tx, {
      action: 'empresa.kit_criado',
      actorId: actor.id,
      targetType: 'kit',
      targetId: row.id,
      ip: actor.ip,
      details: {
        empresaId: scope.empresaId,
        codigo,
        nome,
        tiposCertidao: row.tiposCertidao,
        porLocal: row.porLocal,
      },
    });
    return toApiKit(row);
  });
}

export async function updateKit(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  patch: Partial<KitInput>,
  actor: Actor,
) {
  const tipos = patch.tiposCertidao !== undefined ? kitTypes(patch.tiposCertidao) : undefined;
  return ctx.db.transaction(async (tx) => {
    const before = await ownKits.own(tx, scope, id);
    const values: Partial<typeof kits.$inferInsert> = {};
    if (patch.nome !== undefined && patch.nome.trim() !== before.nome) values.nome = patch.nome.trim();
    if (patch.codigo !== undefined && patch.codigo !== before.codigo) values.codigo = patch.codigo;
    if (patch.descricao !== undefined) values.descricao = patch.descricao.trim();
    if (tipos !== undefined) values.tiposCertidao = tipos;
    if (patch.porLocal !== undefined && patch.porLocal !== before.porLocal) values.porLocal = patch.porLocal;
    await ownKits.checkUnique(tx, scope, { codigo: values.codigo, nome: values.nome }, id);
    const [row] = await tx
      .update(kits)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(kits.id, id))
      .returning();
    if (!row) throw notFound(KIT_MESSAGES.notFound);
    await audit(tx, {
      action: 'empresa.kit_alterado',
      actorId: actor.id,
      targetType: 'kit',
      targetId: id,
      ip: actor.ip,
      details: { empresaId: scope.empresaId, campos: Object.keys(values) },
    });
    return toApiKit(row);
  });
}

/** Requests made from it keep its id and name (no foreign key), so they still read in history. */
export async function removeKit(ctx: AppContext, scope: CompanyScope, id: string, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownKits.own(tx, scope, id);
    await tx.delete(kits).where(eq(kits.id, id));
    await audit(tx, {
      action: 'empresa.kit_removido',
      actorId: actor.id,
      targetType: 'kit',
      targetId: id,
      ip: actor.ip,
      details: { empresaId: scope.empresaId, codigo: row.codigo, nome: row.nome },
    });
  });
  return { message: 'Kit excluído.' };
}
