import { ORIGINAL_CODES } from '@certidao/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/queries.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  CNPJ,
  fetchPdf,
  fisicaBody,
  inspectPdf,
  settled,
  sha256,
  userWithPlan,
  waitUntil,
} from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const expectStatus = async (p: Promise<unknown>, status: number, message?: string | RegExp) => {
  const error = (await p.then(
    () => undefined,
    (e) => e,
  )) as { status?: number; message?: string } | undefined;
  expect(error, 'expected the call to fail').toBeDefined();
  expect(error?.status).toBe(status);
  if (message instanceof RegExp) expect(error?.message).toMatch(message);
  else if (message) expect(error?.message).toBe(message);
};

describe('the whole lifecycle', () => {
  it('creates 10 jobs, delivers 10 signed, verifiable PDFs', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({ body: fisicaBody() });
    expect(created.certidoes).toHaveLength(10);
    expect(created.usuario.id).toBe(user.userId);
    expect(created.dadosGerais).toEqual({
      tipoPessoa: 'fisica',
      nomeCompleto: 'Maria Aparecida da Silva',
      documento: '52998224725',
    });
    for (const c of created.certidoes) {
      expect(c.jobId).toBeTruthy();
      expect(c.dadosCertidao.cpf).toBe('529.982.247-25');
      expect(c.dadosCertidao.dataNascimento).toBe('15/03/1985');
    }
    expect(created.certidoes.map((c) => c.tipoCertidao)).toEqual([...ORIGINAL_CODES]);

    const done = await settled(user.api, created.id);
    expect(done.status).toBe('concluido');
    for (const c of done.certidoes) {
      expect(c.status).toBe('concluido');
      expect(c.erro).toBeNull();
      expect(c.pdfs).toHaveLength(1);
      const job = await user.api.consultarStatusJob({ path: { id: c.jobId as string } });
      expect(job).toMatchObject({ state: 'completed', progress: 100, failedReason: null, attempts: 1 });
    }

    // Every PDF downloads, matches its SHA-256, is validly signed, reads as a sandbox certificate, and its QR
    // code opens the public verification page that answers what it certifies.
    const first = done.certidoes[0]?.pdfs[0];
    if (!first) throw new Error('no pdf');
    const { res, bytes } = await fetchPdf(t, user.token, first.nomeArquivo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${first.nomeArquivo}"`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(bytes)).toBe(first.sha256);
    expect(bytes.length).toBe(first.tamanho);
    const info = inspectPdf(bytes);
    expect(info.pdfsig).toContain('Signature Validation: Signature is Valid.');
    expect(info.pdfsig).toContain('Certidão Ágil — Assinatura Digital');
    expect(info.text).toContain('DOCUMENTO DE TESTE');
    expect(info.text).toContain('SEM VALOR LEGAL');
    expect(info.text).toContain('529.982.247-25');
    expect(info.text).toContain(first.codigoVerificacao);
    expect(info.qr).toBe(`${t.url}/verificar/${first.codigoVerificacao}`);

    const v = await t.anon.verificarCertidao({ path: { codigo: first.codigoVerificacao.toLowerCase() } });
    expect(v).toMatchObject({
      codigo: first.codigoVerificacao,
      tipoCertidao: 'tjsp',
      documento: '***.982.247-**',
      nome: 'Maria Aparecida da Silva',
      sha256: first.sha256,
      sandbox: true,
    });
    expect(['negativa', 'positiva', 'positiva_com_efeitos_de_negativa']).toContain(v.resultado);
    expect(new Date(v.validoAte as string).getTime()).toBeGreaterThan(Date.now());
    await expectStatus(t.anon.verificarCertidao({ path: { codigo: 'NAOEXISTE1' } }), 404);

    // Every other PDF is valid too (inline disposition by default).
    for (const c of done.certidoes.slice(1)) {
      const pdf = c.pdfs[0];
      if (!pdf) throw new Error('no pdf');
      const r = await fetch(`${t.url}${pdf.urlDownload}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(r.headers.get('content-disposition')).toBe(`inline; filename="${pdf.nomeArquivo}"`);
      const b = Buffer.from(await r.arrayBuffer());
      expect(sha256(b)).toBe(pdf.sha256);
      expect(inspectPdf(b, { signatureOnly: true }).pdfsig).toContain(
        'Signature Validation: Signature is Valid.',
      );
    }
  }, 60_000);

  it('is deterministic per input: the same person gets the same results', async () => {
    const user = await userWithPlan(t, 0);
    const a = await settled(
      user.api,
      (await user.api.createSolicitacao({ body: fisicaBody('Joao Teste', '111.444.777-35') })).id,
    );
    const b = await settled(
      user.api,
      (await user.api.createSolicitacao({ body: fisicaBody('Joao Teste', '111.444.777-35') })).id,
    );
    const results = async (s: typeof a) =>
      Promise.all(
        s.certidoes.map(
          async (c) =>
            (await t.anon.verificarCertidao({ path: { codigo: c.pdfs[0]?.codigoVerificacao as string } }))
              .resultado,
        ),
      );
    expect(await results(a)).toEqual(await results(b));
    const positive = await settled(
      user.api,
      (await user.api.createSolicitacao({ body: fisicaBody('Ana POSITIVA', '111.444.777-35', ['trt2']) })).id,
    );
    const v = await t.anon.verificarCertidao({
      path: { codigo: positive.certidoes[0]?.pdfs[0]?.codigoVerificacao as string },
    });
    expect(v.resultado).toBe('positiva');
  }, 60_000);

  it('issues company certificates by CNPJ', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: {
        observacao: null,
        dadosGerais: { tipoPessoa: 'juridica', nomeCompleto: 'Imobiliária Exemplo Ltda' },
        certidoes: [
          {
            tipoCertidao: 'cndt',
            dadosCertidao: { nome: 'Imobiliária Exemplo Ltda', cnpj: '11.222.333/0001-81' },
          },
          {
            tipoCertidao: 'receita-federal',
            dadosCertidao: { nome: 'Imobiliária Exemplo Ltda', cnpj: CNPJ },
          },
        ],
      },
    });
    expect(created.certidoes[0]?.dadosCertidao.cnpj).toBe(CNPJ);
    const done = await settled(user.api, created.id);
    expect(done.status).toBe('concluido');
    const v = await t.anon.verificarCertidao({
      path: { codigo: done.certidoes[0]?.pdfs[0]?.codigoVerificacao as string },
    });
    expect(v.documento).toBe('11.222.***/****-**');
  }, 30_000);
});

describe('validation (the pt-BR messages of the new-request form)', () => {
  let api: Awaited<ReturnType<typeof userWithPlan>>['api'];
  beforeAll(async () => {
    api = (await userWithPlan(t, 0)).api;
  });
  const one = (
    dados: Record<string, string>,
    tipoPessoa: 'fisica' | 'juridica' = 'fisica',
    nomeCompleto = 'Fulano de Tal',
    tipoCertidao = 'trt2',
  ) => ({
    dadosGerais: { tipoPessoa, nomeCompleto },
    certidoes: [{ tipoCertidao: tipoCertidao as never, dadosCertidao: dados }],
  });

  it('keeps texts with quotes, backslashes, braces, commas and the word NULL as written', async () => {
    // Each column of a set of new rows travels as one array literal: these characters are its syntax.
    const nome = 'Ana "Aninha" D\'Ávila \\ {Filial, 2} NULL';
    const observacao = 'NULL';
    const referencia = '{"a": [1, 2]}\\n, ""';
    const created = await api.createSolicitacao({
      body: {
        ...fisicaBody(nome, undefined, ['trt2', 'tjsp']),
        observacao,
        referencia,
      } as never,
    });
    const read = await api.getSolicitacao({ path: { id: created.id } });
    for (const r of [created, read]) {
      expect(r.dadosGerais.nomeCompleto).toBe(nome);
      expect(r.observacao).toBe(observacao);
      expect(r.referencia).toBe(referencia);
      expect(r.certidoes.map((c) => c.dadosCertidao.nome)).toEqual([nome, nome]);
    }
  });

  it('answers each rule with its message', async () => {
    await expectStatus(
      api.createSolicitacao({
        body: one({ cpf: '529.982.247-25', dataNascimento: '01/01/1990' }, 'fisica', '   '),
      }),
      400,
      'Nome completo é obrigatório.',
    );
    await expectStatus(
      api.createSolicitacao({ body: one({ dataNascimento: '01/01/1990' }) }),
      400,
      'CPF é obrigatório para pessoa física.',
    );
    await expectStatus(
      api.createSolicitacao({ body: one({ cpf: '529.982.247-24', dataNascimento: '01/01/1990' }) }),
      400,
      'Digite um CPF ou CNPJ válido',
    );
    await expectStatus(
      api.createSolicitacao({ body: one({ cpf: '529.982.247-25' }) }),
      400,
      'Data de nascimento é obrigatória para pessoa física.',
    );
    await expectStatus(
      api.createSolicitacao({ body: one({ cpf: '529.982.247-25', dataNascimento: '31/02/1990' }) }),
      400,
      /Data de nascimento inválida/,
    );
    await expectStatus(
      api.createSolicitacao({ body: one({}, 'juridica') }),
      400,
      'CNPJ é obrigatório para pessoa jurídica.',
    );
    await expectStatus(
      api.createSolicitacao({ body: one({ cnpj: '11222333000182' }, 'juridica') }),
      400,
      'Digite um CPF ou CNPJ válido',
    );
    await expectStatus(
      api.createSolicitacao({ body: one({ cnpj: CNPJ }, 'juridica', 'Empresa', 'tjsp-inventario') }),
      400,
      /não se aplica a pessoa jurídica/,
    );
    const body = fisicaBody('Fulano', '529.982.247-25', ['trt2', 'trt2']);
    await expectStatus(api.createSolicitacao({ body }), 400, /mais de uma vez/);
    const mixed = fisicaBody('Fulano', '529.982.247-25', ['trt2', 'cndt']);
    (mixed.certidoes[1] as { dadosCertidao: { cpf: string } }).dadosCertidao.cpf = '111.444.777-35';
    await expectStatus(api.createSolicitacao({ body: mixed }), 400, /mesma pessoa/);
    // Structure is checked by the contract: unknown type, extra fields, bad date format.
    const raw = (body: unknown) =>
      fetch(`${t.apiUrl}/solicitacoes`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${(api as unknown as { token?: string }).token ?? ''}`,
        },
        body: JSON.stringify(body),
      });
    expect((await raw({})).status).toBeGreaterThanOrEqual(400);
  });
});

