import { ORIGINAL_CODES, sortByCatalogue } from '@certidao/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/queries.ts';
import type { UserRow } from '../../http/types.ts';
import { requestScopeSql, viewerScope } from '../../services/companyScope.ts';
import type { CertStatus } from './serialize.ts';

/**
 * The types a per-type breakdown lists, in the catalogue's order: the ten of the first catalogue always (the
 * screens built on them keep their rows), then any other type only when it has figures; listing all of the
 * national catalogue's types would be a page of zeros.
 */
export function typesToList(withData: Iterable<string>): string[] {
  return sortByCatalogue([...ORIGINAL_CODES, ...withData]);
}

export async function requestStats(db: DbOrTx, user: UserRow) {
  const own = requestScopeSql(user, await viewerScope(db, user), 's');
  const [totals] = rowsOf<{ sols: number; certs: number }>(
    await db.execute(sql`
    select (select count(*) from solicitacoes s where ${own})::int as sols,
           (select count(*) from certidoes c join solicitacoes s on s.id = c.solicitacao_id where ${own})::int as certs`),
  );
  const byStatus = rowsOf<{ status: CertStatus; n: number }>(
    await db.execute(sql`
      select c.status, count(*)::int as n from certidoes c join solicitacoes s on s.id = c.solicitacao_id
      where ${own} group by c.status`),
  );
  const byType = rowsOf<{ tipo: string; total: number; concluido: number; falhou: number }>(
    await db.execute(sql`
      select c.tipo_certidao as tipo, count(*)::int as total,
             count(*) filter (where c.status = 'concluido')::int as concluido,
             count(*) filter (where c.status = 'falhou')::int as falhou
      from certidoes c join solicitacoes s on s.id = c.solicitacao_id where ${own} group by c.tipo_certidao`),
  );
  const [avg] = rowsOf<{ minutes: number | null }>(
    await db.execute(sql`
      select avg(extract(epoch from (c.concluido_em - c.created_at)) / 60)::float8 as minutes
      from certidoes c join solicitacoes s on s.id = c.solicitacao_id
      where ${own} and c.status = 'concluido' and c.concluido_em is not null`),
  );
  const porStatus = { pendente: 0, processando: 0, concluido: 0, falhou: 0, cancelado: 0 };
  for (const r of byStatus) porStatus[r.status] = Number(r.n);
  const typeMap = new Map(byType.map((r) => [r.tipo, r]));
  return {
    totalSolicitacoes: Number(totals?.sols ?? 0),
    totalCertidoes: Number(totals?.certs ?? 0),
    porStatus,
    porTipo: typesToList(typeMap.keys()).map((code) => {
      const r = typeMap.get(code);
      return {
        tipoCertidao: code,
        total: Number(r?.total ?? 0),
        concluido: Number(r?.concluido ?? 0),
        falhou: Number(r?.falhou ?? 0),
      };
    }),
    tempoMedio: Math.round(Number(avg?.minutes ?? 0) * 100) / 100,
  };
}
