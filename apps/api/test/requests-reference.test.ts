/**
 * A request's own reference (`referencia`: the customer's client, case or deal): set at creation, changed
 * later, searched with the party's name (`busca`), and what a company's gestor reads of a member's request (who
 * ordered it, the kit, the cost centre) and filters by.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithMembers } from './companyFixtures.ts';
import { callApi, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const names = (page: { data: Array<{ dadosGerais: { nomeCompleto: string } }> }) =>
  page.data.map((s) => s.dadosGerais.nomeCompleto).sort();

describe('referencia', () => {
  it('is set at creation (trimmed, blank is null), shown in the list and detail, and bounded', async () => {
    const user = await userWithPlan(t, 0);
    const made = await user.api.createSolicitacao({
      body: {
        ...fisicaBody('Rita Referência', undefined, ['cndt']),
        referencia: '  Cliente  ACME — lote 7 ',
      },
    });
    expect(made.referencia).toBe('Cliente ACME — lote 7');
    expect((await user.api.getSolicitacao({ path: { id: made.id } })).referencia).toBe(
      'Cliente ACME — lote 7',
    );
    const list = await user.api.getSolicitacoes();
    expect(list.data.find((s) => s.id === made.id)?.referencia).toBe('Cliente ACME — lote 7');

    const blank = await user.api.createSolicitacao({
      body: { ...fisicaBody('Sem Ref', undefined, ['cndt']), referencia: '   ' },
    });
    expect(blank.referencia).toBeNull();
    const none = await user.api.createSolicitacao({ body: fisicaBody('Nenhuma Ref', undefined, ['cndt']) });
    expect(none.referencia).toBeNull();

    const long = await callApi(t.apiUrl, '/solicitacoes', {
      method: 'POST',
      token: user.token,
      body: { ...fisicaBody('Longa', undefined, ['cndt']), referencia: 'x'.repeat(81) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/no máximo 80 caracteres/);
  });

  it('is changed and cleared later by who may see the request; another account gets 404', async () => {
    const user = await userWithPlan(t, 0);
    const other = await userWithPlan(t, 0);
    const made = await user.api.createSolicitacao({
      body: fisicaBody('Pedro Editável', undefined, ['cndt']),
    });
    const changed = await user.api.atualizarSolicitacao({
      path: { id: made.id },
      body: { referencia: 'Processo 0001234-56' },
    });
    expect(changed.referencia).toBe('Processo 0001234-56');
    expect((await user.api.getSolicitacao({ path: { id: made.id } })).referencia).toBe('Processo 0001234-56');
    const stranger = await callApi(t.apiUrl, `/solicitacoes/${made.id}`, {
      method: 'PATCH',
      token: other.token,
      body: { referencia: 'Invasão' },
    });
    expect(stranger).toMatchObject({ status: 404, body: { message: 'Solicitação não encontrada.' } });
    const tooLong = await callApi(t.apiUrl, `/solicitacoes/${made.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { referencia: 'y'.repeat(81) },
    });
    expect(tooLong.status).toBe(400);
    const missing = await callApi(t.apiUrl, `/solicitacoes/${made.id}`, {
      method: 'PATCH',
      token: user.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    const cleared = await user.api.atualizarSolicitacao({
      path: { id: made.id },
      body: { referencia: null },
    });
    expect(cleared.referencia).toBeNull();
    expect(
      (await callApi(t.apiUrl, `/solicitacoes/${made.id}`, { method: 'PATCH', body: { referencia: 'x' } }))
        .status,
    ).toBe(401);
  });

  it('busca finds by the party’s name or the reference, case-insensitively, as literal text', async () => {
    const user = await userWithPlan(t, 0);
    await user.api.createSolicitacao({
      body: { ...fisicaBody('Joana Busca', undefined, ['cndt']), referencia: 'Locação Rua A 50%' },
    });
    await user.api.createSolicitacao({
      body: { ...fisicaBody('Marcos Outro', undefined, ['cndt']), referencia: 'Contrato 9' },
    });
    await user.api.createSolicitacao({ body: fisicaBody('Lúcia Sem', undefined, ['cndt']) });
    const search = (busca: string) => user.api.getSolicitacoes({ query: { busca } });
    expect(names(await search('joana'))).toEqual(['Joana Busca']);
    expect(names(await search('CONTRATO'))).toEqual(['Marcos Outro']);
    expect(names(await search('rua a'))).toEqual(['Joana Busca']);
    // LIKE's own characters are the text, not wildcards.
    expect(names(await search('50%'))).toEqual(['Joana Busca']);
    expect(names(await search('%'))).toEqual(['Joana Busca']);
    expect(names(await search('_'))).toEqual([]);
    expect(names(await search('   '))).toHaveLength(3);
    // A search's first page counts its matches with its ids: none, one, and every match (a page of one).
    expect((await search('_')).meta.total).toBe(0);
    expect((await search('joana')).meta.total).toBe(1);
    expect((await user.api.getSolicitacoes({ query: { busca: 'a', limite: 1 } })).meta).toMatchObject({
      total: 3,
      totalPages: 3,
    });
  });
});

describe('a gestor reads who ordered a request, with which kit and cost centre', () => {
  it('shows them on the member’s request and filters by them', async () => {
    const c = await companyWithMembers(t, 20);
    const centro = await c.gestor.api.criarCentroCusto({ body: { codigo: 'LIT', nome: 'Litígios' } });
    const kit = await c.gestor.api.criarKit({
      body: { nome: 'Kit Locação', tiposCertidao: ['cndt', 'tjsp'] },
    });
    const mine = await c.gestor.api.createSolicitacao({ body: fisicaBody('Do Gestor', undefined, ['cndt']) });
    const theirs = await c.membro.api.createSolicitacao({
      body: {
        ...fisicaBody('Do Membro', undefined, ['cndt', 'tjsp']),
        kitId: kit.id,
        centroCustoId: centro.id,
        referencia: 'Caso 42',
      },
    });
    const seen = await c.gestor.api.getSolicitacao({ path: { id: theirs.id } });
    expect(seen).toMatchObject({
      usuario: { id: c.membro.userId },
      kit: { id: kit.id, nome: 'Kit Locação' },
      centroCusto: { id: centro.id, codigo: 'LIT', nome: 'Litígios' },
      referencia: 'Caso 42',
    });
    const byMember = await c.gestor.api.getSolicitacoes({ query: { usuarioId: c.membro.userId } });
    expect(byMember.data.map((s) => s.id)).toEqual([theirs.id]);
    expect((await c.gestor.api.getSolicitacoes({ query: { kitId: kit.id } })).data.map((s) => s.id)).toEqual([
      theirs.id,
    ]);
    const byCentre = await c.gestor.api.getSolicitacoes({ query: { centroCustoId: centro.id } });
    expect(byCentre.data.map((s) => s.id)).toEqual([theirs.id]);
    expect(
      (await c.gestor.api.getSolicitacoes({ query: { busca: 'caso 42' } })).data.map((s) => s.id),
    ).toEqual([theirs.id]);
    // The gestor may set the member's reference; the member (who sees only their own) not the gestor's.
    const edited = await c.gestor.api.atualizarSolicitacao({
      path: { id: theirs.id },
      body: { referencia: 'Caso 42-B' },
    });
    expect(edited.referencia).toBe('Caso 42-B');
    const refused = await callApi(t.apiUrl, `/solicitacoes/${mine.id}`, {
      method: 'PATCH',
      token: c.membro.token,
      body: { referencia: 'x' },
    });
    expect(refused.status).toBe(404);
  });
});
