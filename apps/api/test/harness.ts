import { Writable } from 'node:stream';
import type { ApiError } from '@certidao/api-client';
import { expect } from 'vitest';
import { createLogger } from '../src/logger.ts';

// The server harness is the workspace entry `@certidao/api/testing` (apps/api/src/testing), shared with the CLI
// suites and the web app's end-to-end tests; the API suites keep importing it from here.
export * from '../src/testing/index.ts';

/** A logger (at `level`) that appends each JSON line it writes to `lines`, for tests that read the server's logs. */
export function capturedLogger(lines: string[], level: Parameters<typeof createLogger>[0] = 'info') {
  return createLogger(
    level,
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}

/** Awaits a call that must fail and returns its ApiError (fails the test if the call succeeds). */
export function fail(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => expect.fail('expected an error'),
    (error: ApiError) => error,
  );
}

export type CallInit = { method?: string; token?: string; headers?: Record<string, string>; body?: unknown };

/**
 * One raw HTTP call to the API (no typed client), as an integrator's script or an access matrix makes it: any
 * ids, headers and bodies, or none; it reads the status, the headers and the parsed answer (the text when it is
 * not JSON).
 */
export async function callApi(apiUrl: string, path: string, init: CallInit = {}) {
  const res = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions.
  return { status: res.status, headers: res.headers, body: body as any };
}
