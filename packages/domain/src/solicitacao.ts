/**
 * A new certificate request (solicitação): the new-request rules, shared by the web form and the
 * CLI. `validateNovaSolicitacao` gives the first message that blocks the submission; `buildSolicitacaoPayload`
 * turns the form's values into the `createSolicitacao` body.
 */
import { type CertificateCode, getCertificateType, ORIGINAL_CODES, type PersonType } from './catalogue';
import { brDateToIso, isoDateToBr, toSaoPauloIsoDate } from './dates';
import { formatCpf, isValidCnpj, isValidCpf, normalizeCnpj } from './documents';
import { kitTypesFor } from './kits';

/** What the new-request form (or a CSV row) holds. */
export interface NovaSolicitacaoInput {
  tipoPessoa: PersonType;
  nomeCompleto: string;
  cpf?: string | null;
  rg?: string | null;
  /** yyyy-mm-dd (date input) or dd/mm/yyyy. */
  dataNascimento?: string | null;
  cnpj?: string | null;
  observacao?: string | null;
}

/** The person data sent with each certificate (`DadosCertidaoInput` of the contract). */
export interface DadosCertidaoPayload {
  nome: string;
  cpf?: string;
  rg?: string;
  dataNascimento?: string;
  cnpj?: string;
}

/** The `createSolicitacao` body (`CreateSolicitacaoRequest` of the contract). */
export interface SolicitacaoPayload {
  observacao: string | null;
  kitId?: string | null;
  centroCustoId?: string | null;
  dadosGerais: { tipoPessoa: PersonType; nomeCompleto: string };
  certidoes: Array<{ tipoCertidao: CertificateCode; dadosCertidao: DadosCertidaoPayload }>;
}

export const SOLICITACAO_MESSAGES = {
  nomeRequired: 'Nome completo é obrigatório.',
  cpfRequired: 'CPF é obrigatório para pessoa física.',
  cpfInvalid: 'CPF inválido.',
  birthDateRequired: 'Data de nascimento é obrigatória para pessoa física.',
  birthDateInvalid: 'Data de nascimento inválida. Use o formato dd/mm/aaaa.',
  cnpjRequired: 'CNPJ é obrigatório para pessoa jurídica.',
  cnpjInvalid: 'CNPJ inválido.',
  tipoPessoaInvalid: 'Tipo de pessoa inválido. Use fisica ou juridica.',
  nomeTooLong: 'Nome completo deve ter no máximo 200 caracteres.',
  rgTooLong: 'RG deve ter no máximo 20 caracteres.',
  observacaoTooLong: 'Observação deve ter no máximo 1000 caracteres.',
} as const;

/** Limits of the contract (CreateSolicitacaoRequest), checked here so a batch is not refused half-way. */
const MAX_NOME = 200;
const MAX_RG = 20;
const MAX_OBSERVACAO = 1000;
const EARLIEST_BIRTH_DATE = '1900-01-01';

function clean(v: string | null | undefined): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** A birth date typed as yyyy-mm-dd or dd/mm/yyyy, as yyyy-mm-dd; null when it is not a real date. */
function birthDateIso(v: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return isoDateToBr(v) === null ? null : v;
  return brDateToIso(v);
}

/**
 * The first message that blocks a new request, or null when it can be sent. In this order: nome completo;
 * for a person CPF (then its check digits) and birth date (a real past date); for a company CNPJ (then its
 * check digits). `today` (yyyy-mm-dd, São Paulo) bounds the birth date; it defaults to now.
 */
