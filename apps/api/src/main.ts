import { loadConfig, redactUrl } from './config.ts';
import { closeOnSignals, exitOnStartupError } from './process.ts';
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

  closeOnSignals(app.log, () => server.close(), 15_000);
}

main().catch(exitOnStartupError('o servidor'));