describe('plan and monthly limit', () => {
  it('refuses a user without an active plan', async () => {
    const user = await t.createUser('user');
    await expectStatus(
      user.api.createSolicitacao({ body: fisicaBody() }),
      422,
      'Você não possui um plano ativo. Adquira um plano para fazer solicitações.',
    );
    const quota = await user.api.getPlanoSolicitacoes();
    expect(quota).toMatchObject({ plano: null, podeCriar: false, ilimitado: false, utilizadas: 0 });
  });

  it('refuses a plan still waiting for its first payment', async () => {
    const { api: admin } = await t.admin();
    const plano = await admin.createPlano({ body: { nome: 'Plano PIX pendente', valor: 29.9, limite: 10 } });
    const user = await t.createUser('user');
    await user.api.atribuirPlanoUsuario({
      body: { planoId: plano.id, billingType: 'PIX', renovacaoAutomatica: true },
    });
    await expectStatus(
      user.api.createSolicitacao({ body: fisicaBody() }),
      422,
      /aguardando a confirmação do pagamento/,
    );
    expect(await user.api.getPlanoSolicitacoes()).toMatchObject({
      podeCriar: false,
      limite: 10,
      plano: { id: plano.id },
    });
  });

  it('answers each of many creations sent at once by one account with its own request or its own refusal', async () => {
    // Creations of one caller that arrive together are written as one set: no answer may be another's.
    const user = await userWithPlan(t, 0);
    const sent = Array.from({ length: 24 }, (_, i) => ({
      nome: `Pessoa Lote ${String.fromCharCode(65 + i)}`,
      // Every fourth names a cost centre that does not exist: refused alone.
      centroCustoId: i % 4 === 3 ? crypto.randomUUID() : undefined,
    }));
    const results = await Promise.allSettled(
      sent.map(({ nome, centroCustoId }) =>
        user.api.createSolicitacao({
          body: { ...fisicaBody(nome, '529.982.247-25', ['receita-federal']), centroCustoId },
        }),
      ),
    );
    const ids = new Set<string>();
    for (const [i, r] of results.entries()) {
      if (sent[i]?.centroCustoId) {
        expect(r.status).toBe('rejected');
        expect((r as PromiseRejectedResult).reason.status).toBe(404);
        expect((r as PromiseRejectedResult).reason.message).toBe('Centro de custo não encontrado.');
      } else {
        expect(r.status).toBe('fulfilled');
        const created = (r as PromiseFulfilledResult<{ id: string; dadosGerais: { nomeCompleto: string } }>)
          .value;
        expect(created.dadosGerais.nomeCompleto).toBe(sent[i]?.nome);
        ids.add(created.id);
        const read = await user.api.getSolicitacao({ path: { id: created.id } });
        expect(read.dadosGerais.nomeCompleto).toBe(sent[i]?.nome);
      }
    }
    expect(ids.size).toBe(18);
    expect((await user.api.getSolicitacoes({ query: { limite: 100 } })).meta.total).toBe(18);
  });

  it('lets exactly the requests left through when 20 arrive at once', async () => {
    const user = await userWithPlan(t, 5);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        user.api.createSolicitacao({
          body: fisicaBody('Limite Teste', '529.982.247-25', ['receita-federal']),
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.reason.status).toBe(422);
      expect(r.reason.message).toBe('Você atingiu o limite de 5 solicitações do seu plano neste mês.');
    }
    const quota = await user.api.getPlanoSolicitacoes();
    expect(quota).toMatchObject({
      limite: 5,
      utilizadas: 5,
      disponiveis: 0,
      podeCriar: false,
      ilimitado: false,
    });
    expect(quota.motivo).toBe('Você atingiu o limite de 5 solicitações do seu plano neste mês.');
    const list = await user.api.getSolicitacoes({ query: { limite: 100 } });
    expect(list.meta.total).toBe(5);
  }, 30_000);

  it('does not limit staff', async () => {
    const mod = await t.createUser('moderator');
    await mod.api.createSolicitacao({ body: fisicaBody('Staff', '529.982.247-25', ['cndt']) });
    const quota = await mod.api.getPlanoSolicitacoes();
    expect(quota).toMatchObject({ ilimitado: true, podeCriar: true, disponiveis: null, motivo: null });
  });
});