export function validateNovaSolicitacao(
  input: NovaSolicitacaoInput,
  today: string = toSaoPauloIsoDate(),
): string | null {
  const tipoPessoa: string = input.tipoPessoa;
  const nome = clean(input.nomeCompleto);
  if (!nome) return SOLICITACAO_MESSAGES.nomeRequired;
  if (nome.length > MAX_NOME) return SOLICITACAO_MESSAGES.nomeTooLong;
  if (tipoPessoa === 'fisica') {
    const cpf = clean(input.cpf);
    if (!cpf) return SOLICITACAO_MESSAGES.cpfRequired;
    if (!isValidCpf(cpf)) return SOLICITACAO_MESSAGES.cpfInvalid;
    const nascimento = clean(input.dataNascimento);
    if (!nascimento) return SOLICITACAO_MESSAGES.birthDateRequired;
    const iso = birthDateIso(nascimento);
    if (!iso || iso > today || iso < EARLIEST_BIRTH_DATE) return SOLICITACAO_MESSAGES.birthDateInvalid;
    if (clean(input.rg).length > MAX_RG) return SOLICITACAO_MESSAGES.rgTooLong;
  } else if (tipoPessoa === 'juridica') {
    const cnpj = clean(input.cnpj);
    if (!cnpj) return SOLICITACAO_MESSAGES.cnpjRequired;
    if (!isValidCnpj(cnpj)) return SOLICITACAO_MESSAGES.cnpjInvalid;
  } else {
    return SOLICITACAO_MESSAGES.tipoPessoaInvalid;
  }
  if (clean(input.observacao).length > MAX_OBSERVACAO) return SOLICITACAO_MESSAGES.observacaoTooLong;
  return null;
}

/**
 * The certificate types a submission bundles for a person type when it names none: the first catalogue's ten
 * (São Paulo) that apply to it, as before the national catalogue; a form with a place proposes its own set.
 */
export function certificateCodesFor(tipoPessoa: PersonType): CertificateCode[] {
  return ORIGINAL_CODES.filter((code) => getCertificateType(code)?.personTypes.includes(tipoPessoa));
}

/** What a request is started from, besides the person: a kit (its id and types) and a cost centre. */
export interface SolicitacaoExtras {
  /** The kit's types: only those that apply to the person type are asked (`kitTypesFor`). */
  kit?: { id: string; tiposCertidao: readonly string[] } | null;
  centroCustoId?: string | null;
}

/**
 * The `createSolicitacao` body: one submission bundles the catalogue's certificate types (all 10
 * for a person; the company ones for a company, as the inventory certificate only exists for people), or a kit's
 * types that apply to the person, each with the same person data: CPF formatted 000.000.000-00, CNPJ digits only
 * (upper-case letters kept for the 2026 alphanumeric CNPJ), birth date as dd/mm/yyyy, RG only for a person and
 * only when given. Throws when the input does not pass `validateNovaSolicitacao`.
 */
export function buildSolicitacaoPayload(
  input: NovaSolicitacaoInput,
  extras: SolicitacaoExtras = {},
): SolicitacaoPayload {
  const error = validateNovaSolicitacao(input);
  if (error) throw new Error(error);
  const nomeCompleto = clean(input.nomeCompleto);
  const dados: DadosCertidaoPayload = { nome: nomeCompleto };
  if (input.tipoPessoa === 'fisica') {
    dados.cpf = formatCpf(clean(input.cpf));
    const rg = clean(input.rg);
    if (rg) dados.rg = rg;
    dados.dataNascimento = isoDateToBr(birthDateIso(clean(input.dataNascimento))) ?? undefined;
  } else {
    dados.cnpj = normalizeCnpj(input.cnpj);
  }
  const observacao = clean(input.observacao);
  const tipos = extras.kit
    ? kitTypesFor(extras.kit.tiposCertidao, input.tipoPessoa)
    : certificateCodesFor(input.tipoPessoa);
  return {
    observacao: observacao || null,
    ...(extras.kit ? { kitId: extras.kit.id } : {}),
    ...(extras.centroCustoId ? { centroCustoId: extras.centroCustoId } : {}),
    dadosGerais: { tipoPessoa: input.tipoPessoa, nomeCompleto },
    certidoes: tipos.map((tipoCertidao) => ({
      tipoCertidao,
      dadosCertidao: { ...dados },
    })),
  };
}
