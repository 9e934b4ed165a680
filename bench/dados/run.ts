/**
 * `npm run bench -- dados --escala N`: fills a database with a firm's volume (apps/api/src/testing/volume.ts): N
 * requests over two years, their certificates, PDFs (rows only), ledger, accounts, companies, monitored parties
 * and payments. PGlite under `--dir` (default: a directory per scale in the system's temporary folder, made
 * anew) or the PostgreSQL database of DATABASE_URL (which must hold no generated data yet). Then
 * `npm run bench -- escala` measures it.
 * Options: --escala N (default 100000), --partes N (monitored parties, default N/5), --dir DIR. On PostgreSQL
 * the role must be a superuser: the load sets `session_replication_role` to skip the triggers.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { rowsOf } from '../../apps/api/src/db/queries.ts';
import { fillDatabase } from '../../apps/api/src/testing/volume.ts';

const { values } = parseArgs({
  options: { escala: { type: 'string' }, partes: { type: 'string' }, dir: { type: 'string' } },
});
const escala = Number(values.escala ?? 100_000);
const partes = values.partes === undefined ? undefined : Number(values.partes);
if (!Number.isInteger(escala) || escala < 1) throw new Error('--escala: a positive whole number of requests');
const databaseUrl = process.env.DATABASE_URL;
const dataDir = values.dir ?? join(tmpdir(), `certidao-escala-${escala}`);
if (!databaseUrl && !values.dir && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });

const started = Date.now();
const database = await openDatabase({ databaseUrl, dataDir });
try {
  const [existing] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from users where email like 'escala-%'`),
  );
  if (existing && existing.n > 0) {
    console.error('  este banco já tem dados gerados: use um banco vazio (ou outro --dir)');
    process.exit(1);
  }
  console.log(
    `  gerando ${escala.toLocaleString('pt-BR')} solicitações em ${databaseUrl ? 'PostgreSQL' : dataDir}`,
  );
  await fillDatabase(database.db, {
    escala,
    partes,
    onProgress: (message) => console.log(`  ${message} — ${((Date.now() - started) / 1000).toFixed(1)} s`),
  });
  const [counts] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`
      select (select count(*) from solicitacoes)::int as solicitacoes, (select count(*) from certidoes)::int as certidoes,
             (select count(*) from pdfs)::int as pdfs, (select count(*) from lancamentos)::int as lancamentos,
             (select count(*) from monitoramentos)::int as partes, (select count(*) from payments)::int as pagamentos,
             pg_database_size(current_database())::bigint / 1048576 as mb`),
  );
  console.log(`  pronto em ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  console.log(
    databaseUrl
      ? '  medir: DATABASE_URL=<o mesmo> npm run bench -- escala'
      : `  medir: npm run bench -- escala --dir ${dataDir}`,
  );
} finally {
  await database.close();
}
