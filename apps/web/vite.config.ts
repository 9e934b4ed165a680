import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
