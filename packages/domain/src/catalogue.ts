/**
 * The catalogue of the 10 certificate types bundled in every request. `code` is the `tipoCertidao` stored on a
 * request's certificates; `automation` is the name the automation endpoints and jobs use.
 */

export const CERTIFICATE_CODES = [
  'tjsp',
  'tjsp-falencia',
  'tjsp-inventario',
  'trt2',
  'cndt',
  'iptu-santos',
  'pje-trt2',
  'trf3',
  'trf3-regional',
  'receita-federal',
] as const;

export type CertificateCode = (typeof CERTIFICATE_CODES)[number];

export const AUTOMATION_NAMES = [
  'tjsp',
  'tjspFalencia',
  'tjspInventario',
  'trt2',
  'cndt',
  'iptuSantos',
  'pjeTrt2',
  'trf3',
  'trf3Regional',
  'receitaFederal',
] as const;

export type AutomationName = (typeof AUTOMATION_NAMES)[number];

export const PERSON_TYPES = ['fisica', 'juridica'] as const;

/** 'fisica' (a person, identified by CPF) or 'juridica' (a company, identified by CNPJ). */
export type PersonType = (typeof PERSON_TYPES)[number];

/** Fields of `dadosCertidao` a certificate type may need. */
export type CertificateField = 'nome' | 'cpf' | 'cnpj' | 'rg' | 'dataNascimento' | 'inscricaoImovel';

export interface CertificateTypeInfo {
  code: CertificateCode;
  automation: AutomationName;
  /** pt-BR name shown to users. */
  label: string;
  /** Issuing body. */
  orgao: string;
  /** Person types the certificate can be issued for. */
  personTypes: readonly PersonType[];
  /** Every field the certificate may use (union over its person types). */
  fields: readonly CertificateField[];
  /** Fields needed per person type (only for the person types it applies to). */
  fieldsByPersonType: Readonly<Partial<Record<PersonType, readonly CertificateField[]>>>;
  /** Typical processing time in minutes, from the FAQ of the product. */
  typicalMinutes: { min: number; max: number };
}

// Typical times (the support FAQ's): property tax 2–5 min, company registry 1–3 min, federal court 10–30 min,
// labour 15–45 min, complex ones up to 2 h. The state-court (TJSP) certificates are the complex ones; the
// federal tax clearance is issued on the spot like a registry extract.
const PROPERTY_TAX = { min: 2, max: 5 } as const;
const REGISTRY = { min: 1, max: 3 } as const;
const FEDERAL_COURT = { min: 10, max: 30 } as const;
const LABOUR = { min: 15, max: 45 } as const;
const COMPLEX = { min: 30, max: 120 } as const;

const TJSP = 'Tribunal de Justiça do Estado de São Paulo (TJSP)';
const TRT2 = 'Tribunal Regional do Trabalho da 2ª Região (TRT-2)';
const TRF3 = 'Tribunal Regional Federal da 3ª Região (TRF-3)';

const PERSON_FIELDS: readonly CertificateField[] = ['nome', 'cpf'];
const COMPANY_FIELDS: readonly CertificateField[] = ['nome', 'cnpj'];

function define(
  info: Omit<CertificateTypeInfo, 'fields' | 'personTypes'> & {
    fieldsByPersonType: CertificateTypeInfo['fieldsByPersonType'];
  },
): CertificateTypeInfo {
  const personTypes = PERSON_TYPES.filter((p) => info.fieldsByPersonType[p] !== undefined);
  const fields: CertificateField[] = [];
  for (const p of personTypes) {
    for (const f of info.fieldsByPersonType[p] ?? []) if (!fields.includes(f)) fields.push(f);
  }
  return Object.freeze({ ...info, personTypes, fields });
}

