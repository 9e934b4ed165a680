import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import type { ApiClient } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, createPersonRequest, lines, tempDir, userWithPlan } from './helpers.ts';

/**
 * `certidao baixar`: how it connects (one keep-alive pool, 12 downloads at a time by default, a request's PDFs
 * as one ZIP when none of them is on disk), its folders (--pastas) and --dry-run, against a real server. A
 * proxy in front of the server records, for every PDF or ZIP request, the connection it came on and how many
 * were in flight; it holds each one back a little, so that downloads meant to run together do overlap. It can
 * also refuse the ZIPs or cut them short.
 */

let t: TestServer;
let proxy: Server;
let proxyUrl: string;
let user: Awaited<ReturnType<typeof userWithPlan>>;
let viaProxy: ReturnType<typeof cliFor>;
const ids: string[] = [];

const seen = { sockets: new Set<Socket>(), inFlight: 0, peak: 0, pdfs: 0, zips: 0 };
/** What the proxy does with a ZIP: passes it on, answers 503, or sends its first 30 KB and hangs up. */
let zipMode: 'pass' | 'refuse' | 'cut' = 'pass';
function resetSeen() {
  seen.sockets.clear();
  seen.inFlight = 0;
  seen.peak = 0;
  seen.pdfs = 0;
  seen.zips = 0;
  zipMode = 'pass';
}

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
  proxy = createServer((req, res) => {
    const pdf = req.url?.includes('/automations/pdfs/') ?? false;
    const zip = req.url?.includes('/pdfs.zip') ?? false;
    if (pdf || zip) {
      seen.sockets.add(req.socket);
      if (pdf) seen.pdfs++;
      else seen.zips++;
      seen.peak = Math.max(seen.peak, ++seen.inFlight);
      res.on('close', () => seen.inFlight--);
    }
    const target = new URL(t.url);
    const forward = () => {
      if (zip && zipMode === 'refuse') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Serviço indisponível.' }));
        return;
      }
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          if (zip && zipMode === 'cut') {
            // The first PDF or two and a part of the next, then the connection drops.
            const chunks: Buffer[] = [];
            answer.on('data', (c: Buffer) => chunks.push(c));
            answer.on('end', () => {
              res.write(Buffer.concat(chunks).subarray(0, 30_000));
              setTimeout(() => res.destroy(), 50);
            });
            return;
          }
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    };
    if (pdf || zip) setTimeout(forward, 200);
    else forward();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  user = await userWithPlan(t, 0);
  ids.push(await createPersonRequest(user.api, 'Ana / Souza: "Filial" Centro.', '529.982.247-25'));
  ids.push(await createPersonRequest(user.api, 'Ana / Souza: "Filial" Centro.', '529.982.247-25'));
  ids.push(await createPersonRequest(user.api, 'João Souza', '111.444.777-35'));
  for (const id of ids) await waitDone(user.api, id);
  viaProxy = cliFor(t);
  const login = await viaProxy('login', '-e', user.email, '-p', user.password, '--url', proxyUrl);
  if (login.code !== 0) throw new Error(login.stderr);
}, 180_000);
afterAll(async () => {
  proxy?.close();
  await t?.close();
});

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A destination where each request's folder already holds one of its PDFs (downloaded, the others removed). */
async function withOnePdfPerRequest(): Promise<string> {
  const dir = tempDir();
  const first = await user.cli('baixar', '--todas', '--destino', dir);
  if (first.code !== 0) throw new Error(first.stderr);
  for (const id of ids) {
    for (const name of readdirSync(join(dir, id)).slice(1)) rmSync(join(dir, id, name));
  }
  return dir;
}

function pdfsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.pdf'))
    .map((e) => join(e.parentPath, e.name));
}

