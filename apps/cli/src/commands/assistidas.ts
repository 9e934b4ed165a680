import { readFileSync } from 'node:fs';
import type { EmissaoAssistida, ListarEmissoesAssistidasArgs } from '@certidao/api-client';
import { countOf, toSaoPauloIsoDate } from '@certidao/domain';
import type { Command } from 'commander';
import { formatDateTimeZone, isUuid, shortId } from '../format.ts';
import { parseChoice, parseDate, parsePositiveInt } from '../options.ts';
import { EXIT, type ExitCode, printJson, progressLine, reportError, usageError } from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';
import type { Column } from '../table.ts';
import { printRows } from './catalogo.ts';

type Query = NonNullable<ListarEmissoesAssistidasArgs['query']>;
export const SITUACOES = [
  'abertas',
  'aguardando',
  'em_atendimento',
  'atrasadas',
  'minhas',
  'concluidas',
  'todas',
] as const satisfies readonly NonNullable<Query['situacao']>[];
export const RESULTADOS = [
  'negativa',
  'positiva',
  'positiva_com_efeitos_de_negativa',
  'indeterminado',
] as const;

/** The server takes a PDF of at most 10 MB. */
const MAX_PDF_BYTES = 10 * 1024 * 1024;

const SITUACAO_LABEL: Record<EmissaoAssistida['situacao'], string> = {
  aguardando: 'Aguardando',
  em_atendimento: 'Em atendimento',
  concluida: 'Concluída',
  falhou: 'Falhou',
  cancelada: 'Cancelada',
};

const isOpen = (j: EmissaoAssistida) => j.situacao === 'aguardando' || j.situacao === 'em_atendimento';
const late = (j: EmissaoAssistida) => j.atrasada && isOpen(j);

/** The columns of `assistidas listar` (exported for the view tests). */
export const QUEUE_COLUMNS: Column<EmissaoAssistida>[] = [
  { header: 'ID', value: (j) => shortId(j.id), data: (j) => j.id },
  { header: 'Certidão', value: (j) => j.nome, max: 45, min: 16 },
  { header: 'Parte', value: (j) => `${j.parte.nomeCompleto} (${j.parte.documento})`, max: 45, min: 16 },
  {
    header: 'Prazo',
    value: (j) => `${formatDateTimeZone(j.prazoEm)}${late(j) ? ' (atrasada)' : ''}`,
    data: (j) => j.prazoEm,
    color: (j) => (late(j) ? 'red' : undefined),
  },
  {
    header: 'Situação',
    value: (j) => SITUACAO_LABEL[j.situacao],
    color: (j) => (j.situacao === 'concluida' ? 'green' : j.situacao === 'falhou' ? 'red' : 'yellow'),
  },
  { header: 'Operador', value: (j) => j.operador?.fullName ?? '—', optional: true, max: 30 },
];

const EXIT_HELP = `Códigos de saída: 0 ok; 1 erro (emissão não encontrada, já com outro operador ou encerrada); 2 uso
incorreto ou arquivo inválido (nada enviado); 3 sem sessão ou sem permissão (só a equipe: moderador ou
administrador); 4 servidor fora do ar.`;

interface CommonOptions {
  url?: string;
  json?: boolean;
}
interface ListOptions extends CommonOptions {
  situacao: Query['situacao'];
  ordem?: 'prazo' | 'idade';
  tipo?: string;
  pagina?: number;
  limite?: number;
}
interface FulfilOptions extends CommonOptions {
  pdf: string;
  resultado: (typeof RESULTADOS)[number];
  codigo: string;
  validade?: string;
  emissao?: string;
}
interface FailOptions extends CommonOptions {
  motivo: string;
  definitivo?: boolean;
}

const common = (c: Command, json: string) =>
  c
    .option('--url <url>', 'endereço do servidor')
    .option('--json', json)
    .addHelpText('after', `\n${EXIT_HELP}`);

