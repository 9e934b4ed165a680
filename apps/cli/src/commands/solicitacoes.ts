import type { ApiClient, SolicitacaoList, SolicitacaoNaLista } from '@certidao/api-client';
import {
  CERTIFICATE_CODES,
  CERTIFICATE_STATUSES,
  type CertificateCode,
  type CertificateStatus,
  countOf,
  formatCnpj,
  formatCpf,
} from '@certidao/domain';
import type { Command } from 'commander';
import {
  countCertificates,
  formatDateTimeZone,
  requestStatusLabel,
  resultsColor,
  resultsText,
  statusColor,
} from '../format.ts';
import { parseChoice, parseDate, parsePositiveInt, parseStatus } from '../options.ts';
import { EXIT, type ExitCode, printJson, progressLine, reportError, usageError } from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { type Column, delimitedText, fitColumns, tableText } from '../table.ts';

function isTerminal(): boolean {
  return Boolean(process.stdout.isTTY) && process.env.TERM !== 'dumb';
}

interface Options {
  status?: CertificateStatus;
  tipo?: CertificateCode;
  cpf?: string;
  desde?: string;
  ate?: string;
  pagina?: number;
  limite?: number;
  ordem: 'asc' | 'desc';
  url?: string;
  json?: boolean;
  formato?: Formato;
}

export const FORMATOS = ['tabela', 'tsv', 'csv', 'json'] as const;
type Formato = (typeof FORMATOS)[number];

