import type { Command } from 'commander';
import { parseChoice } from '../options.ts';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

interface Spec {
  name: string;
  description: string;
  options: Array<{ flag: string; description: string }>;
  /** A command made of subcommands (`chaves criar|listar|revogar`): completed one level down. */
  subcommands: Spec[];
}

/** The commands and their long options, read from the program itself (so completion never drifts from help). */
function specOf(program: Command): Spec[] {
  return program.commands.map((c) => ({
    name: c.name(),
    description: c.description(),
    options: [
      ...c.options.map((o) => ({ flag: o.long ?? '', description: o.description })),
      { flag: '--help', description: 'mostra a ajuda do comando' },
    ].filter((o) => o.flag),
    subcommands: specOf(c),
  }));
}

const words = (s: Spec) => s.options.map((o) => o.flag).join(' ');

function bashCase(s: Spec): string {
  if (!s.subcommands.length) return `    ${s.name}) COMPREPLY=($(compgen -W "${words(s)}" -- "$cur"));;`;
  const inner = s.subcommands
    .map((sub) => `        ${sub.name}) COMPREPLY=($(compgen -W "${words(sub)}" -- "$cur"));;`)
    .join('\n');
  return `    ${s.name})
      if [ "$COMP_CWORD" -eq 2 ]; then
        COMPREPLY=($(compgen -W "${s.subcommands.map((sub) => sub.name).join(' ')} --help" -- "$cur"))
        return
      fi
      case "\${COMP_WORDS[2]}" in
${inner}
      esac;;`;
}

function bash(specs: Spec[]): string {
  const cases = specs.map(bashCase).join('\n');
  return `# certidao: completar comandos e opções (bash). Ative com: source <(certidao completion bash)
_certidao() {
  local cur=\${COMP_WORDS[COMP_CWORD]}
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "${specs.map((s) => s.name).join(' ')}" -- "$cur"))
    return
  fi
  case "\${COMP_WORDS[1]}" in
${cases}
  esac
}
complete -F _certidao certidao
`;
}

function fish(specs: Spec[]): string {
  const quote = (t: string) => `'${t.replaceAll("'", "\\'")}'`;
  const lines = [
    '# certidao: completar comandos e opções (fish). Ative com: certidao completion fish | source',
  ];
  lines.push('complete -c certidao -f');
  const optionLines = (condition: string, options: Spec['options']) => {
    for (const o of options) {
      lines.push(
        `complete -c certidao -n ${quote(condition)} -l ${o.flag.slice(2)} -d ${quote(o.description)}`,
      );
    }
  };
  for (const s of specs) {
    lines.push(`complete -c certidao -n __fish_use_subcommand -a ${s.name} -d ${quote(s.description)}`);
    const seen = `__fish_seen_subcommand_from ${s.name}`;
    if (!s.subcommands.length) {
      optionLines(seen, s.options);
      continue;
    }
    const names = s.subcommands.map((sub) => sub.name).join(' ');
    for (const sub of s.subcommands) {
      lines.push(
        `complete -c certidao -n ${quote(`${seen}; and not __fish_seen_subcommand_from ${names}`)} -a ${sub.name} -d ${quote(sub.description)}`,
      );
      optionLines(`${seen}; and __fish_seen_subcommand_from ${sub.name}`, sub.options);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The completion script of a shell (zsh reuses the bash one through bashcompinit). */
export function completionScript(program: Command, shell: Shell): string {
  const specs = specOf(program);
  if (shell === 'fish') return fish(specs);
  if (shell === 'bash') return bash(specs);
  return `# certidao: completar comandos e opções (zsh). Ative com: source <(certidao completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bash(specs)}`;
}

export function registerCompletion(program: Command) {
  program
    .command('completion')
    .description('Imprime o script que completa comandos e opções no shell (bash, zsh ou fish)')
    .argument('<shell>', 'bash, zsh ou fish', parseChoice(SHELLS))
    .addHelpText(
      'after',
      `
Exemplos:
  source <(certidao completion bash)        # no ~/.bashrc
  source <(certidao completion zsh)         # no ~/.zshrc
  certidao completion fish > ~/.config/fish/completions/certidao.fish`,
    )
    .action((shell: Shell) => {
      process.stdout.write(completionScript(program, shell));
    });
}