export function registerAssistidas(program: Command) {
  const assistidas = program
    .command('assistidas')
    .description(
      'Fila de emissão assistida (equipe): listar, assumir, liberar, concluir com o PDF ou registrar falha',
    )
    .addHelpText(
      'after',
      `
Certidões sem fonte automática são obtidas por um operador no portal oficial. Quem assume a emissão a
conclui enviando o PDF (o cliente recebe a certidão assinada com o documento anexado) ou registra a falha.

Exemplos:
  certidao assistidas listar --situacao atrasadas
  certidao assistidas assumir 3f0c9a7e
  certidao assistidas concluir 3f0c9a7e --pdf tjmg.pdf --resultado negativa --codigo ABC123 --validade 30/06/2027
  certidao assistidas falhar 3f0c9a7e --motivo "CPF não encontrado no portal do tribunal" --definitivo`,
    );

  common(
    assistidas
      .command('listar')
      .description('Lista a fila, prazo mais próximo primeiro')
      .option(
        '--situacao <situacao>',
        `uma destas: ${SITUACOES.join(', ')}`,
        parseChoice(SITUACOES),
        'abertas',
      )
      .option(
        '--ordem <ordem>',
        'prazo (o mais próximo primeiro) ou idade (as mais antigas primeiro)',
        parseChoice(['prazo', 'idade'] as const),
      )
      .option('--tipo <codigo>', 'só um tipo de certidão (código do catálogo: certidao catalogo)')
      .option('--pagina <n>', 'página', parsePositiveInt(100_000))
      .option('--limite <n>', 'emissões por página (até 100)', parsePositiveInt(100)),
    'imprime a página em JSON ({data, meta, resumo})',
  ).action(async (options: ListOptions) => {
    process.exitCode = await listar(options);
  });

  common(
    assistidas
      .command('assumir')
      .description('Assume uma emissão: ela fica com você')
      .argument('<id>', 'id da emissão (inteiro ou os 8 primeiros caracteres, como em assistidas listar)'),
    'imprime a emissão em JSON',
  ).action(async (id: string, options: CommonOptions) => {
    process.exitCode = await act(id, options, 'assumir');
  });

  common(
    assistidas
      .command('liberar')
      .description('Devolve uma emissão à fila, para outro operador')
      .argument('<id>', 'id da emissão (inteiro ou os 8 primeiros caracteres)'),
    'imprime a emissão em JSON',
  ).action(async (id: string, options: CommonOptions) => {
    process.exitCode = await act(id, options, 'liberar');
  });

  common(
    assistidas
      .command('concluir')
      .description('Conclui uma emissão que está com você, com o PDF obtido no portal oficial')
      .argument('<id>', 'id da emissão (inteiro ou os 8 primeiros caracteres)')
      .requiredOption('--pdf <arquivo>', 'o PDF emitido pelo órgão (até 10 MB)')
      .requiredOption('--resultado <resultado>', RESULTADOS.join(', '), parseChoice(RESULTADOS))
      .requiredOption('--codigo <codigo>', 'o código de controle ou de autenticidade da certidão')
      .option('--validade <data>', 'válida até (dd/mm/aaaa; sem ela, a validade padrão do tipo)', parseDate)
      .option('--emissao <data>', 'data de emissão (dd/mm/aaaa; sem ela, hoje)', parseDate),
    'imprime a emissão concluída em JSON',
  ).action(async (id: string, options: FulfilOptions) => {
    process.exitCode = await concluir(id, options);
  });

  common(
    assistidas
      .command('falhar')
      .description('Registra que a certidão não pôde ser emitida (o cliente lê o motivo)')
      .argument('<id>', 'id da emissão (inteiro ou os 8 primeiros caracteres)')
      .requiredOption('--motivo <texto>', 'por que não foi possível (até 500 caracteres)')
      .option(
        '--definitivo',
        'tentar de novo não adianta (dados errados): o cliente não vê "Tentar novamente"',
      ),
    'imprime a emissão em JSON',
  ).action(async (id: string, options: FailOptions) => {
    process.exitCode = await falhar(id, options);
  });
}

