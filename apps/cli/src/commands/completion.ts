import { CERTIFICATE_CODES, CERTIFICATE_STATUSES, PERSON_TYPES, UFS } from '@certidao/domain';
import type { Command, Option } from 'commander';
import { parseChoice } from '../options.ts';
import { FOLDER_MODES } from '../pdfFiles.ts';
import { RESULTADOS, SITUACOES } from './assistidas.ts';
import { CATEGORIA_CODES, MODOS_EMISSAO } from './catalogo.ts';
import { ESCOPOS } from './chaves.ts';
import { FORMATOS } from './solicitacoes.ts';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

/** What an option's value completes to: one of these words, a file name or a directory name. */
type Values = readonly string[] | 'arquivo' | 'pasta';

/**
 * The values of the options that take one, by long flag ('comando --flag' where commands differ). Options that
 * name a file or a folder complete to file or folder names; the others (dates, names, numbers) to nothing.
 */
const VALUES: Record<string, Values> = {
  '--status': CERTIFICATE_STATUSES,
  '--arquivo': 'arquivo',
  '--destino': 'pasta',
  '--pastas': FOLDER_MODES,
  '--formato': FORMATOS,
  '--ordem': ['asc', 'desc'],
  '--escopo': ESCOPOS,
  'solicitacoes --tipo': CERTIFICATE_CODES,
  'solicitar --tipo': ['fisica', 'juridica'],
  '--uf': UFS,
  '--categoria': CATEGORIA_CODES,
  '--pessoa': PERSON_TYPES,
  'catalogo --emissao': MODOS_EMISSAO,
  '--situacao': SITUACOES,
  'listar --ordem': ['prazo', 'idade'],
  'listar --tipo': CERTIFICATE_CODES,
  '--resultado': RESULTADOS,
  '--pdf': 'arquivo',
};

interface OptionSpec {
  flag: string;
  /** The short form ('-s'), if any. */
  short?: string;
  description: string;
  /** Completion of the option's value; undefined for a flag or a value with nothing to offer. */
  values?: Values;
  takesValue?: boolean;
}

interface Spec {
  name: string;
  description: string;
  options: OptionSpec[];
  /** A command made of subcommands (`chaves criar|listar|revogar`): completed one level down. */
  subcommands: Spec[];
}

function optionSpec(command: string, o: Option): OptionSpec {
  const flag = o.long ?? '';
  const takesValue = o.required || o.optional;
  return {
    flag,
    short: o.short,
    description: o.description,
    takesValue,
    values: takesValue ? (VALUES[`${command} ${flag}`] ?? VALUES[flag]) : undefined,
  };
}

/**
 * The commands, their long options and the values those take, read from the program itself (so completion
 * never drifts from help).
 */
function specOf(program: Command): Spec[] {
  return program.commands.map((c) => ({
    name: c.name(),
    description: c.description(),
    options: [
      ...c.options.map((o) => optionSpec(c.name(), o)),
      { flag: '--help', description: 'mostra a ajuda do comando' },
    ].filter((o) => o.flag),
    subcommands: specOf(c),
  }));
}

const words = (s: Spec) => s.options.map((o) => o.flag).join(' ');

/**
 * compgen for a value: the words, file names (-f) or directory names (-d). Names are split on new lines only
 * (`IFS` local to the function), so 'Lote de março.csv' stays one name; `-o filenames` makes bash quote it.
 */
function bashValues(values: Values): string {
  if (values === 'arquivo')
    return `compopt -o filenames 2>/dev/null; local IFS=$'\\n'; COMPREPLY=($(compgen -f -- "$cur"))`;
  if (values === 'pasta')
    return `compopt -o filenames 2>/dev/null; local IFS=$'\\n'; COMPREPLY=($(compgen -d -- "$cur"))`;
  return `COMPREPLY=($(compgen -W "${values.join(' ')}" -- "$cur"))`;
}

/** The values of a command's arguments (not options), where they are a fixed list. */
const ARGUMENT_VALUES: Record<string, readonly string[]> = { completion: SHELLS };

/**
 * The value of the option just typed (`$prev`): its words, files or folders; nothing for a free value (a date, a
 * name), rather than the option names.
 */