describe('failures and retries', () => {
  it('FALHA: the first attempt fails with a retryable error; a manual retry succeeds', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Teste FALHA Silva', '529.982.247-25', ['trt2', 'cndt', 'trf3']),
    });
    const failed = await settled(user.api, created.id);
    expect(failed.status).toBe('falhou');
    for (const c of failed.certidoes) {
      expect(c).toMatchObject({ status: 'falhou', podeTentarNovamente: true, pdfs: [] });
      expect(c.erro).toMatch(/Tente novamente/);
      const job = await user.api.consultarStatusJob({ path: { id: c.jobId as string } });
      expect(job.state).toBe('failed');
      expect(job.failedReason).toBe(c.erro);
    }
    const [a, b, c] = failed.certidoes;
    if (!a || !b || !c) throw new Error('missing');
    const requeued = await user.api.tentarNovamenteCertidao({ path: { id: created.id, certId: a.id } });
    expect(requeued.status).toBe('pendente');
    expect(requeued.jobId).not.toBe(a.jobId);
    const newJob = await user.api.retryJob({ path: { id: b.jobId as string } });
    expect(['waiting', 'active', 'completed']).toContain(newJob.state);
    const after = await waitUntil(async () => {
      const s = await user.api.getSolicitacao({ path: { id: created.id } });
      return s.certidoes.filter((x) => x.status === 'concluido').length === 2 ? s : undefined;
    });
    expect(after.certidoes.find((x) => x.id === c.id)?.status).toBe('falhou');
    expect(after.status).toBe('falhou');
    // The history has a row per state and moment: a certificate created with its job gets one (not one for the
    // certificate and the same again for its job), and the retry is pending again at a moment of its own.
    const history = rowsOf<{ certidao_id: string; status: string; em: string; n: number }>(
      await t.server.ctx.db.execute(sql`select certidao_id, status, criado_em::text as em, count(*)::int as n
        from certidao_historico where certidao_id in (select id from certidoes where solicitacao_id = ${created.id})
        group by certidao_id, status, job_state, etapa, erro, criado_em`),
    );
    expect(history.filter((r) => r.n > 1)).toEqual([]);
    const pendingMoments = new Set(
      history.filter((r) => r.certidao_id === a.id && r.status === 'pendente').map((r) => r.em),
    );
    expect(pendingMoments.size).toBeGreaterThanOrEqual(2);
    // Only a failed certificate can be retried.
    await expectStatus(user.api.tentarNovamenteCertidao({ path: { id: created.id, certId: a.id } }), 409);
    await expectStatus(user.api.retryJob({ path: { id: a.jobId as string } }), 409);
    // The retry did not count against the plan.
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(1);
  }, 30_000);

  it('INSTAVEL: the first run fails transiently and the automatic retry succeeds', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Empresa INSTAVEL', '529.982.247-25', ['trt2', 'receita-federal']),
    });
    const jobId = created.certidoes[0]?.jobId as string;
    const delayed = await waitUntil(async () => {
      const j = await user.api.consultarStatusJob({ path: { id: jobId } });
      return j.state === 'delayed' || j.state === 'completed' ? j : undefined;
    });
    if (delayed.state === 'delayed') expect(delayed.failedReason).toMatch(/instável/);
    const done = await settled(user.api, created.id, 30_000);
    expect(done.status).toBe('concluido');
    for (const c of done.certidoes) {
      const j = await user.api.consultarStatusJob({ path: { id: c.jobId as string } });
      expect(j).toMatchObject({ state: 'completed', attempts: 2, failedReason: null });
      expect(c.jobId).toBe(created.certidoes.find((x) => x.id === c.id)?.jobId);
    }
  }, 40_000);
});

