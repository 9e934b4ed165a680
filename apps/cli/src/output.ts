import { isApiError } from '@certidao/api-client';

export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, unreachable: 4 } as const;

/** Prints an error in pt-BR on stderr and returns the exit code that fits it. */
export function reportError(error: unknown): number {
  if (isApiError(error)) {
    process.stderr.write(`Erro: ${error.message}${error.status ? ` (HTTP ${error.status})` : ''}\n`);
    if (error.status === 0) return EXIT.unreachable;
    if (error.status === 401 || error.status === 403) return EXIT.auth;
    return EXIT.failure;
  }
  process.stderr.write(`Erro: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT.failure;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