async function listar(options: ListOptions): Promise<ExitCode> {
  const query: Query = {
    situacao: options.situacao,
    ...(options.ordem ? { ordenacao: options.ordem } : {}),
    ...(options.tipo ? { tipoCertidao: options.tipo.trim().toLowerCase() } : {}),
    ...(options.pagina ? { pagina: options.pagina } : {}),
    ...(options.limite ? { limite: options.limite } : {}),
  };
  try {
    const page = await apiFor(resolveUrl(options.url)).listarEmissoesAssistidas({ query });
    if (options.json) {
      printJson(page);
      return EXIT.ok;
    }
    const { resumo, meta } = page;
    if (page.data.length) await printRows(QUEUE_COLUMNS, page.data, (j) => j.id);
    else progressLine('Nenhuma emissão nesta situação.');
    progressLine(
      `Abertas: ${resumo.aguardando} aguardando · ${resumo.emAtendimento} em atendimento · ${countOf(resumo.atrasadas, 'atrasada', 'atrasadas')}` +
        (meta.totalPages > 1 ? ` (página ${meta.page} de ${meta.totalPages}, ${meta.total} no total)` : ''),
    );
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

const SHORT_ID = /^[0-9a-f]{8}$/i;

/** The job's full id: given whole, or found by its first 8 characters among the queue's jobs. */
async function resolveId(api: ReturnType<typeof apiFor>, id: string): Promise<string | ExitCode> {
  if (isUuid(id)) return id.toLowerCase();
  if (!SHORT_ID.test(id))
    return usageError(`id de emissão inválido: ${id} (use o id inteiro ou os 8 primeiros caracteres).`);
  const prefix = id.toLowerCase();
  const found: string[] = [];
  for (let pagina = 1; ; pagina++) {
    const page = await api.listarEmissoesAssistidas({ query: { situacao: 'todas', limite: 100, pagina } });
    found.push(...page.data.map((j) => j.id).filter((j) => j.startsWith(prefix)));
    if (pagina >= page.meta.totalPages || pagina >= 20) break;
  }
  if (found.length === 1) return found[0] as string;
  process.stderr.write(
    found.length
      ? `Erro: mais de uma emissão começa com ${id}: use o id inteiro.\n`
      : `Erro: Emissão assistida não encontrada: ${id}\n`,
  );
  return EXIT.failure;
}

const DONE: Record<'assumir' | 'liberar', string> = {
  assumir: 'Emissão assumida: está com você',
  liberar: 'Emissão liberada: voltou para a fila',
};

function describe(job: EmissaoAssistida): string {
  return `${job.nome} · ${job.parte.nomeCompleto} (${job.parte.documento}) · id ${shortId(job.id)}`;
}

async function act(id: string, options: CommonOptions, action: 'assumir' | 'liberar'): Promise<ExitCode> {
  const api = apiFor(resolveUrl(options.url));
  try {
    const jobId = await resolveId(api, id);
    if (typeof jobId !== 'string') return jobId;
    const path = { path: { id: jobId } };
    const job =
      action === 'assumir'
        ? await api.assumirEmissaoAssistida(path)
        : await api.liberarEmissaoAssistida(path);
    if (options.json) printJson(job);
    else {
      process.stdout.write(`${DONE[action]}. ${describe(job)}\n`);
      if (action === 'assumir') process.stdout.write(`Portal oficial: ${job.portal}\n`);
    }
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

/** The PDF as base64, or why it cannot be sent (nothing is sent then). */
function readPdf(file: string): { base64: string } | { problem: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      problem:
        code === 'ENOENT'
          ? `--pdf: arquivo não encontrado: ${file}`
          : code === 'EISDIR'
            ? `--pdf: ${file} é uma pasta, não um arquivo.`
            : `--pdf: não foi possível ler ${file} (${code}).`,
    };
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return { problem: `--pdf: ${file} não é um PDF.` };
  if (bytes.length > MAX_PDF_BYTES) return { problem: `--pdf: ${file} tem mais de 10 MB.` };
  return { base64: bytes.toString('base64') };
}

/** A calendar day as the instant the API takes: noon in São Paulo, read back as the same day. */
const noonInSaoPaulo = (isoDay: string) => new Date(`${isoDay}T12:00:00-03:00`).toISOString();

async function concluir(id: string, options: FulfilOptions): Promise<ExitCode> {
  const codigo = options.codigo.trim();
  if (!codigo) return usageError('--codigo: informe o código de controle da certidão.');
  if (codigo.length > 80) return usageError('--codigo: use até 80 caracteres.');
  const today = toSaoPauloIsoDate();
  if (options.emissao && options.emissao > today) return usageError('--emissao: a data não pode ser futura.');
  if (options.validade && options.validade < (options.emissao ?? today))
    return usageError('--validade: a validade não pode ser anterior à emissão.');
  const pdf = readPdf(options.pdf);
  if ('problem' in pdf) return usageError(pdf.problem);
  const api = apiFor(resolveUrl(options.url));
  try {
    const jobId = await resolveId(api, id);
    if (typeof jobId !== 'string') return jobId;
    if (!options.json) progressLine('Enviando o PDF…');
    const job = await api.concluirEmissaoAssistida({
      path: { id: jobId },
      body: {
        pdfBase64: pdf.base64,
        resultado: options.resultado,
        codigoControle: codigo,
        emitidoEm: options.emissao ? noonInSaoPaulo(options.emissao) : null,
        validoAte: options.validade ?? null,
      },
    });
    if (options.json) printJson(job);
    else process.stdout.write(`Emissão concluída: certidão entregue ao cliente. ${describe(job)}\n`);
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

async function falhar(id: string, options: FailOptions): Promise<ExitCode> {
  const motivo = options.motivo.trim();
  if (!motivo) return usageError('--motivo: diga por que a certidão não pôde ser emitida.');
  if (motivo.length > 500) return usageError('--motivo: use até 500 caracteres.');
  const api = apiFor(resolveUrl(options.url));
  try {
    const jobId = await resolveId(api, id);
    if (typeof jobId !== 'string') return jobId;
    const job = await api.falharEmissaoAssistida({
      path: { id: jobId },
      body: { motivo, podeTentarNovamente: !options.definitivo },
    });
    if (options.json) printJson(job);
    else
      process.stdout.write(
        `Falha registrada${options.definitivo ? ' (sem nova tentativa)' : ''}: o cliente foi avisado. ${describe(job)}\n`,
      );
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}
