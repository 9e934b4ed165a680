/** Real server and worker processes for the suites that kill or restart them (crash safety, start-up). */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness.ts';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export type Started = ChildProcess & { output: () => string };

/**
 * Runs `script` (relative to apps/api) as one process (node with tsx's loader, not the tsx CLI, which would run
 * it in a child of its own), with the test admin, no web app, no rate limits and logs at warn; its output is
 * kept (and printed when it exits with an error). `track` collects it for the suite's clean-up.
 */
export function startProcess(script: string, env: Record<string, string>, track?: ChildProcess[]): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIR,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      RATE_LIMIT: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as Started;
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`${script} exited with ${code} ${signal ?? ''}\n${output}`);
  });
  child.output = () => output;
  track?.push(child);
  return child;
}

export async function kill9(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}
