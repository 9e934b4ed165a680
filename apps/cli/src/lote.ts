import {
  findKitByCodigo,
  KIT_MESSAGES,
  kitTypesFor,
  type NovaSolicitacaoInput,
  normalizeCpfCnpj,
  resolveCentroCusto,
  type SolicitacaoExtras,
  validateNovaSolicitacao,
} from '@certidao/domain';
import { type CsvFile, type CsvRecord, decodeCsv, parseCsv } from './csv.ts';
import { unrealDate } from './options.ts';

/** One row of a batch file, ready for the domain rules. */
export interface LoteRow {
  /** Line in the file (the header is line 1). */
  line: number;
  /** In a rejects file sent again, the line in the file it came from (its `linha` column). */
  originalLine?: number;
  input: NovaSolicitacaoInput;
  /** The `kit` and `centroCusto` codes as typed (column, or the --kit / --centro-custo default). */
  kit?: string;
  centroCusto?: string;
  /** The kit and cost centre those codes name, once resolved against the server's lists (`resolveCodes`). */
  extras?: SolicitacaoExtras;
  /** The row's values as read, to write it to a rejects file if a code turns out wrong. */
  values?: string[];
}

export interface LoteProblem {
  /** Line in the file; 0 for a problem of the whole file. */
  line: number;
  message: string;
  /** The row's values as read (a problem of one data line), to write it back to a file of rejected rows. */
  values?: string[];
  /** In a rejects file sent again, the line in the file it came from. */
  originalLine?: number;
}

/**
 * The columns a rejects file adds (`linha`: the line in the file it came from; `motivo`: why it was refused): read
 * back without complaint, so a fixed rejects file can be sent again as it is.
 */
export const REJECT_COLUMNS = ['linha', 'motivo'] as const;

/** Whether a header cell is one of the columns a rejects file adds. */
export function isRejectColumn(header: string): boolean {
  return (REJECT_COLUMNS as readonly string[]).includes(fold(header));
}

/** 'linha 3', or 'linha 3 (linha 17 do arquivo original)' for a line of a rejects file sent again. */
export function lineLabel(p: { line: number; originalLine?: number }): string {
  return `linha ${p.line}${p.originalLine ? ` (linha ${p.originalLine} do arquivo original)` : ''}`;
}

export const LOTE_COLUMNS = [
  'tipoPessoa',
  'nomeCompleto',
  'cpf',
  'rg',
  'dataNascimento',
  'cnpj',
  'observacao',
  'kit',
  'centroCusto',
  'uf',
  'cidade',
  'imovelUf',
  'imovelCidade',
  'finalidade',
  'certidoes',
  'nomeMae',
  'inscricaoImovel',
  'matricula',
  'registroImobiliario',
] as const;
type Column = (typeof LOTE_COLUMNS)[number];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]/g, '');

const ALIASES: Record<string, Column> = {
  tipopessoa: 'tipoPessoa',
  tipo: 'tipoPessoa',
  nomecompleto: 'nomeCompleto',
  nome: 'nomeCompleto',
  cpf: 'cpf',
  rg: 'rg',
  datanascimento: 'dataNascimento',
  nascimento: 'dataNascimento',
  cnpj: 'cnpj',
  observacao: 'observacao',
  obs: 'observacao',
  kit: 'kit',
  centrocusto: 'centroCusto',
  centrodecusto: 'centroCusto',
  uf: 'uf',
  estado: 'uf',
  cidade: 'cidade',
  municipio: 'cidade',
  imoveluf: 'imovelUf',
  ufimovel: 'imovelUf',
  imovelcidade: 'imovelCidade',
  cidadeimovel: 'imovelCidade',
  finalidade: 'finalidade',
  transacao: 'finalidade',
  certidoes: 'certidoes',
  tipos: 'certidoes',
  tiposcertidao: 'certidoes',
  nomemae: 'nomeMae',
  nomedamae: 'nomeMae',
  mae: 'nomeMae',
  inscricaoimovel: 'inscricaoImovel',
  inscricaoimobiliaria: 'inscricaoImovel',
  matricula: 'matricula',
  registroimobiliario: 'registroImobiliario',
  cartorio: 'registroImobiliario',
};

