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

  it("numbers a company's pages from its usage per day: every page as the list's order has it", async () => {
    const db = t.server.ctx.db;
    const gestor = await t.loginAs(VOLUME_ACCOUNTS.firmHolder, VOLUME_PASSWORD);
    for (const ordenacao of ['desc', 'asc'] as const) {
      const direction = sql.raw(ordenacao);
      const all = rowsOf<{ id: string }>(
        await db.execute(sql`select s.id from solicitacoes s join empresa_membros m on m.empresa_id = s.empresa_id
                               where m.user_id = ${gestor.userId}
                               order by s.criado_em ${direction}, s.id ${direction}`),
      ).map((r) => r.id);
      expect(all.length).toBeGreaterThan(20);
      const limite = 7;
      for (let pagina = 1; pagina <= Math.ceil(all.length / limite) + 1; pagina++) {
        const page = await gestor.api.getSolicitacoes({ query: { pagina, limite, ordenacao } });
        expect(page.data.map((s) => s.id)).toEqual(all.slice((pagina - 1) * limite, pagina * limite));
        expect(page.meta.total).toBe(all.length);
      }
    }
    // A member who sees only their own requests: numbered from their rows of the usage per day.
    const [firm] = rowsOf<{ id: string; todas: boolean }>(
      await db.execute(sql`select e.id, e.membros_veem_todas as todas from empresas e
                             join empresa_membros m on m.empresa_id = e.id where m.user_id = ${gestor.userId}`),
    );
    if (!firm) throw new Error('no firm');
    await db.execute(sql`update empresas set membros_veem_todas = false where id = ${firm.id}`);
    try {
      const member = await t.loginAs(VOLUME_ACCOUNTS.firmMember, VOLUME_PASSWORD);
      for (const ordenacao of ['desc', 'asc'] as const) {
        const direction = sql.raw(ordenacao);
        const own = rowsOf<{ id: string }>(
          await db.execute(sql`select id from solicitacoes where empresa_id = ${firm.id} and user_id = ${member.userId}
                                 order by criado_em ${direction}, id ${direction}`),
        ).map((r) => r.id);
        expect(own.length).toBeGreaterThan(3);
        for (let pagina = 1; pagina <= Math.ceil(own.length / 2) + 1; pagina++) {
          const page = await member.api.getSolicitacoes({ query: { pagina, limite: 2, ordenacao } });
          expect(page.data.map((s) => s.id)).toEqual(own.slice((pagina - 1) * 2, pagina * 2));
          expect(page.meta.total).toBe(own.length);
        }
      }
    } finally {
      await db.execute(sql`update empresas set membros_veem_todas = ${firm.todas} where id = ${firm.id}`);
    }
    // Filtered by dates alone: counted and numbered from the same days.
    const [range] = rowsOf<{ de: string; ate: string }>(
      await db.execute(sql`select to_char((min(criado_em) + (max(criado_em) - min(criado_em)) / 4)
                                    at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as de,
                                  to_char((max(criado_em) - (max(criado_em) - min(criado_em)) / 4)
                                    at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as ate
                             from solicitacoes s join empresa_membros m on m.empresa_id = s.empresa_id
                            where m.user_id = ${gestor.userId}`),
    );
    if (!range) throw new Error('no range');
    const dated = rowsOf<{ id: string }>(
      await db.execute(sql`select s.id from solicitacoes s join empresa_membros m on m.empresa_id = s.empresa_id
                             where m.user_id = ${gestor.userId}
                               and s.criado_em >= (${range.de}::date::timestamp at time zone 'America/Sao_Paulo')
                               and s.criado_em < ((${range.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo')
                             order by s.criado_em desc, s.id desc`),
    ).map((r) => r.id);
    expect(dated.length).toBeGreaterThan(5);
    for (let pagina = 1; pagina <= Math.ceil(dated.length / 5) + 1; pagina++) {
      const page = await gestor.api.getSolicitacoes({
        query: { pagina, limite: 5, dataInicial: range.de, dataFinal: range.ate },
      });
      expect(page.data.map((s) => s.id)).toEqual(dated.slice((pagina - 1) * 5, pagina * 5));
      expect(page.meta.total).toBe(dated.length);
    }
  });

  it("keeps a company's usage per day (the month report's sums) and requests per day equal to the rows", async () => {
    const db = t.server.ctx.db;
    const gestor = await t.loginAs(VOLUME_ACCOUNTS.firmHolder, VOLUME_PASSWORD);
    type Usage = Record<string, { solicitacoes: number; certidoes: number; gasto: number }>;
    const read = async (query: ReturnType<typeof sql>): Promise<Usage> =>
      Object.fromEntries(
        rowsOf<{ k: string; s: number; c: number; g: number }>(await db.execute(query))
          .filter((r) => Number(r.s) !== 0 || Number(r.c) !== 0 || Number(r.g) !== 0)
          .map((r) => [r.k, { solicitacoes: Number(r.s), certidoes: Number(r.c), gasto: Number(r.g) }]),
      );
    const key = sql`concat_ws(' ', empresa_id, dia, user_id, coalesce(centro_custo_id::text, '-'))`;
    const dayKey = sql`concat_ws(' ', empresa_id, dia)`;
    // Both tables: the usage per day, member and cost centre, and the company's requests per day.
    const counted = async () => ({
      usage: await read(sql`select ${key} as k, sum(solicitacoes) as s, sum(certidoes) as c,
                                   sum(gasto_centavos) as g from empresa_uso_dia group by 1`),
      days: await read(
        sql`select ${dayKey} as k, sum(solicitacoes) as s, 0 as c, 0 as g from empresa_dia group by 1`,
      ),
    });
    // Directly from the rows: every company request's certificates and ledger, by its São Paulo day.
    const fromRows = async () => ({
      usage: await read(sql`select ${key} as k, count(*) as s, sum(c) as c, sum(g) as g from (
                 select s.empresa_id, (s.criado_em at time zone 'America/Sao_Paulo')::date as dia, s.user_id,
                        s.centro_custo_id,
                        (select count(*) from certidoes c where c.solicitacao_id = s.id) as c,
                        (select coalesce(sum(l.valor_centavos), 0) from lancamentos l where l.solicitacao_id = s.id) as g
                   from solicitacoes s where s.empresa_id is not null) x group by 1`),
      days: await read(sql`select ${dayKey} as k, count(*) as s, 0 as c, 0 as g from (
                 select empresa_id, (criado_em at time zone 'America/Sao_Paulo')::date as dia
                   from solicitacoes where empresa_id is not null) x group by 1`),
    });
    // The generator's bulk load is counted by empresa_uso_dia_recontar().
    expect(Object.keys((await counted()).usage).length).toBeGreaterThan(0);
    expect(await counted()).toEqual(await fromRows());
    const created = await gestor.api.createSolicitacao({
      body: fisicaBody('Uso Do Dia', undefined, ['cndt', 'trf3']),
    });
    expect(await counted()).toEqual(await fromRows());
    // Cancelled: its charges are returned (new ledger rows).
    await gestor.api.cancelarSolicitacao({ path: { id: created.id } });
    expect(await counted()).toEqual(await fromRows());
    // Moved to another member, cost centre and day; a certificate and a ledger row deleted on their own.
    const [other] = rowsOf<{ user_id: string; centro: string | null }>(
      await db.execute(sql`select m.user_id, (select id from centros_custo c where c.empresa_id = m.empresa_id
                             limit 1) as centro
                             from empresa_membros m join solicitacoes s on s.empresa_id = m.empresa_id
                            where s.id = ${created.id} and m.user_id <> ${gestor.userId} limit 1`),
    );
    if (!other) throw new Error('the firm has one member');
    await db.execute(sql`update solicitacoes set user_id = ${other.user_id}, centro_custo_id = ${other.centro},
                          criado_em = criado_em - interval '3 days' where id = ${created.id}`);
    expect(await counted()).toEqual(await fromRows());
    await db.execute(sql`delete from lancamentos where id = (select id from lancamentos
                          where solicitacao_id = ${created.id} and tipo = 'devolucao' limit 1)`);
    expect(await counted()).toEqual(await fromRows());
    await db.execute(sql`delete from certidoes where id = (select id from certidoes
                          where solicitacao_id = ${created.id} limit 1)`);
    expect(await counted()).toEqual(await fromRows());
    // The report reads them: the moved request's day.
    const [day] = rowsOf<{ dia: string }>(
      await db.execute(sql`select to_char(criado_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia
                             from solicitacoes where id = ${created.id}`),
    );
    const report = await gestor.api.obterRelatorioUsoEmpresa({
      query: { dataInicial: day?.dia, dataFinal: day?.dia },
    });
    const direct = rowsOf<{ s: number; c: number; g: number }>(
      await db.execute(sql`select count(*) as s,
                             coalesce(sum((select count(*) from certidoes c where c.solicitacao_id = s.id)), 0) as c,
                             coalesce(sum((select coalesce(sum(l.valor_centavos), 0) from lancamentos l
                                           where l.solicitacao_id = s.id)), 0) as g
                             from solicitacoes s, empresa_membros m
                            where m.user_id = ${gestor.userId} and s.empresa_id = m.empresa_id
                              and to_char(s.criado_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') = ${day?.dia}`),
    )[0];
    expect(report.totais).toEqual({
      solicitacoes: Number(direct?.s),
      certidoes: Number(direct?.c),
      gasto: Number(direct?.g) / 100,
    });
    // Deleted: its whole share goes (before the cascade removes its certificates and ledger). Folding changes nothing.
    await db.execute(sql`delete from solicitacoes where id = ${created.id}`);
    expect(await counted()).toEqual(await fromRows());
    await db.execute(sql`select empresa_uso_dia_juntar()`);
    expect(await counted()).toEqual(await fromRows());
    expect(
      await count(sql`select count(*) as n from empresa_uso_dia where shard <> 0 or solicitacoes = 0`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from empresa_dia where shard <> 0 or solicitacoes = 0`)).toBe(
      0,
    );
  });
});
