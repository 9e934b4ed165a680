import {
  brDateToIso,
  type CertificateCode,
  checkCertificateInputs,
  formatCpf,
  getCertificateType,
  getFinalidade,
  INVALID_DOCUMENT,
  isValidCnpj,
  isValidCpf,
  type Local,
  normalizeCpfCnpj,
  PROPOSAL_MESSAGES,
  parseLocal,
  toSaoPauloIsoDate,
} from '@certidao/domain';
import { badRequest } from '../../http/errors.ts';

type Dados = Record<string, string | null>;
type TipoPessoa = 'fisica' | 'juridica';

export interface NewRequest {
  tipoPessoa: 'fisica' | 'juridica';
  nomeCompleto: string;
  /** Normalised CPF (11 digits) or CNPJ (14 characters). */
  documento: string;
  observacao: string | null;
  /** The customer's own reference (client, case, deal); null when none. */
  referencia?: string | null;
  certs: Array<{ tipoCertidao: CertificateCode; dados: Dados }>;
  /** Checked against the caller's company when the request is recorded (companies/requestFields.ts). */
  kitId?: string | null;
  centroCustoId?: string | null;
  /** Where the party lives and where the property lies (they decide a by-place kit's types). */
  local?: Local | null;
  imovel?: Local | null;
  /** The kind of transaction the set was proposed for (proposal.ts). */
  finalidade?: string | null;
}

export interface NewRequestInput {
  observacao?: string | null;
  referencia?: string | null;
  kitId?: string | null;
  centroCustoId?: string | null;
  dadosGerais: {
    tipoPessoa: 'fisica' | 'juridica';
    nomeCompleto: string;
    uf?: string | null;
    cidade?: string | null;
  };
  imovel?: { uf: string; cidade?: string | null } | null;
  finalidade?: string | null;
  certidoes: Array<{ tipoCertidao: string; dadosCertidao: Partial<Record<string, string>> }>;
}

/** The 400 of a type code the catalogue does not have (the contract checks only its spelling). */
import { unknownType } from '../catalogue/service.ts';

let today = { at: 0, iso: '' };
/**
 * Today's date in São Paulo, worked out at most once a second: Intl's formatToParts costs a fraction of a
 * millisecond, which every birth date of a 1,000-row batch paid.
 */
function todayInSaoPaulo(): string {
  const now = Date.now();
  if (now - today.at >= 1000) today = { at: now, iso: toSaoPauloIsoDate(new Date(now)) };
  return today.iso;
}

export { unknownType };

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/** The longest `referencia` (the contract says so too; checked here for callers that skip the contract). */
export const REFERENCE_MAX = 80;

/** A request's reference: trimmed, inner runs of spaces made one, blank → null; too long → 400. */
export function cleanReference(v: string | null | undefined): string | null {
  const t = clean(v?.replace(/\s+/g, ' '));
  if (t && t.length > REFERENCE_MAX)
    throw badRequest(`A referência deve ter no máximo ${REFERENCE_MAX} caracteres.`);
  return t;
}

/** The certificate type of one item: known, asked once, and one that applies to this kind of person. */
function checkType(code: string, tipoPessoa: TipoPessoa, seen: Set<string>) {
  const tipo = getCertificateType(code);
  if (!tipo) throw unknownType(code);
  if (seen.has(tipo.code))
    throw badRequest(
      `A certidão "${tipo.label}" aparece mais de uma vez. Cada tipo pode ser pedido uma só vez.`,
    );
  seen.add(tipo.code);
  if (!tipo.personTypes.includes(tipoPessoa)) {
    throw badRequest(
      `A certidão "${tipo.label}" não se aplica a pessoa ${tipoPessoa === 'fisica' ? 'física' : 'jurídica'}.`,
    );
  }
  return tipo;
}

type ItemData = NewRequestInput['certidoes'][number]['dadosCertidao'];

