import { readdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import { buildSolicitacaoPayload } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, lines, tempDir, UUID, userWithPlan } from './helpers.ts';

/**
 * SIGINT and SIGTERM sent to `certidao` while it downloads. A proxy in front of the test server sends half of
 * every PDF (or the first 8 KB of a request's ZIP) and then stalls, so the command is caught with a partial
 * file on disk.
 */

let t: TestServer;
let proxy: Server;
let proxyUrl: string;
const stalled: ServerResponse[] = [];
let id: string;
/** A request with three PDFs, which come as one ZIP. */
let zipped: string;
let cli: ReturnType<typeof cliFor>;
/** While true, a batch's answer is held: the server creates the requests, the CLI never hears back. */
let holdBatch = false;
let batchHeld: () => void = () => {};

beforeAll(async () => {
  t = await startTestServer();
  proxy = createServer((req, res) => {
    const target = new URL(t.url);
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (holdBatch && req.method === 'POST' && req.url === '/api/solicitacoes/lote') {
          // The server has created the batch; its answer is swallowed, as by a connection lost on the way back.
          answer.resume();
          answer.on('end', () => batchHeld());
          stalled.push(res);
          return;
        }
        const zip = req.url?.includes('/pdfs.zip') ?? false;
        if (!req.url?.includes('/automations/pdfs/') && !zip) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': body.length });
          // A ZIP's first PDF (about 20 KB) is cut in the middle too.
          res.write(body.subarray(0, zip ? 8_000 : Math.floor(body.length / 2)));
          stalled.push(res);
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const user = await userWithPlan(t, 0);
  const body = buildSolicitacaoPayload({
    tipoPessoa: 'fisica',
    nomeCompleto: 'Sinal de Parada',
    cpf: '529.982.247-25',
    dataNascimento: '1985-03-15',
  });
  id = (await user.api.createSolicitacao({ body: { ...body, certidoes: body.certidoes.slice(0, 2) } })).id;
  zipped = (await user.api.createSolicitacao({ body: { ...body, certidoes: body.certidoes.slice(0, 3) } }))
    .id;
  for (const request of [id, zipped]) {
    for (let i = 0; ; i++) {
      const s = await user.api.getSolicitacao({ path: { id: request } });
      if (s.certidoes.every((c) => c.status === 'concluido')) break;
      if (i > 240) throw new Error('the request did not finish');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  cli = cliFor(t);
  const login = await cli('login', '-e', user.email, '-p', user.password, '--url', proxyUrl);
  if (login.code !== 0) throw new Error(login.stderr);
}, 180_000);
afterAll(async () => {
  for (const res of stalled) res.destroy();
  proxy?.close();
  await t?.close();
});

/** Every file under `dir`, recursively (names only). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

async function partialFileAppears(dir: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (filesUnder(dir).some((name) => name.endsWith('.part'))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no download started');
}

describe('signals reach the process that downloads', () => {
  for (const [signal, code, how] of [
    ['SIGTERM', 143, 'one by one'],
    ['SIGINT', 130, 'one by one'],
    ['SIGTERM', 143, 'from a ZIP'],
    ['SIGINT', 130, 'from a ZIP'],
  ] as const) {
    it(`${signal}, PDFs ${how}: stops, removes the partial files and exits ${code}`, async () => {
      const dir = tempDir();
      const run = cli.start(
        'baixar',
        how === 'one by one' ? id : zipped,
        '--destino',
        dir,
        '--url',
        proxyUrl,
      );
      await partialFileAppears(dir);
      run.child.kill(signal);
      const res = await run.result;
      expect(res.signal).toBeNull();
      expect(res.code).toBe(code);
      expect(res.stderr).toContain(`Interrompido (${signal}).`);
      expect(filesUnder(dir)).toEqual([]);
    });
  }
});

describe('signals reach a batch that is creating requests', () => {
  it('SIGTERM while the batch waits for its answer: every line named to send again, exit 143; the same file again creates nothing twice', async () => {
    const header = 'tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao';
    const row = (n: number) => `fisica,Lote ${n},529.982.247-25,,1985-03-15,,`;
    const file = join(tempDir(), 'lote.csv');
    writeFileSync(file, `${header}\n${[1, 2, 3].map(row).join('\n')}\n`);
    holdBatch = true;
    const held = new Promise<void>((resolve) => {
      batchHeld = resolve;
    });
    // The same person three times, on purpose.
    const run = cli.start('solicitar', '--arquivo', file, '--permitir-repetidos', '--url', proxyUrl);
    await held;
    run.child.kill('SIGTERM');
    const res = await run.result;
    holdBatch = false;
    expect(res.code).toBe(143);
    expect(lines(res.stdout)).toEqual([]);
    expect(res.stderr).toContain(
      '0 de 3 solicitações criadas antes da interrupção. Sem resposta ou não enviadas: linhas 2 a 4 (envie o mesmo arquivo de novo: o que já foi criado não se repete).',
    );
    expect(res.stderr).toContain('Interrompido (SIGTERM).');

    // Sent again, the rows' keys find what the interrupted run created: the same three requests, none new.
    const again = await cli('solicitar', '--arquivo', file, '--permitir-repetidos', '--url', proxyUrl);
    expect(again.code, again.stderr).toBe(0);
    const ids = lines(again.stdout);
    expect(ids).toHaveLength(3);
    for (const requestId of ids) expect(requestId).toMatch(UUID);
    expect(again.stderr).toContain('3 linhas já tinham sido criadas nas últimas 24 h');
  });
});
