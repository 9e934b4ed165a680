import type { Command } from 'commander';
import { parseChoice } from '../options.ts';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

interface Spec {
  name: string;
  description: string;
  options: Array<{ flag: string; description: string }>;
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
  }));
}

function bash(specs: Spec[]): string {
  const cases = specs
    .map(
      (s) =>
        `    ${s.name}) COMPREPLY=($(compgen -W "${s.options.map((o) => o.flag).join(' ')}" -- "$cur"));;`,
    )
    .join('\n');
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
  for (const s of specs) {
    lines.push(`complete -c certidao -n __fish_use_subcommand -a ${s.name} -d ${quote(s.description)}`);
    for (const o of s.options) {
      lines.push(
        `complete -c certidao -n '__fish_seen_subcommand_from ${s.name}' -l ${o.flag.slice(2)} -d ${quote(o.description)}`,
      );
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