describe('certidao baixar: connections', () => {
  it("a request's PDFs, none of them on disk yet, come as one ZIP, taken apart into the request's folder", async () => {
    resetSeen();
    const dir = tempDir();
    const res = await viaProxy('baixar', '--todas', '--destino', dir, '--url', proxyUrl, '--json');
    expect(res.code, res.stderr).toBe(0);
    expect(seen.zips).toBe(3);
    expect(seen.pdfs).toBe(0);
    expect(seen.peak).toBe(3);
    const files = JSON.parse(res.stdout) as Array<{ caminho: string; sha256: string; situacao: string }>;
    expect(files).toHaveLength(30);
    expect(files.every((f) => f.situacao === 'baixado')).toBe(true);
    for (const f of files) expect(sha256Of(f.caminho)).toBe(f.sha256);
    // Nothing else in the folders: no resumo.csv, no temporary file.
    expect(filesUnder(dir)).toHaveLength(30);
    expect(res.stderr).toContain('30 PDFs baixados');
  });

  it('with some of its PDFs on disk, the others one by one, 12 at a time over at most 12 connections, reused from file to file', async () => {
    const dir = await withOnePdfPerRequest();
    resetSeen();
    const res = await viaProxy('baixar', '--todas', '--destino', dir, '--url', proxyUrl);
    expect(res.code, res.stderr).toBe(0);
    expect(pdfsUnder(dir)).toHaveLength(30);
    expect(seen.zips).toBe(0);
    expect(seen.pdfs).toBe(27);
    expect(seen.peak).toBe(12);
    expect(seen.sockets.size).toBeLessThanOrEqual(12);
    expect(res.stderr).toContain('27 PDFs baixados');
    expect(res.stderr).toContain('3 já existiam');
  });

  it('-c 3: three at a time over at most three connections', async () => {
    const dir = await withOnePdfPerRequest();
    resetSeen();
    const res = await viaProxy('baixar', '--todas', '--destino', dir, '-c', '3', '--url', proxyUrl);
    expect(res.code, res.stderr).toBe(0);
    expect(seen.pdfs).toBe(27);
    expect(seen.peak).toBe(3);
    expect(seen.sockets.size).toBeLessThanOrEqual(3);
  });

  for (const mode of ['refuse', 'cut'] as const) {
    it(`a ZIP ${mode === 'refuse' ? 'the server refuses' : 'cut short'}: the PDFs it did not bring are downloaded one by one`, async () => {
      resetSeen();
      zipMode = mode;
      const dir = tempDir();
      const res = await viaProxy('baixar', '--todas', '--destino', dir, '--url', proxyUrl, '--json');
      expect(res.code, res.stderr).toBe(0);
      expect(seen.zips).toBe(3);
      const files = JSON.parse(res.stdout) as Array<{ caminho: string; sha256: string; situacao: string }>;
      expect(files.every((f) => f.situacao === 'baixado')).toBe(true);
      for (const f of files) expect(sha256Of(f.caminho)).toBe(f.sha256);
      expect(filesUnder(dir)).toHaveLength(30);
      if (mode === 'refuse') expect(seen.pdfs).toBe(30);
      else {
        expect(seen.pdfs).toBeGreaterThan(0);
        expect(seen.pdfs).toBeLessThan(30);
      }
      expect(res.stderr).toContain('30 PDFs baixados');
    });
  }

  it('on a terminal, draws the bars while the downloads run and leaves the last frame: every file, every byte', async () => {
    const dir = tempDir();
    const { code, screen } = await user.cli.tty(['baixar', '--todas', '--destino', dir]);
    expect(code, screen).toBe(0);
    const text = stripVTControlCharacters(screen);
    expect(text).toMatch(/Arquivos +█{24} 30\/30 PDFs/);
    expect(text).toMatch(/Bytes +█{24} ([\d,]+ [KM]B) de \1/);
    expect(text).toContain('30 PDFs baixados');
    expect(pdfsUnder(dir)).toHaveLength(30);
  });

  it('the help says the default of 12', async () => {
    const help = await user.cli('baixar', '--help');
    expect(help.stdout).toMatch(/--concorrencia <n> +operações ao mesmo tempo \(padrão: 12\)/);
  });
});

describe('certidao baixar --pastas', () => {
  it('id (the default): one folder per request id', async () => {
    const dir = tempDir();
    const res = await user.cli('baixar', ...ids, '--destino', dir);
    expect(res.code, res.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([...ids].sort());
  });

  it("nome: the party's name without the characters file systems refuse; one folder per party", async () => {
    const dir = tempDir();
    const res = await user.cli('baixar', ...ids, '--destino', dir, '--pastas', 'nome', '--json');
    expect(res.code, res.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['Ana Souza Filial Centro', 'João Souza']);
    expect(readdirSync(join(dir, 'Ana Souza Filial Centro'))).toHaveLength(20);
    const files = JSON.parse(res.stdout) as Array<{ caminho: string; solicitacaoId: string }>;
    expect(files.find((f) => f.solicitacaoId === ids[2])?.caminho).toContain(join(dir, 'João Souza'));
  });

  it('documento: the CPF in digits', async () => {
    const dir = tempDir();
    const res = await user.cli('baixar', ...ids, '--destino', dir, '--pastas', 'documento');
    expect(res.code, res.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['11144477735', '52998224725']);
    expect(pdfsUnder(dir)).toHaveLength(30);
  });

  it('an unknown mode is a usage error (exit 2) naming the choices', async () => {
    const res = await user.cli('baixar', ids[0] as string, '--pastas', 'cpf', '--destino', tempDir());
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("valor 'cpf' inválido para a opção '--pastas <modo>'");
    expect(res.stderr).toMatch(/id, nome, documento/);
  });
});

describe('certidao baixar --dry-run', () => {
  it('lists what would be downloaded, writes nothing (not even the folder), exit 0', async () => {
    const dir = join(tempDir(), 'novo');
    const res = await user.cli('baixar', ids[2] as string, '--destino', dir, '--dry-run');
    expect(res.code, res.stderr).toBe(0);
    expect(existsSync(dir)).toBe(false);
    const paths = lines(res.stdout);
    expect(paths).toHaveLength(10);
    expect(paths.every((p) => p.startsWith(join(dir, ids[2] as string)) && p.endsWith('.pdf'))).toBe(true);
    expect(res.stderr).toMatch(
      /Simulação \(--dry-run\): 10 PDFs seriam baixados \([\d,]+ KB\), 0 já existem/,
    );
    expect(res.stderr).toContain('nada foi gravado.');

    // Once downloaded, the dry run says they are there.
    expect((await user.cli('baixar', ids[2] as string, '--destino', dir)).code).toBe(0);
    const again = await user.cli('baixar', ids[2] as string, '--destino', dir, '--dry-run', '--json');
    expect(again.code).toBe(0);
    const files = JSON.parse(again.stdout) as Array<{ situacao: string }>;
    expect(files.map((f) => f.situacao)).toEqual(Array(10).fill('existente'));
    expect(again.stderr).toContain('0 PDFs seriam baixados (0 B), 10 já existem');
  });
});
