import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHidden } from '../src/prompt.ts';
import { badUrlReason } from '../src/session.ts';
import { cliFor, tempDir } from './helpers.ts';

/**
 * Sessions per server (hosts.json): a second "server" is a proxy on another port in front of the same test
 * server, recording the Authorization header of every request it forwards.
 */

let t: TestServer;
let proxy: Server;
let proxyUrl: string;
const proxied: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  t = await startTestServer();
  proxy = createServer((req, res) => {
    proxied.push(req.headers);
    const target = new URL(t.url);
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy?.close();
  await t?.close();
});

describe('sessions per server', () => {
  it('keeps one session per server and never sends a token to another server', async () => {
    const configFile = join(tempDir(), 'hosts.json');
    const cli = cliFor(t, configFile);
    expect((await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD)).code).toBe(0);
    expect(statSync(configFile).mode & 0o777).toBe(0o600);

    // The proxy is another server: signed in at t.url only, nothing is sent to it with a token.
    proxied.length = 0;
    const other = await cli('solicitacoes', '--url', proxyUrl);
    expect(other.code).toBe(3);
    expect(proxied.length).toBeGreaterThan(0);
    expect(proxied.every((h) => h.authorization === undefined)).toBe(true);

    // Signed in at both: each gets its own token; CERTIDAO_URL or --url picks one.
    expect((await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD, '--url', proxyUrl)).code).toBe(0);
    const hosts = JSON.parse(readFileSync(configFile, 'utf8'));
    expect(Object.keys(hosts.servidores).sort()).toEqual([proxyUrl, t.url].sort());
    expect(hosts.atual).toBe(proxyUrl);
    const tokens = [hosts.servidores[t.url].token, hosts.servidores[proxyUrl].token];
    expect(tokens[0]).not.toBe(tokens[1]);
    proxied.length = 0;
    expect((await cli('solicitacoes', '--url', proxyUrl)).code).toBe(0);
    expect(proxied.map((h) => h.authorization)).toContain(`Bearer ${tokens[1]}`);
    expect(proxied.map((h) => h.authorization)).not.toContain(`Bearer ${tokens[0]}`);

    // Logging out of one server keeps the other's session.
    const out = await cli('logout', '--url', proxyUrl);
    // The server the next commands use is CERTIDAO_URL's, not the one just logged out of.
    expect(out.stdout).toContain(
      `Sessão encerrada em ${proxyUrl}. Continua aberta em: ${t.url}. Os comandos seguem usando ${t.url};`,
    );
    expect((await cli('solicitacoes')).code).toBe(0);
    await expect(t.client(tokens[1]).getProfile()).rejects.toMatchObject({ status: 401 });
  });

  it('says which server and account every action uses, and never moves to another server after logout', async () => {
    const configFile = join(tempDir(), 'hosts.json');
    // No CERTIDAO_URL: the server comes from the last login, as for an operator at a terminal.
    const cli = cliFor(t, configFile).withEnv({ CERTIDAO_URL: undefined });
    expect((await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD, '--url', t.url)).code).toBe(0);
    expect((await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD, '--url', proxyUrl)).code).toBe(0);

    const list = await cli('solicitacoes');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stderr).toContain(`Servidor ${proxyUrl} (último login) · conta ${ADMIN_EMAIL}`);
    expect(list.stdout).not.toContain('Servidor');
    const json = await cli('solicitacoes', '--json');
    expect(json.stderr).not.toContain('Servidor');
    const status = await cli('status');
    expect(status.stdout).toContain(`Certidão Ágil em ${proxyUrl} (último login)`);
    expect(status.stdout).toContain(`<${ADMIN_EMAIL}> (admin)`);

    // After logout the next command stays on that server (refused, naming it), not on the other session's.
    const out = await cli('logout');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`Os comandos seguem usando ${proxyUrl} (agora sem sessão)`);
    proxied.length = 0;
    const after = await cli('solicitacoes');
    expect(after.code).toBe(3);
    expect(proxied.length).toBeGreaterThan(0);
    expect(after.stderr).toContain(
      `Servidor ${proxyUrl} (último login) · sem sessão (há sessão em ${t.url}: use --url)`,
    );
    expect(after.stderr).toContain(`(HTTP 401 em ${proxyUrl})`);
  });

  it('names the server in connection errors, and a garbage token is not an expired session', async () => {
    const cli = cliFor(t);
    const down = await cli('solicitacoes', '--url', 'http://127.0.0.1:1');
    expect(down.code).toBe(4);
    expect(down.stderr).toContain('Não foi possível conectar ao servidor http://127.0.0.1:1.');
    const garbage = await cli.withEnv({ CERTIDAO_TOKEN: 'lixo' })('solicitacoes');
    expect(garbage.code).toBe(3);
    expect(garbage.stderr).not.toContain('Sessão expirada');
    expect(garbage.stderr).toContain(
      'o token de CERTIDAO_TOKEN não é um token de sessão nem uma chave de API',
    );
    expect(garbage.stderr).toContain(`Servidor ${t.url} · token de CERTIDAO_TOKEN`);
    const status = await cli.withEnv({ CERTIDAO_TOKEN: 'lixo' })('status');
    expect(status.code).toBe(3);
    expect(status.stdout).not.toContain('Sessão expirada');
  });

  it('reads the single-session file of earlier versions, its token tied to its server', async () => {
    const home = tempDir();
    mkdirSync(join(home, 'certidao'));
    const { token } = await t.admin();
    writeFileSync(join(home, 'certidao', 'session.json'), JSON.stringify({ url: `${t.url}/`, token }));
    const cli = cliFor(t, '');
    const env = { XDG_CONFIG_HOME: home };
    expect((await cli.withEnv(env)('solicitacoes')).code).toBe(0);
    proxied.length = 0;
    expect((await cli.withEnv(env)('solicitacoes', '--url', proxyUrl)).code).toBe(3);
    expect(proxied.every((h) => h.authorization === undefined)).toBe(true);
  });

  it('refuses a server address without a scheme or ending in /api (exit 2, pt-BR)', async () => {
    const cli = cliFor(t);
    for (const url of ['127.0.0.1:3000', 'localhost', `${t.url}/api`, `${t.url}/api/`, 'ftp://x.com']) {
      const res = await cli('status', '--url', url);
      expect(res.code, url).toBe(2);
      expect(res.stderr).toContain('Erro: endereço do servidor inválido');
    }
    expect(badUrlReason(`${t.url}/api`)).toContain('sem /api no final');
    expect(badUrlReason('https://certidao.exemplo.com.br')).toBeUndefined();
    const env = await cli.withEnv({ CERTIDAO_URL: 'certidao.exemplo.com.br' })('status');
    expect(env.code).toBe(2);
  });

  it('asks for the password without echo on a terminal; without one it exits 2', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, isRaw: false, setRawMode: () => input });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => {
      shown += chunk.toString();
    });
    const answer = readHidden('Senha: ', input as unknown as NodeJS.ReadStream, output);
    input.write('segredo1x\u007f23\r');
    expect(await answer).toBe('segredo123');
    expect(shown).toBe('Senha: \n');

    const res = await cliFor(t)('login', '-e', ADMIN_EMAIL);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('informe a senha com CERTIDAO_PASSWORD');
  });
});
