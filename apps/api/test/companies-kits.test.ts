import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithMembers } from './companyFixtures.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { CNPJ, fisicaBody, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
let a: Awaited<ReturnType<typeof companyWithMembers>>;
let b: Awaited<ReturnType<typeof companyWithMembers>>;
beforeAll(async () => {
  t = await startTestServer();
  a = await companyWithMembers(t, 10);
  b = await companyWithMembers(t, 4);
}, 300_000);
afterAll(() => t?.close());

const PRODUCT_KITS = ['fornecedor', 'imovel-pessoa-juridica', 'imovel-pessoa-fisica', 'locatario'];
const LOCATARIO = '6b1f0000-0000-4000-8000-000000000003';

describe('kits', () => {
  it('lists the product kits for everyone, read-only, and each company its own after them', async () => {
    const outsider = await t.createUser('user');
    const product = await outsider.api.listarKits();
    expect(product.data.map((k) => k.codigo).sort()).toEqual([...PRODUCT_KITS].sort());
    expect(product.data.every((k) => k.padrao)).toBe(true);
    const locatario = product.data.find((k) => k.codigo === 'locatario');
    expect(locatario).toMatchObject({
      id: LOCATARIO,
      tiposCertidao: ['tjsp', 'cndt', 'trf3', 'receita-federal'],
    });

    const kit = await a.gestor.api.criarKit({
      body: { nome: 'Locação Comercial — SP', tiposCertidao: ['receita-federal', 'tjsp', 'cndt'] },
    });
    // The code is derived from the name; the types come back in the catalogue's order.
    expect(kit).toMatchObject({ codigo: 'locacao-comercial-sp', padrao: false, descricao: '' });
    expect(kit.tiposCertidao).toEqual(['tjsp', 'cndt', 'receita-federal']);

    const seenByMember = await a.membro.api.listarKits();
    expect(seenByMember.data.map((k) => k.codigo)).toEqual([
      ...product.data.map((k) => k.codigo),
      kit.codigo,
    ]);
    expect((await b.gestor.api.listarKits()).data.map((k) => k.id)).not.toContain(kit.id);
    const { api: admin } = await t.admin();
    expect((await admin.listarKits()).data).toHaveLength(4);
  });

  it('refuses a code or name already used, a product kit and another company kit (404), a membro (403)', async () => {
    await a.gestor.api.criarKit({ body: { nome: 'Fiador', codigo: 'fiador', tiposCertidao: ['tjsp'] } });
    let e = await fail(
      a.gestor.api.criarKit({ body: { nome: 'FIADOR', codigo: 'fiador-2', tiposCertidao: ['cndt'] } }),
    );
    expect([e.status, e.message]).toEqual([409, 'Já existe um kit com o nome FIADOR.']);
    e = await fail(
      a.gestor.api.criarKit({ body: { nome: 'Outro', codigo: 'locatario', tiposCertidao: ['cndt'] } }),
    );
    expect([e.status, e.message]).toEqual([409, 'Já existe um kit com o código locatario.']);
    // Another company may use the same name and code.
    const bKit = await b.gestor.api.criarKit({
      body: { nome: 'Fiador', codigo: 'fiador', tiposCertidao: ['trt2'] },
    });

    e = await fail(a.membro.api.criarKit({ body: { nome: 'Membro', tiposCertidao: ['tjsp'] } }));
    expect([e.status, e.message]).toEqual([403, 'Apenas gestores da empresa podem fazer isso.']);
    const outsider = await t.createUser('user');
    e = await fail(outsider.api.criarKit({ body: { nome: 'Sem empresa', tiposCertidao: ['tjsp'] } }));
    expect([e.status, e.message]).toEqual([404, 'Sua conta não faz parte de uma empresa.']);

    for (const id of [LOCATARIO, bKit.id]) {
      e = await fail(a.gestor.api.atualizarKit({ path: { id }, body: { nome: 'Meu' } }));
      expect([e.status, e.message]).toEqual([404, 'Kit não encontrado.']);
      e = await fail(a.gestor.api.removerKit({ path: { id } }));
      expect(e.status).toBe(404);
    }
    e = await fail(a.gestor.api.criarKit({ body: { nome: 'Vazio', tiposCertidao: [] } }));
    expect(e.status).toBe(400);
  });

  it('changes and removes a kit; requests made from it keep its name', async () => {
    const kit = await a.gestor.api.criarKit({
      body: { nome: 'Temporário', tiposCertidao: ['tjsp', 'cndt'] },
    });
    const changed = await a.gestor.api.atualizarKit({
      path: { id: kit.id },
      body: { nome: 'Temporário 2', tiposCertidao: ['cndt', 'tjsp', 'trt2'], descricao: 'Teste' },
    });
    expect(changed).toMatchObject({ nome: 'Temporário 2', codigo: 'temporario', descricao: 'Teste' });
    expect(changed.tiposCertidao).toEqual(['tjsp', 'trt2', 'cndt']);
    const req = await a.membro.api.createSolicitacao({
      body: { ...fisicaBody('Pedro Kit', undefined, ['tjsp', 'cndt']), kitId: kit.id },
    });
    expect(req.kit).toEqual({ id: kit.id, nome: 'Temporário 2' });
    expect(await a.gestor.api.removerKit({ path: { id: kit.id } })).toEqual({ message: 'Kit excluído.' });
    const again = await a.membro.api.getSolicitacao({ path: { id: req.id } });
    expect(again.kit).toEqual({ id: kit.id, nome: 'Temporário 2' });
    const e = await fail(a.gestor.api.removerKit({ path: { id: kit.id } }));
    expect(e.status).toBe(404);
  });
});

