import { ConfigError, loadConfig, redactUrl } from './config.ts';
import { DataDirLockedError } from './db/client.ts';
import { createServer } from './server.ts';

async function main() {
  const config = loadConfig();
  const server = await createServer(config);
  const { app, ctx, seedResult } = server;
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    '  Certidão Ágil está no ar',
    `  ➜ Aplicação:  ${config.publicUrl}/`,
    `  ➜ API:        ${config.publicUrl}/api  (saúde: ${config.publicUrl}/api/health)`,
    `  ➜ Banco:      ${config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : `PGlite em ${config.dataDir}/db`}`,
    `  ➜ E-mails:    ${ctx.mailer.describe()}`,
    `  ➜ Certidões:  emissor ${ctx.pipeline.issuers.mode}${ctx.pipeline.issuers.mode === 'sandbox' ? ` (SANDBOX_TIME_SCALE=${config.sandboxTimeScale}, documentos de teste)` : ''}; ${config.runWorkers ? `${config.workerConcurrency} jobs simultâneos neste processo` : 'sem workers neste processo (RUN_WORKERS=false: use npm run worker)'}`,
    `  ➜ PDFs:       ${ctx.pipeline.storage.describe()}; assinatura ${ctx.pipeline.signer.certificate.source === 'configured' ? `de ${config.signingP12Path}` : `gerada em ${config.dataDir}/signing`}`,
  ];
  if (seedResult.generatedAdminPassword) {
    lines.push(
      '',
      '  Administrador criado (esta senha não será mostrada de novo):',
      `    e-mail: ${config.adminEmail}`,
      `    senha:  ${seedResult.generatedAdminPassword}`,
    );
  } else if (seedResult.adminCreated) {
    lines.push('', `  Administrador criado: ${config.adminEmail} (senha de ADMIN_PASSWORD)`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await server.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(
      `\nFalha ao iniciar o servidor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`,
    );
  }
  process.exit(1);
});
