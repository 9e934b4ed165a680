import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  NETWORK_ERROR_MESSAGE,
  type ResponseMeta,
  withMeta,
} from '../src/index.ts';

const PDF = Buffer.from('%PDF-1.7\n%fake but binary \xff\xfe\n%%EOF\n', 'latin1');
const requests: { method: string; url: string; auth?: string; body?: string }[] = [];

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push({
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      body: body || undefined,
    });
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    const url = new URL(req.url!, 'http://x');
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /api/health':
        return json(200, { status: 'ok' });
      case 'POST /api/integracoes/webhooks':
        res.writeHead(201, {
          'content-type': 'application/json',
          'x-request-id': 'req-12345678',
          'idempotent-replayed': 'true',
          'ratelimit-limit': '600',
          'ratelimit-remaining': '598',
          'ratelimit-reset': '42',
        });
        return res.end(JSON.stringify({ endpoint: { id: 'w1' }, segredo: 'whsec_x' }));
      case 'GET /api/solicitacoes/plano':
        res.writeHead(422, {
          'content-type': 'application/json',
          'x-request-id': 'req-87654321',
          'retry-after': '3',
        });
        return res.end(
          JSON.stringify({
            statusCode: 422,
            codigo: 'limite_do_plano',
            error: 'Unprocessable Entity',
            message: 'Você atingiu o limite de 10 solicitações do seu plano neste mês.',
            requestId: 'req-87654321',
          }),
        );
      case 'POST /api/auth/login':
        return JSON.parse(body).password === 'certa'
          ? json(200, { accessToken: 'tok-123', user: { id: 'u1' } })
          : json(401, { statusCode: 401, error: 'Unauthorized', message: 'E-mail ou senha incorretos.' });
      case 'GET /api/users':
        return json(200, {
          data: [],
          meta: {
            total: 0,
            page: Number(url.searchParams.get('page')),
            limit: Number(url.searchParams.get('limit')),
            totalPages: 0,
          },
        });
      case 'GET /api/planos/00000000-0000-4000-8000-000000000000':
        res.writeHead(404).end();
        return;
      case 'GET /api/automations/pdfs/download/certidao.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
        return;
      default:
        return json(500, {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Erro interno do servidor.',
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('calls an operation and returns its JSON body', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.getHealth()).resolves.toEqual({ status: 'ok' });
  });

  it('sends JSON bodies and query parameters', async () => {
    const api = createApiClient({ baseUrl });
    await api.login({ body: { email: 'a@b.com', password: 'certa' } });
    expect(JSON.parse(requests.at(-1)!.body!)).toEqual({ email: 'a@b.com', password: 'certa' });
    const list = await api.getUsuarios({ query: { page: 2, limit: 10 } });
    expect(list.meta).toMatchObject({ page: 2, limit: 10 });
    expect(requests.at(-1)!.url).toBe('/api/users?page=2&limit=10');
  });

  it('adds the bearer token, static or read at call time', async () => {
    await createApiClient({ baseUrl, token: 'fixo' }).getHealth();
    expect(requests.at(-1)!.auth).toBe('Bearer fixo');
    let current = 'primeiro';
    const api = createApiClient({ baseUrl, token: () => current });
    await api.getHealth();
    expect(requests.at(-1)!.auth).toBe('Bearer primeiro');
    current = 'segundo';
    await api.getHealth();
    expect(requests.at(-1)!.auth).toBe('Bearer segundo');
    await createApiClient({ baseUrl }).getHealth();
    expect(requests.at(-1)!.auth).toBeUndefined();
  });

  it("throws ApiError with the server's message", async () => {
    const api = createApiClient({ baseUrl });
    const error = await api.login({ body: { email: 'a@b.com', password: 'errada' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'E-mail ou senha incorretos.' });
  });

  it('falls back to "HTTP error! status: N" when the answer has no message', async () => {
    const api = createApiClient({ baseUrl });
    const error = await api
      .getPlano({ path: { id: '00000000-0000-4000-8000-000000000000' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'HTTP error! status: 404' });
  });

  it('gives the answer’s metadata on request, leaving the returned body as it was', async () => {
    const api = createApiClient({ baseUrl });
    const args = {
      header: { 'Idempotency-Key': 'k1' },
      body: { url: 'https://x.example/h', eventos: ['certidao.concluida' as const] },
    };
    const { data, meta } = await withMeta((o) => api.criarWebhook(args, o));
    expect(data.segredo).toBe('whsec_x');
    expect(meta).toMatchObject({
      status: 201,
      requestId: 'req-12345678',
      replayed: true,
      rateLimit: { limit: 600, remaining: 598, resetSeconds: 42 },
      retryAfterSeconds: null,
    });
    const seen: ResponseMeta[] = [];
    await expect(api.getHealth({ onResponse: (m) => seen.push(m) })).resolves.toEqual({ status: 'ok' });
    expect(seen).toMatchObject([{ status: 200, requestId: null, replayed: false, rateLimit: null }]);
  });

  it('puts the catalogue’s code, the request id and the metadata on ApiError', async () => {
    const error = await createApiClient({ baseUrl })
      .getPlanoSolicitacoes()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, codigo: 'limite_do_plano', requestId: 'req-87654321' });
    expect(error.meta).toMatchObject({ retryAfterSeconds: 3 });
    const network = await createApiClient({ baseUrl: 'http://127.0.0.1:1/api' })
      .getHealth()
      .catch((e) => e);
    expect(network).toMatchObject({ status: 0, codigo: null, requestId: null });
  });

  it('turns a network failure into ApiError status 0', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1/api' });
    const error = await api.getHealth().catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('returns PDFs as binary blobs, byte for byte', async () => {
    const api = createApiClient({ baseUrl, token: 't' });
    const blob = await api.downloadPdf({ path: { name: 'certidao.pdf' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(Buffer.from(await blob.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('exposes one function per operation of the contract', async () => {
    const api = createApiClient({ baseUrl });
    for (const name of [
      'getSolicitacoes',
      'createSolicitacao',
      'consultarStatusJob',
      'tentarNovamenteCertidao',
      'cancelarSolicitacao',
      'getUsuarios',
      'obterPlanoUsuario',
      'getPlanos',
      'atribuirPlanoUsuario',
      'cancelarPlanoUsuario',
      'criarPagamento',
      'buscarPagamentosUsuario',
      'sincronizarPagamento',
      'cancelarPagamento',
      'listarAssinaturasAtivasDetalhadas',
      'createUsuario',
      'changePassword',
      'register',
      'loginCheckout',
      'confirmEmail',
    ]) {
      expect(typeof (api as unknown as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
