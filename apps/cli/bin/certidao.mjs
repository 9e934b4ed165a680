#!/usr/bin/env node
// Runs the TypeScript entry through tsx so the CLI needs no build step. tsx is registered in this same process
// (not a child process), so a signal sent to `certidao` (Ctrl+C, a supervisor's SIGTERM) reaches the process
// that does the work. tsx and the tsconfig (JSX settings) are resolved from here, not from the current
// directory, so the command works from any folder.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const here = dirname(fileURLToPath(import.meta.url));
register({ tsconfig: join(here, '..', '..', '..', 'tsconfig.json') });
await import(pathToFileURL(join(here, '..', 'src', 'main.tsx')).href);
