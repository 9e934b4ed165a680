/**
 * `certidao solicitar`. Long file: it reads as a run goes (the options, the rows from a file or the options,
 * their validation, the dry run, the creation with its idempotency keys, the report), each step a function.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { type ApiClient, isApiError, type Solicitacao } from '@certidao/api-client';
import { buildSolicitacaoPayload, countOf, type NovaSolicitacaoInput } from '@certidao/domain';
import type { Command } from 'commander';
import { createInBatches } from '../batchCreate.ts';
import { forEachLimit } from '../concurrency.ts';
import { type CsvFile, csvLine } from '../csv.ts';
import { shortId, truncate } from '../format.ts';
import { batchKeys, createIdempotent, freshSalt } from '../idempotency.ts';
import { onInterrupt } from '../interrupt.ts';
import {
  isRejectColumn,
  type LoteDuplicate,
  type LoteProblem,
  type LoteRow,
  lineLabel,
  normalizeTipoPessoa,
  REJECT_COLUMNS,
  readLote,
  requestProblem,
  resolveCodes,
} from '../lote.ts';
import { parsePositiveInt } from '../options.ts';
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
import { apiFor, credentialFor, resolveUrl } from '../session.ts';
import type { CreateProgressProps } from '../ui/CreateProgress.tsx';
import type { Failure } from '../ui/FailureLines.tsx';
import { startLive } from '../ui/live.ts';

interface Options {
  tipo?: string;
  nome?: string;
  cpf?: string;
  rg?: string;
  nascimento?: string;
  cnpj?: string;
  observacao?: string;
  kit?: string;
  centroCusto?: string;
  uf?: string;
  cidade?: string;
  imovelUf?: string;
  imovelCidade?: string;
  finalidade?: string;
  certidoes?: string;
  mae?: string;
  inscricaoImovel?: string;
  matricula?: string;
  cartorio?: string;
  arquivo?: string;
  concorrencia: number;
  url?: string;
  json?: boolean;
  ignorarInvalidas?: boolean;
  permitirRepetidos?: boolean;
  criarDeNovo?: boolean;
  dryRun?: boolean;
}

const SINGLE_FLAGS = ['tipo', 'nome', 'cpf', 'rg', 'nascimento', 'cnpj'] as const;

export function registerSolicitar(program: Command) {
  program
    .command('solicitar')
    .description(
      'Cria uma solicitação (as certidões do tipo de pessoa) a partir das opções, ou várias a partir de um CSV',
    )
    .option('--tipo <tipo>', 'tipo de pessoa: fisica ou juridica (sem ela: juridica se só houver --cnpj)')
    .option('--nome <nome>', 'nome completo da pessoa ou razão social')
    .option('--cpf <cpf>', 'CPF (pessoa física)')
    .option('--rg <rg>', 'RG (pessoa física, opcional)')
    .option('--nascimento <data>', 'data de nascimento, dd/mm/aaaa ou aaaa-mm-dd (pessoa física)')
    .option('--cnpj <cnpj>', 'CNPJ (pessoa jurídica)')
    .option('--observacao <texto>', 'observação (com --arquivo: para as linhas sem observação)')
    .option('--uf <uf>', 'UF onde a parte mora (com --cidade e --finalidade, propõe as certidões do local)')
    .option('--cidade <cidade>', 'cidade onde a parte mora (em SP decide o TRT-2 ou o TRT-15)')
    .option('--imovel-uf <uf>', 'UF do imóvel (sem ela: a da parte)')
    .option('--imovel-cidade <cidade>', 'cidade do imóvel')
    .option('--finalidade <id>', 'compra-imovel, locacao, due-diligence-empresa ou antecedentes')
    .option('--certidoes <codigos>', 'códigos do catálogo separados por vírgula (certidao catalogo)')
    .option('--mae <nome>', 'nome da mãe (certidões criminais, TRF-1 e TRF-6)')
    .option('--inscricao-imovel <numero>', 'inscrição imobiliária (IPTU)')
    .option('--matricula <numero>', 'matrícula do imóvel (registro de imóveis)')
    .option('--cartorio <nome>', 'cartório de registro de imóveis do imóvel')
    .option(
      '--kit <codigo>',
      'só as certidões do kit (ex.: locatario; com --arquivo: para as linhas sem a coluna kit)',
    )
    .option(
      '--centro-custo <codigo>',
      'centro de custo da empresa (com --arquivo: para as linhas sem a coluna centroCusto)',
    )
    .option(
      '-a, --arquivo <lote.csv>',
      'CSV (separado por ; ou ,) com as colunas tipoPessoa, nomeCompleto, cpf, rg, dataNascimento, cnpj, observacao, kit, centroCusto; - lê o CSV da entrada',
    )
    .option('-c, --concorrencia <n>', 'solicitações criadas ao mesmo tempo', parsePositiveInt(16), 4)
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime as solicitações criadas em JSON (e os erros de validação, também em JSON)')
    .option(
      '--ignorar-invalidas',
      'com --arquivo: cria as linhas válidas e grava as inválidas, com o motivo, em <arquivo>.rejeitadas.csv',
    )
    .option(
      '--permitir-repetidos',
      'com --arquivo: envia as linhas com o CPF/CNPJ de uma linha anterior (sem ela, são erros de validação)',
    )
    .option(
      '--criar-de-novo',
      'com --arquivo: cria as solicitações mesmo que o mesmo conteúdo tenha sido enviado nas últimas 24 h',
    )
    .option(
      '--dry-run',
      'confere tudo (dados, kits, centros de custo, sessão e cota do plano) sem criar nada',
    )
    .addHelpText(
      'after',
      `
Exemplos:
  certidao solicitar --nome "Maria da Silva" --cpf 529.982.247-25 --nascimento 15/03/1985
  certidao solicitar --tipo juridica --nome "Exemplo Ltda" --cnpj 11.222.333/0001-81
  certidao solicitar --nome "Ana Souza" --cpf 111.444.777-35 --nascimento 01/02/1990 --kit locatario --centro-custo JUR-01
  certidao solicitar --nome "Ana Souza" --cpf 111.444.777-35 --nascimento 01/02/1990 --uf MG --cidade "Belo Horizonte" --finalidade antecedentes --mae "Maria Souza"
  certidao solicitar --arquivo lote.csv --json > criadas.json
  certidao solicitar --arquivo lote.csv --ignorar-invalidas
  certidao solicitar --arquivo lote.rejeitadas.csv      # corrigidas, as rejeitadas vão de novo
  gerar-lote | certidao solicitar --arquivo -

Imprime os ids criados, um por linha (o progresso vai para a saída de erro).
--kit pede só as certidões do kit que valem para o tipo de pessoa (kits do produto, como locatario,
fornecedor, imovel-pessoa-fisica e imovel-pessoa-juridica, ou os da sua empresa); --centro-custo usa o código
de um centro de custo ativo da empresa. No CSV, as colunas kit e centroCusto fazem o mesmo por linha.
Todas as linhas do arquivo são conferidas antes do envio: havendo qualquer erro, nada é criado (código 2).
Com --ignorar-invalidas, as linhas válidas são criadas e as inválidas vão para lote.rejeitadas.csv, ao lado
do arquivo (entrada.rejeitadas.csv na pasta atual com --arquivo -), com as colunas linha (a do arquivo
original) e motivo (código 5). Corrigido, esse arquivo pode ser enviado de novo como está: linha e motivo
são ignoradas, e as mensagens citam a linha original. Com --json, os erros de validação saem em JSON:
{"erros":[{"linha":3,"mensagem":"CPF inválido."}]}.
Uma recusa do servidor (sem plano ativo, limite do mês) interrompe o envio das linhas seguintes.
Uma linha com o CPF ou CNPJ de uma linha anterior é um erro de validação (com as duas linhas); com
--permitir-repetidos, é enviada assim mesmo.
Enviar o mesmo lote de novo não cria nada duas vezes: cada linha vai com uma chave de idempotência
(Idempotency-Key) tirada do conteúdo dela, e o servidor responde, por 24 h, a solicitação já criada, sem
gastar a cota; as linhas já criadas aparecem como "já criada antes". Vale também para o arquivo corrigido ou
para as rejeitadas enviadas depois. Para pedir de novo as mesmas pessoas dentro de 24 h, use --criar-de-novo.
Com --dry-run, nada é criado: confere as linhas com as regras do formulário, os kits e centros de custo com
o servidor, a sessão e a cota do plano neste mês, e diz quantas solicitações seriam criadas.
Códigos de saída: 0 tudo criado; 1 erro, nada criado; 2 dados inválidos; 3 sem sessão ou sem permissão;
4 servidor fora do ar; 5 parte do lote não foi criada.`,
    )
    .action(async (options: Options) => {
      process.exitCode = await solicitar(options);
    });
}

async function solicitar(options: Options): Promise<ExitCode> {
  const fromFile = options.arquivo !== undefined;
  if (options.ignorarInvalidas && !fromFile) {
    return usageError('--ignorar-invalidas vale só com --arquivo.');
  }
  const url = resolveUrl(options.url);
  const api = apiFor(url);
  const read = fromFile ? await readRows(options, api) : await singleRow(options, api);
  if (typeof read === 'number') return read;
  const { rows, rejected } = read;

  // A batch asks the server first: down or refusing the credential, it is one line, and nothing is sent.
  if (fromFile) {
    try {
      // A key may not read its owner's profile; asking for itself checks it as well.
      if (credentialFor(url)?.kind === 'chave') await api.obterChaveAtual();
      else await api.getProfile();
    } catch (error) {
      process.stderr.write(
        `Erro: nada foi enviado (${countOf(rows.length, 'linha', 'linhas')} de ${fileLabel(options.arquivo ?? '')}): ${errorText(error)}\n`,
      );
      authHint(error);
      return exitCodeOf(error);
    }
  }
  if (options.dryRun) return dryRun(api, rows, rejected, options);
  const result = await createAll(api, rows, options, fromFile);

  const created = result.created.filter((s): s is Solicitacao => s !== undefined);
  if (options.json) printJson(created);
  else for (const s of created) process.stdout.write(`${s.id}\n`);
  const replayed = result.replayed;
  const fresh = created.length - replayed;
  if (replayed) {
    progressLine(
      `${countOf(replayed, 'linha já tinha sido criada', 'linhas já tinham sido criadas')} nas últimas 24 h (mesmo conteúdo): nada foi criado de novo nem cobrado; os ids são os da primeira vez.`,
    );
  }

  if (created.length === rows.length && rejected === 0) {
    progressLine(
      created.length === 1
        ? replayed
          ? 'Nenhuma solicitação nova.'
          : `Solicitação criada: ${countOf(created[0]?.certidoes.length ?? 0, 'certidão', 'certidões')} na fila.`
        : replayed
          ? `Lote completo: ${countOf(fresh, 'solicitação nova', 'solicitações novas')}, ${replayed} já ${replayed === 1 ? 'existia' : 'existiam'}.`
          : `Solicitações criadas com sucesso! (${created.length})`,
    );
    return EXIT.ok;
  }
  if (result.notSent.length) {
    progressLine(`Linhas não enviadas: ${lineRanges(result.notSent.map((r) => r.line))}.`);
  }
  if (fromFile)
    progressLine(
      `${created.length} de ${countOf(rows.length + rejected, 'solicitação criada', 'solicitações criadas')}.`,
    );
  if (result.stopError) {
    authHint(result.stopError);
    const code = exitCodeOf(result.stopError);
    if (code !== EXIT.failure) return code;
  }
  return created.length === 0 ? EXIT.failure : EXIT.partial;
}

interface ReadRows {
  rows: LoteRow[];
  /** Data lines left out by --ignorar-invalidas. */
  rejected: number;
}

