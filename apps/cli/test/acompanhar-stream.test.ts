import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import type { Solicitacao } from '@certidao/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPersonRequest, lines, userWithPlan } from './helpers.ts';

/**
 * `acompanhar` follows the events stream (GET /api/solicitacoes/eventos) and polls only when it cannot open it.
 * The CLI talks to the server through a small proxy that records every request it forwards (so the test counts
 * what the server was asked) and can refuse the stream (an older server) or cut it (a dropped connection).
 */

let t: TestServer;
let user: Awaited<ReturnType<typeof userWithPlan>>;
let proxy: Server;
let proxyUrl: string;

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}
let seen: Seen[] = [];
/**
 * 'refuse': the stream answers 404 (an older server); 'reset': its connection is closed before any answer (a
 * network error); 'cut': the first stream is closed after its first certificate event.
 */
let mode: 'forward' | 'refuse' | 'reset' | 'cut' = 'forward';

const EVENTS = '/api/solicitacoes/eventos';

function forward(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
  const target = new URL(t.url);
  const cut = mode === 'cut' && req.url?.startsWith(EVENTS) && seen.filter(isStream).length === 1;
  const upstream = request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      let received = '';
      answer.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        // End the stream once a whole event with an id has been written to the client, as a proxy that drops
        // it would (ended cleanly, so the event is not lost with a reset); chunks may split an event anywhere.
        if (cut && /event: certidao\ndata: [^\n]*\n\n/.test(received)) res.write(chunk, () => res.end());
        else res.write(chunk);
      });
      answer.on('end', () => res.end());
    },
  );
  upstream.on('error', () => res.destroy());
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

const isStream = (s: Seen) => s.method === 'GET' && s.url.startsWith(EVENTS);
/** GET /api/solicitacoes/{id} for these ids: the reads the CLI made of the requests it follows. */
const readsOf = (ids: string[]) =>
  seen.filter((s) => s.method === 'GET' && ids.some((id) => s.url === `/api/solicitacoes/${id}`)).length;

beforeAll(async () => {
  // Slow sandbox issuers: a request takes several seconds (about 3 to 11), so the CLI starts before it ends.
  t = await startTestServer({}, { SANDBOX_TIME_SCALE: '0.0015' });
  user = await userWithPlan(t, 0);
  proxy = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (mode === 'refuse' && req.url?.startsWith(EVENTS)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Rota não encontrada.' }));
      return;
    }
    if (mode === 'reset' && req.url?.startsWith(EVENTS)) return void req.socket.destroy();
    forward(req, res);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // Sessions are per server: the proxy is another address, so the CLI signs in there too.
  const login = await user.cli('login', '-e', user.email, '-p', user.password, '--url', proxyUrl);
  if (login.code !== 0) throw new Error(`login through the proxy failed: ${login.stderr}`);
});
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await t?.close();
});
beforeEach(() => {
  seen = [];
  mode = 'forward';
});

const create = (nomeCompleto: string, cpf: string) => createPersonRequest(user.api, nomeCompleto, cpf);

const acompanhar = (...args: string[]) => user.cli('acompanhar', '--url', proxyUrl, ...args);

/** Every certificate ended with its PDF; and the CLI saw at least one of them unfinished. */
function expectFollowedToTheEnd(stdout: string, stderr: string, ids: string[]) {
  const done = JSON.parse(stdout) as Solicitacao[];
  expect(done.map((s) => s.id)).toEqual(ids);
  for (const s of done) {
    expect(s.status).toBe('concluido');
    expect(s.certidoes.every((c) => c.status === 'concluido' && c.pdfs.length === 1)).toBe(true);
  }
  expect(
    lines(stderr).some((l) => / (\d)\/10 — /.test(l)),
    stderr,
  ).toBe(true);
}

describe('certidao acompanhar: events stream, polling as fallback', () => {
  it('follows several requests through one unfiltered stream, reading each request once (no polling)', async () => {
    const ids = [
      await create('Maria Aparecida', '529.982.247-25'),
      await create('João Souza', '111.444.777-35'),
    ];
    // An hour between polls: only the stream can finish this within the test's time.
    const res = await acompanhar(...ids, '--intervalo', '3600', '--json');
    expect(res.code, res.stderr).toBe(0);
    expectFollowedToTheEnd(res.stdout, res.stderr, ids);
    expect(seen.filter(isStream).map((s) => s.url)).toEqual([EVENTS]);
    expect(readsOf(ids)).toBe(2);
  });

  it('follows one request through the stream filtered by its id; exit 5 when certificates fail', async () => {
    const id = await create('Pedro FALHA Lima', '390.533.447-05');
    const res = await acompanhar(id, '--intervalo', '3600');
    expect(res.code, res.stderr).toBe(5);
    expect(lines(res.stdout)[0]).toMatch(new RegExp(`^${id}\\tFalhou\\tFalhou 10\\t`));
    expect(res.stderr).toContain('1 de 1 solicitação tem certidões com falha.');
    expect(seen.filter(isStream).map((s) => s.url)).toEqual([`${EVENTS}?solicitacaoId=${id}`]);
    expect(readsOf([id])).toBe(1);
  });

  it('reconnects with the last event id when the stream drops, and misses nothing', async () => {
    mode = 'cut';
    const ids = [
      await create('Ana Cortada', '529.982.247-25'),
      await create('Rui Cortado', '111.444.777-35'),
    ];
    const res = await acompanhar(...ids, '--intervalo', '3600', '--json');
    expect(res.code, res.stderr).toBe(0);
    expectFollowedToTheEnd(res.stdout, res.stderr, ids);
    const streams = seen.filter(isStream);
    expect(streams.length).toBeGreaterThanOrEqual(2);
    expect(streams[0]?.headers['last-event-id']).toBeUndefined();
    expect(streams[1]?.headers['last-event-id']).toMatch(/^\d+$/);
    // Resumed by event id: the requests were not read again.
    expect(readsOf(ids)).toBe(2);
  });

  it.each([
    ['refuses the stream (an older server answering 404)', 'refuse'],
    ['cannot be reached for it (a network error on open)', 'reset'],
  ] as const)('polls when the server %s', async (_, how) => {
    mode = how;
    const id = await create('Carla Antiga', '529.982.247-25');
    const res = await acompanhar(id, '--intervalo', '0.2', '--json');
    expect(res.code, res.stderr).toBe(0);
    expectFollowedToTheEnd(res.stdout, res.stderr, [id]);
    expect(seen.filter(isStream)).toHaveLength(1);
    expect(readsOf([id])).toBeGreaterThan(2);
  });
});