export const CERTIFICATE_TYPES: readonly CertificateTypeInfo[] = Object.freeze([
  define({
    code: 'tjsp',
    automation: 'tjsp',
    label: 'Certidão de Distribuição Cível (TJSP)',
    orgao: TJSP,
    fieldsByPersonType: { fisica: ['nome', 'cpf', 'rg', 'dataNascimento'], juridica: COMPANY_FIELDS },
    typicalMinutes: COMPLEX,
  }),
  define({
    code: 'tjsp-falencia',
    automation: 'tjspFalencia',
    label: 'Certidão de Falências e Recuperações Judiciais (TJSP)',
    orgao: TJSP,
    fieldsByPersonType: { fisica: ['nome', 'cpf', 'rg', 'dataNascimento'], juridica: COMPANY_FIELDS },
    typicalMinutes: COMPLEX,
  }),
  define({
    code: 'tjsp-inventario',
    automation: 'tjspInventario',
    label: 'Certidão de Inventários, Arrolamentos e Testamentos (TJSP)',
    orgao: TJSP,
    fieldsByPersonType: { fisica: ['nome', 'cpf', 'rg', 'dataNascimento'] },
    typicalMinutes: COMPLEX,
  }),
  define({
    code: 'trt2',
    automation: 'trt2',
    label: 'Certidão Eletrônica de Ações Trabalhistas (TRT-2)',
    orgao: TRT2,
    fieldsByPersonType: { fisica: PERSON_FIELDS, juridica: COMPANY_FIELDS },
    typicalMinutes: LABOUR,
  }),
  define({
    code: 'cndt',
    automation: 'cndt',
    label: 'Certidão Negativa de Débitos Trabalhistas (CNDT)',
    orgao: 'Tribunal Superior do Trabalho (TST)',
    fieldsByPersonType: { fisica: PERSON_FIELDS, juridica: COMPANY_FIELDS },
    typicalMinutes: LABOUR,
  }),
  define({
    code: 'iptu-santos',
    automation: 'iptuSantos',
    label: 'Certidão Negativa de Débitos de IPTU (Santos)',
    orgao: 'Prefeitura Municipal de Santos',
    fieldsByPersonType: {
      fisica: ['nome', 'cpf', 'inscricaoImovel'],
      juridica: ['nome', 'cnpj', 'inscricaoImovel'],
    },
    typicalMinutes: PROPERTY_TAX,
  }),
  define({
    code: 'pje-trt2',
    automation: 'pjeTrt2',
    label: 'Certidão de Ações Trabalhistas – PJe (TRT-2)',
    orgao: TRT2,
    fieldsByPersonType: { fisica: PERSON_FIELDS, juridica: COMPANY_FIELDS },
    typicalMinutes: LABOUR,
  }),
  define({
    code: 'trf3',
    automation: 'trf3',
    label: 'Certidão de Distribuição da Justiça Federal (TRF-3)',
    orgao: TRF3,
    fieldsByPersonType: { fisica: PERSON_FIELDS, juridica: COMPANY_FIELDS },
    typicalMinutes: FEDERAL_COURT,
  }),
  define({
    code: 'trf3-regional',
    automation: 'trf3Regional',
    label: 'Certidão Regional da Justiça Federal (TRF-3)',
    orgao: TRF3,
    fieldsByPersonType: { fisica: PERSON_FIELDS, juridica: COMPANY_FIELDS },
    typicalMinutes: FEDERAL_COURT,
  }),
  define({
    code: 'receita-federal',
    automation: 'receitaFederal',
    label: 'Certidão de Regularidade Fiscal (Receita Federal / PGFN)',
    orgao: 'Receita Federal do Brasil / Procuradoria-Geral da Fazenda Nacional (PGFN)',
    fieldsByPersonType: { fisica: PERSON_FIELDS, juridica: COMPANY_FIELDS },
    typicalMinutes: REGISTRY,
  }),
]);

const BY_CODE = new Map<string, CertificateTypeInfo>(CERTIFICATE_TYPES.map((t) => [t.code, t]));
const BY_AUTOMATION = new Map<string, CertificateTypeInfo>(CERTIFICATE_TYPES.map((t) => [t.automation, t]));

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