describe('cost centres', () => {
  it('CRUD with unique codes (any case) and names, another company is 404, in use cannot be deleted', async () => {
    const jur = await a.gestor.api.criarCentroCusto({ body: { codigo: 'JUR-01', nome: 'Jurídico' } });
    expect(jur).toMatchObject({ codigo: 'JUR-01', nome: 'Jurídico', ativo: true, solicitacoes: 0 });
    let e = await fail(a.gestor.api.criarCentroCusto({ body: { codigo: 'jur-01', nome: 'Outro' } }));
    expect([e.status, e.message]).toEqual([409, 'Já existe um centro de custo com o código jur-01.']);
    e = await fail(a.gestor.api.criarCentroCusto({ body: { codigo: 'JUR-02', nome: 'Jurídico' } }));
    expect([e.status, e.message]).toEqual([409, 'Já existe um centro de custo com o nome Jurídico.']);
    e = await fail(a.membro.api.criarCentroCusto({ body: { codigo: 'X', nome: 'X' } }));
    expect(e.status).toBe(403);
    const other = await b.gestor.api.criarCentroCusto({ body: { codigo: 'JUR-01', nome: 'Jurídico' } });

    const com = await a.gestor.api.criarCentroCusto({ body: { codigo: 'COM', nome: 'Comercial' } });
    await a.gestor.api.atualizarCentroCusto({ path: { id: com.id }, body: { ativo: false } });
    // Any member lists them: active ones first, by name.
    const list = await a.membro.api.listarCentrosCusto();
    expect(list.data.map((c) => [c.codigo, c.ativo])).toEqual([
      ['JUR-01', true],
      ['COM', false],
    ]);

    // A request: another company's centre 404, an inactive one 422, a customer without company 404.
    e = await fail(a.membro.api.createSolicitacao({ body: { ...fisicaBody(), centroCustoId: other.id } }));
    expect([e.status, e.message]).toEqual([404, 'Centro de custo não encontrado.']);
    e = await fail(a.membro.api.createSolicitacao({ body: { ...fisicaBody(), centroCustoId: com.id } }));
    expect([e.status, e.message]).toEqual([422, 'Este centro de custo está desativado.']);
    const personal = await userWithPlan(t, 0);
    e = await fail(personal.api.createSolicitacao({ body: { ...fisicaBody(), centroCustoId: jur.id } }));
    expect([e.status, e.message]).toEqual([404, 'Centro de custo não encontrado.']);

    const req = await a.membro.api.createSolicitacao({ body: { ...fisicaBody(), centroCustoId: jur.id } });
    expect(req.centroCusto).toEqual({ id: jur.id, codigo: 'JUR-01', nome: 'Jurídico' });
    e = await fail(a.gestor.api.removerCentroCusto({ path: { id: jur.id } }));
    expect([e.status, e.message]).toEqual([
      409,
      'Este centro de custo já tem solicitações. Desative-o em vez de excluir.',
    ]);
    expect((await a.gestor.api.listarCentrosCusto()).data[0]?.solicitacoes).toBe(1);

    // One call at a time: a second call started beside the first could be refused before anything awaits it.
    for (const call of [
      () => a.gestor.api.atualizarCentroCusto({ path: { id: other.id }, body: { nome: 'Meu' } }),
      () => a.gestor.api.removerCentroCusto({ path: { id: other.id } }),
    ]) {
      e = await fail(call());
      expect([e.status, e.message]).toEqual([404, 'Centro de custo não encontrado.']);
    }
    expect(await a.gestor.api.removerCentroCusto({ path: { id: com.id } })).toEqual({
      message: 'Centro de custo excluído.',
    });
    e = await fail(a.gestor.api.atualizarCentroCusto({ path: { id: jur.id }, body: { nome: '   ' } }));
    expect(e.status).toBe(400);
  });
});

