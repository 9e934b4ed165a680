import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { holdInProgress, releaseHold, startTestServer, type TestServer } from '@certidao/api/testing';
import type { ApiClient } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cliFor, createPersonRequest, tempDir, userWithPlan } from './helpers.ts';
import { OutageRelay } from './outage.ts';

/**
 * What the CLI does when the server goes away: a destination that would hang, a connection lost mid-answer,
 * another kind of HTTP server at the address, a token the server cannot verify, the server stopping in the
 * middle of `baixar` and of `acompanhar`'s board and coming back. The server sits behind a relay whose address
 * goes down and comes back on the same port (./outage.ts), as a server that is stopped and restarted.
 */

let t: TestServer;
let relay: OutageRelay;
let user: Awaited<ReturnType<typeof userWithPlan>>;
let other: Server;
let otherUrl: string;

async function waitDone(api: ApiClient, id: string) {
  for (let i = 0; i < 240; i++) {
    const s = await api.getSolicitacao({ path: { id } });
    if (s.certidoes.every((c) => c.status === 'concluido')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`request ${id} did not finish`);
}

beforeAll(async () => {
  t = await startTestServer();
  relay = new OutageRelay(t.url);
  await relay.start();
  user = await userWithPlan(t, 0);
  const login = await user.cli('login', '-e', user.email, '-p', user.password, '--url', relay.url);
  if (login.code !== 0) throw new Error(login.stderr);
  // Another kind of HTTP server: an HTML 404 for everything; under /manutencao, an API-like 503 with a request id.
  other = createServer((req, res) => {
    if (req.url?.startsWith('/manutencao/')) {
      res.writeHead(503, { 'content-type': 'application/json', 'x-request-id': 'req-7f3a' });
      res.end(JSON.stringify({ message: 'Em manutenção.' }));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not Found</h1>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await relay?.stop();
  other?.close();
  await t?.close();
});

describe('certidao: destinations and network failures', () => {
  it.each([
    ['/proc/certidao-teste/pdfs', '/proc/certidao-teste: o sistema de arquivos não permite criar pastas ali'],
    ['/proc/self/certidoes', '/proc/self/certidoes: o sistema de arquivos não permite criar pastas ali'],
    ['/dev/null/certidoes', 'parte do caminho é um arquivo, não uma pasta'],
  ])(
    'baixar --destino %s ends at once with a pt-BR message, exit 2, before asking the server',
    async (dest, why) => {
      const res = await user.cli('baixar', '--todas', '--destino', dest);
      expect(res.code, res.stderr).toBe(2);
      expect(res.stderr).toContain(`Erro: não é possível gravar em ${dest}: `);
      expect(res.stderr).toContain(why);
    },
  );

  it('a connection lost mid-answer is exit 4, naming the server (not "terminated")', async () => {
    relay.cutAnswerTo(/^GET \/api\/solicitacoes\?/);
    const res = await user.cli('solicitacoes', '--json', '--url', relay.url);
    expect(res.code, res.stderr).toBe(4);
    expect(res.stderr).toContain(
      `Erro: A conexão com o servidor ${relay.url} caiu no meio da resposta. Verifique se ele está no ar e tente de novo.`,
    );
    expect(res.stderr).not.toContain('terminated');
  });

  it('another kind of HTTP server at the address is exit 4 in pt-BR (not "HTTP error! status: 404")', async () => {
    const cli = cliFor(t).withEnv({ CERTIDAO_TOKEN: 'ca_test_qualquer' });
    const res = await cli('solicitacoes', '--url', otherUrl);
    expect(res.code, res.stderr).toBe(4);
    expect(res.stderr).toContain(
      `Erro: O servidor ${otherUrl} respondeu HTTP 404, mas não como a API do Certidão Ágil: confira o endereço`,
    );
    expect(res.stderr).not.toContain('HTTP error');
  });

  it("a server error is exit 4 with the server's message and the request id it gave", async () => {
    const cli = cliFor(t).withEnv({ CERTIDAO_TOKEN: 'ca_test_qualquer' });
    const res = await cli('solicitacoes', '--url', `${otherUrl}/manutencao`);
    expect(res.code, res.stderr).toBe(4);
    expect(res.stderr).toContain(
      `Erro: O servidor ${otherUrl}/manutencao falhou: Em manutenção. (HTTP 503 em ${otherUrl}/manutencao) (id da requisição: req-7f3a)`,
    );
  });

  it('a session token with a broken signature is not called "Sessão expirada" (exit 3)', async () => {
    const { token } = await t.loginAs(user.email, user.password);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const broken = `${head}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const res = await cliFor(t).withEnv({ CERTIDAO_TOKEN: broken })('solicitacoes');
    expect(res.code, res.stderr).toBe(3);
    expect(res.stderr).toContain('o token de CERTIDAO_TOKEN não foi aceito pelo servidor (não está expirado');
    expect(res.stderr).not.toContain('Sessão expirada');
  });

  it('baixar: the server stopping mid-download is exit 4 naming it; once back, the same command completes', async () => {
    const id = await createPersonRequest(user.api, 'Rita Queda', '529.982.247-25');
    await waitDone(user.api, id);
    const dir = tempDir();
    let stopped: Promise<void> | undefined;
    relay.onRequest = (line) => {
      if (!stopped && /pdfs\.zip|\/automations\/pdfs\//.test(line)) stopped = relay.stop();
    };
    const down = await user.cli('baixar', id, '--destino', dir, '--url', relay.url);
    relay.onRequest = undefined;
    await stopped;
    expect(down.code, down.stderr).toBe(4);
    expect(down.stderr).toMatch(
      new RegExp(
        `Erro: (A conexão com o servidor ${relay.url} caiu no meio da resposta|Não foi possível conectar ao servidor ${relay.url}\\.)`,
      ),
    );
    expect(down.stderr).not.toMatch(/terminated|fetch failed|other side closed/);
    await relay.start();
    const again = await user.cli('baixar', id, '--destino', dir, '--url', relay.url);
    expect(again.code, again.stderr).toBe(0);
    expect(readdirSync(`${dir}/${id}`).filter((f) => f.endsWith('.pdf'))).toHaveLength(10);
  });

  it('acompanhar: the board says "sem conexão — tentando de novo" while the server is down, and resumes when it is back', async () => {
    const id = await createPersonRequest(user.api, 'Caio Espera', '111.444.777-35');
    await waitDone(user.api, id);
    await holdInProgress(t.server, id);
    const env = { ...user.cli.env, CERTIDAO_URL: relay.url };
    const child = spawn(process.execPath, [BIN, 'acompanhar', id], { env, cwd: tmpdir() });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const waitFor = async (text: string) => {
      for (let i = 0; i < 600 && !stderr.includes(text); i++) await new Promise((r) => setTimeout(r, 50));
      expect(stderr).toContain(text);
    };
    try {
      await waitFor('0/10 — Processando 10');
      await relay.stop();
      await waitFor(`Aviso: sem conexão com ${relay.url} — tentando de novo`);
      // Finished meanwhile: only reading the request again once the server is back can show it.
      await releaseHold(t.server, id);
      await relay.start();
      await waitFor(`Conexão restabelecida com ${relay.url}; acompanhando de novo.`);
      expect(await exited).toBe(0);
    } finally {
      child.kill();
    }
    expect(stdout).toMatch(new RegExp(`^${id}\\tConcluída\\tConcluída 10\\t`));
    expect(stderr).toContain('Todas as certidões foram concluídas (1 solicitação).');
  });
});