/** The columns of the list (exported for the view tests). */
export const COLUMNS: Column<SolicitacaoNaLista>[] = [
  { header: 'ID', value: (s) => s.id },
  {
    header: 'Criada em',
    value: (s) => formatDateTimeZone(s.criadoEm),
    data: (s) => s.criadoEm,
    optional: true,
  },
  { header: 'Nome', value: (s) => s.dadosGerais.nomeCompleto, max: 32, min: 10 },
  {
    header: 'Pessoa',
    value: (s) => (s.dadosGerais.tipoPessoa === 'fisica' ? 'Física' : 'Jurídica'),
    optional: true,
  },
  { header: 'Documento', value: (s) => documentOf(s), optional: true },
  {
    header: 'Status',
    value: (s) => requestStatusLabel(s),
    color: (s) => statusColor(s.status),
  },
  {
    header: 'Certidões',
    value: (s) => {
      const c = countCertificates(s.certidoes);
      const notes = [
        ...(c.Falhou ? [countOf(c.Falhou, 'falha')] : []),
        ...(c.Cancelada ? [countOf(c.Cancelada, 'cancelada', 'canceladas')] : []),
      ];
      return `${c.Concluída}/${c.total}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    },
  },
  { header: 'Usuário', value: (s) => s.usuario.email, max: 30, optional: true },
  {
    header: 'Resultado',
    value: (s) => resultsText(s.resumo),
    color: (s) => resultsColor(s.resumo),
    max: 40,
    optional: true,
    keep: true,
  },
];

/**
 * TSV and CSV carry, after the columns of the table, each result counted (ResumoSolicitacao) and the earliest
 * validity (ISO 8601), so a spreadsheet can sort and filter by them.
 */
export const DATA_COLUMNS: Column<SolicitacaoNaLista>[] = [
  ...COLUMNS,
  { header: 'Negativas', value: (s) => String(s.resumo.negativas) },
  { header: 'Positivas', value: (s) => String(s.resumo.positivas) },
  {
    header: 'Positivas com efeitos de negativa',
    value: (s) => String(s.resumo.positivasComEfeitosDeNegativa),
  },
  { header: 'Não emitidas', value: (s) => String(s.resumo.naoEmitidas) },
  { header: 'Indeterminadas', value: (s) => String(s.resumo.indeterminadas) },
  { header: 'Primeiro vencimento', value: (s) => s.resumo.primeiroVencimento ?? '' },
];

function documentOf(s: SolicitacaoNaLista): string {
  const doc = s.dadosGerais.documento ?? '';
  return doc.length === 11 ? formatCpf(doc) : formatCnpj(doc);
}

export function registerSolicitacoes(program: Command) {
  program
    .command('solicitacoes')
    .description('Lista as solicitações (as suas; equipe vê todas), com filtros e paginação')
    .option(
      '-s, --status <status>',
      `status: ${CERTIFICATE_STATUSES.join(', ')} (ou aguardando, concluída, cancelada)`,
      parseStatus,
    )
    .option(
      '-t, --tipo <tipoCertidao>',
      'com uma certidão deste tipo (ex.: cndt, tjsp)',
      parseChoice(CERTIFICATE_CODES),
    )
    .option('--cpf <documento>', 'CPF ou CNPJ, com ou sem pontuação')
    .option('--desde <data>', 'criadas a partir do dia (dd/mm/aaaa)', parseDate)
    .option('--ate <data>', 'criadas até o dia (dd/mm/aaaa)', parseDate)
    .option(
      '--pagina <n>',
      'só esta página (padrão: a 1ª num terminal; fora dele e com --json, todas)',
      parsePositiveInt(100_000),
    )
    .option(
      '--limite <n>',
      'solicitações por página, até 100 (padrão: 10 num terminal; com ela, só uma página)',
      parsePositiveInt(100),
    )
    .option(
      '--ordem <ordem>',
      'asc (mais antigas primeiro) ou desc',
      parseChoice(['asc', 'desc'] as const),
      'desc',
    )
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime {data, meta} em JSON (o mesmo que --formato json)')
    .option(
      '-f, --formato <formato>',
      'tabela, tsv, csv ou json (padrão: tabela num terminal, tsv fora dele)',
      parseChoice(FORMATOS),
    )
    .addHelpText(
      'after',
      `
Exemplos:
  certidao solicitacoes --status falhou
  certidao solicitacoes --cpf 529.982.247-25 --json | jq -r '.data[].id'
  certidao solicitacoes --status falhou --formato csv > falhas.csv

Em JSON, TSV, CSV ou fora de um terminal saem todas as páginas (para passar a outro comando, como
certidao baixar -); num terminal, a tabela mostra uma página. --pagina ou --limite pedem uma página só,
e então um aviso no stderr diz quantas ficaram de fora.
Fora de um terminal as linhas saem separadas por tabulação, com os valores inteiros.
A coluna Resultado resume o que as certidões encontraram (8 nada consta · 2 constam), em vermelho quando
algo consta; TSV e CSV trazem ainda uma coluna por resultado (Negativas, Positivas, Positivas com efeitos
de negativa, Não emitidas, Indeterminadas) e o Primeiro vencimento (ISO 8601); o JSON traz o resumo de
cada solicitação e o resultado e a validade de cada certidão.
Códigos de saída: 0 ok (também sem resultados ou numa página além da última); 1 erro; 2 uso incorreto;
3 sem sessão ou sem permissão; 4 servidor fora do ar.`,
    )
    .action(async (options: Options) => {
      process.exitCode = await listar(options);
    });
}

async function listar(options: Options): Promise<ExitCode> {
  if (options.cpf !== undefined && !/^[0-9A-Za-z./-]{1,18}$/.test(options.cpf.trim())) {
    return usageError('--cpf: use só números, letras e a pontuação do CPF/CNPJ.');
  }
  const formato = options.json ? 'json' : (options.formato ?? (isTerminal() ? 'tabela' : 'tsv'));
  // What feeds another command (JSON, TSV, CSV, a pipe) has every page, unless one page is asked for.
  const onePage =
    options.pagina !== undefined || options.limite !== undefined || (formato === 'tabela' && isTerminal());
  const query = {
    status: options.status,
    tipoCertidao: options.tipo,
    cpf: options.cpf?.trim(),
    dataInicial: options.desde,
    dataFinal: options.ate,
    ordenacao: options.ordem,
  };
  let page: SolicitacaoList;
  try {
    const api = apiFor(resolveUrl(options.url));
    page = onePage
      ? await api.getSolicitacoes({
          query: { ...query, pagina: options.pagina ?? 1, limite: options.limite ?? 10 },
        })
      : await everyPage(api, query);
  } catch (error) {
    return reportError(error);
  }
  if (formato === 'json') {
    printJson(page);
    warnOnePage(page);
    return EXIT.ok;
  }
  const { total, page: n, totalPages } = page.meta;
  if (!page.data.length) {
    progressLine(
      total > 0
        ? `Nenhuma solicitação encontrada na página ${n}: a última é a ${totalPages} (--pagina ${totalPages}).`
        : 'Nenhuma solicitação encontrada',
    );
    return EXIT.ok;
  }
  if (formato === 'tabela' && isTerminal()) {
    const columns = fitColumns(COLUMNS, page.data, process.stdout.columns || 120);
    const { printTable } = await import('../ui/Table.tsx');
    printTable(columns, page.data, (s) => s.id);
  } else if (formato === 'tabela') {
    process.stdout.write(tableText(COLUMNS, page.data));
  } else {
    process.stdout.write(delimitedText(DATA_COLUMNS, page.data, formato));
  }
  if (!onePage) {
    progressLine(countOf(total, 'solicitação', 'solicitações'));
    return EXIT.ok;
  }
  progressLine(
    `Página ${n} de ${Math.max(1, totalPages)} · ${countOf(total, 'solicitação', 'solicitações')}${n < totalPages ? ` (próxima: --pagina ${n + 1})` : ''}`,
  );
  return EXIT.ok;
}

type ListQuery = Omit<NonNullable<Parameters<ApiClient['getSolicitacoes']>[0]>['query'], 'pagina' | 'limite'>;

/**
 * Every page of the list, 100 at a time, as one page ({data, meta} with page 1 of 1), so a command reading it
 * sees that nothing was left out. Walked by cursor: each request once, whatever is created meanwhile, and every
 * page as cheap as the first.
 */
async function everyPage(api: ApiClient, query: ListQuery): Promise<SolicitacaoList> {
  const data: SolicitacaoNaLista[] = [];
  let total = 0;
  let cursor: string | undefined;
  do {
    const page = await api.getSolicitacoes({
      query: { ...query, limite: 100, ...(cursor ? { cursor } : {}) },
    });
    data.push(...page.data);
    total = page.meta.total;
    cursor = page.proximoCursor ?? undefined;
  } while (cursor);
  return {
    data,
    meta: { total, page: 1, limit: Math.max(1, data.length), totalPages: data.length ? 1 : 0 },
    proximoCursor: null,
  };
}

/** With one page asked for in JSON, says on stderr how many requests were left out (stdout stays JSON). */
function warnOnePage(page: SolicitacaoList): void {
  const { total, page: n, totalPages } = page.meta;
  if (page.data.length >= total) return;
  progressLine(
    `Aviso: só a página ${n} de ${totalPages} (${page.data.length} de ${countOf(total, 'solicitação', 'solicitações')}); sem --pagina e --limite saem todas.`,
  );
}
