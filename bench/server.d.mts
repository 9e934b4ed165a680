// Types of bench/server.mjs for the TypeScript benchmarks.
export const ADMIN: { email: string; password: string };
export function freePort(): Promise<number>;
export function startServer(
  dataDir: string,
  env?: Record<string, string>,
  options?: { nodeArgs?: string[] },
): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
export function cpuSeconds(pid: number): number;
export function call(
  base: string,
  path: string,
  options?: { token?: string; method?: string; body?: unknown },
): Promise<{ json: unknown; bytes: number }>;
export function customer(base: string, adminToken?: string): Promise<string>;
export function customerAccount(
  base: string,
  adminToken?: string,
): Promise<{ email: string; password: string; token: string }>;
export function postgresUrl(): Promise<string | undefined>;
export function withTempDatabase<T>(baseUrl: string, fn: (url: string) => Promise<T>): Promise<T>;
