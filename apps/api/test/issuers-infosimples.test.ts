/**
 * The InfoSimples issuer against a local fake that serves InfoSimples' envelope ({code, code_message, data,
 * errors, site_receipts}) and result codes: success, a transient code retried automatically, a permanent code,
 * and TJSP's two-step pedido/obter (the job is deferred and checks back).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CERTIFICATE_TYPES } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCode } from '../src/adapters/issuers/infosimples.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fetchPdf, fisicaBody, inspectPdf, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

let fake: Server;
let t: TestServer;
const calls: Array<{ path: string; params: URLSearchParams }> = [];
const seen = new Map<string, number>();
/** The catalogue's services: which paths are the first and second step of a two-step service. */
const FIRST_STEPS = new Set(
  CERTIFICATE_TYPES.flatMap((t) => (t.infosimples?.obter ? [t.infosimples.servico] : [])),
);
const SECOND_STEPS = new Set(
  CERTIFICATE_TYPES.flatMap((t) => (t.infosimples?.obter ? [t.infosimples.obter] : [])),
);

function envelope(code: number, data: Array<Record<string, unknown>> = [], errors: string[] = []) {
  return {
    code,
    code_message: code === 200 ? 'A requisição foi processada com sucesso.' : 'Erro.',
    header: {},
    data_count: data.length,
    data,
    errors,
    site_receipts: [],
  };
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/api\/v2\/consultas\//, '');
      const params = new URLSearchParams(body);
      calls.push({ path, params });
      const key = `${path}|${params.get('nome')}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      const nome = params.get('nome') ?? '';
      let answer: ReturnType<typeof envelope>;
      if (params.get('token') !== 'token-de-teste') answer = envelope(601, [], ['Token inválido.']);
      else if (nome.includes('RECUSADO')) answer = envelope(607, [], ['CPF inválido para esta consulta.']);
      else if (nome.includes('INDISPONIVEL') && n === 1)
        answer = envelope(615, [], ['Site de origem indisponível.']);
      else if (FIRST_STEPS.has(path)) answer = envelope(200, [{ numero_pedido: `PED-${n}` }]);
      else if (SECOND_STEPS.has(path)) {
        answer =
          n === 1
            ? envelope(622, [], ['Certidão ainda em processamento.'])
            : envelope(200, [{ conclusao: 'NADA CONSTA', numero_certidao: 'TJ-99' }]);
      } else
        answer = envelope(200, [{ conclusao: 'Certidão Negativa — nada consta', numero_certidao: 'CERT-1' }]);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const { port } = fake.address() as AddressInfo;
  t = await startTestServer(
    {},
    { INFOSIMPLES_TOKEN: 'token-de-teste', INFOSIMPLES_BASE_URL: `http://127.0.0.1:${port}/api/v2` },
  );
  const issuer = t.server.ctx.pipeline.issuers.infosimples;
  if (issuer) issuer.checkBackSeconds = 1;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => fake?.close(r));
});

