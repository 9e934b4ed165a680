import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, loadConfig, redactUrl } from './config.ts';
import { openEmbedded } from './db/embedded.ts';
import { createLogger } from './logger.ts';
import { closeOnSignals, exitOnStartupError, PortInUseError } from './process.ts';
import type { Server } from './server.ts';
import { adoptLegacyDataDir } from './startup/dataDir.ts';
import type { SeedResult } from './startup/seed.ts';
import { startTelemetry } from './startup/telemetry.ts';
import { buildWebIfChanged } from './startup/webBuild.ts';

/**
 * `npm start`: the configuration first (a mistake is reported before anything slow), then the web app's
 * build when its sources changed, the server, the port, and only then the first administrator, so the
 * password printed once is never lost to a start that failed.
 */
async function main() {
  const config = loadConfig();
  const warnings: string[] = [];
  const moved = adoptLegacyDataDir(config);
  if (moved) warnings.push(moved);
  // Before the logger (its lines then carry trace ids) and the server's modules (Fastify's `http` is traced).
  await startTelemetry('certidao-api');
  const log = createLogger(config.logLevel);

  let stopping = false;
  let build: ReturnType<typeof buildWebIfChanged> | undefined;
  let starting: Promise<Server> | undefined;
  // The embedded database starts in its own thread (its WebAssembly, its files) while this one loads the
  // server's modules: the two took about as long, one after the other. The server owns it once created.
  const embedded = config.databaseUrl
    ? undefined
    : openEmbedded(config.dataDir, () => import('./db/client.ts').then((m) => m.databaseTemplate()));
  embedded?.catch(() => {}); // its failure is reported where the server awaits it
  let handedOver = false;
  const closeEmbedded = async () => {
    if (!handedOver) await (await embedded?.catch(() => undefined))?.close();
  };
  closeOnSignals(
    log,
    async () => {
      stopping = true;
      build?.stop('SIGTERM');
      await closeEmbedded();
      const server = await starting?.catch(() => undefined);
      await server?.close();
    },
    15_000,
  );
  try {
    // Loaded only now, and while the build is checked: the server's modules take seconds to load, and a bad
    // setting is reported before.
    const modules = import('./server.ts');
    modules.catch(() => {}); // its failure is reported where it is awaited
    if (config.serveWeb) {
      build = buildWebIfChanged(config.webDist);
      await build.done;
      if (!existsSync(join(config.webDist, 'index.html')))
        warnings.push(`WEB_DIST (${config.webDist}) não tem index.html: a aplicação web não será servida.`);
    }
    starting = modules.then(({ createServer }) => {
      handedOver = true;
      return createServer(config, { logger: log, embedded });
    });
    const server = await starting;
    try {
      await server.app.listen({ port: config.port, host: config.host });
    } catch (error) {
      // Kept alive until closed: see closeOnSignals.
      const keepAlive = setInterval(() => {}, 1000);
      await server.close().finally(() => clearInterval(keepAlive));
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config);
      throw error;
    }
    const seedResult = await server.seed();
    process.stdout.write(banner(config, server, seedResult, warnings));
  } catch (error) {
    // A signal during the start: the shutdown above ends the process.
    if (stopping) return;
    await closeEmbedded().catch(() => {});
    throw error;
  }
}

function metricsLine(config: Config): string {
  if (config.metricsPort !== undefined)
    return `http://${config.host}:${config.metricsPort}/metrics${config.metricsToken ? ' (com METRICS_TOKEN)' : ''}`;
  if (config.metricsToken !== undefined) return `${config.publicUrl}/api/metrics (com METRICS_TOKEN)`;
  return 'desligadas (defina METRICS_TOKEN ou METRICS_PORT)';
}

function banner(config: Config, server: Server, seedResult: SeedResult, warnings: string[]): string {
  const { ctx } = server;
  const devWebUrl = process.env.CERTIDAO_DEV_WEB_URL;
  const web = devWebUrl
    ? `${devWebUrl}/  (Vite, recarrega ao salvar)`
    : config.serveWeb
      ? `${config.publicUrl}/`
      : 'não servida (SERVE_WEB=false)';
  const lines = [
    '',
    '  Certidão Ágil está no ar',
    `  ➜ Aplicação:  ${web}`,
    `  ➜ API:        ${config.publicUrl}/api  (saúde: ${config.publicUrl}/api/health)`,
    `  ➜ Banco:      ${config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : `PGlite em ${config.dataDir}/db`}`,
    `  ➜ E-mails:    ${ctx.mailer.describe()}`,
    `  ➜ Certidões:  emissor ${ctx.pipeline.issuers.mode}${ctx.pipeline.issuers.mode === 'sandbox' ? ` (SANDBOX_TIME_SCALE=${config.sandboxTimeScale}, documentos de teste)` : ''}; ${config.runWorkers ? `${config.workerConcurrency} jobs simultâneos neste processo` : 'sem workers neste processo (RUN_WORKERS=false: use npm run worker)'}`,
    `  ➜ PDFs:       ${ctx.pipeline.storage.describe()}; assinatura ${config.signingP12Path ? `de ${config.signingP12Path}` : `gerada em ${config.dataDir}/signing`}`,
    `  ➜ Métricas:   ${metricsLine(config)}`,
  ];
  const reset = `npm run admin:reset-password${config.databaseUrl ? '' : ' (com o servidor parado)'}`;
  if (seedResult.generatedAdminPassword) {
    lines.push(
      '',
      '  Administrador criado (esta senha não será mostrada de novo):',
      `    e-mail: ${config.adminEmail}`,
      `    senha:  ${seedResult.generatedAdminPassword}`,
      `  Perdeu a senha? ${reset} gera outra.`,
    );
  } else if (seedResult.adminCreated) {
    lines.push('', `  Administrador criado: ${config.adminEmail} (senha de ADMIN_PASSWORD)`);
  } else if (seedResult.adminNeverSignedIn) {
    lines.push(
      '',
      `  O administrador ${config.adminEmail} ainda não entrou. Sem a senha mostrada na primeira vez?`,
      `  ${reset} gera outra.`,
    );
  }
  if (warnings.length) lines.push('', ...warnings.map((w) => `  ⚠ ${w}`));
  return `${lines.join('\n')}\n\n`;
}

main().catch(exitOnStartupError('o servidor'));
