import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, tempDir } from './helpers.ts';

const configFile = join(tempDir(), 'hosts.json');

let t: TestServer;
let cli: ReturnType<typeof cliFor>;
beforeAll(async () => {
  t = await startTestServer();
  cli = cliFor(t, configFile);
});
afterAll(() => t?.close());

describe('certidao CLI against a running server', () => {
  it('reports the server status, as text and as JSON', async () => {
    const text = await cli('status');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Certidão Ágil em ${t.url}`);
    expect(text.stdout).toContain('  acesso     sem sessão (certidao login -e <email> ou CERTIDAO_TOKEN)');
    const json = await cli('status', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({
      status: 'ok',
      modes: { payments: 'sandbox' },
      acesso: { tipo: 'nenhum' },
    });
  });

  it('logs in, keeps the session with mode 600, and logs out revoking it on the server', async () => {
    const bad = await cli('login', '-e', ADMIN_EMAIL, '-p', 'errada');
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain('E-mail ou senha incorretos.');
    const ok = await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`<${ADMIN_EMAIL}> (admin)`);
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
    const { token } = JSON.parse(readFileSync(configFile, 'utf8')).servidores[t.url];
    await t.client(token).getProfile();
    expect((await cli('logout')).stdout).toContain(`Sessão encerrada em ${t.url}.`);
    await expect(t.client(token).getProfile()).rejects.toMatchObject({ status: 401 });
  });

  it('bash completes option values as the shell asks: statuses, folder modes, files and folders', async () => {
    const script = (await cli('completion', 'bash')).stdout;
    const dir = tempDir();
    mkdirSync(join(dir, 'saida'));
    writeFileSync(join(dir, 'lote.csv'), '');
    writeFileSync(join(dir, 'lote-2.csv'), '');
    // As bash does on <TAB>: the words typed so far in COMP_WORDS, the one under the cursor last, then the
    // function `complete -F` registered; what it offers is COMPREPLY.
    const complete = (...words: string[]) => {
      const program = `${script}
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}
complete -p certidao >/dev/null && _certidao && printf '%s\\n' "\${COMPREPLY[@]}"`;
      const run = spawnSync('bash', ['-c', program], { cwd: dir, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      return run.stdout.split('\n').filter(Boolean).sort();
    };
    expect(complete('certidao', 'baixar', '--status', '')).toEqual([
      'cancelado',
      'concluido',
      'falhou',
      'pendente',
      'processando',
    ]);
    expect(complete('certidao', 'cancelar', '-s', 'p')).toEqual(['pendente', 'processando']);
    expect(complete('certidao', 'baixar', '--pastas', '')).toEqual(['documento', 'id', 'nome']);
    expect(complete('certidao', 'solicitar', '--arquivo', 'lo')).toEqual(['lote-2.csv', 'lote.csv']);
    expect(complete('certidao', 'baixar', '--destino', '')).toEqual(['saida']);
    expect(complete('certidao', 'solicitacoes', '--formato', '')).toEqual(['csv', 'json', 'tabela', 'tsv']);
    expect(complete('certidao', 'solicitar', '--tipo', '')).toEqual(['fisica', 'juridica']);
    expect(complete('certidao', 'chaves', 'criar', '--escopo', 'webhooks')).toEqual(['webhooks:gerenciar']);
    // Options still complete after a value, and a value with nothing to offer offers no options.
    expect(complete('certidao', 'baixar', '--status', 'falhou', '--pas')).toEqual(['--pastas']);
    expect(complete('certidao', 'baixar', '--desde', '')).toEqual([]);
    // Names with spaces stay whole; --status=… completes the value; completion and help are commands too.
    writeFileSync(join(dir, 'Lote de março.csv'), '');
    mkdirSync(join(dir, 'Pasta nova'));
    expect(complete('certidao', 'solicitar', '--arquivo', 'Lo')).toEqual(['Lote de março.csv']);
    expect(complete('certidao', 'baixar', '--destino', 'P')).toEqual(['Pasta nova']);
    expect(complete('certidao', 'baixar', '--status', '=', 'p')).toEqual(['pendente', 'processando']);
    expect(complete('certidao', 'baixar', '--status=f')).toEqual(['falhou']);
    expect(complete('certidao', 'comp')).toEqual(['completion']);
    expect(complete('certidao', 'he')).toEqual(['help']);
    expect(complete('certidao', 'completion', 'b')).toEqual(['bash']);
    expect(complete('certidao', 'help', 'baix')).toEqual(['baixar']);
  });

  it('exits 4 with a pt-BR message when the server cannot be reached', async () => {
    const res = await cli('status', '--url', 'http://127.0.0.1:1');
    expect(res.code).toBe(4);
    expect(res.stderr).toContain('Não foi possível conectar ao servidor');
  });

  it('prints completion scripts that the shell accepts, and help <command> as --help', async () => {
    const bash = await cli('completion', 'bash');
    expect(bash.code).toBe(0);
    expect(bash.stdout).toContain('COMPREPLY=($(compgen -W "--status --desde');
    expect(bash.stdout).toContain('COMPREPLY=($(compgen -W "criar listar revogar --help" -- "$cur"))');
    expect(bash.stdout).toContain('COMPREPLY=($(compgen -W "--nome --escopo --expira');
    expect(spawnSync('bash', ['-n'], { input: bash.stdout }).status).toBe(0);
    const fish = await cli('completion', 'fish');
    expect(fish.stdout).toContain("-n '__fish_seen_subcommand_from cancelar' -l sim");
    expect(fish.stdout).toContain(
      "-n '__fish_seen_subcommand_from baixar' -l status -s s -r -f -a 'pendente processando concluido falhou cancelado'",
    );
    expect(fish.stdout).toContain(
      "-n '__fish_seen_subcommand_from baixar' -l destino -s d -r -f -a '(__fish_complete_directories)'",
    );
    expect(fish.stdout).toContain("-n '__fish_seen_subcommand_from solicitar' -l arquivo -s a -r -F");
    expect((await cli('completion', 'tcsh')).code).toBe(2);
    const help = await cli('help', 'baixar');
    expect(help.stdout).toBe((await cli('baixar', '--help')).stdout);
    expect(help.stdout).toContain('Códigos de saída');
  });

  it('speaks pt-BR to typos: help of an unknown command suggests one and exits 2', async () => {
    const help = await cli('help', 'baixa');
    expect(help.code).toBe(2);
    expect(help.stdout).toBe('');
    expect(help.stderr).toContain("Erro: comando desconhecido 'baixa'\n(Você quis dizer baixar?)");
    const two = await cli('solicitaco');
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('(Você quis dizer um destes: solicitacoes, solicitar?)');
    expect(two.stderr).not.toContain('one of');
  });

  it('says a date that is not on the calendar does not exist, rather than that its format is wrong', async () => {
    const res = await cli('solicitacoes', '--desde', '31/02/1990');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('a data 31/02/1990 não existe: fevereiro de 1990 tem 28 dias.');
    const one = await cli(
      'solicitar',
      '--nome',
      'Ana',
      '--cpf',
      '529.982.247-25',
      '--nascimento',
      '30/02/2000',
    );
    expect(one.code).toBe(2);
    expect(one.stderr).toContain('Data de nascimento 30/02/2000 não existe: fevereiro de 2000 tem 29 dias.');
    expect((await cli('solicitacoes', '--desde', '1990/02/01')).stderr).toContain('use uma data dd/mm/aaaa');
  });

  it('lays help out in 80 columns without cutting words', async () => {
    for (const command of [
      [],
      ['baixar'],
      ['solicitar'],
      ['solicitacoes'],
      ['status'],
      ['chaves', 'criar'],
    ]) {
      const res = await cli(...command, '--help');
      expect(res.code).toBe(0);
      for (const line of res.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
    }
    const baixar = await cli('baixar', '--help');
    expect(baixar.stdout).toContain(
      'Arquivos que já existem com o mesmo SHA-256 não são baixados de novo; cada\narquivo é gravado',
    );
  });
});
