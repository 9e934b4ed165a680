import type { Solicitacao, SolicitacaoList } from '@certidao/api-client';
import {
  CERTIFICATE_CODES,
  CERTIFICATE_STATUSES,
  type CertificateCode,
  type CertificateStatus,
  certificateStatusView,
  formatDateTime,
} from '@certidao/domain';
import type { Command } from 'commander';
import { countCertificates, toneColor } from '../format.ts';
import { parseChoice, parseDate, parsePositiveInt } from '../options.ts';
import { EXIT, type ExitCode, printJson, progressLine, reportError, usageError } from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { type Column, fitColumns, tableText } from '../table.ts';

interface Options {
  status?: CertificateStatus;
  tipo?: CertificateCode;
  cpf?: string;
  desde?: string;
  ate?: string;
  pagina: number;
  limite: number;
  ordem: 'asc' | 'desc';
  url?: string;
  json?: boolean;
}

const COLUMNS: Column<Solicitacao>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Criada em', value: (s) => formatDateTime(s.criadoEm) },
  { header: 'Nome', value: (s) => s.dadosGerais.nomeCompleto, max: 32 },
  {
    header: 'Pessoa',
    value: (s) => (s.dadosGerais.tipoPessoa === 'fisica' ? 'Física' : 'Jurídica'),
    optional: true,
  },
  { header: 'Documento', value: (s) => documentOf(s), optional: true },
  {
    header: 'Status',
    value: (s) => certificateStatusView(s.status).label,
    color: (s) => toneColor(certificateStatusView(s.status).tone),
  },
  {
    header: 'Certidões',
    value: (s) => {
      const c = countCertificates(s.certidoes);
      return `${c.Concluida}/${c.total}${c.Falhou ? ` (${c.Falhou} falha${c.Falhou === 1 ? '' : 's'})` : ''}`;
    },
  },
  { header: 'Usuário', value: (s) => s.usuario.email, max: 30, optional: true },
];

function documentOf(s: Solicitacao): string {
  const d = s.certidoes[0]?.dadosCertidao;
  return d?.cpf ?? d?.cnpj ?? '';
}

export function registerSolicitacoes(program: Command) {
  program
    .command('solicitacoes')
    .description('Lista as solicitações (as suas; equipe vê todas), com filtros e paginação')
    .option(
      '-s, --status <status>',
      `status: ${CERTIFICATE_STATUSES.join(', ')}`,
      parseChoice(CERTIFICATE_STATUSES),
    )
    .option(
      '-t, --tipo <tipoCertidao>',
      'com uma certidão deste tipo (ex.: cndt, tjsp)',
      parseChoice(CERTIFICATE_CODES),
    )
    .option('--cpf <documento>', 'CPF ou CNPJ, com ou sem pontuação')
    .option('--desde <data>', 'criadas a partir do dia (dd/mm/aaaa)', parseDate)
    .option('--ate <data>', 'criadas até o dia (dd/mm/aaaa)', parseDate)
    .option('--pagina <n>', 'página', parsePositiveInt(100_000), 1)
    .option('--limite <n>', 'solicitações por página (até 100)', parsePositiveInt(100), 10)
    .option(
      '--ordem <ordem>',
      'asc (mais antigas primeiro) ou desc',
      parseChoice(['asc', 'desc'] as const),
      'desc',
    )
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime a página ({data, meta}) em JSON')
    .addHelpText(
      'after',
      `
Exemplos:
  certidao solicitacoes --status falhou
  certidao solicitacoes --cpf 529.982.247-25 --limite 50 --json | jq -r '.data[].id'`,
    )
    .action(async (options: Options) => {
      process.exitCode = await listar(options);
    });
}

async function listar(options: Options): Promise<ExitCode> {
  if (options.cpf !== undefined && !/^[0-9A-Za-z./-]{1,18}$/.test(options.cpf.trim())) {
    return usageError('--cpf: use só números, letras e a pontuação do CPF/CNPJ.');
  }
  let page: SolicitacaoList;
  try {
    page = await apiFor(resolveUrl(options.url)).getSolicitacoes({
      query: {
        status: options.status,
        tipoCertidao: options.tipo,
        cpf: options.cpf?.trim(),
        dataInicial: options.desde,
        dataFinal: options.ate,
        pagina: options.pagina,
        limite: options.limite,
        ordenacao: options.ordem,
      },
    });
  } catch (error) {
    return reportError(error);
  }
  if (options.json) {
    printJson(page);
    return EXIT.ok;
  }
  if (!page.data.length) {
    progressLine('Nenhuma solicitação encontrada');
    return EXIT.ok;
  }
  if (process.stdout.isTTY && process.env.TERM !== 'dumb') {
    const columns = fitColumns(COLUMNS, page.data, process.stdout.columns || 120);
    const { printTable } = await import('../ui/Table.tsx');
    printTable(columns, page.data, (s) => s.id);
  } else {
    process.stdout.write(tableText(COLUMNS, page.data));
  }
  const { total, page: n, totalPages } = page.meta;
  progressLine(
    `Página ${n} de ${Math.max(1, totalPages)} · ${total} ${total === 1 ? 'solicitação' : 'solicitações'}${n < totalPages ? ` (próxima: --pagina ${n + 1})` : ''}`,
  );
  return EXIT.ok;
}
