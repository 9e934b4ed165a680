import { readFileSync } from 'node:fs';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import { isApiError } from '@certidao/api-client';
import { buildSolicitacaoPayload, type NovaSolicitacaoInput, validateNovaSolicitacao } from '@certidao/domain';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { forEachLimit } from '../concurrency.ts';
import { shortId, truncate } from '../format.ts';
import { parsePositiveInt } from '../options.ts';
import { type LoteProblem, type LoteRow, normalizeTipoPessoa, readLote } from '../lote.ts';
import {
  authHint,
  canRedraw,
  EXIT,
  type ExitCode,
  errorText,
  exitCodeOf,
  printJson,
  progressLine,
  usageError,
} from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { startLive } from '../ui/live.tsx';
import { ProgressBar } from '../ui/ProgressBar.tsx';

interface Options {
  tipo?: string;
  nome?: string;
  cpf?: string;
  rg?: string;
  nascimento?: string;
  cnpj?: string;
  observacao?: string;
  arquivo?: string;
  concorrencia: number;
  url?: string;
  json?: boolean;
}

const SINGLE_FLAGS = ['tipo', 'nome', 'cpf', 'rg', 'nascimento', 'cnpj'] as const;

export function registerSolicitar(program: Command) {
  program
    .command('solicitar')
    .description(
      'Cria uma solicitação (as certidões do tipo de pessoa) a partir das opções, ou várias a partir de um CSV',
    )
    .option('--tipo <tipo>', 'tipo de pessoa: fisica ou juridica (padrão: juridica se só houver --cnpj)')
    .option('--nome <nome>', 'nome completo da pessoa ou razão social')
    .option('--cpf <cpf>', 'CPF (pessoa física)')
    .option('--rg <rg>', 'RG (pessoa física, opcional)')
    .option('--nascimento <data>', 'data de nascimento, dd/mm/aaaa ou aaaa-mm-dd (pessoa física)')
    .option('--cnpj <cnpj>', 'CNPJ (pessoa jurídica)')
    .option('--observacao <texto>', 'observação da solicitação')
    .option(
      '-a, --arquivo <lote.csv>',
      'CSV com cabeçalho tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao (; ou ,)',
    )
    .option('-c, --concorrencia <n>', 'solicitações criadas ao mesmo tempo', parsePositiveInt(16), 4)
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime as solicitações criadas em JSON')
    .addHelpText(
      'after',
      `
Exemplos:
  certidao solicitar --nome "Maria da Silva" --cpf 529.982.247-25 --nascimento 15/03/1985
  certidao solicitar --tipo juridica --nome "Exemplo Ltda" --cnpj 11.222.333/0001-81
  certidao solicitar --arquivo lote.csv --json > criadas.json

Todas as linhas do arquivo são conferidas antes do envio: havendo qualquer erro, nada é criado (código 2).
Uma recusa do servidor (plano inexistente ou limite do mês) interrompe o envio das linhas seguintes.
Códigos de saída: 0 tudo criado; 1 erro; 2 dados inválidos; 3 sem sessão ou sem permissão;
4 servidor fora do ar; 5 parte do lote não foi criada.`,
    )
    .action(async (options: Options) => {
      process.exitCode = await solicitar(options);
    });
}

async function solicitar(options: Options): Promise<ExitCode> {
  let rows: LoteRow[];
  const fromFile = options.arquivo !== undefined;
  if (fromFile) {
    const used = SINGLE_FLAGS.filter((f) => options[f] !== undefined);
    if (used.length) {
      return usageError(
        `use --arquivo ou as opções de uma solicitação (${used.map((f) => `--${f}`).join(', ')}), não os dois.`,
      );
    }
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(options.arquivo as string);
    } catch (error) {
      return usageError(`não foi possível ler ${options.arquivo}: ${(error as NodeJS.ErrnoException).code}.`);
    }
    const lote = readLote(bytes);
    if (lote.file?.encoding === 'windows-1252') {
      progressLine('Aviso: o arquivo não está em UTF-8; foi lido como Windows-1252 (Excel antigo).');
    }
    if (lote.problems.length) return reportProblems(lote.problems, options.arquivo as string);
    rows = lote.rows;
    // Default observation for the rows that have none.
    if (options.observacao) {
      for (const r of rows) r.input.observacao ||= options.observacao;
    }
  } else {
    const tipo = options.tipo
      ? normalizeTipoPessoa(options.tipo)
      : options.cnpj && !options.cpf
        ? 'juridica'
        : 'fisica';
    const input: NovaSolicitacaoInput = {
      tipoPessoa: tipo as NovaSolicitacaoInput['tipoPessoa'],
      nomeCompleto: options.nome ?? '',
      cpf: options.cpf,
      rg: options.rg,
      dataNascimento: options.nascimento,
      cnpj: options.cnpj,
      observacao: options.observacao,
    };
    const message = validateNovaSolicitacao(input);
    if (message) return usageError(message);
    rows = [{ line: 0, input }];
  }

  const api = apiFor(resolveUrl(options.url));
  const result = await createAll(api, rows, options, fromFile);

  const created = result.created.filter((s): s is Solicitacao => s !== undefined);
  if (options.json) printJson(created);
  else for (const s of created) process.stdout.write(`${s.id}\n`);

  const failed = rows.length - created.length;
  if (failed === 0) {
    progressLine(
      created.length === 1
        ? `Solicitação criada com ${created[0]?.certidoes.length} certidões na fila.`
        : `Solicitações criadas com sucesso! (${created.length})`,
    );
    return EXIT.ok;
  }
  if (result.notSent.length) {
    progressLine(`Linhas não enviadas: ${result.notSent.map((r) => r.line).join(', ')}.`);
  }
  progressLine(`${created.length} de ${rows.length} solicitações criadas.`);
  if (result.stopError) {
    authHint(result.stopError);
    const code = exitCodeOf(result.stopError);
    if (code !== EXIT.failure) return code;
  }
  return created.length === 0 ? EXIT.failure : EXIT.partial;
}

