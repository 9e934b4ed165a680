import { type CertificateCode, getCertificateType, type PersonType } from './catalogue';
import type { CsvFile } from './csv';
import { brDateToIso, toSaoPauloIsoDate } from './dates';
import { normalizeCpfCnpj } from './documents';
import { MAX_LEAD_DAYS, MIN_LEAD_DAYS, POLITICAS, type PoliticaMonitoramento } from './monitoring';
import { PARTY_MESSAGES, partyProblem } from './partyRules';
import { certificateCodesFor } from './solicitacao';

/**
 * A portfolio file (CSV) for monitoring, read the same way by the web app's upload and the CLI's
 * `certidao monitorar --arquivo`. One party per line; the columns, in any order, by name (accents, case,
 * spaces and punctuation ignored; the columns a rejects file adds, `linha` and `motivo`, are ignored too):
 *   nomeCompleto (or nome)            required
 *   documento (or cpf, cnpj)          required: CPF or CNPJ
 *   tipoPessoa (or tipo)              fisica | juridica; when empty, from the document's length
 *   dataNascimento, rg                a person's data (the birth date is required for a person)
 *   inscricaoImovel                   for the property-tax types
 *   nomeMae, matricula, registroImobiliario   for the types that ask them (criminal searches, TRF-1/TRF-6,
 *                                     the property registry), checked as on a new request
 *   certidoes (or tipos)              type codes separated by '|', ';', ',' or spaces; empty = every type
 *                                     that applies to the person or company
 *   politica                          vencimento | semanal | mensal (empty: the server's default,
 *                                     vencimento, for a new party; an updated party keeps its own)
 *   diasAntecedencia (or dias)        1–60 (empty: as the policy)
 *   dataEscritura (or escritura)      the deed's day, dd/mm/aaaa or aaaa-mm-dd (column absent: an updated
 *                                     party keeps its own; empty: none)
 * Each row then passes the server's own party rules (partyRules.ts: CPF/CNPJ check digits, real dates, the
 * types for this kind of person, the inputs they ask, a CPF/CNPJ repeated in the file), so the preview refuses
 * exactly what the server would, with the file's line numbers; only a party already monitored is the
 * server's to find.
 */
export const CARTEIRA_COLUMNS = [
  'nomeCompleto',
  'documento',
  'tipoPessoa',
  'dataNascimento',
  'rg',
  'inscricaoImovel',
  'nomeMae',
  'matricula',
  'registroImobiliario',
  'certidoes',
  'politica',
  'diasAntecedencia',
  'dataEscritura',
] as const;
type Column = (typeof CARTEIRA_COLUMNS)[number];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const ALIASES: Record<string, Column> = {
  nomecompleto: 'nomeCompleto',
  nome: 'nomeCompleto',
  documento: 'documento',
  cpf: 'documento',
  cnpj: 'documento',
  cpfcnpj: 'documento',
  tipopessoa: 'tipoPessoa',
  tipodepessoa: 'tipoPessoa',
  tipo: 'tipoPessoa',
  datanascimento: 'dataNascimento',
  datadenascimento: 'dataNascimento',
  nascimento: 'dataNascimento',
  rg: 'rg',
  inscricaoimovel: 'inscricaoImovel',
  inscricaodoimovel: 'inscricaoImovel',
  nomemae: 'nomeMae',
  nomedamae: 'nomeMae',
  mae: 'nomeMae',
  matricula: 'matricula',
  registroimobiliario: 'registroImobiliario',
  cartorio: 'registroImobiliario',
  certidoes: 'certidoes',
  tipos: 'certidoes',
  tiposcertidao: 'certidoes',
  tiposdecertidao: 'certidoes',
  politica: 'politica',
  diasantecedencia: 'diasAntecedencia',
  dias: 'diasAntecedencia',
  antecedencia: 'diasAntecedencia',
  diasdeantecedencia: 'diasAntecedencia',
  dataescritura: 'dataEscritura',
  datadaescritura: 'dataEscritura',
  escritura: 'dataEscritura',
};
const IGNORED = new Set(['linha', 'motivo']);

/** One party as the API's `NovoMonitoramento` takes it. */
export interface CarteiraParty {
  tipoPessoa: PersonType;
  nomeCompleto: string;
  documento: string;
  rg: string | null;
  dataNascimento: string | null;
  inscricaoImovel: string | null;
  nomeMae: string | null;
  matricula: string | null;
  registroImobiliario: string | null;
  tiposCertidao: CertificateCode[];
  politica?: PoliticaMonitoramento;
  diasAntecedencia?: number;
  dataEscritura?: string | null;
}

