import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContract, SPEC_PATH } from '../src/http/contract.ts';
import { ERROR_CODES } from '../src/http/errors.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => unknown;

/** Every operationId of an OpenAPI document, sorted. */
function operationIds(doc: { paths: Record<string, Record<string, { operationId?: string }>> }): string[] {
  return Object.values(doc.paths)
    .flatMap((item) => METHODS.map((m) => item[m]?.operationId))
    .filter((id): id is string => typeof id === 'string')
    .sort();
}

/** The staff reference page and its script URLs; the page has no inline script (the CSP would block it). */
async function staffPage(token: string) {
  const res = await fetch(`${t.apiUrl}/docs/equipe`, { headers: { cookie: `admin_token=${token}` } });
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({
    src: /\bsrc="([^"]+)"/.exec(attrs ?? '')?.[1],
    body: body ?? '',
  }));
  return { res, html, scripts };
}

/** The text of the code blocks of a page, unescaped, with their language. */
function codeBlocks(html: string) {
  const decode = (s: string) =>
    s.replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
  return [
    ...html.matchAll(/<pre class="codigo" data-linguagem="(\w+)"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g),
  ].map(([, language, code]) => ({ language: language ?? '', code: decode(code ?? '') }));
}

/** The operations a key may call, and the public reads of the integrators' tags: the public reference's. */
function keyOperations() {
  const { operations } = loadContract();
  return [...operations.values()].filter(
    (op) =>
      op.keyScopes !== undefined ||
      (op.roles.includes('public') &&
        op.method === 'get' &&
        op.tags.some((tag) => ['Catalogue', 'Verification', 'System'].includes(tag))),
  );
}

