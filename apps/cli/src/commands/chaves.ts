import type { ChaveApi, EscopoChaveApi } from '@certidao/api-client';
import { API_KEY_SCOPE_TEXT, API_KEY_SCOPES, countOf, toSaoPauloIsoDate } from '@certidao/domain';
import type { Command } from 'commander';
import { formatDateTimeZone, isUuid, shortId } from '../format.ts';
import { parseChoice, parseDate } from '../options.ts';
import { EXIT, type ExitCode, printJson, progressLine, reportError, usageError } from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { type Column, fitColumns, tableText } from '../table.ts';

/** Every scope of the contract (EscopoChaveApi): the type check fails when the contract adds one. */
export const ESCOPOS = API_KEY_SCOPES;
type MissingScope = Exclude<EscopoChaveApi, (typeof ESCOPOS)[number]>;
const everyScope: [MissingScope] extends [never] ? true : MissingScope = true;
void everyScope;

/** One help line per scope (the help is reflowed to the terminal's width). */
const SCOPES_HELP = API_KEY_SCOPES.map(
  (scope) => `  ${scope.padEnd(24)}${API_KEY_SCOPE_TEXT[scope].allows}`,
).join('\n');

const STATUS_LABEL: Record<ChaveApi['status'], string> = {
  ativa: 'Ativa',
  expirada: 'Expirada',
  revogada: 'Revogada',
};
const STATUS_COLOR: Record<ChaveApi['status'], string> = {
  ativa: 'green',
  expirada: 'gray',
  revogada: 'red',
};

/** The columns of `chaves listar` (exported for the view tests). */
export const KEY_COLUMNS: Column<ChaveApi>[] = [
  { header: 'ID', value: (k) => shortId(k.id), data: (k) => k.id },
  { header: 'Nome', value: (k) => k.nome, max: 30, min: 10 },
  { header: 'Prefixo', value: (k) => `${k.prefixo}…` },
  { header: 'Status', value: (k) => STATUS_LABEL[k.status], color: (k) => STATUS_COLOR[k.status] },
  { header: 'Escopos', value: (k) => k.escopos.join(', '), max: 60, min: 16 },
  {
    header: 'Expira em',
    value: (k) => (k.expiraEm ? formatDateTimeZone(k.expiraEm) : 'nunca'),
    optional: true,
  },
  {
    header: 'Último uso',
    value: (k) => (k.ultimoUsoEm ? formatDateTimeZone(k.ultimoUsoEm) : '—'),
    optional: true,
  },
];

const EXIT_HELP = `Códigos de saída: 0 ok; 1 erro; 2 uso incorreto; 3 sem sessão ou sem permissão (uma chave de API não
cria, lista nem revoga chaves: entre com certidao login); 4 servidor fora do ar.`;

interface CommonOptions {
  url?: string;
  json?: boolean;
}

interface CreateOptions extends CommonOptions {
  nome: string;
  escopo: EscopoChaveApi[];
  expira?: string;
}

export function registerChaves(program: Command) {
  const chaves = program
    .command('chaves')
    .description(
      'Chaves de API para os seus sistemas: criar, listar e revogar (o mesmo que a tela Integrações)',
    )
    .addHelpText(
      'after',
      `
Uma chave age como você, no papel de cliente (só as suas solicitações), limitada aos escopos dela:
${SCOPES_HELP}
Os comandos desta CLI aceitam a chave em CERTIDAO_TOKEN no lugar da sessão; criar, listar e revogar chaves
pede uma sessão (certidao login).

Exemplos:
  certidao chaves criar --nome "CRM da imobiliária" --escopo solicitacoes:ler --escopo solicitacoes:escrever
  certidao chaves listar
  certidao chaves revogar 3f0c9a7e
  CERTIDAO_TOKEN=ca_live_… certidao solicitacoes`,
    );

  chaves
    .command('criar')
    .description('Cria uma chave de API e a mostra uma única vez')
    .requiredOption('--nome <nome>', 'para que sistema é a chave (até 80 caracteres)')
    .option(
      '--escopo <escopo>',
      `o que a chave pode fazer (repita para mais de um): ${ESCOPOS.join(', ')}`,
      collectScope,
      [] as EscopoChaveApi[],
    )
    .option(
      '--expira <data>',
      'último dia de validade (aaaa-mm-dd ou dd/mm/aaaa; sem ela, não expira)',
      parseDate,
    )
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime a chave criada em JSON ({chave, segredo})')
    .addHelpText(
      'after',
      `
A chave sai sozinha na saída padrão (os detalhes vão para a saída de erro): guarde-a na hora, ela não é
mostrada de novo. Com --expira, vale até 23:59 daquele dia (horário de Brasília), por até 2 anos.

Exemplos:
  certidao chaves criar --nome CRM --escopo solicitacoes:ler
  certidao chaves criar --nome "Integração ERP" --escopo solicitacoes:ler --escopo solicitacoes:escrever --expira 2027-06-30
  CHAVE=$(certidao chaves criar --nome Backup --escopo solicitacoes:ler)

${EXIT_HELP}`,
    )
    .action(async (options: CreateOptions) => {
      process.exitCode = await criar(options);
    });

  chaves
    .command('listar')
    .description('Lista as suas chaves de API (ativas, expiradas e revogadas)')
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime as chaves em JSON ({data})')
    .addHelpText('after', `\n${EXIT_HELP}`)
    .action(async (options: CommonOptions) => {
      process.exitCode = await listar(options);
    });

  chaves
    .command('revogar')
    .description('Revoga uma chave de API: a próxima chamada com ela é recusada')
    .argument('<id>', 'id da chave (inteiro ou os 8 primeiros caracteres, como em chaves listar)')
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime a chave revogada em JSON')
    .addHelpText(
      'after',
      `
Exemplos:
  certidao chaves revogar 3f0c9a7e
  certidao chaves listar --json | jq -r '.data[] | select(.nome == "CRM") | .id' | xargs -n1 certidao chaves revogar

${EXIT_HELP}`,
    )
    .action(async (id: string, options: CommonOptions) => {
      process.exitCode = await revogar(id, options);
    });
}

