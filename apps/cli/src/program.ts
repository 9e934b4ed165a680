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
    .replace(/\(Did you mean one of (.+?)\?\)/, '(Você quis dizer um destes: $1?)')
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

/** Help is laid out for the terminal's width, at most 100 columns (longer lines are hard to read), 80 off a terminal. */
export function helpWidth(): number {
  return Math.min(process.stdout.isTTY ? process.stdout.columns || 80 : 80, 100);
}

/** Breaks a line longer than `width` at spaces; continuation lines start with `indent`. */
export function wrapLine(line: string, width: number, indent: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const lead = out.length ? indent.length : (/^\s*/.exec(rest)?.[0].length ?? 0);
    // At a space; a long word without one (a CSV header) after a comma.
    const space = rest.lastIndexOf(' ', width);
    const comma = rest.lastIndexOf(',', width - 1) + 1;
    const cut = space > lead ? space : comma;
    if (cut <= lead) break;
    out.push(rest.slice(0, cut).trimEnd());
    rest = indent + rest.slice(cut).trimStart();
  }
  out.push(rest);
  return out;
}

/**
 * Help text reflowed to `width`: the texts added after the options are written as paragraphs (wrapped by hand for
 * a wide terminal), so a terminal of 80 columns would break them mid-word. Paragraphs are joined and wrapped at
 * spaces; indented lines (options, examples) are only wrapped when too long, under their own indentation. A line
 * that starts with a label ('Códigos de saída:', 'Exemplos:') starts a paragraph.
 */
export function reflowHelp(text: string, width: number): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(...wrapLine(paragraph.join(' '), width, ''));
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    if (line.trim() === '') {
      flush();
      out.push('');
    } else if (indent) {
      flush();
      out.push(...wrapLine(line.trimEnd(), width, `${indent}    `));
    } else {
      if (/^[^\s:]+(?: [^\s:]+){0,2}:(?: |$)/.test(line)) flush();
      paragraph.push(line.trim());
      if (line.trimEnd().endsWith(':')) flush();
    }
  }
  flush();
  return out.join('\n');
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
        helpWidth: helpWidth(),
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
      .configureOutput({
        outputError: (text, write) => write(translateCommanderMessage(text)),
        writeOut: (text) => process.stdout.write(reflowHelp(text, helpWidth())),
      })
      .showHelpAfterError('(use --help para ver as opções)')
      // A bad option or argument exits 2 (usage); help and version exit 0.
      .exitOverride((error: CommanderError) => {
        const ok = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
        process.exit(ok || error.exitCode === 0 ? EXIT.ok : EXIT.usage);
      })
  );
}