describe('InfoSimples issuer', () => {
  it('maps result codes to automatic retry, manual retry or neither', () => {
    expect(classifyCode(200)).toBe('ok');
    expect(classifyCode(615)).toBe('transient');
    expect(classifyCode(605)).toBe('transient');
    expect(classifyCode(609)).toBe('retryable');
    expect(classifyCode(601)).toBe('permanent');
    expect(classifyCode(607)).toBe('permanent');
  });

  it('issues real (non-sandbox) certificates; a type without a service waits for an operator', async () => {
    expect((await t.anon.getHealth()).modes.issuers).toBe('infosimples');
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Maria Real', '529.982.247-25', ['trt2', 'iptu-santos']),
    });
    const done = await waitUntil(async () => {
      const s = await user.api.getSolicitacao({ path: { id: created.id } });
      return s.certidoes[0]?.status === 'concluido' ? s : undefined;
    });
    const [trt2, iptu] = done.certidoes;
    const v1 = await t.anon.verificarCertidao({
      path: { codigo: trt2?.pdfs[0]?.codigoVerificacao as string },
    });
    expect(v1).toMatchObject({ sandbox: false, resultado: 'negativa' });
    // IPTU Santos has no documented service: with InfoSimples it always waits for a person.
    expect(iptu?.status).toBe('pendente');
    const job = await user.api.consultarStatusJob({ path: { id: iptu?.jobId as string } });
    expect(job.step).toBe('Aguardando um operador (emissão assistida)');
    expect(calls.some((c) => c.path.includes('iptu'))).toBe(false);
    const call = calls.find((c) => c.path === 'tribunal/trt2/ceat');
    expect(call?.params.get('cpf')).toBe('529.982.247-25');
    expect(call?.params.get('token')).toBe('token-de-teste');
    const { bytes } = await fetchPdf(t, user.token, trt2?.pdfs[0]?.nomeArquivo as string);
    const info = inspectPdf(bytes);
    expect(info.text).not.toContain('SEM VALOR LEGAL');
    expect(info.text).toContain('CERT-1');
    expect(info.pdfsig).toContain('Signature Validation: Signature is Valid.');
  }, 30_000);

  it('retries a transient code automatically and fails a permanent one for good', async () => {
    const user = await userWithPlan(t, 0);
    const flaky = await user.api.createSolicitacao({
      body: fisicaBody('Portal INDISPONIVEL', '529.982.247-25', ['cndt']),
    });
    const ok = await settled(user.api, flaky.id, 30_000);
    expect(ok.status).toBe('concluido');
    expect(
      (await user.api.consultarStatusJob({ path: { id: ok.certidoes[0]?.jobId as string } })).attempts,
    ).toBe(2);

    const refused = await user.api.createSolicitacao({
      body: fisicaBody('Dados RECUSADO', '529.982.247-25', ['cndt']),
    });
    const failed = await settled(user.api, refused.id);
    expect(failed.certidoes[0]).toMatchObject({ status: 'falhou', podeTentarNovamente: false });
    expect(failed.certidoes[0]?.erro).toContain('607');
    expect(
      (await user.api.consultarStatusJob({ path: { id: failed.certidoes[0]?.jobId as string } })).attempts,
    ).toBe(1);
  }, 40_000);

  it('TJSP: the pedido defers the job, which checks back until the certificate is ready', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Maria Tribunal', '529.982.247-25', ['tjsp']),
    });
    const jobId = created.certidoes[0]?.jobId as string;
    const delayed = await waitUntil(async () => {
      const j = await user.api.consultarStatusJob({ path: { id: jobId } });
      return j.state === 'delayed' ? j : undefined;
    });
    expect(delayed.step).toMatch(/tribunal/i);
    const done = await settled(user.api, created.id, 30_000);
    expect(done.status).toBe('concluido');
    const paths = calls.filter((c) => c.params.get('nome') === 'Maria Tribunal').map((c) => c.path);
    expect(paths).toEqual([
      'tribunal/tjsp/pedido-certidao',
      'tribunal/tjsp/obter-certidao',
      'tribunal/tjsp/obter-certidao',
    ]);
    const mine = calls.filter((c) => c.params.get('nome') === 'Maria Tribunal');
    expect(mine.every((c) => c.params.get('modelo') === '1')).toBe(true);
    expect(mine.slice(1).every((c) => c.params.get('pedido') === 'PED-1')).toBe(true);
  }, 40_000);

  it('calls every automatic type of the catalogue with its service and parameters; assisted ones never', async () => {
    const user = await userWithPlan(t, 0);
    const automatic = CERTIFICATE_TYPES.filter(
      (tp) =>
        tp.infosimples &&
        tp.personTypes.includes('fisica') &&
        !tp.infosimples.obter &&
        (!tp.infosimples.pessoas || tp.infosimples.pessoas.includes('fisica')) &&
        tp.requiredFields.length === 0,
    );
    const nome = 'Catalogo Inteiro';
    for (let i = 0; i < automatic.length; i += 10) {
      const types = automatic.slice(i, i + 10).map((tp) => tp.code);
      const created = await user.api.createSolicitacao({ body: fisicaBody(nome, '529.982.247-25', types) });
      const done = await settled(user.api, created.id, 60_000);
      expect(done.certidoes.map((c) => c.status)).toEqual(types.map(() => 'concluido'));
    }
    for (const tp of automatic) {
      const call = calls.find(
        (c) =>
          c.params.get('nome') === nome &&
          c.path === tp.infosimples?.servico &&
          Object.entries(tp.infosimples?.parametros ?? {}).every(([k, v]) => c.params.get(k) === v),
      );
      expect(call, tp.code).toBeDefined();
    }
  }, 120_000);

  it('two-step flow for a state court outside São Paulo (TJRJ)', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Maria Carioca', '529.982.247-25', ['tjrj']),
    });
    const done = await settled(user.api, created.id, 30_000);
    expect(done.status).toBe('concluido');
    expect(calls.filter((c) => c.params.get('nome') === 'Maria Carioca').map((c) => c.path)).toEqual([
      'tribunal/tjrj/pedido-cert',
      'tribunal/tjrj/obter-certidao',
      'tribunal/tjrj/obter-certidao',
    ]);
  }, 40_000);
});
