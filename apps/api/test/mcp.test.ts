/**
 * The MCP server for AI agents (/api/mcp) through the SDK's own client over Streamable HTTP: the tools and their
 * annotations; a whole flow with an API key (catalogue, a request created twice with one idempotency key, its
 * status, its PDF links after the sandbox issues it, a party added to monitoring and listed); a key without a
 * tool's scope refused with the guard's message; bad arguments and unknown tools refused in pt-BR; no key, a
 * session token or a session cookie refused with 401; another customer's (or company's) request out of reach;
 * and the per-key limit shared with the REST calls.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solicitacoes } from '../src/db/schema.ts';
import { runMonitoringPass } from '../src/modules/monitoring/scheduler.ts';
import { companyWithMembers } from './companyFixtures.ts';
import { callApi, startTestServer, type TestServer } from './harness.ts';
import { CPF, fisicaBody, sha256, userWithPlan, waitUntil } from './pipelineHelpers.ts';

let t: TestServer;
const clients: Client[] = [];
beforeAll(async () => {
  t = await startTestServer({}, { API_KEY_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await t?.close();
});

const ALL_SCOPES = [
  'solicitacoes:ler',
  'solicitacoes:escrever',
  'monitoramento:ler',
  'monitoramento:escrever',
] as const;
type Scope = (typeof ALL_SCOPES)[number];

async function keyOf(owner: Awaited<ReturnType<typeof userWithPlan>>, escopos: readonly Scope[]) {
  const created = await owner.api.criarChaveApi({ body: { nome: 'Agente', escopos: [...escopos] } });
  return created.segredo;
}

async function connect(key: string) {
  const client = new Client({ name: 'teste', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.apiUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  clients.push(client);
  return client;
}

type ToolAnswer = {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
};

async function tool(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as ToolAnswer;
}

const textOf = (answer: ToolAnswer) => answer.content.map((c) => c.text).join('\n');
// biome-ignore lint/suspicious/noExplicitAny: structured answers are read field by field.
const data = (answer: ToolAnswer) => answer.structuredContent as any;

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };

describe('MCP server', () => {
  it('lists its tools with pt-BR descriptions and the right annotations', async () => {
    const owner = await userWithPlan(t, 0);
    const client = await connect(await keyOf(owner, ['solicitacoes:ler']));
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()].sort()).toEqual([
      'consultar_catalogo',
      'consultar_solicitacao',
      'criar_solicitacao',
      'listar_monitoramentos',
      'monitorar_parte',
      'obter_links_pdf',
    ]);
    const read = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
    const write = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true };
    for (const name of [
      'consultar_catalogo',
      'consultar_solicitacao',
      'obter_links_pdf',
      'listar_monitoramentos',
    ])
      expect(byName.get(name)?.annotations).toMatchObject(read);
    for (const name of ['criar_solicitacao', 'monitorar_parte'])
      expect(byName.get(name)?.annotations).toMatchObject(write);
    const create = byName.get('criar_solicitacao');
    expect(create?.description).toContain('solicitacoes:escrever');
    expect(create?.inputSchema.required).toEqual(
      expect.arrayContaining(['chaveIdempotencia', 'dadosGerais', 'certidoes']),
    );
    const properties = create?.inputSchema.properties as Record<string, { description?: string }>;
    expect(properties.chaveIdempotencia?.description).toContain('Idempotency-Key');
  });

  it('takes an agent from the catalogue to the PDFs and to monitoring', async () => {
    const owner = await userWithPlan(t, 0);
    const key = await keyOf(owner, ALL_SCOPES);
    const client = await connect(key);

    const catalogue = await tool(client, 'consultar_catalogo', { uf: 'SP', tipoPessoa: 'fisica' });
    expect(catalogue.isError).toBeFalsy();
    const cndt = data(catalogue).tipos.find((tipo: { codigo: string }) => tipo.codigo === 'cndt');
    expect(cndt).toMatchObject({ codigo: 'cndt', precoCentavos: expect.any(Number) });
    expect(cndt.preco).toBe(cndt.precoCentavos / 100);
    expect(textOf(catalogue)).toMatch(/cndt: .*R\$ \d+,\d\d/);
    const proposal = await tool(client, 'consultar_catalogo', {
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      uf: 'SP',
      cidade: 'Santos',
      imovelUf: 'SP',
      imovelCidade: 'Santos',
    });
    expect(data(proposal).certidoes.length).toBeGreaterThan(0);
    expect(data(proposal).totalCentavos).toBe(
      data(proposal).certidoes.reduce(
        (sum: number, c: { precoCentavos: number }) => sum + c.precoCentavos,
        0,
      ),
    );
    const noPerson = await tool(client, 'consultar_catalogo', { finalidade: 'compra-imovel' });
    expect(noPerson.isError).toBe(true);
    expect(textOf(noPerson)).toContain('Informe tipoPessoa');

    // Created twice with one key: one request, the second answer says it was repeated.
    const body = fisicaBody('Maria Agente', CPF, ['cndt', 'receita-federal']);
    const chaveIdempotencia = `mcp-${Date.now()}`;
    const first = await tool(client, 'criar_solicitacao', { chaveIdempotencia, ...body });
    expect(first.isError).toBeFalsy();
    const again = await tool(client, 'criar_solicitacao', { chaveIdempotencia, ...body });
    expect(data(first).repetida).toBe(false);
    expect(data(again).repetida).toBe(true);
    const id = data(first).solicitacao.id as string;
    expect(data(again).solicitacao.id).toBe(id);
    expect(textOf(again)).toContain('nada foi criado de novo');
    const rows = await t.server.ctx.db
      .select({ id: solicitacoes.id })
      .from(solicitacoes)
      .where(eq(solicitacoes.userId, owner.userId));
    expect(rows.map((r) => r.id)).toEqual([id]);
    // The same key space as the REST Idempotency-Key: the REST call replays it, another body is refused.
    const rest = await callApi(t.apiUrl, '/solicitacoes', {
      method: 'POST',
      token: key,
      headers: { 'idempotency-key': chaveIdempotencia },
      body,
    });
    expect(rest.status).toBe(201);
    expect(rest.headers.get('idempotent-replayed')).toBe('true');
    expect(rest.body.id).toBe(id);
    const otherBody = await tool(client, 'criar_solicitacao', {
      chaveIdempotencia,
      ...fisicaBody('Outra Pessoa', CPF, ['cndt']),
    });
    expect(otherBody.isError).toBe(true);
    expect(data(otherBody)).toMatchObject({ statusCode: 422 });
    expect(textOf(otherBody)).toContain('já foi usada em outra requisição');

    // Status and results once the sandbox has issued both certificates.
    const done = await waitUntil(
      async () => {
        const status = await tool(client, 'consultar_solicitacao', { solicitacaoId: id });
        const certs = data(status).solicitacao.certidoes as Array<{ status: string }>;
        return certs.every((c) => c.status === 'concluido') ? status : undefined;
      },
      30_000,
      'both certificates issued',
    );
    expect(textOf(done)).toContain(`Solicitação ${id} (Maria Agente): 2 de 2 certidões concluídas.`);
    expect(textOf(done)).toMatch(/cndt: Concluída, (Nada consta|Consta|Positiva com efeitos de negativa)/);

    const links = await tool(client, 'obter_links_pdf', { solicitacaoId: id });
    const pdfs = data(links).pdfs as Array<{ urlDownload: string; sha256: string; urlVerificacao: string }>;
    expect(pdfs).toHaveLength(2);
    expect(data(links).urlZip).toBe(`${t.url}/api/solicitacoes/${id}/pdfs.zip`);
    for (const pdf of pdfs) {
      expect(pdf.urlDownload.startsWith(`${t.url}/api/automations/pdfs/download/`)).toBe(true);
      expect(pdf.urlVerificacao.startsWith(`${t.url}/verificar/`)).toBe(true);
      const res = await fetch(pdf.urlDownload, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(pdf.sha256);
    }

    // Monitoring: the party is added once per key, issued by a pass, then listed as expiring.
    const party = {
      chaveIdempotencia: `parte-${Date.now()}`,
      tipoPessoa: 'fisica',
      nomeCompleto: 'João Monitorado',
      documento: '111.444.777-35',
      dataNascimento: '15/03/1985',
      tiposCertidao: ['cndt'],
    };
    const added = await tool(client, 'monitorar_parte', party);
    expect(added.isError).toBeFalsy();
    const partyId = data(added).monitoramento.id as string;
    expect(data(await tool(client, 'monitorar_parte', party)).monitoramento.id).toBe(partyId);
    const duplicate = await tool(client, 'monitorar_parte', {
      ...party,
      chaveIdempotencia: `outra-${Date.now()}`,
    });
    expect(duplicate.isError).toBe(true);
    expect(data(duplicate)).toMatchObject({ statusCode: 409 });

    const expiring = await waitUntil(
      async () => {
        await runMonitoringPass(t.server.ctx);
        const list = await tool(client, 'listar_monitoramentos', { vencendoEmDias: 365 });
        return data(list).data.some((p: { id: string }) => p.id === partyId) ? list : undefined;
      },
      30_000,
      'the party issued and expiring within a year',
    );
    expect(textOf(expiring)).toMatch(
      /^1 parte monitorada encontrada\.\n- João Monitorado \(111\.444\.777-35\), ativa: cndt (Nada consta|Consta|Positiva com efeitos de negativa) válida até \d\d\/\d\d\/\d{4}$/,
    );
    const changed = await tool(client, 'listar_monitoramentos', { alterados: true });
    expect(data(changed).data).toEqual([]);
  });

  it('refuses a tool whose scope the key lacks with the guard’s message, and still reads the catalogue', async () => {
    const owner = await userWithPlan(t, 0);
    const client = await connect(await keyOf(owner, ['solicitacoes:ler']));
    const create = await tool(client, 'criar_solicitacao', {
      chaveIdempotencia: 'sem-escopo',
      ...fisicaBody('Sem Escopo', CPF, ['cndt']),
    });
    expect(create.isError).toBe(true);
    expect(textOf(create)).toBe('Esta chave de API não tem o escopo solicitacoes:escrever.');
    expect(data(create)).toMatchObject({ statusCode: 403 });
    const list = await tool(client, 'listar_monitoramentos');
    expect(textOf(list)).toBe('Esta chave de API não tem o escopo monitoramento:ler.');
    const add = await tool(client, 'monitorar_parte', {
      chaveIdempotencia: 'sem-escopo-2',
      tipoPessoa: 'fisica',
      nomeCompleto: 'Sem Escopo',
      documento: CPF,
      tiposCertidao: ['cndt'],
    });
    expect(textOf(add)).toBe('Esta chave de API não tem o escopo monitoramento:escrever.');
    expect(
      await t.server.ctx.db.select().from(solicitacoes).where(eq(solicitacoes.userId, owner.userId)),
    ).toEqual([]);
    const catalogue = await tool(client, 'consultar_catalogo', { busca: 'cndt' });
    expect(catalogue.isError).toBeFalsy();
  });

  it('refuses bad arguments and unknown tools in pt-BR, with the REST status', async () => {
    const owner = await userWithPlan(t, 0);
    const client = await connect(await keyOf(owner, ALL_SCOPES));
    const missing = await tool(client, 'criar_solicitacao', {
      chaveIdempotencia: 'sem-nome',
      dadosGerais: { tipoPessoa: 'fisica' },
      certidoes: [],
    });
    expect(missing.isError).toBe(true);
    expect(data(missing)).toEqual({
      statusCode: 400,
      message: "O campo 'dadosGerais.nomeCompleto' é obrigatório.",
    });
    const uf = await tool(client, 'consultar_catalogo', { uf: 'XX' });
    expect(textOf(uf)).toMatch(/^O campo 'uf' deve ser um dos valores: AC, AL, /);
    const extra = await tool(client, 'consultar_solicitacao', {
      solicitacaoId: crypto.randomUUID(),
      senha: 'x',
    });
    expect(textOf(extra)).toBe("O campo 'senha' não é permitido.");
    const nested = await tool(client, 'criar_solicitacao', {
      chaveIdempotencia: 'campo-a-mais',
      dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: 'Maria', apelido: 'Mari' },
      certidoes: fisicaBody('Maria', CPF, ['cndt']).certidoes,
    });
    expect(textOf(nested)).toBe("O campo 'dadosGerais.apelido' não é permitido.");
    const notUuid = await tool(client, 'obter_links_pdf', { solicitacaoId: '12' });
    expect(textOf(notUuid)).toBe("O campo 'solicitacaoId' deve ser um identificador válido.");
    const empty = await tool(client, 'criar_solicitacao', {
      chaveIdempotencia: 'sem-certidoes',
      ...fisicaBody('Maria', CPF, []),
    });
    expect(textOf(empty)).toBe("O campo 'certidoes' deve ter pelo menos 1 item.");
    // The services' own rules, as for REST: a CPF whose check digits are wrong.
    const badCpf = await tool(client, 'criar_solicitacao', {
      chaveIdempotencia: 'cpf-errado',
      ...fisicaBody('Maria', '111.111.111-12', ['cndt']),
    });
    expect(data(badCpf).statusCode).toBe(400);
    expect(textOf(badCpf)).toContain('CPF');
    await expect(client.callTool({ name: 'apagar_tudo', arguments: {} })).rejects.toThrow(
      'Ferramenta desconhecida: apagar_tudo.',
    );
    // The scope is checked before the arguments, as the role guard runs before validation.
    const reader = await connect(await keyOf(owner, ['solicitacoes:ler']));
    expect(textOf(await tool(reader, 'criar_solicitacao', {}))).toBe(
      'Esta chave de API não tem o escopo solicitacoes:escrever.',
    );
  });

  it('answers 401 in pt-BR without a key, to a session (bearer or cookie) and to a revoked key', async () => {
    const owner = await userWithPlan(t, 0);
    const post = (headers: Record<string, string>) =>
      callApi(t.apiUrl, '/mcp', {
        method: 'POST',
        headers: { ...MCP_HEADERS, ...headers },
        body: initialize,
      });

    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.body.message).toContain('só chaves de API');
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect((await post({ authorization: `Bearer ${owner.token}` })).status).toBe(401);
    expect((await post({ cookie: `admin_token=${owner.token}` })).status).toBe(401);

    const key = await keyOf(owner, ['solicitacoes:ler']);
    const ok = await post({ authorization: `Bearer ${key}` });
    expect(ok.status).toBe(200);
    expect(ok.body.result.serverInfo.name).toBe('certidao-agil');
    expect(ok.headers.get('ratelimit-limit')).toBe('1000');
    expect((await post({ cookie: `admin_token=${key}` })).status).toBe(401);
    const [listed] = (await owner.api.listarChavesApi()).data;
    if (!listed) throw new Error('no key listed');
    await owner.api.revogarChaveApi({ path: { id: listed.id } });
    const revoked = await post({ authorization: `Bearer ${key}` });
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('Esta chave de API foi revogada.');

    const bare = new Client({ name: 'sem-chave', version: '1.0.0' });
    await expect(
      bare.connect(new StreamableHTTPClientTransport(new URL(`${t.apiUrl}/mcp`))),
    ).rejects.toThrow();
    const second = await keyOf(owner, ['solicitacoes:ler']);
    const get = await callApi(t.apiUrl, '/mcp', { headers: { authorization: `Bearer ${second}` } });
    expect(get.status).toBe(405);
    expect(get.body.message).toContain('envie cada mensagem com POST');
    const noAccept = await callApi(t.apiUrl, '/mcp', {
      method: 'POST',
      headers: { authorization: `Bearer ${second}` },
      body: initialize,
    });
    expect(noAccept.status).toBe(406);
    expect(noAccept.body.error.message).toBe(
      'O cliente MCP deve aceitar application/json e text/event-stream (cabeçalho Accept).',
    );
    const garbage = await callApi(t.apiUrl, '/mcp', {
      method: 'POST',
      headers: { ...MCP_HEADERS, authorization: `Bearer ${second}` },
      body: { hello: 'world' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.message).toBe('A mensagem não é JSON-RPC válido.');
  });

  it("does not reach another customer's request", async () => {
    const owner = await userWithPlan(t, 0);
    const other = await userWithPlan(t, 0);
    const theirs = await other.api.createSolicitacao({ body: fisicaBody('Outra Pessoa', CPF, ['cndt']) });
    const client = await connect(await keyOf(owner, ALL_SCOPES));
    for (const name of ['consultar_solicitacao', 'obter_links_pdf']) {
      const answer = await tool(client, name, { solicitacaoId: theirs.id });
      expect(answer.isError).toBe(true);
      expect(textOf(answer)).toBe('Solicitação não encontrada.');
      expect(data(answer)).toMatchObject({ statusCode: 404 });
    }
    expect(data(await tool(client, 'listar_monitoramentos')).data).toEqual([]);
  });

  it("follows the company's visibility: the gestor's key sees a member's request, another company's does not", async () => {
    const a = await companyWithMembers(t, 0);
    const b = await companyWithMembers(t, 0);
    const members = await a.membro.api.createSolicitacao({
      body: fisicaBody('Parte da Empresa', CPF, ['cndt']),
    });
    const gestorA = await connect(await keyOf(a.gestor, ['solicitacoes:ler']));
    const seen = await tool(gestorA, 'consultar_solicitacao', { solicitacaoId: members.id });
    expect(data(seen).solicitacao.id).toBe(members.id);
    for (const session of [b.gestor, b.membro]) {
      const outsider = await connect(await keyOf(session, ['solicitacoes:ler']));
      const answer = await tool(outsider, 'consultar_solicitacao', { solicitacaoId: members.id });
      expect(data(answer)).toEqual({ statusCode: 404, message: 'Solicitação não encontrada.' });
    }
  });
});

describe('MCP server under the per-key limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({}, { API_KEY_RATE_LIMIT: '3' });
  });
  afterAll(() => limited?.close());

  it('counts each POST in the same window as the REST calls, then answers 429 with Retry-After', async () => {
    const owner = await userWithPlan(limited, 0);
    const { segredo } = await owner.api.criarChaveApi({
      body: { nome: 'Agente', escopos: ['solicitacoes:ler'] },
    });
    const rest = await callApi(limited.apiUrl, '/solicitacoes', { token: segredo });
    expect(rest.headers.get('ratelimit-remaining')).toBe('2');
    const post = () =>
      callApi(limited.apiUrl, '/mcp', {
        method: 'POST',
        headers: { ...MCP_HEADERS, authorization: `Bearer ${segredo}` },
        body: initialize,
      });
    expect((await post()).headers.get('ratelimit-remaining')).toBe('1');
    expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Limite de 3 chamadas por minuto desta chave de API atingido\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // A batch counts each of its messages: four pings are over a limit of three.
    const fresh = await owner.api.criarChaveApi({ body: { nome: 'Lote', escopos: ['solicitacoes:ler'] } });
    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const batch = (size: number) =>
      callApi(limited.apiUrl, '/mcp', {
        method: 'POST',
        headers: { ...MCP_HEADERS, authorization: `Bearer ${fresh.segredo}` },
        body: Array.from({ length: size }, (_, i) => ping(i + 1)),
      });
    const two = await batch(2);
    expect(two.status).toBe(200);
    expect(two.headers.get('ratelimit-remaining')).toBe('1');
    expect((await batch(2)).status).toBe(429);
  });
});
