#!/usr/bin/env node
// The `certidao` command. In the monorepo (src/ is here) it always runs the TypeScript sources through tsx, so
// `npm run cli` and the tests need no build and never run a stale dist/; the packed package ships no src/ and
// runs the compiled bundle (dist/, made by scripts/build.mjs at `npm pack`).
//
// tsx is registered in this same process (not a child process), so a signal sent to `certidao` (Ctrl+C, a
// supervisor's SIGTERM) reaches the process that does the work. tsx and the tsconfig (JSX settings) are resolved
// from here, not from the current directory, so the command works from any folder.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = new URL('../src/main.tsx', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
  await import(source.href);
} else {
  await import('../dist/certidao.mjs');
}
