/**
 * The inputs a set of certificate types needs, and their pt-BR checks: the same on the web form, the API, CSV
 * batches, the CLI and monitoring. The name and the document (CPF or CNPJ) are always asked and checked by the
 * request's own rules (solicitacao.ts); this module covers what depends on the types chosen.
 */
import {
  type CertificateField,
  type CertificateTypeInfo,
  getCertificateType,
  type PersonType,
} from './catalogue';

/** The fields beyond the party's name and document that a type may ask for. */
export const EXTRA_FIELDS = [
  'rg',
  'dataNascimento',
  'nomeMae',
  'inscricaoImovel',
  'matricula',
  'registroImobiliario',
] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];

export const FIELD_LABELS: Readonly<Record<CertificateField, string>> = Object.freeze({
  nome: 'Nome completo',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  rg: 'RG',
  dataNascimento: 'Data de nascimento',
  nomeMae: 'Nome da mãe',
  inscricaoImovel: 'Inscrição imobiliária (IPTU)',
  matricula: 'Matrícula do imóvel',
  registroImobiliario: 'Cartório de registro de imóveis',
});

/** Fields whose label is feminine in Portuguese ('a matrícula', 'a data'): the message agrees with it. */
const FEMININE = new Set<CertificateField>(['dataNascimento', 'inscricaoImovel', 'matricula']);

/** Longest value of each free-text field (the contract's limits). */
export const FIELD_MAX_LENGTH: Readonly<Record<ExtraField, number>> = Object.freeze({
  rg: 20,
  dataNascimento: 10,
  nomeMae: 200,
  inscricaoImovel: 40,
  matricula: 20,
  registroImobiliario: 120,
});

export const INPUT_MESSAGES = {
  required: (field: CertificateField, tipo: CertificateTypeInfo) =>
    `${FIELD_LABELS[field]} é ${FEMININE.has(field) ? 'obrigatória' : 'obrigatório'} para a certidão "${tipo.label}".`,
  tooLong: (field: ExtraField) =>
    `${FIELD_LABELS[field]} deve ter no máximo ${FIELD_MAX_LENGTH[field]} caracteres.`,
  matriculaInvalid: 'Matrícula do imóvel inválida: use só números (pontos e hífens são aceitos).',
} as const;

/** The extra fields a set of types uses for a person type, in the form's order (for the form and CSV columns). */
export function fieldsForTypes(codes: readonly string[], tipoPessoa: PersonType): ExtraField[] {
  const used = new Set<string>();
  for (const code of codes)
    for (const f of getCertificateType(code)?.fieldsByPersonType[tipoPessoa] ?? []) used.add(f);
  return EXTRA_FIELDS.filter((f) => used.has(f));
}

/** The extra fields that must be filled for a set of types and a person type. */
export function requiredFieldsForTypes(codes: readonly string[], tipoPessoa: PersonType): ExtraField[] {
  const required = new Set<string>();
  for (const code of codes) {
    const tipo = getCertificateType(code);
    const used = tipo?.fieldsByPersonType[tipoPessoa] ?? [];
    // A field asked of one person type only (a mother's name) is not required of the other.
    for (const f of tipo?.requiredFields ?? []) if (used.includes(f)) required.add(f);
  }
  return EXTRA_FIELDS.filter((f) => required.has(f));
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The first problem with the extra inputs of one certificate, with the field it is about, or null: each required
 * field filled, each value within its length, the registry number made of digits. The birth date and RG keep the
 * request's own rules (solicitacao.ts); only their length is checked here.
 */
export function certificateInputProblem(
  tipo: CertificateTypeInfo,
  tipoPessoa: PersonType,
  input: object,
): { field: CertificateField; message: string } | null {
  // Any object holding the fields by name: a form's values, a CSV row, a request's dadosCertidao.
  const dados = input as Readonly<Record<string, unknown>>;
  const used = tipo.fieldsByPersonType[tipoPessoa] ?? [];
  for (const field of tipo.requiredFields) {
    if (used.includes(field) && !text(dados[field]))
      return { field, message: INPUT_MESSAGES.required(field, tipo) };
  }
  for (const field of EXTRA_FIELDS) {
    const value = text(dados[field]);
    if (value.length > FIELD_MAX_LENGTH[field]) return { field, message: INPUT_MESSAGES.tooLong(field) };
  }
  const matricula = text(dados.matricula);
  if (matricula && !/^\d[\d.-]*$/.test(matricula))
    return { field: 'matricula', message: INPUT_MESSAGES.matriculaInvalid };
  return null;
}

/** The message of `certificateInputProblem`, or null. */
export function checkCertificateInputs(
  tipo: CertificateTypeInfo,
  tipoPessoa: PersonType,
  dados: object,
): string | null {
  return certificateInputProblem(tipo, tipoPessoa, dados)?.message ?? null;
}