/**
 * The valid rows of --arquivo; or the exit code after reporting every problem. With --ignorar-invalidas, bad
 * data lines are written to the rejects file and the valid ones go on (a problem of the whole file still stops).
 */
async function readRows(options: Options, api: ApiClient): Promise<ReadRows | ExitCode> {
  const used = SINGLE_FLAGS.filter((f) => options[f] !== undefined);
  if (used.length) {
    return invalid(
      options,
      `use --arquivo ou as opções de uma solicitação (${used.map((f) => `--${f}`).join(', ')}), não os dois.`,
    );
  }
  const file = options.arquivo as string;
  if (file === STDIN && process.stdin.isTTY) {
    return invalid(
      options,
      '--arquivo -: envie o CSV pela entrada (ex.: cat lote.csv | certidao solicitar --arquivo -).',
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = file === STDIN ? await readStdinBytes() : readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return invalid(
      options,
      code === 'ENOENT' ? `arquivo não encontrado: ${file}` : `não foi possível ler ${file} (${code}).`,
    );
  }
  const lote = readLote(bytes);
  for (const r of lote.rows) {
    r.kit ||= options.kit;
    r.centroCusto ||= options.centroCusto;
  }
  const coded = await withCodes(api, lote.rows);
  if (typeof coded === 'number') return coded;
  lote.rows = coded.rows;
  // A document repeated within the batch is a line error (a copy-paste slip orders and charges twice), unless
  // --permitir-repetidos says it is meant.
  const repeated = options.permitirRepetidos ? [] : duplicateProblems(lote.rows, lote.duplicates);
  if (repeated.length) {
    const lines = new Set(repeated.map((p) => p.line));
    lote.rows = lote.rows.filter((r) => !lines.has(r.line));
  }
  lote.problems = [...lote.problems, ...coded.problems, ...repeated].sort((x, y) => x.line - y.line);
  if (lote.file?.encoding === 'windows-1252') {
    progressLine(`Aviso: ${fileLabel(file)} não está em UTF-8; foi lido como Windows-1252 (Excel antigo).`);
  }
  let rejected = 0;
  if (lote.problems.length) {
    // Only bad data lines can be set aside; a bad header or an unreadable file stops everything.
    const skippable = options.ignorarInvalidas && lote.file && lote.problems.every((p) => p.values);
    if (!skippable || !lote.file || lote.rows.length === 0) {
      return reportProblems(lote.problems, file, options.json);
    }
    rejected = lote.problems.length;
    if (options.dryRun) {
      // A dry run writes nothing: the lines are listed instead of going to the rejects file.
      for (const p of lote.problems) progressLine(`${fileLabel(file)}, ${lineLabel(p)}: ${p.message}`);
    } else {
      const rejectsFile = writeRejects(file, lote.file, lote.problems);
      progressLine(
        `${countOf(rejected, 'linha inválida ignorada', 'linhas inválidas ignoradas')}, gravadas em ${rejectsFile} com o motivo.`,
      );
    }
  }
  if (!options.permitirRepetidos) {
    // Reported above as line errors.
  } else if (lote.duplicates.length > 3) {
    progressLine(
      `Aviso: ${fileLabel(file)}: ${countOf(lote.duplicates.length, 'linha', 'linhas')} com o documento de uma linha anterior (linhas ${lineRanges(lote.duplicates.map((d) => d.line))}); são enviadas assim mesmo.`,
    );
  } else {
    for (const d of lote.duplicates) {
      progressLine(`Aviso: ${fileLabel(file)}, linha ${d.line}: mesmo documento da linha ${d.firstLine}.`);
    }
  }
  if (options.observacao) {
    for (const r of lote.rows) r.input.observacao ||= options.observacao;
  }
  return { rows: lote.rows, rejected };
}

/** The rows that repeat an earlier row's CPF or CNPJ, as line problems naming that row. */
function duplicateProblems(rows: readonly LoteRow[], duplicates: readonly LoteDuplicate[]): LoteProblem[] {
  const byLine = new Map(rows.map((r) => [r.line, r]));
  return duplicates.flatMap((d) => {
    const row = byLine.get(d.line);
    if (!row) return [];
    const first = byLine.get(d.firstLine);
    const doc = row.input.tipoPessoa === 'juridica' ? 'CNPJ' : 'CPF';
    return [
      {
        line: d.line,
        originalLine: row.originalLine,
        values: row.values,
        message: `${doc} repetido: o mesmo da ${first ? lineLabel(first) : `linha ${d.firstLine}`} (para enviar assim mesmo, use --permitir-repetidos).`,
      },
    ];
  });
}

/** `lote.csv` → `lote.rejeitadas.csv` beside it: the header plus `motivo`, the bad lines as read. */
function writeRejects(file: string, csv: CsvFile, problems: readonly LoteProblem[]): string {
  const ext = extname(file);
  const target =
    file === STDIN
      ? resolve('entrada.rejeitadas.csv')
      : join(dirname(file), `${basename(file, ext)}.rejeitadas${ext || '.csv'}`);
  // The data columns as read, then the line it came from and why (a rejects file sent again keeps its first line).
  const keep = csv.header.map((h, i) => (isRejectColumn(h) ? -1 : i)).filter((i) => i >= 0);
  const lines = [csvLine([...keep.map((i) => csv.header[i] ?? ''), ...REJECT_COLUMNS], csv.separator)];
  for (const p of problems) {
    const values = keep.map((i) => p.values?.[i] ?? '');
    lines.push(csvLine([...values, String(p.originalLine ?? p.line), p.message], csv.separator));
  }
  // BOM: Excel then opens the accents right.
  writeFileSync(target, `\uFEFF${lines.join('')}`);
  return target;
}

/** A usage problem: pt-BR on stderr, and the same as JSON on stdout with --json. */
function invalid(options: Options, message: string): ExitCode {
  if (options.json) printJson({ erros: [{ mensagem: message }] });
  return usageError(message);
}

/**
 * The rows with their kit and cost centre codes resolved against the server's lists (asked only when a row
 * names one); or the exit code when the lists cannot be read (no session, server down).
 */
async function withCodes(
  api: ApiClient,
  rows: LoteRow[],
): Promise<{ rows: LoteRow[]; problems: LoteProblem[] } | ExitCode> {
  const needKits = rows.some((r) => r.kit);
  const needCentres = rows.some((r) => r.centroCusto);
  if (!needKits && !needCentres) return { rows, problems: [] };
  try {
    const [kits, centros] = await Promise.all([
      needKits ? api.listarKits().then((l) => l.data) : [],
      needCentres
        ? api.listarCentrosCusto().then(
            (l) => l.data,
            // Not in a company: every row naming a cost centre gets the server's reason.
            (error: unknown) => {
              if (isApiError(error) && error.status === 404) return { message: error.message };
              throw error;
            },
          )
        : [],
    ]);
    return resolveCodes(rows, { kits, centros });
  } catch (error) {
    process.stderr.write(`Erro: nada foi enviado: ${errorText(error)}\n`);
    authHint(error);
    return exitCodeOf(error);
  }
}

/** The request described by the options; or EXIT.usage after printing the rule it breaks. */
async function singleRow(options: Options, api: ApiClient): Promise<ReadRows | ExitCode> {
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
    uf: options.uf,
    cidade: options.cidade,
    imovelUf: options.imovelUf,
    imovelCidade: options.imovelCidade,
    finalidade: options.finalidade,
    certidoes: options.certidoes?.split(/[|;,\s]+/).filter(Boolean),
    nomeMae: options.mae,
    inscricaoImovel: options.inscricaoImovel,
    matricula: options.matricula,
    registroImobiliario: options.cartorio,
  };
  const message = requestProblem(input);
  if (message) return invalid(options, message);
  const coded = await withCodes(api, [
    { line: 0, input, kit: options.kit, centroCusto: options.centroCusto },
  ]);
  if (typeof coded === 'number') return coded;
  const [problem] = coded.problems;
  if (problem) return invalid(options, problem.message);
  return { rows: coded.rows, rejected: 0 };
}