describe('public API reference (/api/docs)', () => {
  it('is plain HTML in pt-BR under the app’s CSP, with no script and nothing from another origin', async () => {
    const res = await fetch(`${t.apiUrl}/docs`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Referência da API — Certidão Ágil</title>');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(src|href)="https?:/);
    const gz = await rawGet(`${t.apiUrl}/docs`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(html);
  });

  it('shows every operation a key may call and no other (no staff operation)', async () => {
    const html = await (await fetch(`${t.apiUrl}/docs`)).text();
    const shown = [...html.matchAll(/<section class="operacao" id="op-(\w+)"/g)].map((m) => m[1]).sort();
    expect(shown).toEqual(
      keyOperations()
        .map((op) => op.operationId)
        .sort(),
    );
    const { operations } = loadContract();
    const staff = [...operations.values()].filter(
      (op) => !op.roles.includes('public') && !op.roles.includes('user'),
    );
    expect(staff.length).toBeGreaterThan(10);
    for (const op of staff) expect(html).not.toContain(`id="op-${op.operationId}"`);
    for (const id of ['login', 'register', 'listarChavesApi', 'criarChaveApi', 'getUsers', 'pagarSandbox'])
      expect(shown).not.toContain(id);
  });

  it('documents authentication, errors with the whole catalogue, the request id, limits, events and the client', async () => {
    const html = await (await fetch(`${t.apiUrl}/docs`)).text();
    for (const heading of [
      'Autenticação',
      'Idempotência',
      'Erros e códigos',
      'Id da requisição',
      'Limites',
      'Eventos e webhooks',
      'Cliente JavaScript',
    ])
      expect(html).toContain(`>${heading}</h2>`);
    for (const code of ERROR_CODES) expect(html).toContain(`<th scope="row"><code>${code}</code></th>`);
    const spec = parse(readFileSync(SPEC_PATH, 'utf8'));
    for (const event of Object.keys(spec.webhooks)) expect(html).toContain(`id="evento-${event}"`);
    // The samples use this server's address.
    expect(html).toContain(`${t.config.publicUrl}/api/solicitacoes`);
  });

  it('gives each operation samples in curl, JavaScript and Python, with Idempotency-Key where it applies, and examples that parse', async () => {
    const html = await (await fetch(`${t.apiUrl}/docs`)).text();
    const { operations } = loadContract();
    for (const op of keyOperations()) {
      const section = html
        .slice(html.indexOf(`id="op-${op.operationId}"`))
        .split('<section class="operacao"')[0]!;
      const blocks = codeBlocks(section);
      const curl = blocks.find((b) => b.language === 'bash')?.code ?? '';
      const js = blocks.find((b) => b.language === 'javascript')?.code ?? '';
      const python = blocks.find((b) => b.language === 'python')?.code ?? '';
      expect(curl, op.operationId).toMatch(/^curl /);
      expect(python, op.operationId).toContain(`requests.${op.method}(`);
      if (op.keyScopes) expect(curl, op.operationId).toContain('Authorization: Bearer $CERTIDAO_API_KEY');
      expect(curl.includes('Idempotency-Key'), op.operationId).toBe(
        operations.get(op.operationId)!.idempotent,
      );
      expect(js.includes('"Idempotency-Key": crypto.randomUUID()'), op.operationId).toBe(op.idempotent);
      expect(python.includes('"Idempotency-Key": str(uuid.uuid4())'), op.operationId).toBe(op.idempotent);
      // Every JSON example parses, and so does the JavaScript (as a module body).
      for (const b of blocks.filter((b) => b.language === 'json'))
        expect(() => JSON.parse(b.code), op.operationId).not.toThrow();
      const body = /-d '([\s\S]*?)'(?: \\|$)/.exec(curl)?.[1];
      if (body) expect(() => JSON.parse(body.replace(/'\\''/g, "'")), op.operationId).not.toThrow();
      const moduleBody = js.replace(/^import .*$/gm, '');
      expect(
        () => new AsyncFunction('createApiClient', 'followSolicitacoes', moduleBody),
        op.operationId,
      ).not.toThrow();
      if (!op.roles.includes('public')) expect(js, op.operationId).toContain('process.env.CERTIDAO_API_KEY');
      if (!js.includes('followSolicitacoes')) expect(js, op.operationId).toContain(`api.${op.operationId}(`);
    }
  });

  it('shows the errors an operation really gives, not a shared example', async () => {
    const html = await (await fetch(`${t.apiUrl}/docs`)).text();
    const section = (id: string) =>
      html.slice(html.indexOf(`id="op-${id}"`)).split('<section class="operacao"')[0]!;
    const create = section('createSolicitacao');
    expect(create).not.toContain('Este email já está em uso');
    for (const code of [
      'validacao',
      'documento_invalido',
      'escopo_ausente',
      'idempotencia_em_andamento',
      'idempotencia_chave_reutilizada',
      'sem_plano_ativo',
      'limite_do_plano',
    ])
      expect(create).toContain(`&#34;codigo&#34;: &#34;${code}&#34;`);
    expect(section('obterWebhook')).toContain('Endpoint de webhook não encontrado.');
    expect(section('getSolicitacao')).toContain('Solicitação não encontrada.');
  });
});

describe('staff API reference (/api/docs/equipe)', () => {
  it('is for staff only: anonymous 401, a customer or a key 403, both as a page linking to the public one', async () => {
    const anonymous = await fetch(`${t.apiUrl}/docs/equipe`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await anonymous.text()).toContain('href="/api/docs"');
    const customer = await t.createUser('user');
    expect((await staffPage(customer.token)).res.status).toBe(403);
    const key = await customer.api.criarChaveApi({ body: { nome: 'docs', escopos: ['solicitacoes:ler'] } });
    const withKey = await fetch(`${t.apiUrl}/docs/equipe`, {
      headers: { authorization: `Bearer ${key.segredo}` },
    });
    expect(withKey.status).toBe(403);
  });

  it('renders every operation for staff from this origin, loading only scripts of this origin', async () => {
    const { token } = await t.admin();
    const { res, html, scripts } = await staffPage(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="pt-BR">');
    expect(scripts.length).toBe(2);
    for (const script of scripts) {
      expect(script.src).toMatch(/^\/api\/docs\/[\w.-]+\.js$/);
      expect(script.body.trim()).toBe('');
    }
    expect(html).not.toMatch(/(src|href)="https?:/);
    const moderator = await t.createUser('moderator');
    expect((await staffPage(moderator.token)).res.status).toBe(200);
  });

  it('serves its scripts, cached for good and compressed for clients that accept it', async () => {
    const { token } = await t.admin();
    const { scripts } = await staffPage(token);
    const bodies: string[] = [];
    for (const { src } of scripts) {
      const plain = await fetch(`${t.url}${src}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const bytes = Buffer.from(await plain.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(0);
      bodies.push(bytes.toString('utf8'));

      // fetch would decode it; node:http's raw bytes show the encoding really applied.
      const gz = await rawGet(`${t.url}${src}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(bytes)).toBe(true);
    }
    const [scalar, init] = bodies;
    expect(scalar).toContain('createApiReference');
    // The init script renders the contract this server serves.
    expect(init).toContain("url: '/api/openapi.json'");
  });

  it('answers an unknown file of the reference with the API’s 404', async () => {
    const res = await fetch(`${t.apiUrl}/docs/nao-existe.js`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      codigo: 'nao_encontrado',
      error: 'Not Found',
      message: 'Arquivo da referência da API não encontrado.',
      requestId: res.headers.get('x-request-id'),
    });
  });
});

describe('the contract for download', () => {
  it('openapi.yaml is the file as written and openapi.json the same document, with every operationId', async () => {
    const yaml = await t.anon.getOpenApiYaml();
    expect(yaml).toBe(readFileSync(SPEC_PATH, 'utf8'));
    const json = await t.anon.getOpenApiJson();
    expect(json).toEqual(parse(yaml));

    const ids = operationIds(json as never);
    expect(ids).toEqual(operationIds(parse(yaml)));
    expect(ids).toEqual([...loadContract().operations.keys()].sort());
    expect(ids).toContain('getOpenApiJson');
    expect(ids).toContain('getOpenApiYaml');
  });

  it('answers both with their media types, no sign-in needed', async () => {
    const json = await fetch(`${t.apiUrl}/openapi.json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(await json.text()).openapi).toMatch(/^3\.1\./);
    const yaml = await fetch(`${t.apiUrl}/openapi.yaml`);
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
  });
});

/** A GET whose body is returned as sent (fetch would undo the content encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}