function bashValueCases(s: Spec, indent: string): string {
  const pattern = (o: OptionSpec) => [o.short, o.flag].filter(Boolean).join('|');
  const withValues = s.options.filter((o) => o.values);
  const free = s.options.filter((o) => o.takesValue && !o.values);
  const cases = [
    ...withValues.map((o) => `${indent}  ${pattern(o)}) ${bashValues(o.values as Values)}; return;;`),
    ...(free.length ? [`${indent}  ${free.map(pattern).join('|')}) COMPREPLY=(); return;;`] : []),
  ];
  if (!cases.length) return '';
  return `${indent}case "$prev" in\n${cases.join('\n')}\n${indent}esac\n`;
}

function bashCase(s: Spec): string {
  const args = ARGUMENT_VALUES[s.name];
  if (!s.subcommands.length)
    return `    ${s.name})\n${bashValueCases(s, '      ')}      COMPREPLY=($(compgen -W "${[...(args ?? []), words(s)].join(' ')}" -- "$cur"));;`;
  const inner = s.subcommands
    .map(
      (sub) =>
        `        ${sub.name})\n${bashValueCases(sub, '          ')}          COMPREPLY=($(compgen -W "${words(sub)}" -- "$cur"));;`,
    )
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
  const names = [...specs.map((s) => s.name), 'help'].join(' ');
  // '--status=pe': bash splits at '=' (it is in COMP_WORDBREAKS), so the option is two words back; where it is
  // not split, the word is cut here. Either way the value completes as after '--status pe'.
  return `# certidao: completar comandos, opções e seus valores (bash). Ative com: source <(certidao completion bash)
_certidao() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]}
  if [ "$cur" = "=" ]; then
    cur=""
  elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -ge 2 ]; then
    prev=\${COMP_WORDS[COMP_CWORD-2]}
  elif [[ "$cur" == --*=* ]]; then
    prev=\${cur%%=*}
    cur=\${cur#*=}
  fi
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "${names}" -- "$cur"))
    return
  fi
  case "\${COMP_WORDS[1]}" in
    help)
      [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=($(compgen -W "${specs.map((s) => s.name).join(' ')}" -- "$cur"));;
${cases}
  esac
}
complete -F _certidao certidao
`;
}

function fish(specs: Spec[]): string {
  const quote = (t: string) => `'${t.replaceAll("'", "\\'")}'`;
  const lines = [
    '# certidao: completar comandos, opções e seus valores (fish). Ative com: certidao completion fish | source',
  ];
  lines.push('complete -c certidao -f');
  const valueArgs = (values?: Values) => {
    if (values === undefined) return '';
    if (values === 'arquivo') return ' -r -F';
    if (values === 'pasta') return " -r -f -a '(__fish_complete_directories)'";
    return ` -r -f -a ${quote(values.join(' '))}`;
  };
  const optionLines = (condition: string, options: Spec['options']) => {
    for (const o of options) {
      const short = o.short ? ` -s ${o.short.slice(1)}` : '';
      lines.push(
        `complete -c certidao -n ${quote(condition)} -l ${o.flag.slice(2)}${short}${valueArgs(o.values)} -d ${quote(o.description)}`,
      );
    }
  };
  lines.push(
    `complete -c certidao -n __fish_use_subcommand -a help -d ${quote('mostra a ajuda de um comando')}`,
  );
  lines.push(
    `complete -c certidao -n '__fish_seen_subcommand_from help' -a ${quote(specs.map((s) => s.name).join(' '))}`,
  );
  lines.push(
    `complete -c certidao -n '__fish_seen_subcommand_from completion' -a ${quote(ARGUMENT_VALUES.completion?.join(' ') ?? '')}`,
  );
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
  return `# certidao: completar comandos, opções e seus valores (zsh). Ative com: source <(certidao completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bash(specs)}`;
}

export function registerCompletion(program: Command) {
  program
    .command('completion')
    .description('Imprime o script que completa comandos, opções e seus valores no shell (bash, zsh ou fish)')
    .argument('<shell>', 'bash, zsh ou fish', parseChoice(SHELLS))
    .addHelpText(
      'after',
      `
Exemplos:
  source <(certidao completion bash)        # no ~/.bashrc
  source <(certidao completion zsh)         # no ~/.zshrc
  certidao completion fish > ~/.config/fish/completions/certidao.fish

Completa os nomes dos comandos e das opções e os valores delas: --status os status (também --status=…),
--pastas, --formato, --ordem, --escopo e --tipo os seus valores, --arquivo nomes de arquivos e --destino
nomes de pastas (nomes com espaços ficam inteiros), help os comandos e completion os shells.`,
    )
    .action((shell: Shell) => {
      process.stdout.write(completionScript(program, shell));
    });
}
