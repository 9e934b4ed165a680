/**
 * A new certificate request (solicitação): the new-request rules, shared by the web form and the
 * CLI. `validateNovaSolicitacao` gives the first message that blocks the submission; `buildSolicitacaoPayload`
 * turns the form's values into the `createSolicitacao` body.
 */
import { type CertificateCode, getCertificateType, ORIGINAL_CODES, type PersonType } from './catalogue';
import { checkCertificateInputs, EXTRA_FIELDS, type ExtraField } from './certificateInputs';
import { brDateToIso, isoDateToBr, toSaoPauloIsoDate } from './dates';
import { formatCpf, isValidCnpj, isValidCpf, normalizeCnpj } from './documents';
import { kitTypesFor } from './kits';
import { type Local, parseLocal, type Uf } from './locations';
import { getFinalidade, PROPOSAL_MESSAGES, proposeCertificates, resolveForPlace } from './proposal';

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
  /** Where the party lives (UF and city) and, for a transaction with one, where the property lies. */
  uf?: string | null;
  cidade?: string | null;
  imovelUf?: string | null;
  imovelCidade?: string | null;
  /** The kind of transaction (FINALIDADES): with a place, its proposed set is sent when no type is named. */
  finalidade?: string | null;
  /** Type codes chosen by hand; they win over the kind of transaction and the kit's set. */
  certidoes?: readonly string[] | null;
  /** Inputs only some types use (certificateInputs.ts); each is sent only to the types that use it. */
  nomeMae?: string | null;
  inscricaoImovel?: string | null;
  matricula?: string | null;
  registroImobiliario?: string | null;
}

/** The person data sent with each certificate (`DadosCertidaoInput` of the contract). */
export interface DadosCertidaoPayload {
  nome: string;
  cpf?: string;
  rg?: string;
  dataNascimento?: string;
  cnpj?: string;
  nomeMae?: string;
  inscricaoImovel?: string;
  matricula?: string;
  registroImobiliario?: string;
}

/** The `createSolicitacao` body (`CreateSolicitacaoRequest` of the contract). */
export interface SolicitacaoPayload {
  observacao: string | null;
  kitId?: string | null;
  centroCustoId?: string | null;
  dadosGerais: { tipoPessoa: PersonType; nomeCompleto: string; uf?: Uf; cidade?: string | null };
  imovel?: { uf: Uf; cidade: string | null };
  finalidade?: string;
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
  unknownType: (codigo: string) => `Tipo de certidão desconhecido: ${codigo}.`,
  typeNotFor: (label: string, tipoPessoa: PersonType) =>
    `A certidão "${label}" não se aplica a pessoa ${tipoPessoa === 'fisica' ? 'física' : 'jurídica'}.`,
  noType: 'Escolha pelo menos uma certidão.',
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
  const places = placesOf(input);
  if ('message' in places) return places.message;
  const finalidade = clean(input.finalidade);
  if (finalidade && !getFinalidade(finalidade)) return PROPOSAL_MESSAGES.finalidadeInvalid(finalidade);
  for (const code of input.certidoes ?? []) {
    const tipo = getCertificateType(code.trim().toLowerCase());
    if (!tipo) return SOLICITACAO_MESSAGES.unknownType(code);
    if (!tipo.personTypes.includes(input.tipoPessoa))
      return SOLICITACAO_MESSAGES.typeNotFor(tipo.label, input.tipoPessoa);
  }
  if (input.certidoes && !input.certidoes.length) return SOLICITACAO_MESSAGES.noType;
  return inputsProblem(input, typesOf(input, {}, places));
}

/** The party's and the property's places as typed, or the message refusing one of them. */
function placesOf(
  input: NovaSolicitacaoInput,
): { domicilio: Local | null; imovel: Local | null } | { message: string } {
  const domicilio = parseLocal(input.uf, input.cidade);
  if ('message' in domicilio) return domicilio;
  const imovel = parseLocal(input.imovelUf, input.imovelCidade);
  if ('message' in imovel) return imovel;
  return { domicilio: domicilio.local, imovel: imovel.local ?? domicilio.local };
}

/** The first message refusing the inputs the chosen types need (a mother's name, a registry number…). */
function inputsProblem(input: NovaSolicitacaoInput, codes: readonly string[]): string | null {
  for (const code of codes) {
    const tipo = getCertificateType(code);
    const problem = tipo && checkCertificateInputs(tipo, input.tipoPessoa, input);
    if (problem) return problem;
  }
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
  kit?: { id: string; tiposCertidao: readonly string[]; porLocal?: boolean } | null;
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
  const places = placesOf(input);
  if ('message' in places) throw new Error(places.message);
  const tipos = typesOf(input, extras, places);
  const inputError = inputsProblem(input, tipos);
  if (inputError) throw new Error(inputError);
  const finalidade = clean(input.finalidade);
  return {
    observacao: observacao || null,
    ...(extras.kit ? { kitId: extras.kit.id } : {}),
    ...(extras.centroCustoId ? { centroCustoId: extras.centroCustoId } : {}),
    dadosGerais: {
      tipoPessoa: input.tipoPessoa,
      nomeCompleto,
      ...(places.domicilio ? { uf: places.domicilio.uf, cidade: places.domicilio.cidade ?? null } : {}),
    },
    ...(places.imovel && (clean(input.imovelUf) || places.domicilio)
      ? { imovel: { uf: places.imovel.uf, cidade: places.imovel.cidade ?? null } }
      : {}),
    ...(finalidade ? { finalidade } : {}),
    certidoes: tipos.map((tipoCertidao) => ({
      tipoCertidao,
      dadosCertidao: { ...dados, ...extraInputsFor(tipoCertidao, input) },
    })),
  };
}

/**
 * The types a submission sends, first that applies: those named by hand; the kit's (resolved by place when the
 * kit says so and a place is given); the kind of transaction's proposal for the place; the first catalogue's ten.
 */
function typesOf(
  input: NovaSolicitacaoInput,
  extras: SolicitacaoExtras,
  places: { domicilio: Local | null; imovel: Local | null },
): CertificateCode[] {
  const tipoPessoa = input.tipoPessoa;
  if (input.certidoes?.length) {
    const wanted = input.certidoes.map((c) => c.trim().toLowerCase());
    return kitTypesFor(wanted, tipoPessoa);
  }
  if (extras.kit) {
    const kitTypes = kitTypesFor(extras.kit.tiposCertidao, tipoPessoa);
    return extras.kit.porLocal && places.domicilio
      ? resolveForPlace(kitTypes, tipoPessoa, places.domicilio, places.imovel)
      : kitTypes;
  }
  const finalidade = clean(input.finalidade);
  if (finalidade && places.domicilio) {
    return proposeCertificates({
      finalidade,
      tipoPessoa,
      domicilio: places.domicilio,
      imovel: places.imovel,
    }).certidoes.map((c) => c.tipoCertidao);
  }
  return certificateCodesFor(tipoPessoa);
}

/** The extra inputs a type uses for this person type, when filled. */
function extraInputsFor(code: string, input: NovaSolicitacaoInput): Partial<Record<ExtraField, string>> {
  const used = getCertificateType(code)?.fieldsByPersonType[input.tipoPessoa] ?? [];
  const out: Partial<Record<ExtraField, string>> = {};
  for (const field of EXTRA_FIELDS) {
    if (field === 'rg' || field === 'dataNascimento') continue; // the person's own data, sent to every type
    const value = clean(input[field]);
    if (value && used.includes(field)) out[field] = value;
  }
  return out;
}
