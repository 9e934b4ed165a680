import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import type { ChaveApi, ChaveApiCriada, Solicitacao, SolicitacaoList } from '@certidao/api-client';
import { addDaysIso, toSaoPauloIsoDate } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, lines, tempDir, UUID, userWithPlan } from './helpers.ts';

/**
 * `certidao chaves` (create, list, revoke API keys with a session) and every command run with an API key in
 * CERTIDAO_TOKEN: what the key's scopes allow works, the rest is refused in the server's words.
 */

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

const KEY = /^ca_test_[A-Za-z0-9]{32}$/;
const PERSON = ['--nascimento', '15/03/1985'];

/** A key created through the CLI (signed in as `owner`), and a CLI that knows nothing but that key. */
async function keyFor(
  server: TestServer,
  owner: Awaited<ReturnType<typeof userWithPlan>>,
  ...escopos: string[]
) {
  const res = await owner.cli(
    'chaves',
    'criar',
    '--nome',
    'Integração',
    ...escopos.flatMap((e) => ['--escopo', e]),
    '--json',
  );
  if (res.code !== 0) throw new Error(`chaves criar failed: ${res.stderr}`);
  const created = JSON.parse(res.stdout) as ChaveApiCriada;
  // A fresh sessions file: nothing but CERTIDAO_TOKEN can sign these runs in.
  return { created, cli: cliFor(server).withEnv({ CERTIDAO_TOKEN: created.segredo }) };
}

