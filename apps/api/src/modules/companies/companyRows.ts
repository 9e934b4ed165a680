import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type centrosCusto, empresas, type kits } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { CompanyScope } from './scope.ts';

/** The tables of rows a company owns with a code and a name of their own (kits, cost centres). */
type CompanyTable = typeof kits | typeof centrosCusto;

export interface CompanyRowsSpec<T extends CompanyTable> {
  table: T;
  /** 404 message for a row that is not the company's. */
  notFound: string;
  /** How the conflict messages name a row: 'um kit' → 'Já existe um kit com o código X.' */
  noun: string;
  /** Rows without a company (the product's kits) also hold codes and names a company may not reuse. */
  withProductRows: boolean;
  /** The one of code and name compared case-insensitively (the other is compared exactly). */
  caseInsensitive: 'codigo' | 'nome';
}

/**
 * The company's own rows of one table: a row to change (locked, 404 when another company's) and the check that a
 * code and a name are free within the company. One shape for kits and cost centres.
 */
export function companyRows<T extends CompanyTable>(spec: CompanyRowsSpec<T>) {
  const t = spec.table as CompanyTable;
  const same = (column: typeof t.codigo | typeof t.nome, value: string, field: 'codigo' | 'nome'): SQL =>
    spec.caseInsensitive === field ? sql`lower(${column}) = lower(${value})` : eq(column, value);

  return {
    /** The company's own row, locked for a change; another company's (or a product kit) is 404. */
    async own(tx: DbOrTx, scope: CompanyScope, id: string): Promise<T['$inferSelect']> {
      const [row] = await tx
        .select()
        .from(t)
        .where(and(eq(t.id, id), eq(t.empresaId, scope.empresaId)))
        .for('update');
      if (!row) throw notFound(spec.notFound);
      return row as T['$inferSelect'];
    },

    /**
     * 409 when the code or the name is already another row's of the company (or a product row's). The company's
     * row is locked first, so two creations cannot both pass the check.
     */
    async checkUnique(
      tx: DbOrTx,
      scope: CompanyScope,
      values: { codigo?: string; nome?: string },
      exceptId?: string,
    ): Promise<void> {
      await tx
        .select({ id: empresas.id })
        .from(empresas)
        .where(eq(empresas.id, scope.empresaId))
        .for('update');
      const ofCompany = spec.withProductRows
        ? or(isNull(t.empresaId), eq(t.empresaId, scope.empresaId))
        : eq(t.empresaId, scope.empresaId);
      const others = exceptId ? and(ofCompany, ne(t.id, exceptId)) : ofCompany;
      for (const field of ['codigo', 'nome'] as const) {
        const value = values[field];
        if (value === undefined) continue;
        const [dup] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(others, same(t[field], value, field)));
        if (dup)
          throw conflict(`Já existe ${spec.noun} com o ${field === 'codigo' ? 'código' : 'nome'} ${value}.`);
      }
    },
  };
}
