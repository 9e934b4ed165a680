// The guard of the scale benchmark's data generator (testing/volume.ts): at a tiny scale, the app's own endpoints
// read what it wrote (list, detail, search, statistics, the company's report, the staff dashboard, monitored
// parties), so a schema change the generator missed fails here rather than in a benchmark.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/queries.ts';
import { fillDatabase, VOLUME_ACCOUNTS, VOLUME_PASSWORD } from '../src/testing/volume.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fisicaBody } from './pipelineHelpers.ts';

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

  it("keeps the statistics' counters equal to the rows through new, cancelled and moved requests", async () => {
    const customer = await t.loginAs(VOLUME_ACCOUNTS.individual, VOLUME_PASSWORD);
    const db = t.server.ctx.db;
    const counted = async () => {
      const stats = await customer.api.getEstatisticasSolicitacoes();
      return { sols: stats.totalSolicitacoes, certs: stats.totalCertidoes, porStatus: stats.porStatus };
    };
    const fromRows = async () => {
      const porStatus = { pendente: 0, processando: 0, concluido: 0, falhou: 0, cancelado: 0 };
      for (const r of rowsOf<{ status: keyof typeof porStatus; n: number }>(
        await db.execute(sql`select c.status, count(*)::int as n from certidoes c join solicitacoes s
                             on s.id = c.solicitacao_id where s.user_id = ${customer.userId}
                             and s.empresa_id is null group by c.status`),
      ))
        porStatus[r.status] = Number(r.n);
      return {
        sols: await count(
          sql`select count(*) as n from solicitacoes where user_id = ${customer.userId} and empresa_id is null`,
        ),
        certs: Object.values(porStatus).reduce((a, b) => a + b, 0),
        porStatus,
      };
    };
    expect(await counted()).toEqual(await fromRows());
    const created = await customer.api.createSolicitacao({
      body: fisicaBody('Contagem Nova', undefined, ['cndt', 'trf3']),
    });
    expect(await counted()).toEqual(await fromRows());
    await customer.api.cancelarSolicitacao({ path: { id: created.id } });
    const after = await counted();
    expect(after).toEqual(await fromRows());
    expect(after.porStatus.cancelado).toBeGreaterThan(0);
    // A request moved to another account takes its certificates' counts along; one deleted takes them away.
    const other = await t.createUser('user');
    await db.execute(sql`update solicitacoes set user_id = ${other.userId} where id = ${created.id}`);
    expect(await counted()).toEqual(await fromRows());
    await db.execute(sql`update solicitacoes set user_id = ${customer.userId} where id = ${created.id}`);
    await db.execute(sql`delete from solicitacoes where id = ${created.id}`);
    expect(await counted()).toEqual(await fromRows());
    // Folding the shards changes no figure.
    await db.execute(sql`select certidao_totais_juntar()`);
    expect(await counted()).toEqual(await fromRows());
  });
});