describe('requests with a kit and a cost centre', () => {
  it('records the company, the kit, the cost centre and the charge; checks the kit types and the required centre', async () => {
    const centro = await a.gestor.api.criarCentroCusto({ body: { codigo: 'OPS', nome: 'Operações' } });
    const req = await a.membro.api.createSolicitacao({
      body: {
        ...fisicaBody('Ana Locatária', undefined, ['tjsp', 'cndt', 'trf3', 'receita-federal']),
        kitId: LOCATARIO,
        centroCustoId: centro.id,
      },
    });
    // Each certificate its type's price: TJSP R$ 9,90, CNDT and Receita R$ 7,90, TRF-3 (assisted) R$ 24,90.
    expect(req).toMatchObject({
      empresaId: a.empresaId,
      kit: { id: LOCATARIO, nome: 'Análise de locatário' },
      centroCusto: { id: centro.id, codigo: 'OPS', nome: 'Operações' },
      cobrado: 50.6,
      devolvido: 0,
      custo: 50.6,
    });
    // The list filters by kit and by cost centre.
    const byCentre = await a.membro.api.getSolicitacoes({ query: { centroCustoId: centro.id } });
    expect(byCentre.data.map((s) => s.id)).toEqual([req.id]);
    const byKit = await a.membro.api.getSolicitacoes({ query: { kitId: LOCATARIO, limite: 100 } });
    expect(byKit.data.map((s) => s.id)).toContain(req.id);
    expect(byKit.data.every((s) => s.kit?.id === LOCATARIO)).toBe(true);

    let e = await fail(
      a.membro.api.createSolicitacao({
        body: { ...fisicaBody('Ana', undefined, ['tjsp', 'tjsp-inventario']), kitId: LOCATARIO },
      }),
    );
    expect([e.status, e.message]).toEqual([
      400,
      'O tipo Certidão de Inventários, Arrolamentos e Testamentos (TJSP) não faz parte do kit Análise de locatário.',
    ]);
    const bKit = await b.gestor.api.criarKit({ body: { nome: 'Só TJSP', tiposCertidao: ['tjsp'] } });
    e = await fail(
      a.membro.api.createSolicitacao({ body: { ...fisicaBody('Ana', undefined, ['tjsp']), kitId: bKit.id } }),
    );
    expect([e.status, e.message]).toEqual([404, 'Kit não encontrado.']);

    await a.settings({ centroCustoObrigatorio: true });
    try {
      e = await fail(a.membro.api.createSolicitacao({ body: fisicaBody() }));
      expect([e.status, e.message]).toEqual([400, 'Informe o centro de custo.']);
    } finally {
      await a.settings({ centroCustoObrigatorio: false });
    }

    // A personal request: no company, no cost centre; its certificates cost the same on any plan.
    const personal = await userWithPlan(t, 0);
    const own = await personal.api.createSolicitacao({ body: { ...fisicaBody(), kitId: null } });
    expect(own).toMatchObject({ empresaId: null, kit: null, centroCusto: null, custo: 136 });
  });
});

