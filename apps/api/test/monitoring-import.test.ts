/**
 * Importing a portfolio: the server refuses exactly the rows the web preview and the CLI flag (one set of party
 * rules, packages/domain), in the same words; `modo: atualizar` syncs the same file again — the caller's parties
 * updated, new ones created, unchanged ones counted — all or nothing, and never another owner's party.
 */
import { parseCsv, readCarteira, toSaoPauloIsoDate } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoramentoCertidoes } from '../src/db/schema.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { userWithPlan } from './pipelineHelpers.ts';

const CPF_A = '111.444.777-35';
const CPF_B = '935.411.347-80';
const CPF_C = '529.982.247-25';
const CNPJ = '11.222.333/0001-81';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

type Refused = { erros: Array<{ indice: number; mensagem: string }> };

const person = (nomeCompleto: string, documento: string, extra: Record<string, unknown> = {}) => ({
  tipoPessoa: 'fisica' as const,
  nomeCompleto,
  documento,
  dataNascimento: '15/03/1985',
  tiposCertidao: ['cndt' as const, 'trf3' as const],
  ...extra,
});

describe('portfolio import', () => {
  it('refuses the rows the preview flags, with the messages the preview shows', async () => {
    const owner = await userWithPlan(t, 0);
    const csv =
      'nome;documento;nascimento;certidoes;escritura\n' +
      `Boa;${CPF_A};15/03/1985;cndt;\n` +
      'Dígito errado;529.982.247-24;15/03/1985;cndt;\n' +
      'CNPJ errado;11.222.333/0001-82;;cndt;\n' +
      `Nascimento impossível;${CPF_B};31/02/1985;cndt;\n` +
      `Escritura impossível;${CPF_C};15/03/1985;cndt;2026-02-31\n` +
      `Repetida;${CPF_A};15/03/1985;cndt;\n`;
    const preview = readCarteira(parseCsv(csv), toSaoPauloIsoDate());
    expect(preview.rows.map((r) => r.line)).toEqual([2]);
    // The same rows, sent anyway (as a caller without the preview would).
    const partes = [
      person('Boa', CPF_A, { tiposCertidao: ['cndt'] }),
      person('Dígito errado', '529.982.247-24', { tiposCertidao: ['cndt'] }),
      {
        tipoPessoa: 'juridica' as const,
        nomeCompleto: 'CNPJ errado',
        documento: '11.222.333/0001-82',
        tiposCertidao: ['cndt' as const],
      },
      person('Nascimento impossível', CPF_B, { tiposCertidao: ['cndt'], dataNascimento: '31/02/1985' }),
      person('Escritura impossível', CPF_C, { tiposCertidao: ['cndt'], dataEscritura: '2026-02-31' }),
      person('Repetida', CPF_A, { tiposCertidao: ['cndt'] }),
    ];
    const refused = await fail(owner.api.importarMonitoramentos({ body: { partes } }));
    expect(refused).toMatchObject({
      status: 422,
      message: '5 linhas recusadas; nada foi importado. Corrija e envie de novo.',
    });
    expect((refused.body as Refused).erros).toEqual(
      preview.problems.map((p) => ({ indice: p.line - 2, mensagem: p.message })),
    );
    expect((await owner.api.listarMonitoramentos({})).meta.total).toBe(0);
  });

  it('takes the deed date at creation, one by one or in a file, and warns before any certificate exists', async () => {
    const owner = await userWithPlan(t, 0);
    const one = await owner.api.criarMonitoramento({
      body: person('Com escritura', CPF_A, { dataEscritura: '2027-01-15' }),
    });
    expect(one).toMatchObject({ dataEscritura: '2027-01-15', naoValidasNaEscritura: ['cndt', 'trf3'] });
    const bad = await fail(
      owner.api.criarMonitoramento({ body: person('Data ruim', CPF_B, { dataEscritura: '2027-02-29' }) }),
    );
    expect(bad).toMatchObject({
      status: 400,
      message: 'A data da escritura não é um dia válido.',
    });
    const wrongDigit = await fail(owner.api.criarMonitoramento({ body: person('Dígito', '529.982.247-24') }));
    expect(wrongDigit).toMatchObject({ status: 400, message: 'Digite um CPF ou CNPJ válido' });
    const imported = await owner.api.importarMonitoramentos({
      body: { partes: [person('Importada', CPF_B, { dataEscritura: '2027-03-01' })] },
    });
    const [linha] = imported.linhas;
    expect(await owner.api.obterMonitoramento({ path: { id: linha?.id as string } })).toMatchObject({
      dataEscritura: '2027-03-01',
    });
  });

  it('syncs the same file again in atualizar: updates, creates and counts, for the caller only', async () => {
    const owner = await userWithPlan(t, 0);
    const other = await userWithPlan(t, 0);
    const theirs = await other.api.criarMonitoramento({ body: person('Outro dono', CPF_A) });
    const file = [
      person('Ana Antiga', CPF_A, { politica: 'mensal' }),
      person('Bruno Igual', CPF_B, { dataEscritura: '2027-05-10' }),
    ];
    const first = await owner.api.importarMonitoramentos({ body: { partes: file } });
    expect(first).toMatchObject({ criados: 2, atualizados: 0, inalterados: 0 });
    const [ana, bruno] = first.linhas.map((l) => l.id);

    // The same file in criar is refused whole, naming both rows and creating nothing.
    const again = await fail(
      owner.api.importarMonitoramentos({ body: { partes: [...file, person('Nova', CPF_C)] } }),
    );
    expect(again.status).toBe(422);
    expect((again.body as Refused).erros).toEqual([
      { indice: 0, mensagem: expect.stringContaining('importe no modo atualizar') },
      { indice: 1, mensagem: expect.stringContaining('já está no seu monitoramento') },
    ]);
    expect((await owner.api.listarMonitoramentos({})).meta.total).toBe(2);

    const synced = await owner.api.importarMonitoramentos({
      body: {
        modo: 'atualizar',
        partes: [
          person('Ana Nova', '11144477735', {
            tiposCertidao: ['cndt', 'tjsp'],
            diasAntecedencia: 10,
            politica: 'vencimento',
            dataEscritura: '2027-04-20',
          }),
          // No policy nor deed date: both kept, nothing else differs.
          person('Bruno Igual', CPF_B),
          {
            tipoPessoa: 'juridica' as const,
            nomeCompleto: 'Construtora Nova',
            documento: CNPJ,
            tiposCertidao: ['cndt' as const],
          },
        ],
      },
    });
    expect(synced).toMatchObject({ criados: 1, atualizados: 1, inalterados: 1 });
    expect(synced.linhas).toEqual([
      { indice: 0, id: ana, resultado: 'atualizado' },
      { indice: 1, id: bruno, resultado: 'inalterado' },
      { indice: 2, id: expect.any(String), resultado: 'criado' },
    ]);
    expect(await owner.api.obterMonitoramento({ path: { id: ana as string } })).toMatchObject({
      nomeCompleto: 'Ana Nova',
      tiposCertidao: ['tjsp', 'cndt'],
      politica: 'vencimento',
      diasAntecedencia: 10,
      dataEscritura: '2027-04-20',
    });
    const types = await t.server.ctx.db
      .select({ tipo: monitoramentoCertidoes.tipoCertidao })
      .from(monitoramentoCertidoes)
      .where(eq(monitoramentoCertidoes.monitoramentoId, ana as string));
    expect(types.map((r) => r.tipo).sort()).toEqual(['cndt', 'tjsp']);
    expect(await owner.api.obterMonitoramento({ path: { id: bruno as string } })).toMatchObject({
      politica: 'vencimento',
      dataEscritura: '2027-05-10',
    });
    // null clears the deed date.
    const cleared = await owner.api.importarMonitoramentos({
      body: { modo: 'atualizar', partes: [person('Bruno Igual', CPF_B, { dataEscritura: null })] },
    });
    expect(cleared).toMatchObject({ criados: 0, atualizados: 1, inalterados: 0 });
    // Another owner's party with the same CPF was never read nor written.
    expect(await other.api.obterMonitoramento({ path: { id: theirs.id } })).toMatchObject({
      nomeCompleto: 'Outro dono',
      tiposCertidao: ['cndt', 'trf3'],
    });

    // A refused row in atualizar writes nothing either.
    const refused = await fail(
      owner.api.importarMonitoramentos({
        body: { modo: 'atualizar', partes: [person('Ana Outra', CPF_A), person('Ruim', '000.000.000-00')] },
      }),
    );
    expect(refused).toMatchObject({
      status: 422,
      message: '1 linha recusada; nada foi importado. Corrija e envie de novo.',
    });
    expect((await owner.api.obterMonitoramento({ path: { id: ana as string } })).nomeCompleto).toBe(
      'Ana Nova',
    );
    const bad = await fail(
      owner.api.importarMonitoramentos({
        body: { modo: 'sobrescrever' as never, partes: [person('X', CPF_C)] },
      }),
    );
    expect(bad.status).toBe(400);
  });
});
