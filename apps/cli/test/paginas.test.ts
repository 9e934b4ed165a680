import { startTestServer, type TestServer } from '@certidao/api/testing';
import { buildSolicitacaoPayload } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithPlan } from './helpers.ts';

/** Commands that read the whole list walk it by cursor: more requests than three pages of 100, each once. */

let t: TestServer;
let user: Awaited<ReturnType<typeof userWithPlan>>;
const OTHER_CPF = '111.444.777-35';

/** A row of one certificate (CNDT) for the batch. */
const row = (n: number) => {
  const body = buildSolicitacaoPayload({
    tipoPessoa: 'fisica',
    nomeCompleto: `Pessoa Página ${n}`,
    cpf: n % 2 ? OTHER_CPF : '529.982.247-25',
    dataNascimento: '1985-03-15',
  });
  return { ...body, certidoes: body.certidoes.slice(0, 1) };
};

beforeAll(async () => {
  t = await startTestServer();
  user = await userWithPlan(t, 0);
  // Two batches: each one transaction, so the rows of one share their creation time and their ids order them.
  for (const start of [0, 130]) {
    const res = await user.api.criarSolicitacoesEmLote({
      body: { solicitacoes: Array.from({ length: 130 }, (_, i) => row(start + i)) },
    });
    expect(res.criadas).toBe(130);
  }
}, 120_000);
afterAll(() => t?.close());

/** The list in the API's order, by numbered pages. */
async function byPages(query: { cpf?: string; ordenacao?: 'asc' | 'desc' }) {
  const ids: string[] = [];
  for (let pagina = 1; ; pagina++) {
    const page = await user.api.getSolicitacoes({ query: { ...query, pagina, limite: 100 } });
    ids.push(...page.data.map((s) => s.id));
    if (pagina >= page.meta.totalPages) return ids;
  }
}

describe('solicitacoes --json reads every page', () => {
  it('has all 260 requests once, newest first, as one page', async () => {
    const list = await user.cli('solicitacoes', '--json');
    expect(list.code, list.stderr).toBe(0);
    const parsed = JSON.parse(list.stdout) as { data: { id: string }[]; meta: { total: number } };
    const ids = parsed.data.map((s) => s.id);
    expect(new Set(ids).size).toBe(260);
    expect(ids).toEqual(await byPages({}));
    expect(parsed.meta).toMatchObject({ total: 260, page: 1, totalPages: 1 });
  });

  it('under a filter and oldest first', async () => {
    const list = await user.cli('solicitacoes', '--json', '--cpf', OTHER_CPF, '--ordem', 'asc');
    expect(list.code, list.stderr).toBe(0);
    const ids = (JSON.parse(list.stdout) as { data: { id: string }[] }).data.map((s) => s.id);
    expect(ids).toHaveLength(130);
    expect(ids).toEqual(await byPages({ cpf: OTHER_CPF, ordenacao: 'asc' }));
  });
});