describe('ownership and downloads', () => {
  it('hides another user’s request, jobs and PDFs behind 404; staff see everything', async () => {
    const owner = await userWithPlan(t, 0);
    const other = await userWithPlan(t, 0);
    const created = await owner.api.createSolicitacao({
      body: fisicaBody('Dono Teste', '529.982.247-25', ['trt2']),
    });
    const done = await settled(owner.api, created.id);
    const cert = done.certidoes[0];
    const pdf = cert?.pdfs[0];
    if (!cert || !pdf) throw new Error('missing');
    const storageKey = await t.server.ctx.db.query.pdfs
      .findFirst({ where: (p, { eq }) => eq(p.id, pdf.id) })
      .then((p) => p?.storageKey as string);

    await expectStatus(
      other.api.getSolicitacao({ path: { id: created.id } }),
      404,
      'Solicitação não encontrada.',
    );
    await expectStatus(other.api.consultarStatusJob({ path: { id: cert.jobId as string } }), 404);
    await expectStatus(other.api.retryJob({ path: { id: cert.jobId as string } }), 404);
    await expectStatus(other.api.cancelarSolicitacao({ path: { id: created.id } }), 404);
    await expectStatus(other.api.tentarNovamenteCertidao({ path: { id: created.id, certId: cert.id } }), 404);
    expect((await fetchPdf(t, other.token, pdf.nomeArquivo)).res.status).toBe(404);
    const byKey = (token: string, key: string) =>
      fetch(`${t.apiUrl}/automations/pdfs/minio/${key}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await byKey(other.token, encodeURIComponent(storageKey))).status).toBe(404);
    expect((await other.api.getSolicitacoes()).data.map((s) => s.id)).not.toContain(created.id);

    const ownRes = await byKey(owner.token, encodeURIComponent(storageKey));
    expect(ownRes.status).toBe(200);
    expect(sha256(Buffer.from(await ownRes.arrayBuffer()))).toBe(pdf.sha256);
    const admin = (await t.admin()).token;
    expect((await fetchPdf(t, admin, pdf.nomeArquivo)).res.status).toBe(200);
    const { api: adminApi } = await t.admin();
    expect((await adminApi.getSolicitacao({ path: { id: created.id } })).id).toBe(created.id);

    // Path tricks are refused before any storage access.
    for (const key of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      'certidoes%2F..%2F..%2Fsigning%2Fplatform.p12',
      'a%5Cb.pdf',
      'a%00.pdf',
    ]) {
      const r = await byKey(owner.token, key);
      expect(r.status, key).toBe(400);
    }
    expect((await byKey(owner.token, encodeURIComponent('certidoes/2020/01/nao-existe.pdf'))).status).toBe(
      404,
    );
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '.hidden.pdf', 'x%2F..%2Fy.pdf']) {
      expect((await fetchPdf(t, owner.token, name)).res.status, name).toBe(400);
    }
    expect((await fetchPdf(t, owner.token, 'nao-existe.pdf')).res.status).toBe(404);
  }, 30_000);
});

describe('lists, filters and statistics', () => {
  it('filters by type, status, document and dates, pages and sorts', async () => {
    const user = await userWithPlan(t, 0);
    const a = await user.api.createSolicitacao({ body: fisicaBody('Filtro A', '529.982.247-25', ['trt2']) });
    const b = await user.api.createSolicitacao({
      body: fisicaBody('Filtro FALHA', '111.444.777-35', ['cndt']),
    });
    await settled(user.api, a.id);
    await settled(user.api, b.id);
    const ids = async (query: Record<string, unknown>) =>
      (await user.api.getSolicitacoes({ query: query as never })).data.map((s) => s.id);
    expect(await ids({})).toEqual([b.id, a.id]);
    expect(await ids({ ordenacao: 'asc' })).toEqual([a.id, b.id]);
    expect(await ids({ tipoCertidao: 'trt2' })).toEqual([a.id]);
    expect(await ids({ status: 'falhou' })).toEqual([b.id]);
    expect(await ids({ status: 'concluido' })).toEqual([a.id]);
    expect(await ids({ cpf: '111.444.777-35' })).toEqual([b.id]);
    expect(await ids({ cpf: '11144477735' })).toEqual([b.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(await ids({ dataInicial: today, dataFinal: today })).toHaveLength(2);
    expect(await ids({ dataFinal: '2020-01-01' })).toEqual([]);
    await expectStatus(
      user.api.getSolicitacoes({ query: { dataInicial: '2025-02-01', dataFinal: '2025-01-01' } }),
      400,
    );
    const paged = await user.api.getSolicitacoes({ query: { limite: 1, pagina: 2 } });
    expect(paged.meta).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2 });
    expect(paged.data.map((s) => s.id)).toEqual([a.id]);

    const stats = await user.api.getEstatisticasSolicitacoes();
    expect(stats.totalSolicitacoes).toBe(2);
    expect(stats.totalCertidoes).toBe(2);
    expect(stats.porStatus).toMatchObject({ concluido: 1, falhou: 1, pendente: 0 });
    expect(stats.porTipo.find((p) => p.tipoCertidao === 'cndt')).toEqual({
      tipoCertidao: 'cndt',
      total: 1,
      concluido: 0,
      falhou: 1,
    });
    expect(stats.tempoMedio).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('cancels what is still open and answers 409 when nothing is', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Cancelar Ja', '529.982.247-25', ['trt2']),
    });
    await settled(user.api, created.id);
    await expectStatus(user.api.cancelarSolicitacao({ path: { id: created.id } }), 409);
  });
});

describe('automations (staff)', () => {
  it('runs automations, lists PDFs and their statistics', async () => {
    const { api } = await t.admin();
    const all = await api.executeAll({
      body: {
        tjsp: {
          nomeCompleto: 'Maria Staff',
          cpf: '529.982.247-25',
          rg: '12.345.678-9',
          email: 'maria@example.com',
          modelo: '1',
        },
        iptuSantos: { nomeCompleto: 'Maria Staff', cpf: '52998224725', inscricaoImovel: '12.345.678.901' },
      },
    });
    expect(all.jobs.map((j) => [j.automation, j.tipoCertidao, j.state])).toEqual([
      ['tjsp', 'tjsp', 'waiting'],
      ['iptuSantos', 'iptu-santos', 'waiting'],
    ]);
    const one = await api.executarAutomacao({
      path: { type: 'pjeTrt2' },
      body: { nomeCompleto: 'Maria Staff', cpf: '529.982.247-25' },
    });
    expect(one.jobs[0]?.tipoCertidao).toBe('pje-trt2');
    await settled(api, all.solicitacaoId);
    await settled(api, one.solicitacaoId);
    const byCpf = await api.listarPdfsPorCpf({ path: { cpf: '529.982.247-25' } });
    expect(byCpf.meta.total).toBeGreaterThanOrEqual(3);
    const iptu = await api.listarPdfs({ query: { tipoCertidao: 'iptu-santos', limit: 100 } });
    expect(iptu.data.length).toBeGreaterThanOrEqual(1);
    expect(iptu.data[0]?.tamanhoFormatado).toMatch(/^\d+,\d KB$/);
    const stats = await api.getPdfStats();
    expect(stats.total).toBeGreaterThanOrEqual(3);
    expect(stats.porTipo).toHaveLength(10);
    expect(stats.ultimoEm).not.toBeNull();
    await expectStatus(
      api.executarAutomacao({ path: { type: 'cndt' }, body: { nomeCompleto: 'X', cpf: '123' } }),
      400,
      'Digite um CPF ou CNPJ válido',
    );
    const user = await t.createUser('user');
    await expectStatus(
      user.api.executeAll({ body: { cndt: { nomeCompleto: 'X', cpf: '529.982.247-25' } } }),
      403,
    );
    await expectStatus(user.api.listarPdfs({}), 403);
  }, 40_000);

  it('reports the pipeline parts in /health', async () => {
    const h = await t.anon.getHealth();
    expect(h.checks).toEqual({ database: 'ok', queue: 'ok', storage: 'ok' });
    expect(h.modes).toMatchObject({ storage: 'local', issuers: 'sandbox' });
  });
});
