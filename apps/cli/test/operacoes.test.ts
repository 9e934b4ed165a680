import { startTestServer, type TestServer } from '@certidao/api/testing';
import type { ApiClient } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonRequest, lines, userWithPlan } from './helpers.ts';

/** `tentar-novamente` and `cancelar` against a real server. */

/**
 * Instant issuers. A request to cancel names its party OPERADOR (a sandbox test input): its assisted
 * certificates wait for an operator, so it stays cancellable however long the test takes, while a request whose
 * issuers merely run slowly may finish first on a loaded machine.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** Waits until every certificate of the request is in one of `statuses`. */
async function waitFor(api: ApiClient, id: string, statuses: string[]) {
  for (let i = 0; i < 240; i++) {
    const s = await api.getSolicitacao({ path: { id } });
    if (s.certidoes.every((c) => statuses.includes(c.status))) return s;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`request ${id} did not reach ${statuses.join('/')}`);
}

describe('certidao tentar-novamente', () => {
  it('sends the failed certificates again, by short id; then there is nothing left to retry', async () => {
    const user = await userWithPlan(t, 0);
    const id = await createPersonRequest(user.api, 'Pedro FALHA Lima', '390.533.447-05');
    await waitFor(user.api, id, ['falhou']);
    const res = await user.cli('tentar-novamente', id.slice(0, 8), '--json');
    expect(res.code, res.stderr).toBe(0);
    const items = JSON.parse(res.stdout) as Array<{ solicitacaoId: string; situacao: string }>;
    expect(items).toHaveLength(10);
    expect(items.every((i) => i.solicitacaoId === id && i.situacao === 'reenviada')).toBe(true);
    expect(res.stderr).toContain('10 certidões reenviadas de 10');
    const again = await user.cli('tentar-novamente', id);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain('Nenhuma certidão com falha em 1 solicitação.');
    await waitFor(user.api, id, ['concluido']);
  });

  it('selects by filter or by the ids read from standard input, printing the ids for xargs', async () => {
    const user = await userWithPlan(t, 0);
    const id = await createPersonRequest(user.api, 'Rita FALHA Souza', '529.982.247-25');
    await waitFor(user.api, id, ['falhou']);
    const list = await user.cli('solicitacoes', '--status', 'falhou', '--json');
    const res = await user.cli.withInput(list.stdout)('tentar-novamente', '-');
    expect(res.code, res.stderr).toBe(0);
    expect(lines(res.stdout)).toEqual([id]);
    await waitFor(user.api, id, ['concluido']);
    const none = await user.cli('tentar-novamente', '--status', 'falhou');
    expect(none.code).toBe(0);
    expect(none.stderr).toContain('Nenhuma certidão com falha em 0 solicitações.');
  });

  it('exits 2 on bad usage and 1 for an unknown short id', async () => {
    const user = await userWithPlan(t, 0);
    const none = await user.cli('tentar-novamente');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('informe os ids das solicitações');
    expect((await user.cli('cancelar', 'abc')).stderr).toContain('id de solicitação inválido: abc');
    expect((await user.cli('cancelar', '0000000a', '--todas')).code).toBe(2);
    expect((await user.cli('tentar-novamente', '--status', 'quase')).code).toBe(2);
    const unknown = await user.cli('tentar-novamente', 'ffffffff');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Solicitação não encontrada: ffffffff');
  });
});

describe('certidao cancelar', () => {
  it('cancels by filter only with --sim, then says there is nothing left to cancel', async () => {
    const user = await userWithPlan(t, 0);
    const ids = [
      await createPersonRequest(user.api, 'Maria OPERADOR Aparecida', '529.982.247-25'),
      await createPersonRequest(user.api, 'João OPERADOR Souza', '111.444.777-35'),
    ];
    const ask = await user.cli('cancelar', '--todas');
    expect(ask.code).toBe(2);
    expect(ask.stderr).toMatch(/isso cancelaria 2 solicitações; repita com --sim para confirmar/);
    const res = await user.cli('cancelar', '--todas', '--sim', '--json');
    expect(res.code, res.stderr).toBe(0);
    const items = JSON.parse(res.stdout) as Array<{ solicitacaoId: string; situacao: string }>;
    expect(items.map((i) => i.solicitacaoId).sort()).toEqual([...ids].sort());
    expect(items.every((i) => i.situacao === 'cancelada')).toBe(true);
    for (const id of ids) {
      const s = await user.api.getSolicitacao({ path: { id } });
      expect(s.certidoes.some((c) => c.status === 'cancelado')).toBe(true);
    }
    const again = await user.cli('cancelar', ids[0] as string);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('nada a cancelar');
  });
});

