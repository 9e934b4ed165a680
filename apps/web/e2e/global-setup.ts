import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, startTestServer } from '@certidao/api/testing';

/**
 * Starts the one server of the e2e run: the API's test harness on a free port and a fresh DATA_DIR, serving
 * the built web app (apps/web/dist), with instant sandbox issuers, no rate limits and webhooks allowed to local
 * receivers. Workers find it through the environment (E2E_BASE_URL, E2E_DATA_DIR, E2E_ADMIN_EMAIL,
 * E2E_ADMIN_PASSWORD, E2E_AUTH_DIR). The function it returns is the global teardown: it closes the server and
 * removes the data and sign-in folders.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const server = await startTestServer(
    {},
    // Webhook endpoints may be http:// receivers on 127.0.0.1 (integrations.spec.ts starts one).
    { SANDBOX_TIME_SCALE: '0', WEBHOOKS_ALLOW_LOCALHOST: 'true' },
    { serveWeb: true },
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_EMAIL = server.config.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  // The setup project's signed-in states, one folder per server (several runs may share this checkout).
  const authDir = fileURLToPath(new URL(`./.auth/${new URL(server.url).port}`, import.meta.url));
  mkdirSync(authDir, { recursive: true });
  process.env.E2E_AUTH_DIR = authDir;
  console.log(
    `e2e: server at ${server.url} (DATA_DIR ${server.dataDir}), started in ${Date.now() - started} ms`,
  );
  return async () => {
    await server.close();
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(authDir, { recursive: true, force: true });
  };
}
