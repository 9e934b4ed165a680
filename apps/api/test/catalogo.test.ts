import {
  CATEGORIAS,
  CERTIFICATE_TYPES,
  FINALIDADES,
  fieldsForTypes,
  getCertificateType,
  issuanceOf,
  ORIGINAL_CODES,
  PROPOSAL_MESSAGES,
  proposeCertificates,
  requiredFieldsForTypes,
  resolveForPlace,
  typesFor,
} from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, fail, startTestServer, type TestServer } from './harness.ts';
import { CPF, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const BH = { uf: 'MG' as const, cidade: 'Belo Horizonte' };
const LOCATARIO = '6b1f0000-0000-4000-8000-000000000003';

describe('catalogue (public)', () => {
  it('lists every type without a token, in the catalogue order, and one type by its code', async () => {
    const all = await t.anon.listarCatalogo({});
    expect(all.total).toBe(CERTIFICATE_TYPES.length);
    expect(all.data.map((x) => x.codigo)).toEqual(CERTIFICATE_TYPES.map((x) => x.code));
    // The same answer over plain HTTP, without any header.
    const raw = await callApi(t.apiUrl, '/catalogo/resumo');
    expect(raw.status).toBe(200);

    const cndt = await t.anon.obterTipoCertidao({ path: { codigo: 'cndt' } });
    const domain = getCertificateType('cndt');
    expect(cndt).toMatchObject({
      codigo: 'cndt',
      automacao: 'cndt',
      nome: domain?.label,
      categoria: 'cndt',
      categoriaLabel: CATEGORIAS.cndt,
      jurisdicao: { tipo: 'nacional', label: 'Nacional' },
      fonteAutomatica: `InfoSimples: ${domain?.infosimples?.servico}`,
      validadeDias: domain?.validadeDias,
    });
    expect(cndt.jurisdicao.ufs).toHaveLength(27);
    const tjmg = await t.anon.obterTipoCertidao({ path: { codigo: 'tjmg' } });
    expect(tjmg.jurisdicao).toMatchObject({ tipo: 'uf', ufs: ['MG'] });
    const trf6 = await t.anon.obterTipoCertidao({ path: { codigo: 'trf6' } });
    expect(trf6.jurisdicao).toMatchObject({ tipo: 'trf', regiao: 6, ufs: ['MG'] });
    expect(trf6.camposObrigatorios).toEqual(['nomeMae']);
    const assisted = CERTIFICATE_TYPES.find((x) => !x.infosimples);
    if (assisted) {
      const info = await t.anon.obterTipoCertidao({ path: { codigo: assisted.code } });
      expect(info.fonteAutomatica).toBeNull();
      for (const p of assisted.personTypes) expect(info.emissao[p]).toBe('assistida');
    }

    const e = await fail(t.anon.obterTipoCertidao({ path: { codigo: 'nao-existe' } }));
    expect([e.status, e.message]).toEqual([404, 'Tipo de certidão não encontrado.']);
  });

  it('filters by place, category, person type, issuance and text (all at once)', async () => {
    const codes = async (query: NonNullable<Parameters<typeof t.anon.listarCatalogo>[0]>['query']) =>
      (await t.anon.listarCatalogo({ query })).data.map((x) => x.codigo);

    const mg = await codes({ uf: 'MG' });
    expect(mg).toEqual(expect.arrayContaining(['tjmg', 'trf6', 'trt3', 'cndt', 'receita-federal']));
    expect(mg).not.toContain('tjsp');
    expect(mg).not.toContain('trt2');
    const bh = await codes({ uf: 'MG', cidade: 'belo horizonte' });
    expect(bh).toContain('iptu-belo-horizonte');
    // Another city of the state has no property-tax type of Belo Horizonte.
    expect(await codes({ uf: 'MG', cidade: 'Uberlândia' })).not.toContain('iptu-belo-horizonte');

    // São Paulo: the city decides the labour court.
    const campinas = await codes({ uf: 'SP', cidade: 'Campinas' });
    expect(campinas).toContain('trt15');
    expect(campinas).not.toContain('trt2');
    const santos = await codes({ uf: 'SP', cidade: 'Santos' });
    expect(santos).toContain('trt2');
    expect(santos).not.toContain('trt15');
    expect(await codes({ uf: 'SP' })).toEqual(expect.arrayContaining(['trt2', 'trt15']));

    const civel = await codes({ categoria: 'civel' });
    expect(civel).toEqual(CERTIFICATE_TYPES.filter((x) => x.categoria === 'civel').map((x) => x.code));
    const juridica = await codes({ tipoPessoa: 'juridica' });
    expect(juridica).toEqual(
      CERTIFICATE_TYPES.filter((x) => x.personTypes.includes('juridica')).map((x) => x.code),
    );
    expect(juridica).not.toContain('tjsp-inventario');
    const automatic = await codes({ emissao: 'automatica' });
    expect(automatic).toEqual(
      CERTIFICATE_TYPES.filter((x) => x.personTypes.some((p) => issuanceOf(x, p) === 'automatica')).map(
        (x) => x.code,
      ),
    );
    expect(automatic).toContain('cndt');
    // Accents and case ignored; combined with the other filters.
    expect(await codes({ busca: 'MATRÍCULA' })).toContain('matricula');
    expect(await codes({ busca: 'tjmg', uf: 'SP' })).toEqual([]);
    expect(await codes({ uf: 'MG', categoria: 'trabalhista' })).toEqual(['trt3']);

    let e = await fail(t.anon.listarCatalogo({ query: { cidade: 'Belo Horizonte' } }));
    expect([e.status, e.message]).toEqual([400, 'Informe a UF da cidade.']);
    const bad = await callApi(t.apiUrl, '/catalogo?uf=XX');
    expect(bad.status).toBe(400);
    e = await fail(t.anon.listarCatalogo({ query: { categoria: 'nada' as never } }));
    expect(e.status).toBe(400);
  });

  it('sums up the catalogue from its data', async () => {
    const resumo = await t.anon.resumoCatalogo();
    const automaticos = CERTIFICATE_TYPES.filter((x) =>
      x.personTypes.some((p) => issuanceOf(x, p) === 'automatica'),
    ).length;
    expect(resumo).toMatchObject({
      tipos: CERTIFICATE_TYPES.length,
      automaticos,
      assistidos: CERTIFICATE_TYPES.length - automaticos,
      orgaos: new Set(CERTIFICATE_TYPES.map((x) => x.orgao)).size,
      ufs: 27,
    });
    for (const c of resumo.porCategoria)
      expect(c).toEqual({
        categoria: c.categoria,
        label: CATEGORIAS[c.categoria],
        total: CERTIFICATE_TYPES.filter((x) => x.categoria === c.categoria).length,
      });
    expect(resumo.porCategoria.reduce((n, c) => n + c.total, 0)).toBe(CERTIFICATE_TYPES.length);
  });

  it('lists the kinds of transaction', async () => {
    const { data } = await t.anon.listarFinalidades();
    expect(data.map((f) => f.id)).toEqual(FINALIDADES.map((f) => f.id));
    expect(data.find((f) => f.id === 'compra-imovel')).toMatchObject({
      label: 'Compra e venda de imóvel',
      imovel: true,
    });
  });

  it('proposes the set of a seller in Belo Horizonte selling a property in Belo Horizonte', async () => {
    const query = {
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica' as const,
      uf: 'MG' as const,
      cidade: 'Belo Horizonte',
      imovelUf: 'MG' as const,
      imovelCidade: 'Belo Horizonte',
    };
    const proposta = await t.anon.proporCertidoes({ query });
    const expected = proposeCertificates({
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      domicilio: BH,
      imovel: BH,
    });
    const codes = proposta.certidoes.map((c) => c.tipoCertidao);
    expect(codes).toEqual(expected.certidoes.map((c) => c.tipoCertidao));
    expect(codes).toEqual(
      expect.arrayContaining([
        'tjmg',
        'trf6',
        'trt3',
        'cndt',
        'receita-federal',
        'iptu-belo-horizonte',
        'matricula',
        'onus-reais',
      ]),
    );
    for (const code of ['tjsp', 'trt2', 'trf3', 'iptu-santos']) expect(codes).not.toContain(code);
    for (const x of typesFor('protesto', 'fisica', BH)) expect(codes).toContain(x.code);
    for (const x of typesFor('indisponibilidade', 'fisica', null)) expect(codes).toContain(x.code);
    expect(proposta.certidoes.find((c) => c.tipoCertidao === 'tjmg')?.motivo).toBe(
      'Domicílio (Belo Horizonte/MG)',
    );
    expect(proposta.certidoes.find((c) => c.tipoCertidao === 'iptu-belo-horizonte')?.motivo).toBe(
      'Local do imóvel (Belo Horizonte/MG)',
    );
    for (const c of proposta.certidoes) {
      const tipo = getCertificateType(c.tipoCertidao);
      expect(c.emissao).toBe(issuanceOf(tipo!, 'fisica'));
      expect(c.prazoHoras).toBe(tipo?.prazoHoras);
    }
    expect(proposta.campos).toEqual(fieldsForTypes(codes, 'fisica'));
    expect(proposta.camposObrigatorios).toEqual(requiredFieldsForTypes(codes, 'fisica'));
    expect(proposta.camposObrigatorios).toEqual(
      expect.arrayContaining(['nomeMae', 'matricula', 'registroImobiliario']),
    );
    expect(proposta.avisos).toEqual([]);
  });

  it('picks the labour court of São Paulo by city, and says what a missing place leaves out', async () => {
    const trtOf = async (cidade?: string) =>
      (
        await t.anon.proporCertidoes({
          query: {
            finalidade: 'antecedentes',
            tipoPessoa: 'fisica',
            uf: 'SP',
            ...(cidade ? { cidade } : {}),
          },
        })
      ).certidoes
        .map((c) => c.tipoCertidao)
        .filter((c) => c === 'trt2' || c === 'trt15');
    expect(await trtOf('São Paulo')).toEqual(['trt2']);
    expect(await trtOf('Guarujá')).toEqual(['trt2']);
    expect(await trtOf('Ribeirão Preto')).toEqual(['trt15']);
    const undecided = await t.anon.proporCertidoes({
      query: { finalidade: 'antecedentes', tipoPessoa: 'fisica', uf: 'SP' },
    });
    expect(undecided.avisos).toContain(PROPOSAL_MESSAGES.spCityMissing);

    const nowhere = await t.anon.proporCertidoes({
      query: { finalidade: 'compra-imovel', tipoPessoa: 'juridica' },
    });
    expect(nowhere.avisos).toEqual([PROPOSAL_MESSAGES.domicilioRequired, PROPOSAL_MESSAGES.imovelMissing]);
    expect(
      nowhere.certidoes.every((c) => getCertificateType(c.tipoCertidao)?.jurisdicao.tipo === 'nacional'),
    ).toBe(true);

    let e = await fail(
      t.anon.proporCertidoes({ query: { finalidade: 'casamento', tipoPessoa: 'fisica', ...BH } }),
    );
    expect([e.status, e.message]).toEqual([400, PROPOSAL_MESSAGES.finalidadeInvalid('casamento')]);
    e = await fail(
      t.anon.proporCertidoes({
        query: { finalidade: 'compra-imovel', tipoPessoa: 'fisica', ...BH, imovelCidade: 'Contagem' },
      }),
    );
    expect([e.status, e.message]).toEqual([400, 'Informe a UF da cidade.']);
    const missing = await callApi(t.apiUrl, '/catalogo/proposta?finalidade=locacao');
    expect(missing.status).toBe(400);
  });
});

const person = (nome: string, extra: Record<string, string> = {}) => ({
  nome,
  cpf: CPF,
  rg: '12.345.678-9',
  dataNascimento: '15/03/1985',
  ...extra,
});

describe('requests with a place, a property and a kind of transaction', () => {
  it('stores them, checks each type its inputs and keeps the new ones', async () => {
    const user = await userWithPlan(t, 0);
    const nome = 'Joana Mineira';
    const base = {
      dadosGerais: {
        tipoPessoa: 'fisica' as const,
        nomeCompleto: nome,
        uf: 'MG' as const,
        cidade: ' Belo  Horizonte ',
      },
      imovel: BH,
      finalidade: 'compra-imovel',
    };
    const withoutMother = await fail(
      user.api.createSolicitacao({
        body: { ...base, certidoes: [{ tipoCertidao: 'trf6', dadosCertidao: person(nome) }] },
      }),
    );
    expect([withoutMother.status, withoutMother.message]).toEqual([
      400,
      'Nome da mãe é obrigatório para a certidão "Certidão de Distribuição da Justiça Federal (TRF-6)".',
    ]);
    const withoutRegistry = await fail(
      user.api.createSolicitacao({
        body: {
          ...base,
          certidoes: [{ tipoCertidao: 'matricula', dadosCertidao: person(nome, { matricula: '12345' }) }],
        },
      }),
    );
    expect(withoutRegistry.status).toBe(400);
    expect(withoutRegistry.message).toMatch(/^Cartório de registro de imóveis é obrigatório/);
    const badMatricula = await fail(
      user.api.createSolicitacao({
        body: {
          ...base,
          certidoes: [
            {
              tipoCertidao: 'matricula',
              dadosCertidao: person(nome, { matricula: 'abc', registroImobiliario: '4º Ofício de BH' }),
            },
          ],
        },
      }),
    );
    expect(badMatricula.status).toBe(400);
    expect(badMatricula.message).toMatch(/^Matrícula do imóvel inválida/);

    const registry = {
      matricula: '98.765',
      registroImobiliario: '4º Ofício de Registro de Imóveis de Belo Horizonte',
    };
    const created = await user.api.createSolicitacao({
      body: {
        ...base,
        certidoes: [
          { tipoCertidao: 'matricula', dadosCertidao: person(nome, registry) },
          { tipoCertidao: 'trf6', dadosCertidao: person(nome, { nomeMae: 'Maria das Dores' }) },
          { tipoCertidao: 'cndt', dadosCertidao: person(nome) },
        ],
      },
    });
    expect(created).toMatchObject({
      local: { uf: 'MG', cidade: 'Belo Horizonte' },
      imovel: { uf: 'MG', cidade: 'Belo Horizonte' },
      finalidade: 'compra-imovel',
    });
    // In the catalogue's order, whatever order they were sent in.
    expect(created.certidoes.map((c) => c.tipoCertidao)).toEqual(
      ['trf6', 'cndt', 'matricula'].sort(
        (a, b) =>
          CERTIFICATE_TYPES.findIndex((x) => x.code === a) - CERTIFICATE_TYPES.findIndex((x) => x.code === b),
      ),
    );
    const byType = new Map(created.certidoes.map((c) => [c.tipoCertidao, c]));
    expect(byType.get('trf6')?.dadosCertidao).toMatchObject({ nomeMae: 'Maria das Dores', matricula: null });
    expect(byType.get('matricula')?.dadosCertidao).toMatchObject({ ...registry, nomeMae: null });
    for (const c of created.certidoes) {
      expect(['automatica', 'assistida']).toContain(c.emissao);
      if (c.emissao === 'automatica') expect(c.prazoEm).toBeNull();
    }
    const read = await user.api.getSolicitacao({ path: { id: created.id } });
    expect(read.local).toEqual({ uf: 'MG', cidade: 'Belo Horizonte' });

    // A request without them still works, and answers nulls.
    const plain = await user.api.createSolicitacao({
      body: {
        dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: nome },
        certidoes: [{ tipoCertidao: 'cndt', dadosCertidao: person(nome) }],
      },
    });
    expect([plain.local, plain.imovel, plain.finalidade]).toEqual([null, null, null]);
    expect(plain.certidoes[0]?.dadosCertidao).toMatchObject({ nomeMae: null, matricula: null });
  });

  it('refuses an unknown kind of transaction, a bad place and an unknown type with pt-BR 400s', async () => {
    const user = await userWithPlan(t, 0);
    const nome = 'Teste Lugar';
    const certidoes = [{ tipoCertidao: 'cndt', dadosCertidao: person(nome) }];
    const dadosGerais = { tipoPessoa: 'fisica' as const, nomeCompleto: nome };
    let e = await fail(
      user.api.createSolicitacao({ body: { dadosGerais, certidoes, finalidade: 'casamento' } }),
    );
    expect([e.status, e.message]).toEqual([400, PROPOSAL_MESSAGES.finalidadeInvalid('casamento')]);
    e = await fail(
      user.api.createSolicitacao({ body: { dadosGerais: { ...dadosGerais, cidade: 'Santos' }, certidoes } }),
    );
    expect([e.status, e.message]).toEqual([400, 'Informe a UF da cidade.']);
    e = await fail(
      user.api.createSolicitacao({
        body: { dadosGerais: { ...dadosGerais, uf: 'SP', cidade: '1234' }, certidoes },
      }),
    );
    expect([e.status, e.message]).toEqual([400, 'Cidade inválida.']);
    const raw = await callApi(t.apiUrl, '/solicitacoes', {
      method: 'POST',
      token: user.token,
      body: { dadosGerais: { ...dadosGerais, uf: 'XX' }, certidoes },
    });
    expect(raw.status).toBe(400);
    e = await fail(
      user.api.createSolicitacao({
        body: { dadosGerais, certidoes: [{ tipoCertidao: 'tjxx', dadosCertidao: person(nome) }] },
      }),
    );
    expect([e.status, e.message]).toEqual([400, 'Tipo de certidão desconhecido: tjxx.']);
    e = await fail(user.api.getSolicitacoes({ query: { tipoCertidao: 'tjxx' } }));
    expect([e.status, e.message]).toEqual([400, 'Tipo de certidão desconhecido: tjxx.']);
  });

  it("accepts a by-place product kit's types resolved where the party lives", async () => {
    const user = await userWithPlan(t, 0);
    const kit = (await user.api.listarKits()).data.find((k) => k.id === LOCATARIO);
    expect(kit?.porLocal).toBe(true);
    const resolved = resolveForPlace(kit?.tiposCertidao ?? [], 'fisica', BH, null);
    expect(resolved).toEqual(expect.arrayContaining(['tjmg', 'cndt']));
    const nome = 'Inquilino Mineiro';
    const mgTypes = resolved.filter((c) => !ORIGINAL_CODES.includes(c));
    expect(mgTypes.length).toBeGreaterThan(0);
    const certidoes = resolved.map((tipoCertidao) => ({
      tipoCertidao,
      dadosCertidao: person(nome, { nomeMae: 'Ana Mãe' }),
    }));
    const created = await user.api.createSolicitacao({
      body: {
        kitId: LOCATARIO,
        dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: nome, ...BH },
        certidoes,
      },
    });
    expect(created.kit?.id).toBe(LOCATARIO);
    expect(created.certidoes.map((c) => c.tipoCertidao)).toEqual(resolved);
    // Without the place, Minas Gerais' court is not one of the kit's.
    const e = await fail(
      user.api.createSolicitacao({
        body: {
          kitId: LOCATARIO,
          dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: nome },
          certidoes: [{ tipoCertidao: 'tjmg', dadosCertidao: person(nome) }],
        },
      }),
    );
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/não faz parte do kit/);
  });
});

describe('monitoring a party of the national catalogue', () => {
  it('asks the inputs its types need and keeps them', async () => {
    const user = await userWithPlan(t, 0);
    const party = {
      tipoPessoa: 'fisica' as const,
      nomeCompleto: 'Joana Monitorada',
      documento: CPF,
      dataNascimento: '15/03/1985',
      tiposCertidao: ['trf6', 'matricula'],
    };
    const refused = await fail(user.api.criarMonitoramento({ body: party }));
    expect([refused.status, refused.message]).toEqual([
      400,
      'Nome da mãe é obrigatório para a certidão "Certidão de Distribuição da Justiça Federal (TRF-6)".',
    ]);
    const created = await user.api.criarMonitoramento({
      body: { ...party, nomeMae: 'Maria', matricula: '12.345', registroImobiliario: '4º Ofício de BH' },
    });
    expect(created.tiposCertidao).toEqual(['trf6', 'matricula']);
  });
});