describe('--dry-run and the confirmation on a terminal', () => {
  it('tentar-novamente --dry-run lists the certificates it would send again, sends nothing, exit 0', async () => {
    const user = await userWithPlan(t, 0);
    const id = await createPersonRequest(user.api, 'Lia FALHA Prado', '529.982.247-25');
    await waitFor(user.api, id, ['falhou']);
    const res = await user.cli('tentar-novamente', id, '--dry-run');
    expect(res.code, res.stderr).toBe(0);
    expect(lines(res.stdout)).toEqual([id]);
    expect(res.stderr).toContain(
      `${id.slice(0, 8)} Certidão Negativa de Débitos Trabalhistas (CNDT): seria reenviada`,
    );
    expect(res.stderr).toContain(
      'Simulação (--dry-run): 10 certidões seriam reenviadas (1 solicitação); nada foi alterado.',
    );
    const json = await user.cli('tentar-novamente', id, '--dry-run', '--json');
    const items = JSON.parse(json.stdout) as Array<{ situacao: string }>;
    expect(items).toHaveLength(10);
    expect(items.every((i) => i.situacao === 'seria reenviada')).toBe(true);
    const after = await user.api.getSolicitacao({ path: { id } });
    expect(after.certidoes.every((c) => c.status === 'falhou')).toBe(true);
  });

  it('cancelar --dry-run by filter needs no --sim and cancels nothing; a terminal is asked [s/N]', async () => {
    const user = await userWithPlan(t, 0);
    const ids = [
      await createPersonRequest(user.api, 'Maria OPERADOR Aparecida', '529.982.247-25'),
      await createPersonRequest(user.api, 'João OPERADOR Souza', '111.444.777-35'),
    ];
    const dry = await user.cli('cancelar', '--todas', '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(lines(dry.stdout).sort()).toEqual([...ids].sort());
    expect(dry.stderr).toContain(
      'Simulação (--dry-run): 2 solicitações seriam canceladas; nada foi alterado.',
    );
    for (const id of ids) {
      const s = await user.api.getSolicitacao({ path: { id } });
      expect(s.certidoes.some((c) => c.status === 'cancelado')).toBe(false);
    }

    // On a terminal: asked, and 'n' (or Enter) cancels nothing (exit 1).
    const no = await user.cli.tty(['cancelar', '--todas'], { when: '[s/N]', answer: 'n\n' });
    expect(no.screen).toContain('Cancelar 2 solicitações? [s/N]');
    expect(no.screen).toContain('Nada foi cancelado.');
    expect(no.code).toBe(1);
    for (const id of ids) {
      const s = await user.api.getSolicitacao({ path: { id } });
      expect(s.certidoes.some((c) => c.status === 'cancelado')).toBe(false);
    }
    // 's' cancels them; without a terminal the command still refuses and asks for --sim.
    const yes = await user.cli.tty(['cancelar', '--todas'], { when: '[s/N]', answer: 's\n' });
    expect(yes.code, yes.screen).toBe(0);
    expect(yes.screen).toContain('2 solicitações canceladas de 2.');
    for (const id of ids) {
      const s = await user.api.getSolicitacao({ path: { id } });
      expect(s.certidoes.some((c) => c.status === 'cancelado')).toBe(true);
    }
  });
});

describe('results of the certificates', () => {
  it('solicitacoes: a Resultado column, one column per result and the first expiry in TSV/CSV, red on a terminal', async () => {
    const user = await userWithPlan(t, 0);
    const positive = await createPersonRequest(user.api, 'Carlos POSITIVA Dias', '529.982.247-25');
    await waitFor(user.api, positive, ['concluido']);
    const tsv = await user.cli('solicitacoes');
    expect(tsv.code, tsv.stderr).toBe(0);
    const [header, row] = lines(tsv.stdout).map((l) => l.split('\t'));
    const col = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(col('Resultado')).toBe('10 constam');
    expect(col('Positivas')).toBe('10');
    expect(col('Negativas')).toBe('0');
    const api = await user.api.getSolicitacao({ path: { id: positive } });
    expect(col('Primeiro vencimento')).toBe(api.resumo.primeiroVencimento ?? '');
    expect(col('Primeiro vencimento')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const csv = await user.cli('solicitacoes', '--formato', 'csv');
    expect(lines(csv.stdout)[0]).toContain(',Resultado,Negativas,Positivas,');
    expect(lines(csv.stdout)[1]).toContain(',10 constam,0,10,0,0,0,');
    const json = JSON.parse((await user.cli('solicitacoes', '--json')).stdout);
    expect(json.data[0].resumo).toMatchObject({ total: 10, positivas: 10, negativas: 0 });

    // On a colour terminal wide enough for the column, the positives are red.
    const table = await user.cli
      .withEnv({ FORCE_COLOR: '1', TERM: 'xterm-256color' })
      .tty(['solicitacoes'], { columns: 160 });
    expect(table.code, table.screen).toBe(0);
    expect(table.screen).toMatch(new RegExp(`${'\u001b'}\\[31m\\s*10 constam`));
  });
});

describe('ids read from standard input', () => {
  it('takes the request ids of JSON output or the first id of each line, not the other ids', async () => {
    const { idsInText } = await import('../src/selection.ts');
    const { solicitacao } = await import('./fixtures.ts');
    const a = solicitacao(1, 'Ana', ['falhou']);
    const b = solicitacao(2, 'Bia', ['concluido']);
    expect(idsInText(JSON.stringify({ data: [a, b], meta: {} }))).toEqual([a.id, b.id]);
    expect(idsInText(JSON.stringify([{ solicitacaoId: b.id, certidaoId: a.id }]))).toEqual([b.id]);
    expect(idsInText(`${a.id}\tFalhou\t${b.id}\n\n${b.id}\n${a.id}\n`)).toEqual([a.id, b.id]);
  });
});

describe('certidao solicitacoes for other programs', () => {
  it('prints tab-separated rows without a terminal, or CSV / JSON with --formato', async () => {
    const user = await userWithPlan(t, 0);
    const id = await createPersonRequest(user.api, 'Ana, "a Rápida"', '529.982.247-25');
    const tsv = await user.cli('solicitacoes');
    expect(tsv.code, tsv.stderr).toBe(0);
    const [header, row] = lines(tsv.stdout);
    expect(header?.split('\t')).toEqual([
      'ID',
      'Criada em',
      'Nome',
      'Pessoa',
      'Documento',
      'Status',
      'Certidões',
      'Usuário',
      'Resultado',
      'Negativas',
      'Positivas',
      'Positivas com efeitos de negativa',
      'Não emitidas',
      'Indeterminadas',
      'Primeiro vencimento',
    ]);
    expect(row?.split('\t').slice(0, 1)).toEqual([id]);
    // Times: ISO 8601 (UTC) for programs, São Paulo time with its zone on screen.
    const criadoEm = row?.split('\t')[1] ?? '';
    expect(criadoEm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const table = await user.cli('solicitacoes', '--formato', 'tabela');
    expect(table.stdout).toContain(`${formatDateTime(criadoEm)} UTC-3`);
    expect(row?.split('\t')[4]).toBe('529.982.247-25');
    const csv = await user.cli('solicitacoes', '--formato', 'csv');
    expect(lines(csv.stdout)[1]).toContain(`${id},`);
    expect(lines(csv.stdout)[1]).toContain('"Ana, ""a Rápida"""');
    const json = await user.cli('solicitacoes', '-f', 'json');
    expect(JSON.parse(json.stdout).data[0].id).toBe(id);
    const beyond = await user.cli('solicitacoes', '--pagina', '99');
    expect(beyond.code).toBe(0);
    expect(beyond.stderr).toContain(
      'Nenhuma solicitação encontrada na página 99: a última é a 1 (--pagina 1).',
    );
    expect((await user.cli('solicitacoes', '--formato', 'xml')).code).toBe(2);
  });
});
