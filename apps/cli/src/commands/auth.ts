import type { Command } from 'commander';
import { EXIT, reportError } from '../output.ts';
import { apiFor, clearSession, readSession, resolveUrl, writeSession } from '../session.ts';

export function registerAuth(program: Command) {
  program
    .command('login')
    .description('Entra com e-mail e senha e guarda a sessão para os próximos comandos')
    .requiredOption('-e, --email <email>', 'e-mail da conta')
    .option('-p, --password <senha>', 'senha (ou a variável CERTIDAO_PASSWORD)')
    .option('--url <url>', 'endereço do servidor')
    .action(async (options: { email: string; password?: string; url?: string }) => {
      const password = options.password ?? process.env.CERTIDAO_PASSWORD;
      if (!password) {
        process.stderr.write('Erro: informe a senha com --password ou CERTIDAO_PASSWORD.\n');
        process.exitCode = EXIT.usage;
        return;
      }
      const url = resolveUrl(options.url);
      try {
        const res = await apiFor(url, '').login({ body: { email: options.email, password } });
        writeSession({ url, token: res.accessToken, email: res.user.email });
        process.stdout.write(
          `Sessão iniciada como ${res.user.fullName} <${res.user.email}> (${res.user.role}) em ${url}\n`,
        );
      } catch (error) {
        process.exitCode = reportError(error);
      }
    });

  program
    .command('logout')
    .description('Encerra a sessão guardada')
    .action(async () => {
      const session = readSession();
      if (session?.token) {
        try {
          await apiFor(session.url, session.token).logout();
        } catch {
          // The local session is cleared anyway, as in the web app.
        }
      }
      clearSession();
      process.stdout.write('Sessão encerrada.\n');
    });
}
