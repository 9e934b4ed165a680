import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  // The manifest (dist/.vite/manifest.json) and the source maps let the build budget
  // (scripts/web-budget.mjs) find what the landing page loads and which modules make it up.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
