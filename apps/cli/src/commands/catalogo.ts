import type { TipoCertidaoInfo } from '@certidao/api-client';
import {
  CATEGORIAS,
  countOf,
  formatMoney,
  fromCents,
  PERSON_TYPES,
  QUOTE_MESSAGES,
  UFS,
} from '@certidao/domain';
import type { Command } from 'commander';
import { parseChoice } from '../options.ts';
import { EXIT, type ExitCode, printJson, progressLine, reportError, usageError } from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { type Column, fitColumns, tableText } from '../table.ts';

export const CATEGORIA_CODES = Object.keys(CATEGORIAS) as (keyof typeof CATEGORIAS)[];
export const MODOS_EMISSAO = ['automatica', 'assistida'] as const;

type Modo = (typeof MODOS_EMISSAO)[number];
const MODO_LABEL: Record<Modo, string> = { automatica: 'automática', assistida: 'assistida' };

/** 'automática', or per person type when they differ: 'PF automática, PJ assistida'. */
export function issuanceText(t: Pick<TipoCertidaoInfo, 'emissao'>): string {
  const { fisica, juridica } = t.emissao;
  if (fisica && juridica && fisica !== juridica)
    return `PF ${MODO_LABEL[fisica]}, PJ ${MODO_LABEL[juridica]}`;
  const only = fisica ?? juridica;
  const who = fisica && juridica ? '' : fisica ? ' (só PF)' : ' (só PJ)';
  return only ? `${MODO_LABEL[only]}${who}` : '—';
}

/** '15–45 min', '2–8 h' (an operator's work is counted in hours). */
export function typicalTimeText({ min, max }: { min: number; max: number }): string {
  return max >= 120 ? `${Math.round(min / 60) || 1}–${Math.round(max / 60)} h` : `${min}–${max} min`;
}

/**
 * What one certificate of the type costs when ordered, as the site shows it: the service's price plus the official
 * fee when known; '+ taxa do cartório' when the fee varies and is charged apart.
 */
export function priceText(t: Pick<TipoCertidaoInfo, 'precoCentavos' | 'taxaOficialCentavos'>): string {
  const total = formatMoney(fromCents(t.precoCentavos + (t.taxaOficialCentavos ?? 0)));
  return t.taxaOficialCentavos === null ? `${total} ${QUOTE_MESSAGES.variableFee}` : total;
}

/** The columns of `catalogo` (exported for the view tests). */
export const CATALOGUE_COLUMNS: Column<TipoCertidaoInfo>[] = [
  { header: 'Código', value: (t) => t.codigo },
  { header: 'Nome', value: (t) => t.nome, max: 60, min: 20 },
  { header: 'Jurisdição', value: (t) => t.jurisdicao.label, max: 30, min: 8 },
  {
    header: 'Emissão',
    value: issuanceText,
    color: (t) => (Object.values(t.emissao).includes('assistida') ? 'yellow' : 'green'),
  },
  { header: 'Preço', value: priceText },
  { header: 'Tempo típico', value: (t) => typicalTimeText(t.tempoTipicoMinutos), optional: true, keep: true },
  { header: 'Categoria', value: (t) => t.categoriaLabel, optional: true, max: 30 },
];

function isTerminal(): boolean {
  return Boolean(process.stdout.isTTY) && process.env.TERM !== 'dumb';
}

/** A table on stdout: drawn with Ink in a terminal (fitted to its width), plain aligned text in a pipe. */
export async function printRows<T>(columns: Column<T>[], rows: readonly T[], key: (row: T) => string) {
  if (isTerminal()) {
    const { printTable } = await import('../ui/Table.tsx');
    printTable(fitColumns(columns, rows, process.stdout.columns || 120), [...rows], key);
  } else {
    process.stdout.write(tableText(columns, rows));
  }
}

interface Options {
  uf?: (typeof UFS)[number];
  cidade?: string;
  categoria?: (typeof CATEGORIA_CODES)[number];
  pessoa?: (typeof PERSON_TYPES)[number];
  emissao?: Modo;
  busca?: string;
  url?: string;
  json?: boolean;
}

export function registerCatalogo(program: Command) {
  program
    .command('catalogo')
    .description('Lista os tipos de certidão do catálogo nacional, com jurisdição, forma de emissão e preço')
    .option('--uf <uf>', 'só os tipos que valem para a UF (os nacionais incluídos)', parseChoice(UFS))
    .option('--cidade <cidade>', 'com --uf, só os municipais e trabalhistas daquela cidade')
    .option(
      `--categoria <categoria>`,
      `uma destas: ${CATEGORIA_CODES.join(', ')}`,
      parseChoice(CATEGORIA_CODES),
    )
    .option('--pessoa <tipo>', 'fisica ou juridica', parseChoice(PERSON_TYPES))
    .option(
      '--emissao <modo>',
      'automatica ou assistida (para ao menos um tipo de pessoa)',
      parseChoice(MODOS_EMISSAO),
    )
    .option('--busca <texto>', 'código, nome ou órgão (sem diferença de acentos e maiúsculas)')
    .option('--url <url>', 'endereço do servidor')
    .option(
      '--json',
      'imprime a resposta em JSON ({data, total}, com tudo o que o catálogo sabe de cada tipo)',
    )
    .addHelpText(
      'after',
      `
Preço: o de cada certidão ao ser pedida (com a taxa oficial, quando fixa); a taxa do cartório, quando varia, é
cobrada à parte. Emissão automática: a certidão vem de uma fonte automática em minutos. Assistida: um operador a obtém no
portal oficial dentro do prazo do tipo (certidao assistidas). O catálogo é público: não pede sessão.

Exemplos:
  certidao catalogo --uf MG
  certidao catalogo --uf SP --cidade Campinas --categoria trabalhista
  certidao catalogo --emissao assistida --pessoa juridica
  certidao catalogo --busca protesto --json | jq -r '.data[].codigo'

Códigos de saída: 0 ok (também sem resultados); 1 erro; 2 uso incorreto; 4 servidor fora do ar.`,
    )
    .action(async (options: Options) => {
      process.exitCode = await catalogo(options);
    });
}

async function catalogo(options: Options): Promise<ExitCode> {
  const cidade = options.cidade?.trim();
  if (cidade && !options.uf) return usageError('--cidade: informe também a --uf da cidade.');
  const busca = options.busca?.trim();
  try {
    const result = await apiFor(resolveUrl(options.url)).listarCatalogo({
      query: {
        ...(options.uf ? { uf: options.uf } : {}),
        ...(cidade ? { cidade } : {}),
        ...(options.categoria ? { categoria: options.categoria } : {}),
        ...(options.pessoa ? { tipoPessoa: options.pessoa } : {}),
        ...(options.emissao ? { emissao: options.emissao } : {}),
        ...(busca ? { busca } : {}),
      },
    });
    if (options.json) {
      printJson(result);
      return EXIT.ok;
    }
    if (!result.data.length) {
      progressLine('Nenhum tipo de certidão com esses filtros.');
      return EXIT.ok;
    }
    await printRows(CATALOGUE_COLUMNS, result.data, (t) => t.codigo);
    const assistidos = result.data.filter((t) => Object.values(t.emissao).includes('assistida')).length;
    progressLine(
      `${countOf(result.total, 'tipo', 'tipos')}; ${countOf(assistidos, 'com emissão assistida', 'com emissão assistida')}.`,
    );
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}