describe('usage report', () => {
  it('sums requests, certificates and spend per member, per cost centre and per day; CSV the same', async () => {
    const c = await companyWithMembers(t, 5);
    const mkt = await c.gestor.api.criarCentroCusto({ body: { codigo: 'MKT', nome: 'Marketing' } });
    const fin = await c.gestor.api.criarCentroCusto({ body: { codigo: 'FIN', nome: 'Financeiro' } });
    const made = [
      await c.gestor.api.createSolicitacao({ body: { ...fisicaBody('Um'), centroCustoId: mkt.id } }),
      await c.membro.api.createSolicitacao({
        body: {
          ...fisicaBody('Dois', undefined, ['tjsp', 'cndt', 'trf3', 'receita-federal']),
          kitId: LOCATARIO,
          centroCustoId: fin.id,
          referencia: 'Contrato 77',
        },
      }),
      await c.membro.api.createSolicitacao({ body: fisicaBody('Três; "aspas"', undefined, ['tjsp']) }),
      await c.membro.api.createSolicitacao({
        body: {
          dadosGerais: { tipoPessoa: 'juridica', nomeCompleto: 'Quatro Ltda' },
          certidoes: [{ tipoCertidao: 'tjsp-falencia', dadosCertidao: { nome: 'Quatro Ltda', cnpj: CNPJ } }],
          centroCustoId: mkt.id,
        },
      }),
    ];
    // The certificates' prices: the ten types R$ 136,00, the kit's four R$ 50,60, TJSP cível or falências R$ 9,90.
    expect(made.map((s) => s.custo)).toEqual([136, 50.6, 9.9, 9.9]);
    const sum = (list: typeof made) => ({
      solicitacoes: list.length,
      certidoes: list.reduce((n, s) => n + s.certidoes.length, 0),
      gasto: Math.round(list.reduce((n, s) => n + s.custo * 100, 0)) / 100,
    });

    const report = await c.gestor.api.obterRelatorioUsoEmpresa();
    expect(report.totais).toEqual(sum(made));
    expect(report.porMembro).toEqual([
      // Most certificates first: the gestor's one request of 10 before the member's three.
      { ...sum(made.slice(0, 1)), usuario: made[0]?.usuario },
      { ...sum(made.slice(1)), usuario: made[1]?.usuario },
    ]);
    const byCentre = Object.fromEntries(report.porCentroCusto.map((r) => [r.centroCusto?.codigo ?? '-', r]));
    expect(byCentre.MKT).toMatchObject(sum([made[0], made[3]] as typeof made));
    expect(byCentre.FIN).toMatchObject(sum([made[1]] as typeof made));
    expect(byCentre['-']).toMatchObject(sum([made[2]] as typeof made));
    expect(report.porCentroCusto.at(-1)?.centroCusto).toBeNull();
    for (const key of ['solicitacoes', 'certidoes'] as const) {
      expect(report.porDia.reduce((n, d) => n + d[key], 0)).toBe(report.totais[key]);
      expect(report.porCentroCusto.reduce((n, d) => n + d[key], 0)).toBe(report.totais[key]);
    }
    const { dataInicial, dataFinal } = report.periodo;
    expect(dataInicial.endsWith('-01')).toBe(true);
    expect(report.porDia.map((d) => d.dia)[0]).toBe(dataInicial);
    expect(report.porDia.at(-1)?.dia).toBe(dataFinal);

    const csv = async (agrupamento: string, query = `dataInicial=${dataInicial}&dataFinal=${dataFinal}`) => {
      const res = await fetch(`${t.apiUrl}/empresa/relatorios/uso.csv?${query}&agrupamento=${agrupamento}`, {
        headers: { authorization: `Bearer ${c.gestor.token}` },
      });
      return { res, text: await res.text() };
    };
    const members = await csv('membro');
    expect(members.res.status).toBe(200);
    expect(members.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(members.res.headers.get('content-disposition')).toBe(
      `attachment; filename="uso-membro-${dataInicial}-${dataFinal}.csv"`,
    );
    // The client drops the byte-order mark when it decodes; the lines are CRLF, `;` separated, pt-BR amounts.
    const lines = members.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Membro;E-mail;Solicitações;Certidões;Gasto');
    expect(lines[2]).toBe(`${made[1]?.usuario.fullName};${made[1]?.usuario.email};3;6;70,40`);
    expect(lines[3]).toBe(`Total;;4;${sum(made).certidoes};206,40`);

    const centres = (await csv('centroCusto')).text.split('\r\n');
    expect(centres).toContain('MKT;Marketing;2;11;145,90');
    expect(centres).toContain(';Sem centro de custo;1;1;9,90');
    expect(centres.at(-2)).toBe(`Total;;4;${sum(made).certidoes};206,40`);

    const statement = (await csv('solicitacao')).text.split('\r\n');
    expect(statement[0]?.replace(/^\uFEFF/, '')).toBe(
      'Data;Solicitação;Parte;Membro;E-mail;Centro de custo;Kit;Certidões;Gasto;Referência',
    );
    expect(statement).toHaveLength(made.length + 2);
    const second = statement.find((l) => l.includes(made[1]?.id as string));
    expect(second).toContain(';FIN — Financeiro;Análise de locatário;4;50,60;Contrato 77');
    expect(statement.find((l) => l.includes(made[2]?.id as string))).toContain(';"Três; ""aspas""";');

    // Another month: nothing, every day listed with zeros.
    const empty = await c.gestor.api.obterRelatorioUsoEmpresa({
      query: { dataInicial: '2025-02-01', dataFinal: '2025-02-28' },
    });
    expect(empty.totais).toEqual({ solicitacoes: 0, certidoes: 0, gasto: 0 });
    expect(empty.porDia).toHaveLength(28);
    expect(empty.porMembro).toEqual([]);

    let e = await fail(
      c.gestor.api.obterRelatorioUsoEmpresa({
        query: { dataInicial: '2025-03-02', dataFinal: '2025-03-01' },
      }),
    );
    expect([e.status, e.message]).toEqual([400, 'A data inicial deve ser anterior ou igual à data final.']);
    e = await fail(
      c.gestor.api.obterRelatorioUsoEmpresa({
        query: { dataInicial: '2024-01-01', dataFinal: '2025-01-01' },
      }),
    );
    expect([e.status, e.message]).toEqual([400, 'O período do relatório pode ter no máximo 366 dias.']);
    e = await fail(c.membro.api.obterRelatorioUsoEmpresa());
    expect(e.status).toBe(403);
    expect((await csv('membro', 'dataInicial=2025-03-02&dataFinal=2025-03-01')).res.status).toBe(400);
    // Another company's report never counts these requests.
    expect((await b.gestor.api.obterRelatorioUsoEmpresa()).porMembro.map((m) => m.usuario.id)).not.toContain(
      c.membro.userId,
    );
  });
});
