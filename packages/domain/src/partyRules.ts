import { getCertificateType, type PersonType } from './catalogue';
import { checkCertificateInputs } from './certificateInputs';
import { brDateToIso, isValidIsoDate } from './dates';
import { INVALID_DOCUMENT, isValidCnpj, isValidCpf, normalizeCpfCnpj } from './documents';

/**
 * The rules one monitored party must pass, in the server's words: the API's import and new party apply them,
 * and the web app's CSV preview and the CLI apply the very same before sending, so a file the preview accepts
 * is not refused for its data (only for what needs the database: a party already monitored).
 */

/** One party as `NovoMonitoramento` carries it (the fields these rules read). */
export interface PartyInput {
  tipoPessoa: PersonType;
  nomeCompleto: string;
  documento: string;
  rg?: string | null;
  dataNascimento?: string | null;
  inscricaoImovel?: string | null;
  nomeMae?: string | null;
  matricula?: string | null;
  registroImobiliario?: string | null;
  tiposCertidao: readonly string[];
  /** The deed's day, 'AAAA-MM-DD'; null or absent when none. */
  dataEscritura?: string | null;
}

export const PARTY_MESSAGES = {
  nameRequired: 'Nome completo é obrigatório.',
  cpfRequired: 'CPF é obrigatório para pessoa física.',
  cnpjRequired: 'CNPJ é obrigatório para pessoa jurídica.',
  invalidDocument: INVALID_DOCUMENT,
  birthDateRequired: 'Data de nascimento é obrigatória para pessoa física.',
  birthDateInvalid: 'Data de nascimento inválida. Use o formato dd/mm/aaaa.',
  noTypes: 'Escolha pelo menos um tipo de certidão para monitorar.',
  unknownType: (code: string) => `Tipo de certidão desconhecido: ${code}.`,
  repeatedType: (label: string) =>
    `A certidão "${label}" aparece mais de uma vez. Cada tipo pode ser pedido uma só vez.`,
  notApplicable: (label: string, tipoPessoa: PersonType) =>
    `A certidão "${label}" não se aplica a pessoa ${tipoPessoa === 'fisica' ? 'física' : 'jurídica'}.`,
  deedDateInvalid: 'A data da escritura não é um dia válido.',
  repeatedDocument: 'CPF/CNPJ repetido no arquivo: cada parte pode aparecer uma só vez.',
} as const;

const text = (v: string | null | undefined) => v?.trim() ?? '';

/**
 * The first problem of one party, or null. `today` ('AAAA-MM-DD', São Paulo) bounds the birth date. The order
 * is the new request's (name, types, document, birth date, the inputs the types ask), then the deed date.
 */
export function partyProblem(p: PartyInput, today: string): string | null {
  if (!text(p.nomeCompleto)) return PARTY_MESSAGES.nameRequired;
  if (!p.tiposCertidao.length) return PARTY_MESSAGES.noTypes;
  const seen = new Set<string>();
  for (const code of p.tiposCertidao) {
    const tipo = getCertificateType(code);
    if (!tipo) return PARTY_MESSAGES.unknownType(code);
    if (seen.has(tipo.code)) return PARTY_MESSAGES.repeatedType(tipo.label);
    seen.add(tipo.code);
    if (!tipo.personTypes.includes(p.tipoPessoa))
      return PARTY_MESSAGES.notApplicable(tipo.label, p.tipoPessoa);
  }
  const documento = text(p.documento);
  if (p.tipoPessoa === 'fisica') {
    if (!documento) return PARTY_MESSAGES.cpfRequired;
    if (!isValidCpf(documento)) return PARTY_MESSAGES.invalidDocument;
    const nascimento = text(p.dataNascimento);
    if (!nascimento) return PARTY_MESSAGES.birthDateRequired;
    const iso = brDateToIso(nascimento);
    if (!iso || iso > today || iso < '1900-01-01') return PARTY_MESSAGES.birthDateInvalid;
  } else {
    if (!documento) return PARTY_MESSAGES.cnpjRequired;
    if (!isValidCnpj(documento)) return PARTY_MESSAGES.invalidDocument;
  }
  for (const code of p.tiposCertidao) {
    const tipo = getCertificateType(code);
    const refused = tipo && checkCertificateInputs(tipo, p.tipoPessoa, p);
    if (refused) return refused;
  }
  if (p.dataEscritura != null && !isValidIsoDate(p.dataEscritura)) return PARTY_MESSAGES.deedDateInvalid;
  return null;
}

export interface PartyRefusal {
  /** The party's position in the list, from 0. */
  indice: number;
  mensagem: string;
}

/** Every refused party of a list (an import): its own problem, or a CPF/CNPJ already earlier in the list. */
export function partiesProblems(parties: readonly PartyInput[], today: string): PartyRefusal[] {
  const refusals: PartyRefusal[] = [];
  const seen = new Set<string>();
  parties.forEach((p, indice) => {
    const problem = partyProblem(p, today);
    const key = normalizeCpfCnpj(p.documento);
    if (problem) refusals.push({ indice, mensagem: problem });
    else if (seen.has(key)) refusals.push({ indice, mensagem: PARTY_MESSAGES.repeatedDocument });
    else seen.add(key);
  });
  return refusals;
}
