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

/**
 * The caller's figures from the per-account counters (`certidao_totais`, `solicitacao_totais`, kept by triggers):
 * a handful of rows whatever the number of requests, where counting the certificates took a join over all of
 * a company's.
 */
export async function requestStats(db: DbOrTx, user: UserRow) {
  const own = requestScopeSql(user, await viewerScope(db, user), 't');
  const [totals] = rowsOf<{ sols: number }>(
    await db.execute(sql`select coalesce(sum(t.n), 0)::int as sols from solicitacao_totais t where ${own}`),
  );
  const rows = rowsOf<{ tipo: string; status: CertStatus; n: number; nConclusao: number; minutos: number }>(
    await db.execute(sql`
      select t.tipo_certidao as tipo, t.status, sum(t.n)::int as n, sum(t.n_conclusao)::int as "nConclusao",
             sum(t.minutos_conclusao)::float8 as minutos
      from certidao_totais t where ${own} group by t.tipo_certidao, t.status`),
  );
  const porStatus = { pendente: 0, processando: 0, concluido: 0, falhou: 0, cancelado: 0 };
  const typeMap = new Map<string, { total: number; concluido: number; falhou: number }>();
  let certs = 0;
  let concluded = 0;
  let minutes = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (!n) continue;
    certs += n;
    porStatus[r.status] += n;
    const entry = typeMap.get(r.tipo) ?? { total: 0, concluido: 0, falhou: 0 };
    entry.total += n;
    if (r.status === 'concluido') entry.concluido += n;
    if (r.status === 'falhou') entry.falhou += n;
    typeMap.set(r.tipo, entry);
    concluded += Number(r.nConclusao);
    minutes += Number(r.minutos);
  }
  return {
    totalSolicitacoes: Number(totals?.sols ?? 0),
    totalCertidoes: certs,
    porStatus,
    porTipo: typesToList(typeMap.keys()).map((code) => {
      const r = typeMap.get(code);
      return {
        tipoCertidao: code,
        total: r?.total ?? 0,
        concluido: r?.concluido ?? 0,
        falhou: r?.falhou ?? 0,
      };
    }),
    tempoMedio: concluded ? Math.round((minutes / concluded) * 100) / 100 : 0,
  };
}
