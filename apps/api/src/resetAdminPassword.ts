import { loadConfig, redactUrl } from './config.ts';
import { OperatorError } from './operatorError.ts';
import { exitOnStartupError } from './process.ts';
import { adoptLegacyDataDir, dataDirInUse } from './startup/dataDir.ts';

/**
 * `npm run admin:reset-password`: a new password for the first administrator (ADMIN_EMAIL, or the oldest
 * administrator when that address no longer exists), from the machine that holds the data: ADMIN_PASSWORD
 * when set, else a generated one, printed once. The account is unlocked, its sessions end and the audit log
 * records it (by no user: 'linha de comando'). On PGlite only one process opens DATA_DIR, so the server must be
 * stopped first; on PostgreSQL it runs beside the server.
 */
async function main() {
  const config = loadConfig();
  adoptLegacyDataDir(config);
  if (!config.databaseUrl && dataDirInUse(config.dataDir)) {
    throw new OperatorError(
      `O servidor está rodando com os dados em ${config.dataDir} (PGlite: só um processo abre a pasta). ` +
        'Pare-o (Ctrl+C no terminal do npm start) e rode npm run admin:reset-password de novo.',
    );
  }
  const { openDatabase } = await import('./db/client.ts');
  const { resetFirstAdminPassword } = await import('./startup/adminPassword.ts');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await resetFirstAdminPassword(database.db, {
      adminEmail: config.adminEmail,
      password: config.adminPassword,
    });
    const where = config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : config.dataDir;
    process.stdout.write(
      [
        '',
        `  Senha do administrador redefinida (${where}); as sessões abertas dele foram encerradas.`,
        `    e-mail: ${result.email}`,
        result.generatedPassword
          ? `    senha:  ${result.generatedPassword}   (gerada; não será mostrada de novo)`
          : '    senha:  a de ADMIN_PASSWORD',
        '',
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupError('a redefinição de senha'));
