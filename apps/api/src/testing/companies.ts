import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { empresaMembros, empresas } from '../db/schema.ts';
import type { Server } from '../server.ts';

/** A valid CNPJ (check digits), different on every call: companies' CNPJs are unique. */
export function randomCnpj(): string {
  const digit = (nums: number[]) => {
    const weights =
      nums.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = nums.reduce((sum, n, i) => sum + n * (weights[i] as number), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const base = Array.from({ length: 12 }, () => randomInt(10));
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}

/**
 * A company written straight to the database: its holder (a 'Gestor') and other members. For suites that need a
 * company before its creation and invitations are theirs to test; `settings` changes its options.
 */
export async function insertCompany(
  server: Server,
  titularId: string,
  members: ReadonlyArray<{ userId: string; papel: 'gestor' | 'membro' }> = [],
) {
  const db = server.ctx.db;
  const [empresa] = await db
    .insert(empresas)
    .values({ razaoSocial: `Empresa ${titularId.slice(0, 6)} Ltda`, cnpj: randomCnpj(), titularId })
    .returning();
  if (!empresa) throw new Error('no company');
  await db.insert(empresaMembros).values(
    [{ userId: titularId, papel: 'gestor' as const }, ...members].map((m) => ({
      ...m,
      empresaId: empresa.id,
    })),
  );
  return {
    empresaId: empresa.id,
    async settings(values: { centroCustoObrigatorio?: boolean; membrosVeemTodas?: boolean }) {
      await db.update(empresas).set(values).where(eq(empresas.id, empresa.id));
    },
  };
}