function reportProblems(problems: LoteProblem[], file: string, json?: boolean): ExitCode {
  if (json) {
    printJson({
      erros: problems.map((p) => ({
        arquivo: file,
        ...(p.line ? { linha: p.line } : {}),
        ...(p.originalLine ? { linhaOriginal: p.originalLine } : {}),
        mensagem: p.message,
      })),
    });
  }
  for (const p of problems) {
    process.stderr.write(`${fileLabel(file)}${p.line ? `, ${lineLabel(p)}` : ''}: ${p.message}\n`);
  }
  const lines = problems.filter((p) => p.line > 1).length;
  process.stderr.write(
    lines
      ? `${countOf(lines, 'linha inválida', 'linhas inválidas')}; nenhuma solicitação foi criada.\n`
      : 'Nenhuma solicitação foi criada.\n',
  );
  return EXIT.usage;
}

interface CreateResult {
  /** By row index; undefined when not created. */
  created: Array<Solicitacao | undefined>;
  /** How many of `created` the server replayed (created by an earlier run with the same key). */
  replayed: number;
  notSent: LoteRow[];
  /** The error that stopped the batch (plan refusal, session, network, server). */
  stopError?: unknown;
}

/**
 * Creates the requests, `concorrencia` at a time. A 400 is the row's own problem (the batch goes on); any
 * other failure (422 no plan or monthly limit, 401/403, network, 5xx) stops new rows from being sent.
 */