function collectScope(value: string, previous: EscopoChaveApi[]): EscopoChaveApi[] {
  const scope = parseChoice(ESCOPOS)(value);
  return previous.includes(scope) ? previous : [...previous, scope];
}

/** The last instant of a São Paulo calendar day (Brazil keeps UTC-3 all year). */
function endOfDay(isoDate: string): string {
  return new Date(`${isoDate}T23:59:59.999-03:00`).toISOString();
}

async function criar(options: CreateOptions): Promise<ExitCode> {
  const nome = options.nome.trim();
  if (!nome) return usageError('--nome: informe para que sistema é a chave.');
  if (options.escopo.length === 0) {
    return usageError(`informe ao menos um --escopo (${ESCOPOS.join(', ')}).`);
  }
  if (options.expira !== undefined && options.expira < toSaoPauloIsoDate()) {
    return usageError('--expira: use uma data a partir de hoje.');
  }
  try {
    const created = await apiFor(resolveUrl(options.url)).criarChaveApi({
      body: {
        nome,
        escopos: options.escopo,
        expiraEm: options.expira ? endOfDay(options.expira) : null,
      },
    });
    if (options.json) {
      printJson(created);
      return EXIT.ok;
    }
    const { chave } = created;
    progressLine(`Chave criada: ${chave.nome} (${chave.prefixo}…, id ${shortId(chave.id)})`);
    progressLine(`Escopos: ${chave.escopos.join(', ')}`);
    progressLine(`Expira: ${chave.expiraEm ? formatDateTimeZone(chave.expiraEm) : 'nunca'}`);
    process.stdout.write(`${created.segredo}\n`);
    progressLine(
      'Guarde a chave agora: ela não será mostrada de novo. Use-a em CERTIDAO_TOKEN ou no cabeçalho Authorization: Bearer.',
    );
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

function isTerminal(): boolean {
  return Boolean(process.stdout.isTTY) && process.env.TERM !== 'dumb';
}

async function listar(options: CommonOptions): Promise<ExitCode> {
  let keys: ChaveApi[];
  try {
    keys = (await apiFor(resolveUrl(options.url)).listarChavesApi()).data;
  } catch (error) {
    return reportError(error);
  }
  if (options.json) {
    printJson({ data: keys });
    return EXIT.ok;
  }
  if (!keys.length) {
    progressLine('Nenhuma chave de API. Crie uma com: certidao chaves criar --nome <nome> --escopo <escopo>');
    return EXIT.ok;
  }
  if (isTerminal()) {
    const columns = fitColumns(KEY_COLUMNS, keys, process.stdout.columns || 120);
    const { printTable } = await import('../ui/Table.tsx');
    printTable(columns, keys, (k) => k.id);
  } else {
    process.stdout.write(tableText(KEY_COLUMNS, keys));
  }
  const active = keys.filter((k) => k.status === 'ativa').length;
  progressLine(`${countOf(keys.length, 'chave', 'chaves')}, ${countOf(active, 'ativa', 'ativas')}`);
  return EXIT.ok;
}

const SHORT_ID = /^[0-9a-f]{8}$/i;

async function revogar(id: string, options: CommonOptions): Promise<ExitCode> {
  if (!isUuid(id) && !SHORT_ID.test(id)) {
    return usageError(`id de chave inválido: ${id} (use o id inteiro ou os 8 primeiros caracteres).`);
  }
  const api = apiFor(resolveUrl(options.url));
  try {
    let keyId = id.toLowerCase();
    if (!isUuid(id)) {
      const { data } = await api.listarChavesApi();
      const found = data.filter((k) => k.id.startsWith(keyId));
      if (found.length !== 1) {
        process.stderr.write(
          found.length
            ? `Erro: mais de uma chave começa com ${id}: use o id inteiro.\n`
            : `Erro: Chave de API não encontrada: ${id}\n`,
        );
        return EXIT.failure;
      }
      keyId = (found[0] as ChaveApi).id;
    }
    const revoked = await api.revogarChaveApi({ path: { id: keyId } });
    if (options.json) printJson(revoked);
    else process.stdout.write(`Chave revogada: ${revoked.nome} (${revoked.prefixo}…)\n`);
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}