export interface CarteiraRow {
  /** The file's line (the header is line 1). */
  line: number;
  party: CarteiraParty;
}

export interface CarteiraProblem {
  /** The file's line; 0 for a problem of the whole file. */
  line: number;
  message: string;
}

/** A deed date as written in a file: dd/mm/aaaa (or aaaa-mm-dd) to aaaa-mm-dd; an unreadable one as it is. */
function deedDate(raw: string): string | null {
  if (!raw) return null;
  return brDateToIso(raw) ?? raw;
}

export function readCarteira(
  file: CsvFile,
  today: string = toSaoPauloIsoDate(),
): { rows: CarteiraRow[]; problems: CarteiraProblem[] } {
  const problems: CarteiraProblem[] = [];
  const index = new Map<Column, number>();
  file.header.forEach((h, i) => {
    const key = fold(h);
    if (IGNORED.has(key)) return;
    const column = ALIASES[key];
    if (!column) problems.push({ line: 1, message: `Coluna desconhecida: ${h}.` });
    else if (!index.has(column)) index.set(column, i);
  });
  for (const required of ['nomeCompleto', 'documento'] as const)
    if (!index.has(required)) problems.push({ line: 1, message: `Falta a coluna ${required}.` });
  if (problems.length) return { rows: [], problems };
  if (!file.records.length)
    return { rows: [], problems: [{ line: 0, message: 'O arquivo não tem linhas.' }] };
  const rows: CarteiraRow[] = [];
  const documents = new Set<string>();
  for (const record of file.records) {
    const get = (c: Column) => {
      const i = index.get(c);
      return i === undefined ? '' : (record.values[i] ?? '').trim();
    };
    const problem = (message: string) => problems.push({ line: record.line, message });
    const documento = get('documento');
    const rawTipo = fold(get('tipoPessoa'));
    const tipoPessoa: PersonType | undefined =
      rawTipo === ''
        ? normalizeCpfCnpj(documento).length === 14
          ? 'juridica'
          : 'fisica'
        : ['fisica', 'pf', 'pessoafisica'].includes(rawTipo)
          ? 'fisica'
          : ['juridica', 'pj', 'pessoajuridica', 'empresa'].includes(rawTipo)
            ? 'juridica'
            : undefined;
    if (!tipoPessoa) {
      problem(`Tipo de pessoa inválido: ${get('tipoPessoa')} (use fisica ou juridica).`);
      continue;
    }
    // Codes in any case; an unknown one is kept as written for the party rules to name.
    const rawTypes = get('certidoes')
      .split(/[|;,\s]+/)
      .filter(Boolean)
      .map((c) => getCertificateType(c.toLowerCase())?.code ?? c);
    const tiposCertidao = (
      rawTypes.length ? [...new Set(rawTypes)] : certificateCodesFor(tipoPessoa)
    ) as CertificateCode[];
    const rawPolicy = fold(get('politica'));
    if (rawPolicy && !POLITICAS.includes(rawPolicy as PoliticaMonitoramento)) {
      problem(`Política inválida: ${get('politica')} (use vencimento, semanal ou mensal).`);
      continue;
    }
    const rawDays = get('diasAntecedencia');
    const diasAntecedencia = Number(rawDays);
    if (
      rawDays &&
      (!Number.isInteger(diasAntecedencia) ||
        diasAntecedencia < MIN_LEAD_DAYS ||
        diasAntecedencia > MAX_LEAD_DAYS)
    ) {
      problem(`Dias de antecedência inválidos: ${rawDays} (de ${MIN_LEAD_DAYS} a ${MAX_LEAD_DAYS}).`);
      continue;
    }
    const party: CarteiraParty = {
      tipoPessoa,
      nomeCompleto: get('nomeCompleto'),
      documento,
      rg: get('rg') || null,
      dataNascimento: get('dataNascimento') || null,
      inscricaoImovel: get('inscricaoImovel') || null,
      nomeMae: get('nomeMae') || null,
      matricula: get('matricula') || null,
      registroImobiliario: get('registroImobiliario') || null,
      tiposCertidao,
      ...(rawPolicy ? { politica: rawPolicy as PoliticaMonitoramento } : {}),
      ...(rawDays ? { diasAntecedencia } : {}),
      ...(index.has('dataEscritura') ? { dataEscritura: deedDate(get('dataEscritura')) } : {}),
    };
    const refused = partyProblem(party, today);
    if (refused) {
      problem(refused);
      continue;
    }
    const key = normalizeCpfCnpj(documento);
    if (documents.has(key)) {
      problem(PARTY_MESSAGES.repeatedDocument);
      continue;
    }
    documents.add(key);
    rows.push({ line: record.line, party });
  }
  return { rows, problems };
}
