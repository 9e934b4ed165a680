import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The interactive API reference at `/api/docs`: Scalar's standalone bundle (from node_modules, never a CDN)
 * and a small init script, both served from this origin so the app's CSP (`script-src 'self'`, no inline
 * script) holds. The page reads the contract from `/api/openapi.json`.
 */
export function registerApiReference(api: FastifyInstance): void {
  api.get('/docs', async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page()),
  );
  api.get<{ Params: { file: string } }>('/docs/:file', async (req, reply) => {
    const asset = assets().find((a) => a.file === req.params.file);
    if (!asset) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: 'Arquivo da referência da API não encontrado.',
      });
    }
    return sendAsset(req, reply, asset);
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

/** The bundle is 3.5 MB: compressed once (about 0.9 MB), off the event loop, and kept. */
async function sendAsset(req: FastifyRequest, reply: FastifyReply, asset: Asset) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = (['br', 'gzip'] as const).find((e) => new RegExp(`\\b${e}\\b`).test(accepted));
  void reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('vary', 'accept-encoding')
    .type('text/javascript; charset=utf-8');
  if (!encoding) return reply.send(asset.body);
  asset.compressed[encoding] ??= compress[encoding](asset.body);
  return reply.header('content-encoding', encoding).send(await asset.compressed[encoding]);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The product's icon (apps/web/public/favicon.svg), inline: the page must work when the web app is not served.
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1e40af"/><path d="M9.5 5.5h8.6l5.4 5.4V24a1.5 1.5 0 0 1-1.5 1.5H9.5A1.5 1.5 0 0 1 8 24V7a1.5 1.5 0 0 1 1.5-1.5Z" fill="#fff"/><path d="M18.1 5.5v4.4a1 1 0 0 0 1 1h4.4Z" fill="#dce6fd"/><rect x="10.8" y="12.6" width="9" height="1.8" rx=".9" fill="#1e40af" opacity=".45"/><rect x="10.8" y="16.4" width="5.8" height="1.8" rx=".9" fill="#1e40af" opacity=".45"/><circle cx="22" cy="23" r="5.2" fill="#f59e0b" stroke="#1e40af" stroke-width="1.4"/><path d="m19.7 23.1 1.6 1.6 3-3.1" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>';

function page(): string {
  const [scalar, init] = assets();
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referência da API — Certidão Ágil</title>
<meta name="description" content="Referência interativa da API da Certidão Ágil: autenticação, operações com exemplos, formato de erro e eventos de webhook.">
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
