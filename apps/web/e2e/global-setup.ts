import { rmSync } from 'node:fs';
import { ADMIN_PASSWORD, startTestServer } from '@certidao/api/testing';

/**
 * Starts the one server of the e2e run: the API's test harness on a free port and a fresh DATA_DIR, serving
 * the built web app (apps/web/dist), with instant sandbox issuers and no rate limits. Workers find it through
 * the environment (E2E_BASE_URL, E2E_DATA_DIR, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD). The function it returns is
 * the global teardown: it closes the server and removes the data directory.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const server = await startTestServer({}, { SANDBOX_TIME_SCALE: '0' }, { serveWeb: true });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_EMAIL = server.config.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  console.log(
    `e2e: server at ${server.url} (DATA_DIR ${server.dataDir}), started in ${Date.now() - started} ms`,
  );
  return async () => {
    await server.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
