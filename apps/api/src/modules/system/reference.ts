import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors.ts';
import { ICON, renderPublicReference } from './publicReference.ts';

export interface ReferenceOptions {
  /** This server's API address (`PUBLIC_URL` + `/api`), used in the samples; read at the first render. */
  baseUrl: () => string;
  apiKeyRateLimit: number;
  /** Whether the caller is signed in as staff (the staff reference is theirs only): 401/403 otherwise. */
  staffCaller: (req: FastifyRequest, reply: FastifyReply) => Promise<'staff' | 401 | 403>;
}

/**
 * The API references. `/api/docs` is the integrators' one: static HTML rendered from the contract on the first
 * visit (publicReference.ts), only what an API key may call, readable at once with no script. `/api/docs/equipe`
 * is the staff's: every operation in Scalar's interactive renderer, whose standalone bundle (from node_modules,
 * never a CDN) and small init script are served from this origin so the app's CSP (`script-src 'self'`, no
 * inline script) holds; it reads the contract from `/api/openapi.json`.
 */
export function registerApiReference(api: FastifyInstance, options: ReferenceOptions): void {
  let reference: Asset | undefined;
  api.get('/docs', async (req, reply) => {
    reference ??= {
      file: 'docs',
      body: Buffer.from(renderPublicReference(options.baseUrl(), options.apiKeyRateLimit)),
      compressed: {},
    };
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendCompressed(req, reply, reference);
  });
  api.get('/docs/equipe', async (req, reply) => {
    const caller = await options.staffCaller(req, reply);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (caller !== 'staff') return reply.code(caller).send(refusedPage(caller));
    return reply.send(staffPage());
  });
  api.get<{ Params: { file: string } }>('/docs/:file', async (req, reply) => {
    const asset = assets().find((a) => a.file === req.params.file);
    if (!asset) {
      return reply
        .code(404)
        .send(errorBody(req, 404, 'nao_encontrado', 'Arquivo da referência da API não encontrado.'));
    }
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8');
    return sendCompressed(req, reply, asset);
  });
}

interface Asset {
  /** The URL's file name, with a hash of the content: a new version is a new URL, so it is cached for good. */
  file: string;
  body: Buffer;
  compressed: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

const require = createRequire(import.meta.url);
const INIT_SCRIPT = new URL('./reference.browser.js', import.meta.url);

let loaded: Asset[] | undefined;

/** Read on the first visit, not at start-up: most servers never show the reference. */
function assets(): Asset[] {
  if (loaded) return loaded;
  const asset = (name: string, body: Buffer): Asset => ({
    file: `${name}.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.js`,
    body,
    compressed: {},
  });
  loaded = [
    asset('scalar', readFileSync(require.resolve('@scalar/api-reference/browser/standalone.js'))),
    asset('init', readFileSync(INIT_SCRIPT)),
  ];
  return loaded;
}

const compress = {
  br: (body: Buffer) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body: Buffer) => promisify(gzip)(body),
};

/** Compressed once per encoding (the bundle is 3.5 MB, about 0.9 MB compressed), off the event loop, and kept. */
async function sendCompressed(req: FastifyRequest, reply: FastifyReply, asset: Asset) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = (['br', 'gzip'] as const).find((e) => new RegExp(`\\b${e}\\b`).test(accepted));
  void reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(asset.body);
  asset.compressed[encoding] ??= compress[encoding](asset.body);
  return reply.header('content-encoding', encoding).send(await asset.compressed[encoding]);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function staffPage(): string {
  const [scalar, init] = assets();
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referência completa da API (equipe) — Certidão Ágil</title>
<meta name="description" content="Referência interativa de todas as operações da API da Certidão Ágil, para a equipe.">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${esc(encodeURIComponent(ICON))}">
</head>
<body>
<noscript>Ative o JavaScript do navegador para ver a referência interativa. O contrato está em <a href="/api/openapi.yaml">/api/openapi.yaml</a> e <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<div id="referencia-api"></div>
<script src="/api/docs/${esc(scalar!.file)}"></script>
<script src="/api/docs/${esc(init!.file)}"></script>
</body>
</html>
`;
}

function refusedPage(status: 401 | 403): string {
  const text =
    status === 401
      ? 'Entre com uma conta da equipe para ver a referência completa da API.'
      : 'A referência completa da API é só para a equipe (administradores e moderadores).';
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Referência da equipe — Certidão Ágil</title><meta name="robots" content="noindex"></head>
<body>
<main>
<h1>Referência da equipe</h1>
<p>${esc(text)}</p>
<p><a href="/admin/login">Entrar</a> · <a href="/api/docs">Referência pública da API</a></p>
</main>
</body>
</html>
`;
}
