import { Command, type CommanderError, Help } from 'commander';
import { EXIT } from './output.ts';

const TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Options:': 'Opções:',
  'Arguments:': 'Argumentos:',
  'Commands:': 'Comandos:',
  'Global Options:': 'Opções globais:',
};

/** Commander's own messages (bad options and arguments) in pt-BR. */
export function translateCommanderMessage(text: string): string {
  return text
    .replace(/^error: /, 'Erro: ')
    .replace(/missing required argument '(.+?)'/, "falta o argumento obrigatório '$1'")
    .replace(/option '(.+?)' argument missing/, "falta o valor da opção '$1'")
    .replace(/required option '(.+?)' not specified/, "a opção obrigatória '$1' não foi informada")
    .replace(/unknown option '(.+?)'/, "opção desconhecida '$1'")
    .replace(/unknown command '(.+?)'/, "comando desconhecido '$1'")
    .replace(/\(Did you mean (.+?)\?\)/, '(Você quis dizer $1?)')
    .replace(
      /option '(.+?)' argument '(.*?)' is invalid\. ?/,
      (_, flags: string, value: string) => `valor '${value}' inválido para a opção '${flags}': `,
    )
    .replace(
      /command-argument value '(.*?)' is invalid for argument '(.+?)'\. ?/,
      (_, value: string, name: string) => `valor '${value}' inválido para o argumento '${name}': `,
    )
    .replace(
      /too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)\./,
      (_, cmd, exp, got) =>
        `argumentos demais${cmd ? ` para '${cmd}'` : ''}: esperado ${exp}, recebido ${got}.`,
    );
}

/** The root command with pt-BR help and errors; subcommands added afterwards inherit these settings. */
export function createProgram(): Command {
  return (
    new Command()
      .name('certidao')
      .description(
        'Certidão Ágil para a equipe: solicitações em lote, acompanhamento de jobs e download de PDFs',
      )
      .version('0.1.0', '-V, --version', 'mostra a versão')
      .helpOption('-h, --help', 'mostra a ajuda do comando')
      .helpCommand('help [comando]', 'mostra a ajuda de um comando')
      .configureHelp({
        styleTitle: (title) => TITLES[title] ?? title,
        styleUsage: (usage) => usage.replace('[options]', '[opções]').replace('[command]', '[comando]'),
        subcommandTerm(command) {
          return Help.prototype.subcommandTerm.call(this, command).replace('[options]', '[opções]');
        },
        optionDescription(option) {
          return Help.prototype.optionDescription.call(this, option).replace('(default: ', '(padrão: ');
        },
        argumentDescription(argument) {
          return Help.prototype.argumentDescription.call(this, argument).replace('(default: ', '(padrão: ');
        },
      })
      .configureOutput({ outputError: (text, write) => write(translateCommanderMessage(text)) })
      .showHelpAfterError('(use --help para ver as opções)')
      // A bad option or argument exits 2 (usage); help and version exit 0.
      .exitOverride((error: CommanderError) => {
        const ok = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
        process.exit(ok || error.exitCode === 0 ? EXIT.ok : EXIT.usage);
      })
  );
}