/** 'Física', 'PF', 'pessoa fisica' → 'fisica'; 'Jurídica', 'PJ' → 'juridica'; anything else as typed. */
export function normalizeTipoPessoa(value: string): string {
  const v = fold(value);
  if (v === 'fisica' || v === 'pf' || v === 'pessoafisica') return 'fisica';
  if (v === 'juridica' || v === 'pj' || v === 'pessoajuridica') return 'juridica';
  return value.trim();
}

/** Rows with the same CPF/CNPJ as an earlier row (a warning: they are still sent). */
export type LoteDuplicate = { line: number; firstLine: number };

/**
 * Whether the bytes are not text: a NUL byte, or many control characters, in the first 8 KB. Text CSV (UTF-8 or
 * Windows-1252) has neither; .xlsx (a zip), PDFs and images have both.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) {
    if (b === 0) return true;
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) control++;
  }
  return control > Math.max(4, head.length / 100);
}

/**
 * What is wrong with a request (the domain rules), a birth date written right but not on the calendar said as
 * such rather than as a format error.
 */
export function requestProblem(input: NovaSolicitacaoInput): string | null {
  const unreal = input.tipoPessoa === 'fisica' ? unrealDate(input.dataNascimento ?? '') : undefined;
  return unreal ? `Data de nascimento ${unreal}` : validateNovaSolicitacao(input);
}

/**
 * Reads a batch file and checks every row with the domain rules. Returns the valid rows and every problem
 * found (with line numbers); by default the caller sends nothing when there is any problem.
 */
export function readLote(bytes: Uint8Array): {
  rows: LoteRow[];
  problems: LoteProblem[];
  duplicates: LoteDuplicate[];
  file?: CsvFile;
} {
  if (looksBinary(bytes)) {
    const message =
      'O arquivo não é um CSV de texto (parece binário: uma planilha .xlsx, um PDF, uma imagem…). No Excel, use Salvar como › CSV.';
    return { rows: [], problems: [{ line: 0, message }], duplicates: [] };
  }
  const { text, encoding } = decodeCsv(bytes);
  let file: CsvFile;
  try {
    file = parseCsv(text, encoding);
  } catch (error) {
    return { rows: [], problems: [{ line: 0, message: (error as Error).message }], duplicates: [] };
  }
  const columns: Array<Column | undefined> = file.header.map((h) => ALIASES[fold(h)]);
  const problems = headerProblems(file.header, columns);
  if (problems.length) return { rows: [], problems, duplicates: [], file };
  if (file.records.length === 0) {
    const message = 'O arquivo não tem nenhuma linha de dados.';
    return { rows: [], problems: [{ line: 0, message }], duplicates: [], file };
  }
  const rows: LoteRow[] = [];
  const origin = file.header.findIndex((h) => fold(h) === 'linha');
  for (const record of file.records) {
    const read = readRecord(record, columns, file.header.length);
    const originalLine = Number(record.values[origin]);
    if (origin >= 0 && Number.isInteger(originalLine) && originalLine > 1) read.originalLine = originalLine;
    if ('message' in read) problems.push(read);
    else rows.push(read);
  }
  return { rows, problems, duplicates: findDuplicates(rows), file };
}

/** Unknown columns and missing required ones (line 1). */
function headerProblems(
  header: readonly string[],
  columns: ReadonlyArray<Column | undefined>,
): LoteProblem[] {
  const problems: LoteProblem[] = [];
  const unknown = header.filter((h, i) => h !== '' && columns[i] === undefined && !isRejectColumn(h));
  if (unknown.length) {
    problems.push({
      line: 1,
      message: `Coluna desconhecida: ${unknown.join(', ')}. Use: ${LOTE_COLUMNS.join(', ')}.`,
    });
  }
  const missing = (['tipoPessoa', 'nomeCompleto'] as const).filter((c) => !columns.includes(c));
  if (missing.length) {
    problems.push({ line: 1, message: `Faltam as colunas obrigatórias: ${missing.join(', ')}.` });
  }
  return problems;
}