async function createAll(
  api: ApiClient,
  rows: LoteRow[],
  options: Options,
  fromFile: boolean,
): Promise<CreateResult> {
  const result: CreateResult = { created: [], replayed: 0, notSent: [] };
  const bodies = rows.map((row) => buildSolicitacaoPayload(row.input, row.extras));
  // A batch's keys come from its rows' content (idempotency.ts), so sending it again creates nothing twice; a
  // single request gets a key of its own, which makes this run's retries of a 409 safe.
  const keys = fromFile
    ? batchKeys(bodies, options.criarDeNovo ? freshSalt() : '')
    : bodies.map(() => `certidao-${freshSalt()}`);
  const started = new Set<number>();
  /** Rows the server answered with an error (not to be counted as unanswered when interrupted). */
  const refused = new Set<number>();
  const state: CreateProgressProps = { total: rows.length, created: 0, running: 0, errors: [] };
  const where = (row: LoteRow) => (fromFile ? lineLabel(row) : 'solicitação');
  // Interrupted (SIGINT/SIGTERM): what was created is still printed, and which lines were not sent or not
  // answered (sending the same file again creates only those: the keys replay the rest). Registered before the
  // live view, so it runs after the view is released.
  const forget = onInterrupt(() => {
    const created = result.created.filter((s): s is Solicitacao => s !== undefined);
    if (options.json) printJson(created);
    else for (const s of created) process.stdout.write(`${s.id}\n`);
    const open = rows.filter((_, i) => result.created[i] === undefined && !refused.has(i)).map((r) => r.line);
    process.stderr.write(
      `${created.length} de ${countOf(rows.length, 'solicitação criada', 'solicitações criadas')} antes da interrupção.${fromFile && open.length ? ` Sem resposta ou não enviadas: linhas ${lineRanges(open)} (envie o mesmo arquivo de novo: o que já foi criado não se repete).` : ''}\n`,
    );
  });
  const live =
    canRedraw(options.json) && rows.length > 1
      ? await startLive(() => import('../ui/CreateProgress.tsx').then((m) => m.CreateProgress), state)
      : undefined;
  const errors: Failure[] = [];
  const redraw = () => live?.update({ ...state, errors: [...errors] });

  if (fromFile) {
    // A file goes through the batch operation, 1,000 rows per call, each row with its key (even a file of one
    // row: its key must be the batch's, or the same row sent in a bigger file would not be recognised).
    for (let i = 0; i < rows.length; i++) started.add(i);
    await createInBatches(api, bodies, keys, options.json === true, {
      created(index, s, replayed) {
        result.created[index] = s;
        if (replayed) result.replayed++;
        state.created++;
        if (!live)
          progressLine(
            `[${state.created + errors.length}/${rows.length}] ${where(rows[index] as LoteRow)}: solicitação ${shortId(s.id)} ${replayed ? 'já criada antes' : 'criada'} — ${truncate(s.dadosGerais.nomeCompleto, 40)} (${countOf(s.certidoes.length, 'certidão', 'certidões')})`,
          );
      },
      refused(index, error) {
        refused.add(index);
        errors.push({ label: where(rows[index] as LoteRow), message: errorText(error) });
        if (error.status !== 400) result.stopError ??= error;
        if (!live) progressLine(`✗ ${where(rows[index] as LoteRow)}: ${errorText(error)}`);
      },
      stop: () => result.stopError !== undefined,
    });
    redraw();
  } else
    await forEachLimit(
      rows,
      options.concorrencia,
      async (row, index) => {
        started.add(index);
        state.running++;
        redraw();
        try {
          const { solicitacao: s, replayed } = await createIdempotent(
            api,
            bodies[index] as (typeof bodies)[number],
            keys[index] as string,
          );
          result.created[index] = s;
          if (replayed) result.replayed++;
          state.created++;
          if (!live && fromFile) {
            progressLine(
              `[${state.created + errors.length}/${rows.length}] ${where(row)}: solicitação ${shortId(s.id)} ${replayed ? 'já criada antes' : 'criada'} — ${truncate(s.dadosGerais.nomeCompleto, 40)} (${countOf(s.certidoes.length, 'certidão', 'certidões')})`,
            );
          }
        } catch (error) {
          refused.add(index);
          errors.push({ label: where(row), message: errorText(error) });
          if (!(isApiError(error) && error.status === 400)) result.stopError ??= error;
          if (!live) progressLine(`✗ ${where(row)}: ${errorText(error)}`);
        } finally {
          state.running--;
          redraw();
        }
      },
      () => result.stopError !== undefined,
    );
  await live?.stop({ ...state, errors: [...errors] });
  forget();
  result.notSent = rows.filter((_, i) => !started.has(i));
  return result;
}

