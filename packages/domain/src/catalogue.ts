/**
 * The certificate catalogue: every type the product sells, as data. `code` is the stable id stored on a
 * request's certificates (`tipoCertidao`); `automation` the name the automation endpoints and jobs use. Each row
 * says who issues it, where (its jurisdiction), for whom, what it needs, how long it takes, how long it is valid,
 * its official fee, how it is issued (an automatic source, or an operator at the official portal) and where those
 * facts come from. The server, the web app, the CLI, the sandbox and the docs all read this one table: adding a
 * type is adding a row (catalogueData.ts).
 */
import { CATALOGUE_ROWS } from './catalogueData';
import type { Uf } from './locations';
import { servicePriceCentavos } from './prices';

export const PERSON_TYPES = ['fisica', 'juridica'] as const;

/** 'fisica' (a person, identified by CPF) or 'juridica' (a company, identified by CNPJ). */
export type PersonType = (typeof PERSON_TYPES)[number];

/** A type's stable id (`tipoCertidao`): lower-case letters, digits and hyphens. */
export type CertificateCode = string;
/** A type's automation name: its code in camelCase ('iptu-santos' → 'iptuSantos'). */
export type AutomationName = string;

/** Fields of `dadosCertidao` a certificate type may need. */
export type CertificateField =
  | 'nome'
  | 'cpf'
  | 'cnpj'
  | 'rg'
  | 'dataNascimento'
  | 'nomeMae'
  | 'inscricaoImovel'
  | 'matricula'
  | 'registroImobiliario';

/** What a certificate is about, for filters and for the proposal's rules. */
export const CATEGORIAS = {
  civel: 'Distribuição cível',
  falencia: 'Falências e recuperações',
  inventario: 'Inventários e testamentos',
  'execucao-fiscal': 'Execuções fiscais',
  criminal: 'Distribuição criminal',
  federal: 'Justiça Federal',
  'federal-unificada': 'Justiça Federal (unificada)',
  trabalhista: 'Justiça do Trabalho',
  cndt: 'Débitos trabalhistas (CNDT)',
  'tributos-federais': 'Tributos federais',
  'tributos-estaduais': 'Tributos estaduais',
  'tributos-municipais': 'Tributos municipais (IPTU)',
  protesto: 'Protestos',
  fgts: 'FGTS',
  'cadastro-cnpj': 'Cadastro CNPJ',
  'registro-imoveis': 'Registro de imóveis',
  indisponibilidade: 'Indisponibilidade de bens',
} as const;

export type Categoria = keyof typeof CATEGORIAS;

/** Where a type's issuer answers for: the whole country, a state, a federal or labour region, or a city. */
export type Jurisdicao =
  | { tipo: 'nacional' }
  | { tipo: 'uf'; uf: Uf }
  | { tipo: 'trf'; regiao: number; ufs: readonly Uf[] }
  | { tipo: 'trt'; regiao: number; ufs: readonly Uf[] }
  | { tipo: 'municipio'; uf: Uf; cidade: string };

/** How a type is issued: by an automatic source (InfoSimples' documented service), else by an operator. */
export type ModoEmissao = 'automatica' | 'assistida';

/** An InfoSimples service (`consultas/<servico>`); `obter` for two-step services (a request, then the file). */
export interface InfoSimplesService {
  servico: string;
  obter?: string;
  /** Fixed parameters of the call (e.g. the kind of certificate of a service that issues several). */
  parametros?: Readonly<Record<string, string>>;
  /** The person types the service covers (all of the type's when absent). */
  pessoas?: readonly PersonType[];
}

