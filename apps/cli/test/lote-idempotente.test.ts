import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lines, tempDir, UUID, userWithPlan } from './helpers.ts';

/**
 * Batches safe to repeat: a document repeated within a file is a line error; every row goes with an
 * Idempotency-Key from its content, so the same file sent again (or twice at once) creates nothing new and
 * spends no quota; --dry-run checks a batch (rows, session, quota) without creating anything.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const dir = tempDir();
function csv(name: string, rows: string[]): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    `${['tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao', ...rows].join('\n')}\n`,
  );
  return file;
}

const THREE = [
  'fisica,Maria Aparecida,529.982.247-25,,1985-03-15,,',
  'fisica,João Souza,111.444.777-35,,1980-01-02,,',
  'juridica,Exemplo Ltda,,,,11.222.333/0001-81,',
];

describe('certidao solicitar: batches safe to repeat', () => {
  it('a CPF repeated within the batch is a line error naming both lines; --permitir-repetidos sends it', async () => {
    const user = await userWithPlan(t, 0);
    const file = csv('repetido.csv', [...THREE, 'fisica,Maria A. (de novo),52998224725,,1985-03-15,,']);
    const res = await user.cli('solicitar', '--arquivo', file);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(
      `${file}, linha 5: CPF repetido: o mesmo da linha 2 (para enviar assim mesmo, use --permitir-repetidos).`,
    );
    expect(res.stderr).toContain('1 linha inválida; nenhuma solicitação foi criada.');
    expect((await user.api.getSolicitacoes()).meta.total).toBe(0);

    const dry = await user.cli('solicitar', '--arquivo', file, '--dry-run');
    expect(dry.code).toBe(2);
    expect(dry.stderr).toContain('linha 5: CPF repetido');

    const sent = await user.cli('solicitar', '--arquivo', file, '--permitir-repetidos');
    expect(sent.code, sent.stderr).toBe(0);
    expect(lines(sent.stdout)).toHaveLength(4);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(4);
  });

  it('the same batch sent again creates nothing new and spends no quota: the ids are the first run’s', async () => {
    const user = await userWithPlan(t, 10);
    const file = csv('lote.csv', THREE);
    const first = await user.cli('solicitar', '--arquivo', file);
    expect(first.code, first.stderr).toBe(0);
    const ids = lines(first.stdout);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(UUID);
    const quota = await user.api.getPlanoSolicitacoes();
    expect(quota.utilizadas).toBe(3);

    const again = await user.cli('solicitar', '--arquivo', file);
    expect(again.code, again.stderr).toBe(0);
    expect(lines(again.stdout).sort()).toEqual([...ids].sort());
    expect(again.stderr).toContain(
      '3 linhas já tinham sido criadas nas últimas 24 h (mesmo conteúdo): nada foi criado de novo nem cobrado',
    );
    expect(again.stderr).toContain('já criada antes');
    expect((await user.api.getSolicitacoes()).meta.total).toBe(3);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(3);

    // The same file with a line added: only that line is new.
    const more = csv('lote-mais.csv', [...THREE, 'fisica,Ana Lima,390.533.447-05,,1990-05-06,,']);
    const added = await user.cli('solicitar', '--arquivo', more);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stderr).toContain('Lote completo: 1 solicitação nova, 3 já existiam.');
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(4);

    // On purpose, the same people again.
    const fresh = await user.cli('solicitar', '--arquivo', file, '--criar-de-novo');
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(lines(fresh.stdout).some((id) => ids.includes(id))).toBe(false);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(7);
  });

  it('the same batch sent twice at once creates each request once (the second waits out the 409s)', async () => {
    const user = await userWithPlan(t, 0);
    const file = csv('duas-vezes.csv', THREE);
    const [a, b] = await Promise.all([
      user.cli('solicitar', '--arquivo', file, '--concorrencia', '1'),
      user.cli('solicitar', '--arquivo', file, '--concorrencia', '1'),
    ]);
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    expect(lines(a.stdout).sort()).toEqual(lines(b.stdout).sort());
    expect((await user.api.getSolicitacoes()).meta.total).toBe(3);
  });

  it('--dry-run checks the rows, the session and the quota, and creates nothing', async () => {
    const user = await userWithPlan(t, 2);
    const file = csv('simulado.csv', THREE);
    const res = await user.cli('solicitar', '--arquivo', file, '--dry-run');
    expect(res.code, res.stderr).toBe(5);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain(
      'Simulação (--dry-run): 3 solicitações seriam criadas (29 certidões); mas o plano permite só mais 2 neste mês (as linhas seguintes não seriam enviadas). Nada foi enviado.',
    );
    const two = await user.cli(
      'solicitar',
      '--arquivo',
      csv('simulado-2.csv', THREE.slice(0, 2)),
      '--dry-run',
      '--json',
    );
    expect(two.code, two.stderr).toBe(0);
    expect(JSON.parse(two.stdout)).toMatchObject({
      simulacao: true,
      solicitacoes: 2,
      cota: { disponiveis: 2 },
    });
    expect((await user.api.getSolicitacoes()).meta.total).toBe(0);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(0);

    const bad = await user.cli(
      'solicitar',
      '--arquivo',
      csv('simulado-ruim.csv', ['fisica,X,1,,,,']),
      '--dry-run',
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('linha 2: CPF inválido.');
  });
});
