import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

type ProxyServer = Parameters<NonNullable<ProxyOptions['configure']>>[0];

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Writes `file.gz` and `file.br` next to every text asset of the build, so the server sends them as they are
 * (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  const MIN_BYTES = 1024;
  const gzipAsync = promisify(gzip);
  const brotliAsync = promisify(brotliCompress);
  const files = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { withFileTypes: true, recursive: true }))
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  return {
    name: 'certidao:precompress',
    // The client build only: the server entry (scripts/prerender.mjs) is read from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After the files are written (never after a failed build). Public files are already in the folder too.
    async writeBundle(options) {
      if (!options.dir) return;
      await Promise.all(
        (await files(options.dir)).map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * While the API (re)starts its port is closed: answer 503 with a one-line note instead of Vite's stack trace
 * of every refused request. Vite logs any error the proxy emits, so the refused ones are taken before it.
 */
function quietWhileApiRestarts(proxy: ProxyServer) {
  let lastNote = 0;
  const emit = proxy.emit.bind(proxy) as (event: string, ...args: unknown[]) => boolean;
  proxy.emit = ((event: string, ...args: unknown[]) => {
    const [error, req, res] = args as [NodeJS.ErrnoException, IncomingMessage, ServerResponse | undefined];
    if (event !== 'error' || !['ECONNREFUSED', 'ECONNRESET'].includes(error?.code ?? ''))
      return emit(event, ...args);
    if (Date.now() - lastNote > 5000) {
      lastNote = Date.now();
      console.warn(
        `[api] ${apiTarget} não respondeu (${error.code}); a API está (re)iniciando? (${req?.url})`,
      );
    }
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(
        JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'A API está iniciando. Tente de novo em instantes.',
        }),
      );
    } else res?.end();
    return true;
  }) as typeof proxy.emit;
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false, configure: quietWhileApiRestarts } },
  },
  // The manifest (dist/.vite/manifest.json) and the source maps let the build budget
  // (scripts/web-budget.mjs) find what the landing page loads and which modules make it up.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
