import type { Command } from 'commander';
import { EXIT, type ExitCode, reportError, usageError } from '../output.ts';
import { readHidden } from '../prompt.ts';
import {
  apiFor,
  clearSession,
  DEFAULT_URL,
  normalizeUrl,
  readHosts,
  readSession,
  resolveUrl,
  writeSession,
} from '../session.ts';

interface LoginOptions {
  email: string;
  password?: string;
  url?: string;
}

export function registerAuth(program: Command) {
  program
    .command('login')
    .description('Entra com e-mail e senha e guarda a sessão deste servidor para os próximos comandos')
    .requiredOption('-e, --email <email>', 'e-mail da conta')
    .option(
      '-p, --password <senha>',
      'senha; prefira a variável CERTIDAO_PASSWORD (num terminal, sem ela, a senha é pedida sem eco)',
    )
    .option('--url <url>', 'endereço do servidor (uma sessão por servidor)')
    .addHelpText(
      'after',
      `
Cada servidor tem a sua sessão (arquivo ~/.config/certidao/hosts.json, modo 600): o token de um servidor
nunca é enviado a outro. --url ou CERTIDAO_URL escolhem o servidor; sem eles, vale o do último login.

Exemplos:
  certidao login -e ana@certidaoagil.com.br                   # pede a senha
  CERTIDAO_PASSWORD=… certidao login -e ana@… --url https://homologacao.exemplo.com.br

Códigos de saída: 0 sessão iniciada; 2 uso incorreto (sem senha fora de um terminal); 3 e-mail ou senha
incorretos; 4 servidor fora do ar; 1 erro.`,
    )
    .action(async (options: LoginOptions) => {
      process.exitCode = await login(options);
    });

  program
    .command('logout')
    .description('Encerra a sessão guardada do servidor (--url, CERTIDAO_URL ou o do último login)')
    .option('--url <url>', 'endereço do servidor')
    .action(async (options: { url?: string }) => {
      const url = resolveUrl(options.url);
      const session = readSession(url);
      if (session?.token) {
        try {
          await apiFor(url, session.token).logout();
        } catch {
          // The local session is cleared anyway, as in the web app.
        }
      }
      clearSession(url);
      const hosts = readHosts();
      const others = Object.keys(hosts.servidores);
      // The server the next command talks to: CERTIDAO_URL, else the last login's (which `logout --url` of
      // another server leaves as it was), else the default; never quietly another server that has a session.
      const next = normalizeUrl(process.env.CERTIDAO_URL ?? hosts.atual ?? DEFAULT_URL);
      process.stdout.write(
        `Sessão encerrada em ${url}.${others.length ? ` Continua aberta em: ${others.join(', ')}.` : ''} Os comandos seguem usando ${next}${next === url ? ' (agora sem sessão)' : ''}; para outro, use --url ou certidao servidor usar <nome>.\n`,
      );
    });
}

/** The password: --password, CERTIDAO_PASSWORD, or asked without echo on a terminal. */
async function passwordOf(options: LoginOptions): Promise<string | undefined> {
  const given = options.password ?? process.env.CERTIDAO_PASSWORD;
  if (given !== undefined) return given;
  if (!process.stdin.isTTY || !process.stderr.isTTY) return undefined;
  return readHidden(`Senha de ${options.email}: `);
}

async function login(options: LoginOptions): Promise<ExitCode> {
  const password = await passwordOf(options);
  if (!password) {
    return usageError('informe a senha com CERTIDAO_PASSWORD ou --password (ou rode num terminal).');
  }
  const url = resolveUrl(options.url);
  try {
    const res = await apiFor(url, '').login({ body: { email: options.email, password } });
    writeSession({ url, token: res.accessToken, email: res.user.email });
    process.stdout.write(
      `Sessão iniciada como ${res.user.fullName} <${res.user.email}> (${res.user.role}) em ${url}\n`,
    );
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}