/**
 * `--dry-run`: the server has no validation-only operation, so the batch is checked as far as reads allow: the
 * rows with the domain's rules (the web form's, already done), kits and cost centres against the server's lists
 * (done), the credential (done), and this month's quota (getPlanoSolicitacoes) against the number of rows.
 * What only creating can find (a payment refused, a change of plan meanwhile) is not checked. Exit 0 when the
 * real run would create everything; 1 when the plan allows nothing now; 5 when it allows fewer than the rows.
 */
async function dryRun(
  api: ApiClient,
  rows: LoteRow[],
  rejected: number,
  options: Options,
): Promise<ExitCode> {
  let quota: Awaited<ReturnType<ApiClient['getPlanoSolicitacoes']>> | undefined;
  try {
    quota = await api.getPlanoSolicitacoes();
  } catch (error) {
    // A key without solicitacoes:ler, a server without the operation: say the quota was not checked.
    if (exitCodeOf(error) === EXIT.unreachable) {
      process.stderr.write(`Erro: ${errorText(error)}\n`);
      return EXIT.unreachable;
    }
    progressLine(`Aviso: a cota do plano não pôde ser conferida: ${errorText(error)}`);
  }
  const certificates = rows.reduce(
    (n, row) => n + buildSolicitacaoPayload(row.input, row.extras).certidoes.length,
    0,
  );
  const would = `${countOf(rows.length, 'solicitação seria criada', 'solicitações seriam criadas')}${certificates ? ` (${countOf(certificates, 'certidão', 'certidões')})` : ''}`;
  const skipped = rejected
    ? `; ${countOf(rejected, 'linha inválida ficaria', 'linhas inválidas ficariam')} de fora`
    : '';
  let code: ExitCode = EXIT.ok;
  let quotaText = '';
  if (quota && !quota.podeCriar) {
    quotaText = `; mas o servidor recusaria agora: ${quota.motivo ?? 'o plano não permite novas solicitações'}`;
    code = EXIT.failure;
  } else if (quota && quota.disponiveis !== null && quota.disponiveis < rows.length) {
    quotaText = `; mas o plano permite só mais ${quota.disponiveis} neste mês (as linhas seguintes não seriam enviadas)`;
    code = EXIT.partial;
  } else if (quota) {
    quotaText =
      quota.disponiveis === null ? '; cota: ilimitada' : `; cota: restam ${quota.disponiveis} neste mês`;
  }
  if (options.json) {
    printJson({
      simulacao: true,
      solicitacoes: rows.length,
      certidoes: certificates,
      linhasInvalidas: rejected,
      cota: quota
        ? { disponiveis: quota.disponiveis, podeCriar: quota.podeCriar, motivo: quota.motivo }
        : null,
    });
  }
  progressLine(`Simulação (--dry-run): ${would}${skipped}${quotaText}. Nada foi enviado.`);
  return code;
}

/** [2, 3, 4, 7, 9, 10] → '2 a 4, 7, 9 e 10': a long run of lines in a few words. */
export function lineRanges(lines: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j + 1 < lines.length && (lines[j + 1] as number) === (lines[j] as number) + 1) j++;
    parts.push(j - i >= 2 ? `${lines[i]} a ${lines[j]}` : lines.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  const text = parts.join(', ');
  const last = text.lastIndexOf(', ');
  return last < 0 ? text : `${text.slice(0, last)} e ${text.slice(last + 2)}`;
}

/** `--arquivo -`: the CSV is read from standard input. */
export const STDIN = '-';

/** How messages name the file: its path, or the standard input. */
export function fileLabel(file: string): string {
  return file === STDIN ? 'entrada padrão' : file;
}

export async function readStdinBytes(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