function reportProblems(problems: LoteProblem[], file: string): ExitCode {
  for (const p of problems) {
    process.stderr.write(`${file}${p.line ? `, linha ${p.line}` : ''}: ${p.message}\n`);
  }
  const lines = problems.filter((p) => p.line > 1).length;
  process.stderr.write(
    lines
      ? `${lines} ${lines === 1 ? 'linha inválida' : 'linhas inválidas'}; nenhuma solicitação foi criada.\n`
      : 'Nenhuma solicitação foi criada.\n',
  );
  return EXIT.usage;
}

interface RowError {
  row: LoteRow;
  message: string;
}

interface CreateResult {
  /** By row index; undefined when not created. */
  created: Array<Solicitacao | undefined>;
  errors: RowError[];
  notSent: LoteRow[];
  /** The error that stopped the batch (plan refusal, session, network, server). */
  stopError?: unknown;
}

/**
 * Creates the requests, `concorrencia` at a time. A 400 is the row's own problem (the batch goes on); any
 * other failure (422 plan or limit, 401/403, network, 5xx) stops new rows from being sent.
 */
async function createAll(
  api: ApiClient,
  rows: LoteRow[],
  options: Options,
  fromFile: boolean,
): Promise<CreateResult> {
  const result: CreateResult = { created: [], errors: [], notSent: [] };
  const started = new Set<number>();
  let running = 0;
  const where = (row: LoteRow) => (fromFile ? `linha ${row.line}` : 'solicitação');
  const live = canRedraw(options.json) && rows.length > 1 ? startLive(view()) : undefined;

  function view() {
    const done = result.created.filter(Boolean).length;
    return (
      <Box flexDirection="column">
        {result.errors.map((e) => (
          <Text key={e.row.line} color="red">
            ✗ {where(e.row)}: {e.message}
          </Text>
        ))}
        <ProgressBar
          label="Criando solicitações"
          value={done + result.errors.length}
          total={rows.length}
          color={result.errors.length ? 'yellow' : 'green'}
          detail={[
            `${done} ${done === 1 ? 'criada' : 'criadas'}`,
            running ? `${running} em andamento` : '',
            result.errors.length ? `${result.errors.length} com erro` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      </Box>
    );
  }

  await forEachLimit(
    rows,
    options.concorrencia,
    async (row, index) => {
      started.add(index);
      running++;
      live?.update(view());
      try {
        const s = await api.createSolicitacao({ body: buildSolicitacaoPayload(row.input) });
        result.created[index] = s;
        if (!live) {
          const done = result.created.filter(Boolean).length + result.errors.length;
          progressLine(
            `[${done}/${rows.length}] ${fromFile ? `linha ${row.line}: ` : ''}solicitação ${shortId(s.id)} criada — ${truncate(s.dadosGerais.nomeCompleto, 40)} (${s.certidoes.length} certidões)`,
          );
        }
      } catch (error) {
        result.errors.push({ row, message: errorText(error) });
        if (!(isApiError(error) && error.status === 400)) result.stopError ??= error;
        if (!live) progressLine(`✗ ${where(row)}: ${errorText(error)}`);
      } finally {
        running--;
        live?.update(view());
      }
    },
    () => result.stopError !== undefined,
  );
  await live?.stop(view());
  result.notSent = rows.filter((_, i) => !started.has(i));
  return result;
}
