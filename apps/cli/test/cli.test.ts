import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '..', 'bin', 'certidao.mjs');
const configFile = join(mkdtempSync(join(tmpdir(), 'certidao-cli-')), 'session.json');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      env: { ...process.env, CERTIDAO_CONFIG: configFile, CERTIDAO_URL: t.url },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('certidao CLI against a running server', () => {
  it('reports the server status, as text and as JSON', async () => {
    const text = await cli('status');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Certidão Ágil em ${t.url}`);
    const json = await cli('status', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'ok', modes: { payments: 'sandbox' } });
  });

  it('logs in, keeps the session with mode 600, and logs out revoking it on the server', async () => {
    const bad = await cli('login', '-e', ADMIN_EMAIL, '-p', 'errada');
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain('E-mail ou senha incorretos.');
    const ok = await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`<${ADMIN_EMAIL}> (admin)`);
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
    const { token } = JSON.parse(readFileSync(configFile, 'utf8'));
    await t.client(token).getProfile();
    expect((await cli('logout')).stdout).toContain('Sessão encerrada.');
    await expect(t.client(token).getProfile()).rejects.toMatchObject({ status: 401 });
  });

  it('exits 4 with a pt-BR message when the server cannot be reached', async () => {
    const res = await cli('status', '--url', 'http://127.0.0.1:1');
    expect(res.code).toBe(4);
    expect(res.stderr).toContain('Não foi possível conectar ao servidor');
  });
});
