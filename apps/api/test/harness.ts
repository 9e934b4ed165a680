import type { ApiError } from '@certidao/api-client';
import { expect } from 'vitest';

// The server harness is the workspace entry `@certidao/api/testing` (apps/api/src/testing), shared with the CLI
// suites and the web app's end-to-end tests; the API suites keep importing it from here.
export * from '../src/testing/index.ts';

/** Awaits a call that must fail and returns its ApiError (fails the test if the call succeeds). */
export function fail(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => expect.fail('expected an error'),
    (error: ApiError) => error,
  );
}