/** A person's data: CPF (valid check digits, stored formatted), RG, birth date (required when configured). */
function personData(d: ItemData, dados: Dados, requireBirthDate: boolean): string {
  const cpf = clean(d.cpf);
  if (!cpf) throw badRequest('CPF é obrigatório para pessoa física.');
  if (!isValidCpf(cpf)) throw badRequest(INVALID_DOCUMENT, 'documento_invalido');
  const digits = normalizeCpfCnpj(cpf);
  dados.cpf = formatCpf(digits);
  dados.rg = clean(d.rg);
  const nascimento = clean(d.dataNascimento);
  if (nascimento) {
    const iso = brDateToIso(nascimento);
    if (!iso || iso > todayInSaoPaulo() || iso < '1900-01-01')
      throw badRequest('Data de nascimento inválida. Use o formato dd/mm/aaaa.');
    dados.dataNascimento = nascimento;
  } else if (requireBirthDate) {
    throw badRequest('Data de nascimento é obrigatória para pessoa física.');
  }
  return digits;
}

/** A company's data: CNPJ (valid check digits, stored as digits). */
function companyData(d: ItemData, dados: Dados): string {
  const cnpj = clean(d.cnpj);
  if (!cnpj) throw badRequest('CNPJ é obrigatório para pessoa jurídica.');
  if (!isValidCnpj(cnpj)) throw badRequest(INVALID_DOCUMENT, 'documento_invalido');
  dados.cnpj = normalizeCpfCnpj(cnpj);
  return dados.cnpj;
}

/** A place of the request (the party's or the property's), or the pt-BR 400 that refuses it. */
function placeOf(uf: string | null | undefined, cidade: string | null | undefined): Local | null {
  const parsed = parseLocal(uf, cidade);
  if ('message' in parsed) throw badRequest(parsed.message);
  return parsed.local;
}

/** The kind of transaction, when given: one of the proposal's (an unknown one is refused). */
function purposeOf(finalidade: string | null | undefined): string | null {
  const id = clean(finalidade);
  if (id && !getFinalidade(id)) throw badRequest(PROPOSAL_MESSAGES.finalidadeInvalid(id));
  return id;
}

/**
 * The new-request rules: nome completo; for a person CPF (valid check digits) and birth date; for a
 * company CNPJ. Every certificate of one request is about the same person or company.
 */
export function validateNewRequest(
  body: NewRequestInput,
  options: { requireBirthDate: boolean },
): NewRequest {
  const nomeCompleto = clean(body.dadosGerais.nomeCompleto);
  if (!nomeCompleto) throw badRequest('Nome completo é obrigatório.');
  const { tipoPessoa } = body.dadosGerais;
  const local = placeOf(body.dadosGerais.uf, body.dadosGerais.cidade);
  const imovel = body.imovel ? placeOf(body.imovel.uf, body.imovel.cidade) : null;
  const finalidade = purposeOf(body.finalidade);
  const seen = new Set<string>();
  const documents = new Set<string>();
  const certs: NewRequest['certs'] = [];
  for (const item of body.certidoes) {
    const tipo = checkType(item.tipoCertidao, tipoPessoa, seen);
    const d = item.dadosCertidao;
    const dados: Dados = {
      nome: clean(d.nome) ?? nomeCompleto,
      cpf: null,
      cnpj: null,
      rg: null,
      inscricaoImovel: clean(d.inscricaoImovel),
      registroImobiliario: clean(d.registroImobiliario),
      matricula: clean(d.matricula),
      nomeMae: clean(d.nomeMae),
      dataNascimento: null,
    };
    documents.add(
      tipoPessoa === 'fisica' ? personData(d, dados, options.requireBirthDate) : companyData(d, dados),
    );
    // What this type asks beyond the name and the document (mother's name, the property's registry…).
    const refused = checkCertificateInputs(tipo, tipoPessoa, d);
    if (refused) throw badRequest(refused);
    certs.push({ tipoCertidao: tipo.code, dados });
  }
  if (documents.size > 1) {
    throw badRequest(
      `Todas as certidões de uma solicitação devem ser da mesma ${tipoPessoa === 'fisica' ? 'pessoa (mesmo CPF)' : 'empresa (mesmo CNPJ)'}.`,
    );
  }
  const [documento] = [...documents];
  if (!documento) throw badRequest('Inclua pelo menos uma certidão na solicitação.');
  return {
    tipoPessoa,
    nomeCompleto,
    documento,
    observacao: clean(body.observacao),
    referencia: cleanReference(body.referencia),
    certs,
    kitId: body.kitId ?? null,
    centroCustoId: body.centroCustoId ?? null,
    local,
    imovel,
    finalidade,
  };
}
