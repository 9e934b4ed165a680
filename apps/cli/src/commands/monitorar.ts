import { readFileSync } from 'node:fs';
import { isApiError } from '@certidao/api-client';
import { countOf, decodeCsv, parseCsv, readCarteira } from '@certidao/domain';
import type { Command } from 'commander';
import { looksBinary } from '../lote.ts';
import { EXIT, type ExitCode, printJson, progressLine, reportError, usageError } from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { fileLabel, readStdinBytes, STDIN } from './solicitar.ts';

/** The API takes a portfolio whole (all or nothing) up to this many parties. */
const MAX_PARTIES = 1000;

interface Options {
  arquivo: string;
  url?: string;
  json?: boolean;
  atualizar?: boolean;
}

export function registerMonitorar(program: Command) {
  program
    .command('monitorar')
    .description('Inclui no monitoramento as pessoas e empresas de um CSV (renovadas antes de vencer)')
    .requiredOption(
      '-a, --arquivo <carteira.csv>',
      'CSV (separado por ; ou ,) com as colunas nomeCompleto, documento e, se quiser, tipoPessoa, dataNascimento, rg, inscricaoImovel, certidoes, politica, diasAntecedencia, dataEscritura; - lê o CSV da entrada',
    )
    .option(
      '--atualizar',
      'sincroniza: as partes já monitoradas (mesmo CPF/CNPJ) recebem os dados do arquivo; as novas são incluídas',
    )
    .option('--url <url>', 'endereço do servidor')
    .option(
      '--json',
      'imprime o resultado em JSON ({criados, atualizados, inalterados, linhas}, ou {erros} com as linhas recusadas)',
    )
    .addHelpText(
      'after',
      `
Cada linha é uma parte: certidoes são códigos separados por | (vazio: todos os tipos que se aplicam),
politica é vencimento (renova N dias antes de vencer; N em diasAntecedencia, padrão 5), semanal ou mensal.
dataEscritura é o dia da escritura (dd/mm/aaaa). O arquivo é conferido antes do envio pelas mesmas regras do
servidor (CPF/CNPJ, datas, tipos, linhas repetidas). Tudo ou nada: se alguma linha for recusada (também uma
parte já monitorada, sem --atualizar), nada é incluído e cada linha recusada é listada com o número dela.

Exemplos:
  certidao monitorar --arquivo carteira.csv
  certidao monitorar --arquivo carteira.csv --atualizar
  cat carteira.csv | certidao monitorar --arquivo -

Códigos de saída: 0 ok; 1 linhas recusadas pelo servidor (nada incluído); 2 arquivo inválido (nada enviado);
3 sem sessão ou sem permissão; 4 servidor fora do ar.`,
    )
    .action(async (options: Options) => {
      process.exitCode = await monitorar(options);
    });
}

async function monitorar(options: Options): Promise<ExitCode> {
  const file = options.arquivo;
  if (file === STDIN && process.stdin.isTTY)
    return usageError(
      '--arquivo -: envie o CSV pela entrada (ex.: cat carteira.csv | certidao monitorar --arquivo -).',
    );
  let bytes: Uint8Array;
  try {
    bytes = file === STDIN ? await readStdinBytes() : readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return usageError(
      code === 'ENOENT' ? `arquivo não encontrado: ${file}` : `não foi possível ler ${file} (${code}).`,
    );
  }
  if (looksBinary(bytes))
    return usageError(
      `${fileLabel(file)} não é um CSV de texto (parece binário: uma planilha .xlsx, um PDF…). No Excel, use Salvar como › CSV.`,
    );
  const { text, encoding } = decodeCsv(bytes);
  let carteira: ReturnType<typeof readCarteira>;
  try {
    carteira = readCarteira(parseCsv(text, encoding));
  } catch (error) {
    return usageError(`${fileLabel(file)}: ${(error as Error).message}`);
  }
  if (encoding === 'windows-1252')
    progressLine(`Aviso: ${fileLabel(file)} não está em UTF-8; foi lido como Windows-1252 (Excel antigo).`);
  if (carteira.problems.length) {
    if (options.json)
      printJson({ erros: carteira.problems.map((p) => ({ linha: p.line, mensagem: p.message })) });
    for (const p of carteira.problems)
      progressLine(p.line ? `linha ${p.line}: ${p.message}` : `${fileLabel(file)}: ${p.message}`);
    progressLine(
      `${countOf(carteira.problems.length, 'problema', 'problemas')} no arquivo; nada foi enviado.`,
    );
    return EXIT.usage;
  }
  const { rows } = carteira;
  if (rows.length > MAX_PARTIES)
    return usageError(
      `${fileLabel(file)} tem ${rows.length} partes; envie até ${MAX_PARTIES} por arquivo (divida o arquivo).`,
    );
  progressLine(`Enviando ${countOf(rows.length, 'parte', 'partes')}…`);
  try {
    const result = await apiFor(resolveUrl(options.url)).importarMonitoramentos({
      body: { partes: rows.map((r) => r.party), modo: options.atualizar ? 'atualizar' : 'criar' },
    });
    if (options.json) printJson(result);
    progressLine(
      `${countOf(result.criados, 'parte incluída', 'partes incluídas')} no monitoramento. A primeira emissão de cada uma já foi pedida.`,
    );
    if (options.atualizar)
      progressLine(
        `${countOf(result.atualizados, 'parte atualizada', 'partes atualizadas')}; ${countOf(result.inalterados, 'parte sem alteração', 'partes sem alteração')}.`,
      );
    return EXIT.ok;
  } catch (error) {
    const erros = isApiError(error) && error.status === 422 ? refusedRows(error.body) : undefined;
    if (!erros) return reportError(error);
    const lines = erros.map((e) => ({ linha: rows[e.indice]?.line ?? 0, mensagem: e.mensagem }));
    if (options.json) printJson({ erros: lines });
    for (const e of lines) progressLine(`linha ${e.linha}: ${e.mensagem}`);
    progressLine(
      `${countOf(lines.length, 'linha recusada', 'linhas recusadas')}; nada foi incluído. Corrija e envie de novo.`,
    );
    return EXIT.failure;
  }
}

function refusedRows(body: unknown): Array<{ indice: number; mensagem: string }> | undefined {
  const erros = (body as { erros?: unknown } | undefined)?.erros;
  return Array.isArray(erros) ? (erros as Array<{ indice: number; mensagem: string }>) : undefined;
}
