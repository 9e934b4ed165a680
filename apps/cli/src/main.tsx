#!/usr/bin/env node
import type { Command } from 'commander';
import { registerAcompanhar } from './commands/acompanhar.ts';
import { registerApi } from './commands/api.ts';
import { registerAssistidas } from './commands/assistidas.ts';
import { registerAuth } from './commands/auth.ts';
import { registerBaixar } from './commands/baixar.ts';
import { registerCatalogo } from './commands/catalogo.ts';
import { registerChaves } from './commands/chaves.ts';
import { registerCompletion } from './commands/completion.ts';
import { registerHealth } from './commands/health.ts';
import { registerMonitorar } from './commands/monitorar.ts';
import { registerOperacoes } from './commands/operacoes.ts';
import { registerServidor } from './commands/servidor.ts';
import { registerSolicitacoes } from './commands/solicitacoes.ts';
import { registerSolicitar } from './commands/solicitar.ts';
import { registerWebhooks } from './commands/webhooks.ts';
import { installSignalHandlers } from './interrupt.ts';
import { adoptNpmInvocation } from './invocation.ts';
import { EXIT, jsonSelection, parseFields } from './output.ts';
import { createProgram } from './program.ts';
import { inputState } from './selection.ts';
import { actingAs, activeServer, badUrlReason, resolveUrl } from './session.ts';

adoptNpmInvocation();
installSignalHandlers();

const program = createProgram().addHelpText(
  'after',
  `
Sessão: "certidao login -e <email> [--url <servidor>]" guarda o token daquele servidor (uma sessão por servidor);
--url ou CERTIDAO_URL escolhem o servidor (sem eles, o do último login); CERTIDAO_TOKEN substitui a sessão e
aceita também uma chave de API (ca_live_…/ca_test_…, criada com "certidao chaves criar" ou em Integrações),
limitada aos escopos dela. "certidao status" mostra o servidor, de onde veio e com que conta os comandos
falam com ele; cada comando que age num servidor diz isso numa linha no stderr (não com --json). Depois de
"certidao logout", os comandos continuam no mesmo servidor (sem sessão), nunca passam a outro sozinhos.
"certidao servidor" lista os servidores salvos e "certidao servidor usar <nome>" troca o atual. Todo comando
com --json aceita --campos a,b,c (só esses campos); "certidao api <caminho>" chama qualquer operação da API.
Códigos de saída: 0 ok; 1 erro (recusado pelo servidor); 2 uso incorreto ou dados inválidos; 3 sem sessão ou
sem permissão; 4 servidor fora do ar, conexão caída no meio ou erro do servidor (a mensagem diz qual
servidor); 5 feito em parte (certidões com falha ou canceladas, linhas ou arquivos não processados);
130 interrompido por Ctrl+C (SIGINT), 143 por SIGTERM (downloads pela metade são apagados).`,
);

// A bad server address (--url or CERTIDAO_URL) is refused before any command runs: exit 2.
program.hook('preAction', (_root, command) => {
  const url = (command.opts() as { url?: string }).url ?? process.env.CERTIDAO_URL;
  const reason = url === undefined ? undefined : badUrlReason(url);
  if (reason) {
    process.stderr.write(`Erro: ${reason}\n`);
    process.exit(EXIT.usage);
  }
});

// Every command that acts on a server says which one and as whom, on stderr (stdout stays the command's);
// not with --json, and not for the commands that already print the server (status, login, logout).
program.hook('preAction', (_root, command) => {
  const opts = command.opts() as { url?: string; json?: boolean; formato?: string; campos?: string[] };
  if (!command.options.some((o) => o.long === '--url')) return;
  const json = opts.json || opts.formato === 'json' || opts.campos !== undefined;
  if (['status', 'login', 'logout', 'api'].includes(command.name()) || json) return;
  const url = resolveUrl(opts.url);
  const from =
    activeServer.source === 'último login' || activeServer.source === 'padrão'
      ? ` (${activeServer.source})`
      : '';
  process.stderr.write(`Servidor ${url}${from} · ${actingAs(url)}\n`);
});

// One page of a longer list read from stdin: whatever the command did, it did not do all (exit 5).
program.hook('postAction', () => {
  if (inputState.incomplete && !process.exitCode) process.exitCode = EXIT.partial;
});

registerHealth(program);
registerAuth(program);
registerSolicitar(program);
registerAcompanhar(program);
registerBaixar(program);
registerSolicitacoes(program);
registerOperacoes(program);
registerChaves(program);
registerWebhooks(program);
registerMonitorar(program);
registerCatalogo(program);
registerAssistidas(program);
registerServidor(program);
registerApi(program);
registerCompletion(program);

// `--campos a,b,c` on every command that prints JSON: it implies the JSON output, and keeps those fields.
const withJson = (command: Command): Command[] => [
  ...(command.options.some((o) => o.long === '--json') ? [command] : []),
  ...command.commands.flatMap(withJson),
];
for (const command of withJson(program)) {
  command.option(
    '--campos <lista>',
    'só estes campos no JSON, separados por vírgula (implica --json): id,status,dadosGerais.nomeCompleto',
    parseFields,
  );
}
program.hook('preAction', (_root, command) => {
  const fields = (command.opts() as { campos?: string[] }).campos;
  if (!fields) return;
  if (!fields.length) {
    process.stderr.write('Erro: --campos precisa de ao menos um campo.\n');
    process.exit(EXIT.usage);
  }
  jsonSelection.fields = fields;
  command.setOptionValue('json', true);
  if (command.options.some((o) => o.long === '--formato')) command.setOptionValue('formato', 'json');
});
program.hook('postAction', () => {
  if (jsonSelection.refused) process.exitCode = EXIT.usage;
});

// `help <name>` for a name that is no command: commander would print the root help and exit 0; parsed as the
// command itself, it is 'comando desconhecido' with a suggestion, exit 2.
const [, , first, second] = process.argv;
const known = (name: string) => program.commands.some((c) => c.name() === name || c.aliases().includes(name));
const argv =
  first === 'help' && second !== undefined && !second.startsWith('-') && !known(second)
    ? [...process.argv.slice(0, 2), second]
    : process.argv;

await program.parseAsync(argv);
