// The guard of the scale benchmark's data generator (testing/volume.ts): at a tiny scale, the app's own endpoints
// read what it wrote (list, detail, search, statistics, the company's report, the staff dashboard, monitored
// parties), so a schema change the generator missed fails here rather than in a benchmark.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/queries.ts';
import { fillDatabase, VOLUME_ACCOUNTS, VOLUME_PASSWORD } from '../src/testing/volume.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const N = 200;
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await t.server.ctx.db.execute(query))[0]?.n);

beforeAll(async () => {
  t = await startTestServer({ runWorkers: false });
  await fillDatabase(t.server.ctx.db, { escala: N, partes: 50, chunk: 64 });
});
afterAll(() => t?.close());

describe('the scale data generator', () => {
  it('writes N requests of every certificate status, with PDFs and a ledger', async () => {
    expect(await count(sql`select count(*) as n from solicitacoes`)).toBe(N);
    const statuses = rowsOf<{ status: string }>(
      await t.server.ctx.db.execute(sql`select distinct status from certidoes order by status`),
    ).map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining(['cancelado', 'concluido', 'falhou']));
    expect(
      await count(sql`select count(*) as n from certidoes c where c.status = 'concluido'
                      and not exists (select 1 from pdfs p where p.certidao_id = c.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from certidoes c
                      where not exists (select 1 from lancamentos l where l.certidao_id = c.id and l.tipo = 'cobranca')`),
    ).toBe(0);
  });

  it("is read by the firm's list, detail, search, statistics and report", async () => {
    const gestor = await t.loginAs(VOLUME_ACCOUNTS.firmHolder, VOLUME_PASSWORD);
    const own = await count(
      sql`select count(*) as n from solicitacoes s join empresa_membros m on m.empresa_id = s.empresa_id
          where m.user_id = ${gestor.userId}`,
    );
    expect(own).toBeGreaterThan(0);
    const list = await gestor.api.getSolicitacoes({ query: { pagina: 1, limite: 20 } });
    expect(list.meta.total).toBe(own);
    const first = list.data[0];
    if (!first) throw new Error('empty list');
    const detail = await gestor.api.getSolicitacao({ path: { id: first.id } });
    expect(detail.certidoes.length).toBeGreaterThan(0);
    const byDocument = await gestor.api.getSolicitacoes({
      query: { cpf: String(detail.certidoes[0]?.dadosCertidao.cpf) },
    });
    expect(byDocument.data.map((s) => s.id)).toContain(first.id);
    const byName = await gestor.api.getSolicitacoes({ query: { busca: detail.dadosGerais.nomeCompleto } });
    expect(byName.data.map((s) => s.id)).toContain(first.id);

    const stats = await gestor.api.getEstatisticasSolicitacoes();
    expect(stats.totalSolicitacoes).toBe(own);
    const certs = await count(
      sql`select count(*) as n from certidoes c join solicitacoes s on s.id = c.solicitacao_id
          join empresa_membros m on m.empresa_id = s.empresa_id where m.user_id = ${gestor.userId}`,
    );
    expect(stats.totalCertidoes).toBe(certs);

    const report = await gestor.api.obterRelatorioUsoEmpresa({
      query: { dataInicial: '2020-01-01', dataFinal: '2020-12-31' },
    });
    expect(report.totais.solicitacoes).toBe(0);
    const month = detail.criadoEm.slice(0, 7);
    const monthReport = await gestor.api.obterRelatorioUsoEmpresa({ query: { dataInicial: `${month}-01` } });
    expect(monthReport.totais.solicitacoes).toBeGreaterThan(0);
  });

  it("is read by the staff dashboard and a customer's monitored parties", async () => {
    const { api: admin } = await t.admin();
    const dashboard = await admin.getDashboardStats();
    expect(dashboard.solicitacoes.total).toBe(await count(sql`select count(*) as n from certidoes`));
    const customer = await t.loginAs(VOLUME_ACCOUNTS.individual, VOLUME_PASSWORD);
    const parties = await customer.api.listarMonitoramentos({ query: { limite: 10 } });
    expect(parties.meta.total).toBeGreaterThan(0);
  });
});
