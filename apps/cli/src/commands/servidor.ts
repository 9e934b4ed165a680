import type { Command } from 'commander';
import { EXIT, type ExitCode, printJson, usageError } from '../output.ts';
import { type Hosts, normalizeUrl, readHosts, writeHosts } from '../session.ts';

/**
 * `certidao servidor`: the saved servers (one session each, hosts.json) and which is current, as `gh auth
 * status` / `gh auth switch`. `usar` changes the current server (`atual`), the one commands use without --url or
 * CERTIDAO_URL; only a server with a saved session can be chosen (a new one is added by `login --url`).
 */
export function registerServidor(program: Command) {
  const servidor = program
    .command('servidor')
    .description('Lista os servidores com sessão salva e troca o servidor atual (servidor usar <nome>)')
    .addHelpText(
      'after',
      `
O servidor atual é o que os comandos usam sem --url nem CERTIDAO_URL. <nome> é o endereço, o nome do host
(homologacao.exemplo.com.br) ou um trecho que só um servidor salvo tenha (homologacao). Um servidor novo
entra na lista com certidao login --url <endereço>.

Exemplos:
  certidao servidor                 # o mesmo que servidor listar
  certidao servidor usar homologacao
  certidao servidor usar http://127.0.0.1:3000

Códigos de saída: 0 ok; 2 nome desconhecido ou que vale para mais de um servidor.`,
    )
    .action((options: { json?: boolean }) => {
      process.exitCode = listar(options);
    });
  servidor
    .command('listar')
    .description('Lista os servidores com sessão salva; * marca o atual')
    .option('--json', 'imprime [{url, email, atual}] em JSON')
    .action((options: { json?: boolean }) => {
      process.exitCode = listar(options);
    });
  servidor
    .command('usar')
    .description('Passa a usar outro servidor salvo nos próximos comandos')
    .argument('<nome>', 'endereço, host ou um trecho único do endereço de um servidor salvo')
    .action((nome: string) => {
      process.exitCode = usar(nome);
    });
}

function listar(options: { json?: boolean }): ExitCode {
  const hosts = readHosts();
  const urls = Object.keys(hosts.servidores);
  if (options.json) {
    printJson(
      urls.map((url) => ({ url, email: hosts.servidores[url]?.email ?? null, atual: url === hosts.atual })),
    );
    return EXIT.ok;
  }
  if (!urls.length) {
    process.stderr.write(
      'Nenhum servidor com sessão salva. Entre com: certidao login -e <email> --url <servidor>\n',
    );
    return EXIT.ok;
  }
  for (const url of urls) {
    const email = hosts.servidores[url]?.email;
    process.stdout.write(`${url === hosts.atual ? '*' : ' '} ${url}${email ? `  ${email}` : ''}\n`);
  }
  if (hosts.atual && !urls.includes(hosts.atual)) {
    process.stdout.write(`* ${hosts.atual}  (sem sessão)\n`);
  }
  overridden();
  return EXIT.ok;
}

/** The saved servers that `nome` names: the address, the host, or a part of the address only one has. */
export function matchServers(hosts: Hosts, nome: string): string[] {
  const urls = Object.keys(hosts.servidores);
  const wanted = normalizeUrl(nome).toLowerCase();
  const exact = urls.filter((url) => url.toLowerCase() === wanted);
  if (exact.length) return exact;
  const byHost = urls.filter((url) => {
    try {
      const u = new URL(url);
      return u.host.toLowerCase() === nome.toLowerCase() || u.hostname.toLowerCase() === nome.toLowerCase();
    } catch {
      return false;
    }
  });
  if (byHost.length) return byHost;
  return urls.filter((url) => url.toLowerCase().includes(nome.toLowerCase()));
}

function usar(nome: string): ExitCode {
  const hosts = readHosts();
  const found = matchServers(hosts, nome);
  const saved = Object.keys(hosts.servidores);
  if (found.length !== 1) {
    const list = saved.length
      ? ` Servidores salvos: ${saved.join(', ')}.`
      : ' Nenhum servidor tem sessão salva.';
    return usageError(
      found.length
        ? `'${nome}' vale para mais de um servidor (${found.join(', ')}); seja mais específico.`
        : `nenhum servidor salvo corresponde a '${nome}'.${list} Para um novo: certidao login -e <email> --url <servidor>.`,
    );
  }
  const url = found[0] as string;
  hosts.atual = url;
  writeHosts(hosts);
  const email = hosts.servidores[url]?.email;
  process.stdout.write(`Servidor atual: ${url}${email ? ` (conta ${email})` : ''}.\n`);
  overridden();
  return EXIT.ok;
}

/** CERTIDAO_URL wins over the current server: say so, or the switch would seem not to work. */
function overridden(): void {
  const env = process.env.CERTIDAO_URL;
  if (env !== undefined) {
    process.stderr.write(
      `Aviso: CERTIDAO_URL=${env} está definida e vale mais que o servidor atual; tire-a para usar o atual.\n`,
    );
  }
}
