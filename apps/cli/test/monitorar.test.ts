import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, userWithPlan } from './helpers.ts';

/**
 * `certidao monitorar --arquivo carteira.csv`: a portfolio file goes to monitoring whole, or nothing does, with
 * each refused row named by its line in the file (the file's own problems before anything is sent, the
 * server's refusals mapped back from the rows' positions).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(() => t?.close());

function csv(text: string): string {
  const file = join(tempDir(), 'carteira.csv');
  writeFileSync(file, text);
  return file;
}

const HEADER = 'nomeCompleto;documento;dataNascimento;certidoes;politica\n';

describe('certidao monitorar', () => {
  it('imports a portfolio, and refuses a bad one whole with its line numbers', async () => {
    const owner = await userWithPlan(t, 0);
    // The file's own problems: nothing is sent (exit 2).
    const local = await owner.cli(
      'monitorar',
      '--arquivo',
      csv(`${HEADER}Maria;529.982.247-25;15/03/1985;cndt|xyz;\nJoão;111.444.777-35;15/03/1985;cndt;anual\n`),
    );
    expect(local.code).toBe(2);
    expect(local.stderr).toContain('linha 2: Tipo de certidão desconhecido: xyz.');
    expect(local.stderr).toContain('linha 3: Política inválida');
    expect(local.stderr).toContain('nada foi enviado');

    // A bad CPF and a date that does not exist: the server's own rules, checked before sending (exit 2).
    const refused = await owner.cli(
      'monitorar',
      '--arquivo',
      csv(
        `${HEADER}Maria;529.982.247-25;15/03/1985;cndt;\nCPF Ruim;123.456.789-00;15/03/1985;cndt;\nJoão;111.444.777-35;31/02/1990;cndt;\n`,
      ),
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('linha 3: Digite um CPF ou CNPJ válido');
    expect(refused.stderr).toContain('linha 4: Data de nascimento inválida. Use o formato dd/mm/aaaa.');
    expect(refused.stderr).toContain('nada foi enviado');
    const { api } = await t.loginAs(owner.email, owner.password);
    expect((await api.listarMonitoramentos({})).meta.total).toBe(0);

    const ok = await owner.cli(
      'monitorar',
      '--json',
      '--arquivo',
      csv(`${HEADER}Maria;529.982.247-25;15/03/1985;cndt|trf3;semanal\nEmpresa Ltda;11.222.333/0001-81;;;\n`),
    );
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ criados: 2, atualizados: 0, inalterados: 0 });
    expect(ok.stderr).toContain('2 partes incluídas no monitoramento');
    const list = await api.listarMonitoramentos({});
    expect(list.data.map((p) => p.nomeCompleto).sort()).toEqual(['Empresa Ltda', 'Maria']);
    const maria = list.data.find((p) => p.nomeCompleto === 'Maria');
    expect(maria).toMatchObject({ politica: 'semanal', tiposCertidao: ['cndt', 'trf3'] });

    // The same file again, from standard input: both already monitored.
    const again = await owner.cli.withInput(`${HEADER}Maria;529.982.247-25;15/03/1985;cndt;\n`)(
      'monitorar',
      '--arquivo',
      '-',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('linha 2: Esta parte já está no seu monitoramento');
    expect(again.stderr).toContain('nada foi incluído');
  });

  it('syncs a file sent before with --atualizar', async () => {
    const owner = await userWithPlan(t, 0);
    const first = await owner.cli(
      'monitorar',
      '--arquivo',
      csv(`${HEADER}Maria;529.982.247-25;15/03/1985;cndt|trf3;\n`),
    );
    expect(first.code).toBe(0);
    const synced = await owner.cli.withInput(`${HEADER}Maria Souza;529.982.247-25;15/03/1985;cndt;mensal\n`)(
      'monitorar',
      '--atualizar',
      '--arquivo',
      '-',
    );
    expect(synced.code).toBe(0);
    expect(synced.stderr).toContain('1 parte atualizada; 0 partes sem alteração.');
    const { api } = await t.loginAs(owner.email, owner.password);
    const [maria] = (await api.listarMonitoramentos({})).data;
    expect(maria).toMatchObject({ nomeCompleto: 'Maria Souza', politica: 'mensal', tiposCertidao: ['cndt'] });
  });

  it('says when the file is not a CSV or does not exist', async () => {
    const owner = await userWithPlan(t, 0);
    const missing = await owner.cli('monitorar', '--arquivo', join(tempDir(), 'nao-existe.csv'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('arquivo não encontrado');
    const binary = join(tempDir(), 'planilha.xlsx');
    writeFileSync(binary, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2, 3]));
    const notCsv = await owner.cli('monitorar', '--arquivo', binary);
    expect(notCsv.code).toBe(2);
    expect(notCsv.stderr).toContain('não é um CSV de texto');
  });
});