export interface CertificateTypeInfo {
  code: CertificateCode;
  automation: AutomationName;
  /** pt-BR name shown to users. */
  label: string;
  /** Issuing body. */
  orgao: string;
  categoria: Categoria;
  jurisdicao: Jurisdicao;
  /** True for a certificate about a property (its city or registry), not only about a party. */
  imovel: boolean;
  /** Person types the certificate can be issued for. */
  personTypes: readonly PersonType[];
  /** Every field the certificate may use (union over its person types). */
  fields: readonly CertificateField[];
  /** Fields used per person type (only for the person types it applies to). */
  fieldsByPersonType: Readonly<Partial<Record<PersonType, readonly CertificateField[]>>>;
  /** Fields that must be filled, beyond the name and the document every type needs (checked on every surface). */
  requiredFields: readonly CertificateField[];
  /** Typical time in minutes once started (an automatic source's answer, or an operator's work). */
  typicalMinutes: { min: number; max: number };
  /** Days the certificate is valid from its issue when the source's answer states none; null: no validity. */
  validadeDias: number | null;
  /** The official fee in cents (0: none); null when it varies (a note in `taxaObservacao`). */
  taxaOficialCentavos: number | null;
  /**
   * The service's price in cents, the official fee apart (prices.ts): one figure per type, so a type an operator
   * issues for some person type is priced as assisted.
   */
  precoCentavos: number;
  taxaObservacao?: string;
  /** The automatic source, when one is documented; without it (or for the other person type) it is assisted. */
  infosimples?: InfoSimplesService;
  /** The official portal where an operator (or the customer) obtains it. */
  portal: string;
  /** Hours an assisted certificate may take before it is overdue (the time promised to the customer). */
  prazoHoras: number;
  /** Where these facts come from. */
  fontes: string;
  /** True for a document that states data, not a negative or positive result (the CNPJ card). */
  informativa: boolean;
  /** True for the ten types of the product's first catalogue (São Paulo). */
  original: boolean;
}

export type CertificateRow = Omit<
  CertificateTypeInfo,
  | 'automation'
  | 'personTypes'
  | 'fields'
  | 'requiredFields'
  | 'imovel'
  | 'informativa'
  | 'original'
  | 'precoCentavos'
> & {
  requiredFields?: readonly CertificateField[];
  imovel?: boolean;
  informativa?: boolean;
  original?: boolean;
};