/** One data line as a row for the domain rules, or what is wrong with it. */
function readRecord(
  record: CsvRecord,
  columns: ReadonlyArray<Column | undefined>,
  headerLength: number,
): LoteRow | LoteProblem {
  if (record.values.length > headerLength && record.values.slice(headerLength).some(Boolean)) {
    return {
      line: record.line,
      values: record.values,
      message: `A linha tem ${record.values.length} colunas e o cabeçalho ${headerLength}. Confira o separador e as aspas.`,
    };
  }
  const values: Partial<Record<Column, string>> = {};
  columns.forEach((column, i) => {
    if (column) values[column] = record.values[i] ?? '';
  });
  const input: NovaSolicitacaoInput = {
    tipoPessoa: normalizeTipoPessoa(values.tipoPessoa ?? '') as NovaSolicitacaoInput['tipoPessoa'],
    nomeCompleto: values.nomeCompleto ?? '',
    cpf: values.cpf,
    rg: values.rg,
    dataNascimento: values.dataNascimento,
    cnpj: values.cnpj,
    observacao: values.observacao,
    uf: values.uf,
    cidade: values.cidade,
    imovelUf: values.imovelUf,
    imovelCidade: values.imovelCidade,
    finalidade: values.finalidade?.trim() || undefined,
    // Type codes separated by '|', ';', ',' or spaces, as in the monitoring portfolio file.
    certidoes: values.certidoes?.trim() ? values.certidoes.split(/[|;,\s]+/).filter(Boolean) : undefined,
    nomeMae: values.nomeMae,
    inscricaoImovel: values.inscricaoImovel,
    matricula: values.matricula,
    registroImobiliario: values.registroImobiliario,
  };
  const message = requestProblem(input);
  if (message) return { line: record.line, message, values: record.values };
  return {
    line: record.line,
    input,
    values: record.values,
    kit: values.kit?.trim() || undefined,
    centroCusto: values.centroCusto?.trim() || undefined,
  };
}

/** What the server lists for the codes: its kits, and the company's cost centres (or why there are none). */
export interface CodeLists {
  kits: ReadonlyArray<{
    id: string;
    codigo: string;
    nome: string;
    tiposCertidao: readonly string[];
    porLocal?: boolean;
  }>;
  centros: ReadonlyArray<{ id: string; codigo: string; ativo: boolean }> | { message: string };
}

/**
 * Resolves each row's kit and cost centre codes (case-insensitively) to what the request sends: an unknown kit,
 * a kit with no certificate for the row's kind of person, an unknown or inactive cost centre is that row's
 * problem, with its line, as the other rules' are.
 */
export function resolveCodes(
  rows: readonly LoteRow[],
  lists: CodeLists,
): { rows: LoteRow[]; problems: LoteProblem[] } {
  const ok: LoteRow[] = [];
  const problems: LoteProblem[] = [];
  for (const row of rows) {
    const problem = (message: string) =>
      problems.push({ line: row.line, message, values: row.values, originalLine: row.originalLine });
    const extras: SolicitacaoExtras = {};
    if (row.kit) {
      const kit = findKitByCodigo(lists.kits, row.kit);
      if (!kit) {
        problem(KIT_MESSAGES.unknownCode(row.kit));
        continue;
      }
      if (!kitTypesFor(kit.tiposCertidao, row.input.tipoPessoa).length) {
        problem(KIT_MESSAGES.noTypeFor(kit.nome, row.input.tipoPessoa));
        continue;
      }
      extras.kit = { id: kit.id, tiposCertidao: kit.tiposCertidao, porLocal: kit.porLocal };
    }
    if (row.centroCusto) {
      if ('message' in lists.centros) {
        problem(lists.centros.message);
        continue;
      }
      const found = resolveCentroCusto(lists.centros, row.centroCusto);
      if ('message' in found) {
        problem(found.message);
        continue;
      }
      extras.centroCustoId = found.centro.id;
    }
    ok.push({ ...row, extras });
  }
  return { rows: ok, problems };
}

/** Rows whose CPF/CNPJ an earlier row already has. */
function findDuplicates(rows: readonly LoteRow[]): LoteDuplicate[] {
  const duplicates: LoteDuplicate[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const doc = normalizeCpfCnpj(r.input.tipoPessoa === 'fisica' ? r.input.cpf : r.input.cnpj);
    const firstLine = seen.get(doc);
    if (firstLine === undefined) seen.set(doc, r.line);
    else duplicates.push({ line: r.line, firstLine });
  }
  return duplicates;
}