describe('certidao chaves (with a session)', () => {
  it('creates a key and prints it once on stdout alone, or as JSON with its expiry day', async () => {
    const user = await userWithPlan(t, 0);
    const res = await user.cli('chaves', 'criar', '--nome', 'CRM', '--escopo', 'solicitacoes:ler');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^ca_test_[A-Za-z0-9]{32}\n$/);
    const secret = res.stdout.trim();
    expect(res.stderr).toContain(`Chave criada: CRM (${secret.slice(0, 16)}…, id `);
    expect(res.stderr).toContain('Escopos: solicitacoes:ler');
    expect(res.stderr).toContain('Expira: nunca');
    expect(res.stderr).toContain('Guarde a chave agora: ela não será mostrada de novo.');

    const day = addDaysIso(toSaoPauloIsoDate(), 30);
    const json = await user.cli(
      ...[
        'chaves',
        'criar',
        '--nome',
        'ERP',
        '--escopo',
        'solicitacoes:ler',
        '--escopo',
        'webhooks:gerenciar',
      ],
      ...['--expira', day, '--json'],
    );
    expect(json.code, json.stderr).toBe(0);
    const created = JSON.parse(json.stdout) as ChaveApiCriada;
    expect(created.segredo).toMatch(KEY);
    expect(created.chave).toMatchObject({
      nome: 'ERP',
      escopos: ['solicitacoes:ler', 'webhooks:gerenciar'],
      status: 'ativa',
      ambiente: 'test',
      // Valid through that whole day in São Paulo.
      expiraEm: new Date(`${day}T23:59:59.999-03:00`).toISOString(),
    });
  });

  it('lists the keys as a table or JSON, and revokes one by its short id', async () => {
    const user = await userWithPlan(t, 0);
    const empty = await user.cli('chaves', 'listar');
    expect(empty.code).toBe(0);
    expect(empty.stderr).toContain('Nenhuma chave de API. Crie uma com: certidao chaves criar');
    const { created } = await keyFor(t, user, 'solicitacoes:ler', 'solicitacoes:escrever');
    await keyFor(t, user, 'webhooks:gerenciar');

    const table = await user.cli('chaves', 'listar');
    expect(table.code, table.stderr).toBe(0);
    const [header, ...rows] = lines(table.stdout);
    expect(header).toMatch(/^ID\s+Nome\s+Prefixo\s+Status\s+Escopos\s+Expira em\s+Último uso$/);
    expect(rows).toHaveLength(2);
    expect(table.stdout).toContain(`${created.chave.prefixo}…`);
    expect(table.stdout).toContain('solicitacoes:ler, solicitacoes:escrever');
    expect(table.stdout).not.toContain(created.segredo);
    expect(table.stderr).toContain('2 chaves, 2 ativas');

    const short = created.chave.id.slice(0, 8);
    const revoked = await user.cli('chaves', 'revogar', short);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toBe(`Chave revogada: Integração (${created.chave.prefixo}…)\n`);
    const json = await user.cli('chaves', 'listar', '--json');
    const { data } = JSON.parse(json.stdout) as { data: ChaveApi[] };
    expect(data.find((k) => k.id === created.chave.id)?.status).toBe('revogada');

    const again = await user.cli('chaves', 'revogar', created.chave.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Erro: Esta chave de API já foi revogada. (HTTP 409 em ${t.url})`);
    const unknown = await user.cli('chaves', 'revogar', '00000000');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Erro: Chave de API não encontrada: 00000000');
  });

  it('exits 2 on bad usage, before anything is sent', async () => {
    const user = await userWithPlan(t, 0);
    const noScope = await user.cli('chaves', 'criar', '--nome', 'CRM');
    expect(noScope.code).toBe(2);
    expect(noScope.stderr).toContain('informe ao menos um --escopo');
    const badScope = await user.cli('chaves', 'criar', '--nome', 'CRM', '--escopo', 'tudo');
    expect(badScope.code).toBe(2);
    expect(badScope.stderr).toContain("valor 'tudo' inválido para a opção '--escopo <escopo>'");
    const past = await user.cli(
      ...['chaves', 'criar', '--nome', 'CRM', '--escopo', 'solicitacoes:ler', '--expira', '01/01/2020'],
    );
    expect(past.code).toBe(2);
    expect(past.stderr).toContain('--expira: use uma data a partir de hoje.');
    expect((await user.cli('chaves', 'criar', '--escopo', 'solicitacoes:ler')).code).toBe(2);
    const badId = await user.cli('chaves', 'revogar', 'xyz');
    expect(badId.code).toBe(2);
    expect(badId.stderr).toContain('id de chave inválido: xyz');
    const { data } = JSON.parse((await user.cli('chaves', 'listar', '--json')).stdout) as { data: unknown[] };
    expect(data).toEqual([]);
  });
});

describe('the commands with an API key in CERTIDAO_TOKEN', () => {
  it('status says a key is in use, its name and scopes, and neither its secret nor its owner’s data', async () => {
    const user = await userWithPlan(t, 0);
    const { created, cli } = await keyFor(t, user, 'solicitacoes:ler');
    const text = await cli('status');
    expect(text.code, text.stderr).toBe(0);
    const access = text.stdout.slice(text.stdout.indexOf('acesso')).replace(/\s+/g, ' ');
    expect(access).toContain(
      `acesso chave de API ${created.chave.prefixo}… (CERTIDAO_TOKEN) "${created.chave.nome}": solicitacoes:ler`,
    );
    expect(text.stdout).not.toContain(created.segredo);
    expect(text.stdout).not.toContain(user.email);
    const json = JSON.parse((await cli('status', '--json')).stdout);
    expect(json.acesso).toEqual({
      tipo: 'chave',
      origem: 'CERTIDAO_TOKEN',
      prefixo: created.chave.prefixo,
      chave: { nome: created.chave.nome, escopos: ['solicitacoes:ler'] },
    });
    // With the saved session instead.
    const session = JSON.parse((await user.cli('status', '--json')).stdout);
    expect(session.acesso).toMatchObject({ tipo: 'sessao', origem: 'sessao-salva' });
  });

  it('creates, follows, lists, downloads and retries requests with a key that has both request scopes', async () => {
    const user = await userWithPlan(t, 0);
    const { cli } = await keyFor(t, user, 'solicitacoes:ler', 'solicitacoes:escrever');
    const one = await cli('solicitar', '--nome', 'Maria Aparecida', '--cpf', '529.982.247-25', ...PERSON);
    expect(one.code, one.stderr).toBe(0);
    const id = one.stdout.trim();
    expect(id).toMatch(UUID);

    const follow = await cli('acompanhar', id, '--intervalo', '0.2');
    expect(follow.code, follow.stderr).toBe(0);
    expect(lines(follow.stdout)[0]).toMatch(new RegExp(`^${id}\\tConcluída\\tConcluída 10\\t`));

    const list = await cli('solicitacoes', '--json');
    expect(list.code, list.stderr).toBe(0);
    expect((JSON.parse(list.stdout) as SolicitacaoList).data.map((s) => s.id)).toEqual([id]);

    const destino = tempDir();
    const download = await cli('baixar', id, '--destino', destino);
    expect(download.code, download.stderr).toBe(0);
    expect(readdirSync(join(destino, id))).toHaveLength(10);

    const failing = await cli(
      'solicitar',
      '--nome',
      'Pedro FALHA Lima',
      '--cpf',
      '390.533.447-05',
      ...PERSON,
    );
    expect(failing.code, failing.stderr).toBe(0);
    const failed = failing.stdout.trim();
    expect((await cli('acompanhar', failed, '--intervalo', '0.2')).code).toBe(5);
    const retry = await cli('tentar-novamente', failed.slice(0, 8));
    expect(retry.code, retry.stderr).toBe(0);
    expect(lines(retry.stdout)).toEqual([failed]);
    expect(retry.stderr).toContain('10 certidões reenviadas de 10');
  });

  it('cancels with a key that may write', async () => {
    const user = await userWithPlan(t, 0);
    const { cli } = await keyFor(t, user, 'solicitacoes:ler', 'solicitacoes:escrever');
    const created = await cli(
      'solicitar',
      '--nome',
      'Maria OPERADOR Aparecida',
      '--cpf',
      '529.982.247-25',
      ...PERSON,
    );
    expect(created.code, created.stderr).toBe(0);
    const id = created.stdout.trim();
    const res = await cli('cancelar', id, '--json');
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject([{ solicitacaoId: id, situacao: 'cancelada' }]);
    const after = (await user.api.getSolicitacao({ path: { id } })) as Solicitacao;
    expect(after.certidoes.some((c) => c.status === 'cancelado')).toBe(true);
  });

  it('sends a batch from a file with a key (the check before sending asks for the key, not its owner)', async () => {
    const user = await userWithPlan(t, 0);
    const { cli } = await keyFor(t, user, 'solicitacoes:ler', 'solicitacoes:escrever');
    const file = join(tempDir(), 'lote.csv');
    writeFileSync(
      file,
      [
        'tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao',
        'fisica,Maria Aparecida,529.982.247-25,,1985-03-15,,',
        'fisica,Pedro Lima,390.533.447-05,,1980-01-02,,',
      ].join('\n'),
    );
    const batch = await cli('solicitar', '--arquivo', file);
    expect(batch.code, batch.stderr).toBe(0);
    expect(lines(batch.stdout)).toHaveLength(2);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(2);
  });

  it("refuses what the key's scopes do not allow, and managing keys, in the server's words", async () => {
    const user = await userWithPlan(t, 0);
    const { cli } = await keyFor(t, user, 'solicitacoes:ler');
    const write = await cli('solicitar', '--nome', 'Maria Aparecida', '--cpf', '529.982.247-25', ...PERSON);
    expect(write.code).toBe(3);
    expect(write.stdout).toBe('');
    expect(write.stderr).toContain(
      `Esta chave de API não tem o escopo solicitacoes:escrever. (HTTP 403 em ${t.url})`,
    );
    expect(write.stderr).toContain(
      'Com uma chave de API (CERTIDAO_TOKEN) só valem as operações abertas a chaves',
    );
    expect((await user.api.getSolicitacoes()).meta.total).toBe(0);

    const keys = await cli('chaves', 'listar');
    expect(keys.code).toBe(3);
    expect(keys.stderr).toContain(
      `Erro: Chaves de API não podem ser usadas nesta operação. (HTTP 403 em ${t.url})`,
    );
    expect((await cli('chaves', 'criar', '--nome', 'Outra', '--escopo', 'solicitacoes:ler')).code).toBe(3);
  });

  it('a revoked or unknown key gets the server’s message, not a session’s, and status exits 3', async () => {
    const user = await userWithPlan(t, 0);
    const { created, cli } = await keyFor(t, user, 'solicitacoes:ler');
    expect((await cli('solicitacoes')).code).toBe(0);
    expect((await user.cli('chaves', 'revogar', created.chave.id)).code).toBe(0);

    const revoked = await cli('solicitacoes');
    expect(revoked.code).toBe(3);
    expect(revoked.stderr).toContain(`Erro: Esta chave de API foi revogada. (HTTP 401 em ${t.url})`);
    expect(revoked.stderr).toContain('A chave de API de CERTIDAO_TOKEN não é aceita');
    expect(revoked.stderr).not.toContain('Sessão expirada');
    expect(revoked.stderr).not.toContain('certidao login -e');
    const status = await cli('status');
    expect(status.code).toBe(3);
    expect(status.stdout.replace(/\s+/g, ' ')).toContain(
      `chave de API ${created.chave.prefixo}… (CERTIDAO_TOKEN) recusada: Esta chave de API foi revogada.`,
    );

    const unknown = await cliFor(t).withEnv({ CERTIDAO_TOKEN: `ca_test_${'x'.repeat(32)}` })(
      'baixar',
      '--todas',
    );
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain(`Erro: Chave de API inválida. (HTTP 401 em ${t.url})`);
    expect(unknown.stderr).not.toContain('Sessão expirada');
  });
});