/** 'tjsp-falencia' → 'tjspFalencia'. */
export function automationNameOf(code: string): string {
  return code.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function define(row: CertificateRow): CertificateTypeInfo {
  const personTypes = PERSON_TYPES.filter((p) => row.fieldsByPersonType[p] !== undefined);
  const fields: CertificateField[] = [];
  for (const p of personTypes) {
    for (const f of row.fieldsByPersonType[p] ?? []) if (!fields.includes(f)) fields.push(f);
  }
  const assisted = personTypes.some((p) => issuanceOf(row, p) === 'assistida');
  return Object.freeze({
    ...row,
    automation: automationNameOf(row.code),
    personTypes,
    fields,
    requiredFields: row.requiredFields ?? [],
    imovel: row.imovel ?? false,
    informativa: row.informativa ?? false,
    original: row.original ?? false,
    precoCentavos: servicePriceCentavos(row.categoria, assisted ? 'assistida' : 'automatica'),
  });
}

export const CERTIFICATE_TYPES: readonly CertificateTypeInfo[] = Object.freeze(CATALOGUE_ROWS.map(define));

/** Every type's code, in the catalogue's order. */
export const CERTIFICATE_CODES: readonly CertificateCode[] = Object.freeze(
  CERTIFICATE_TYPES.map((t) => t.code),
);
export const AUTOMATION_NAMES: readonly AutomationName[] = Object.freeze(
  CERTIFICATE_TYPES.map((t) => t.automation),
);

/** The ten types of the first catalogue (São Paulo), the ones a request bundled before the national one. */
export const ORIGINAL_CODES: readonly CertificateCode[] = Object.freeze(
  CERTIFICATE_TYPES.filter((t) => t.original).map((t) => t.code),
);

const BY_CODE = new Map<string, CertificateTypeInfo>(CERTIFICATE_TYPES.map((t) => [t.code, t]));
const BY_AUTOMATION = new Map<string, CertificateTypeInfo>(CERTIFICATE_TYPES.map((t) => [t.automation, t]));
const ORDER = new Map<string, number>(CERTIFICATE_TYPES.map((t, i) => [t.code, i]));

export function isCertificateCode(v: unknown): v is CertificateCode {
  return typeof v === 'string' && BY_CODE.has(v);
}

export function isAutomationName(v: unknown): v is AutomationName {
  return typeof v === 'string' && BY_AUTOMATION.has(v);
}

/** The catalogue entry for a code (tipoCertidao); undefined for an unknown code. */
export function getCertificateType(code: string): CertificateTypeInfo | undefined {
  return BY_CODE.get(code);
}

/** 'iptuSantos' → 'iptu-santos'; undefined for an unknown name. */
export function codeFromAutomation(name: string): CertificateCode | undefined {
  return BY_AUTOMATION.get(name)?.code;
}

/** 'iptu-santos' → 'iptuSantos'; undefined for an unknown code. */
export function automationFromCode(code: string): AutomationName | undefined {
  return BY_CODE.get(code)?.automation;
}

/** pt-BR label of a code; an unknown code is returned as is. */
export function certificateLabel(code: string): string {
  return BY_CODE.get(code)?.label ?? code;
}

/** Codes in the catalogue's order (unknown ones last, as given), each once. */
export function sortByCatalogue<T extends string>(codes: readonly T[]): T[] {
  return [...new Set(codes)].sort((a, b) => (ORDER.get(a) ?? 1e9) - (ORDER.get(b) ?? 1e9));
}

/**
 * The fields a certificate type needs for a person type; an empty list when the type does not apply to it
 * (or the code is unknown).
 */
export function requiredFields(code: string, personType: PersonType): readonly CertificateField[] {
  return BY_CODE.get(code)?.fieldsByPersonType[personType] ?? [];
}

/** The certificate types that apply to a person type, in catalogue order. */
export function certificateTypesFor(personType: PersonType): readonly CertificateTypeInfo[] {
  return CERTIFICATE_TYPES.filter((t) => t.personTypes.includes(personType));
}

/**
 * How a type is issued for a person type: automatic where its documented source covers that person type,
 * assisted (an operator at the official portal) otherwise.
 */
export function issuanceOf(
  tipo: Pick<CertificateTypeInfo, 'infosimples'>,
  personType: PersonType,
): ModoEmissao {
  const source = tipo.infosimples;
  if (!source) return 'assistida';
  return !source.pessoas || source.pessoas.includes(personType) ? 'automatica' : 'assistida';
}

/** 'MG', 'TRF-6 (MG)', 'TRT-15 (SP, interior)', 'Belo Horizonte/MG', 'Nacional'. */
export function jurisdicaoLabel(j: Jurisdicao): string {
  switch (j.tipo) {
    case 'nacional':
      return 'Nacional';
    case 'uf':
      return j.uf;
    case 'trf':
      return `TRF-${j.regiao} (${j.ufs.join(', ')})`;
    case 'trt':
      return j.regiao === 2
        ? 'TRT-2 (SP: capital, Grande São Paulo e Baixada Santista)'
        : j.regiao === 15
          ? 'TRT-15 (SP: demais cidades)'
          : `TRT-${j.regiao} (${j.ufs.join(', ')})`;
    case 'municipio':
      return `${j.cidade}/${j.uf}`;
  }
}

/** The federative units a type answers for (every one for a national type). */
export function ufsOf(j: Jurisdicao): readonly Uf[] | 'todas' {
  switch (j.tipo) {
    case 'nacional':
      return 'todas';
    case 'uf':
    case 'municipio':
      return [j.uf];
    case 'trf':
    case 'trt':
      return j.ufs;
  }
}
