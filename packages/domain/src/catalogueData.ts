/**
 * The rows of the certificate catalogue (see catalogue.ts for what each field means). The ten São Paulo types of
 * the first catalogue come first, with their ids and names unchanged; then the national ones, built per federative
 * unit, region and capital from locations.ts.
 *
 * Sources (`fontes`): the courts' and bodies' own sites and the federal judiciary's regions; the automatic
 * services are the InfoSimples ones public integration notes name (to confirm against InfoSimples' own
 * documentation before production relies on them). A type with no documented service is assisted: an operator
 * obtains it at `portal`. Typical times: the support FAQ's (property tax 2–5 min, company registry 1–3 min,
 * federal court 10–30 min, labour 15–45 min, complex ones up to 2 h); an assisted certificate takes an operator's
 * working hours, promised within `prazoHoras`.
 *
 * Long file: it is the catalogue's data, one row (or one builder of rows) per type.
 */
import type { CertificateField, CertificateRow, InfoSimplesService } from './catalogue';
import { citySlug, TRF_REGIONS, TRT_REGIONS, UF_INFO, UFS, type Uf, ufsOfTrf, ufsOfTrt } from './locations';

const PROPERTY_TAX = { min: 2, max: 5 };
const REGISTRY = { min: 1, max: 3 };
const FEDERAL_COURT = { min: 10, max: 30 };
const LABOUR = { min: 15, max: 45 };
const COMPLEX = { min: 30, max: 120 };
/** An operator's work on an official portal: from a quarter of an hour to a working day. */
const ASSISTED = { min: 15, max: 480 };
/** A registry office's answer through the ONR: hours to days. */
const REGISTRY_OFFICE = { min: 240, max: 2880 };

const PERSON: readonly CertificateField[] = ['nome', 'cpf'];
const COMPANY: readonly CertificateField[] = ['nome', 'cnpj'];
const BOTH = { fisica: PERSON, juridica: COMPANY };
const TJSP_PERSON: readonly CertificateField[] = ['nome', 'cpf', 'rg', 'dataNascimento'];

const IS_NOTE = 'serviço InfoSimples citado em notas públicas de integração (a confirmar)';
const NO_SOURCE = 'sem serviço automático documentado: emissão assistida no portal oficial';

/** The state court's acronym: TJMG, TJSP; the Federal District's is TJDFT. */
function tjAcronym(uf: Uf): string {
  return uf === 'DF' ? 'TJDFT' : `TJ${uf}`;
}

function tjName(uf: Uf): string {
  return uf === 'DF'
    ? 'Tribunal de Justiça do Distrito Federal e dos Territórios (TJDFT)'
    : `Tribunal de Justiça do Estado ${UF_INFO[uf].deNome} (${tjAcronym(uf)})`;
}

function tjPortal(uf: Uf): string {
  return `https://www.${tjAcronym(uf).toLowerCase()}.jus.br`;
}

const TJSP = tjName('SP');
const TRT2 = 'Tribunal Regional do Trabalho da 2ª Região (TRT-2)';
const TRF3 = 'Tribunal Regional Federal da 3ª Região (TRF-3)';

// ───────────────────────────── the first catalogue (São Paulo) ─────────────────────────────

const TJSP_SERVICE = { servico: 'tribunal/tjsp/pedido-certidao', obter: 'tribunal/tjsp/obter-certidao' };

const ORIGINAL: CertificateRow[] = [
  {
    code: 'tjsp',
    label: 'Certidão de Distribuição Cível (TJSP)',
    orgao: TJSP,
    categoria: 'civel',
    jurisdicao: { tipo: 'uf', uf: 'SP' },
    fieldsByPersonType: { fisica: TJSP_PERSON, juridica: COMPANY },
    typicalMinutes: COMPLEX,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { ...TJSP_SERVICE, parametros: { modelo: '1' } },
    portal: 'https://esaj.tjsp.jus.br/sco/abrirCadastro.do',
    prazoHoras: 72,
    fontes: `TJSP (e-SAJ, pedido de certidão); ${IS_NOTE}; modelo 1 = distribuição cível`,
    original: true,
  },
  {
    code: 'tjsp-falencia',
    label: 'Certidão de Falências e Recuperações Judiciais (TJSP)',
    orgao: TJSP,
    categoria: 'falencia',
    jurisdicao: { tipo: 'uf', uf: 'SP' },
    fieldsByPersonType: { fisica: TJSP_PERSON, juridica: COMPANY },
    typicalMinutes: COMPLEX,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { ...TJSP_SERVICE, parametros: { modelo: '2' } },
    portal: 'https://esaj.tjsp.jus.br/sco/abrirCadastro.do',
    prazoHoras: 72,
    fontes: `TJSP (e-SAJ); ${IS_NOTE}; número do modelo a confirmar`,
    original: true,
  },
  {
    code: 'tjsp-inventario',
    label: 'Certidão de Inventários, Arrolamentos e Testamentos (TJSP)',
    orgao: TJSP,
    categoria: 'inventario',
    jurisdicao: { tipo: 'uf', uf: 'SP' },
    fieldsByPersonType: { fisica: TJSP_PERSON },
    typicalMinutes: COMPLEX,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { ...TJSP_SERVICE, parametros: { modelo: '3' } },
    portal: 'https://esaj.tjsp.jus.br/sco/abrirCadastro.do',
    prazoHoras: 72,
    fontes: `TJSP (e-SAJ); ${IS_NOTE}; número do modelo a confirmar`,
    original: true,
  },
  {
    code: 'trt2',
    label: 'Certidão Eletrônica de Ações Trabalhistas (TRT-2)',
    orgao: TRT2,
    categoria: 'trabalhista',
    jurisdicao: { tipo: 'trt', regiao: 2, ufs: ['SP'] },
    fieldsByPersonType: BOTH,
    typicalMinutes: LABOUR,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'tribunal/trt2/ceat' },
    portal: 'https://www.trt2.jus.br',
    prazoHoras: 24,
    fontes: `TRT-2 (CEAT); ${IS_NOTE}`,
    original: true,
  },
  {
    code: 'cndt',
    label: 'Certidão Negativa de Débitos Trabalhistas (CNDT)',
    orgao: 'Tribunal Superior do Trabalho (TST)',
    categoria: 'cndt',
    jurisdicao: { tipo: 'nacional' },
    fieldsByPersonType: BOTH,
    typicalMinutes: LABOUR,
    validadeDias: 180,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'tribunal/tst/cndt' },
    portal: 'https://www.tst.jus.br/certidao1',
    prazoHoras: 24,
    fontes: `TST (CNDT, validade de 180 dias); ${IS_NOTE}`,
    original: true,
  },
  {
    code: 'iptu-santos',
    label: 'Certidão Negativa de Débitos de IPTU (Santos)',
    orgao: 'Prefeitura Municipal de Santos',
    categoria: 'tributos-municipais',
    jurisdicao: { tipo: 'municipio', uf: 'SP', cidade: 'Santos' },
    imovel: true,
    fieldsByPersonType: {
      fisica: ['nome', 'cpf', 'inscricaoImovel'],
      juridica: ['nome', 'cnpj', 'inscricaoImovel'],
    },
    typicalMinutes: PROPERTY_TAX,
    validadeDias: 90,
    taxaOficialCentavos: 0,
    portal: 'https://www.santos.sp.gov.br',
    prazoHoras: 48,
    fontes: `Prefeitura de Santos; ${NO_SOURCE}`,
    original: true,
  },
  {
    code: 'pje-trt2',
    label: 'Certidão de Ações Trabalhistas – PJe (TRT-2)',
    orgao: TRT2,
    categoria: 'trabalhista',
    jurisdicao: { tipo: 'trt', regiao: 2, ufs: ['SP'] },
    fieldsByPersonType: BOTH,
    typicalMinutes: LABOUR,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'tribunal/trt2/ceat-digital' },
    portal: 'https://www.trt2.jus.br',
    prazoHoras: 24,
    fontes: `TRT-2 (processos eletrônicos, PJe); ${IS_NOTE}`,
    original: true,
  },
  {
    code: 'trf3',
    label: 'Certidão de Distribuição da Justiça Federal (TRF-3)',
    orgao: TRF3,
    categoria: 'federal',
    jurisdicao: { tipo: 'trf', regiao: 3, ufs: ufsOfTrf(3) },
    fieldsByPersonType: BOTH,
    typicalMinutes: FEDERAL_COURT,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    portal: 'https://web.trf3.jus.br/certidao-regional',
    prazoHoras: 24,
    fontes: `TRF-3; ${NO_SOURCE}`,
    original: true,
  },
  {
    code: 'trf3-regional',
    label: 'Certidão Regional da Justiça Federal (TRF-3)',
    orgao: TRF3,
    categoria: 'federal',
    jurisdicao: { tipo: 'trf', regiao: 3, ufs: ufsOfTrf(3) },
    fieldsByPersonType: BOTH,
    typicalMinutes: FEDERAL_COURT,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    portal: 'https://web.trf3.jus.br/certidao-regional',
    prazoHoras: 24,
    fontes: `TRF-3; ${NO_SOURCE}`,
    original: true,
  },
  {
    code: 'receita-federal',
    label: 'Certidão de Regularidade Fiscal (Receita Federal / PGFN)',
    orgao: 'Receita Federal do Brasil / Procuradoria-Geral da Fazenda Nacional (PGFN)',
    categoria: 'tributos-federais',
    jurisdicao: { tipo: 'nacional' },
    fieldsByPersonType: BOTH,
    typicalMinutes: REGISTRY,
    validadeDias: 180,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'receita-federal/pgfn' },
    portal: 'https://servicos.receitafederal.gov.br',
    prazoHoras: 24,
    fontes: `Receita Federal e PGFN (certidão conjunta, validade de 180 dias); ${IS_NOTE}`,
    original: true,
  },
];

// ───────────────────────────── state courts ─────────────────────────────

/** The state courts' certificate services the research names (one call, or a request then the file). */
const TJ_SERVICES: Partial<Record<Uf, InfoSimplesService>> = {
  RJ: { servico: 'tribunal/tjrj/pedido-cert', obter: 'tribunal/tjrj/obter-certidao' },
  RS: { servico: 'tribunal/tjrs/primeiro-grau' },
  BA: { servico: 'tribunal/tjba/primeiro-grau' },
  GO: { servico: 'tribunal/tjgo/nada-consta' },
  DF: { servico: 'tribunal/tjdf/nada-consta' },
  MS: { servico: 'tribunal/tjms/pedido-cert', obter: 'tribunal/tjms/obter-certidao' },
  MT: { servico: 'tribunal/tjmt/primeiro-grau-pf', pessoas: ['fisica'] },
  SC: { servico: 'tribunal/tjsc/pedido-certidao' },
};

/** Working days some courts take to answer: RJ up to 8, SC up to 5. */
const TJ_DEADLINE_HOURS: Partial<Record<Uf, number>> = { RJ: 8 * 24, SC: 5 * 24 };

function tjCivel(uf: Uf): CertificateRow {
  const service = TJ_SERVICES[uf];
  return {
    code: uf === 'DF' ? 'tjdft' : `tj${uf.toLowerCase()}`,
    label: `Certidão de Distribuição Cível (${tjAcronym(uf)})`,
    orgao: tjName(uf),
    categoria: 'civel',
    jurisdicao: { tipo: 'uf', uf },
    fieldsByPersonType: BOTH,
    typicalMinutes: service ? COMPLEX : ASSISTED,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    ...(service
      ? { infosimples: uf === 'RS' ? { ...service, parametros: { tipo: 'civel' } } : service }
      : {}),
    portal: tjPortal(uf),
    prazoHoras: TJ_DEADLINE_HOURS[uf] ?? 48,
    fontes: `${tjAcronym(uf)} (distribuição cível, que na maioria dos estados abrange falências e recuperações); ${service ? IS_NOTE : NO_SOURCE}`,
  };
}

/** Rio Grande do Sul issues bankruptcy and tax-enforcement searches as types of their own. */
const TJRS_EXTRA: CertificateRow[] = [
  {
    code: 'tjrs-falencia',
    label: 'Certidão de Falências e Recuperações Judiciais (TJRS)',
    orgao: tjName('RS'),
    categoria: 'falencia',
    jurisdicao: { tipo: 'uf', uf: 'RS' },
    fieldsByPersonType: BOTH,
    typicalMinutes: COMPLEX,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'tribunal/tjrs/primeiro-grau', parametros: { tipo: 'falencia' } },
    portal: tjPortal('RS'),
    prazoHoras: 48,
    fontes: `TJRS (emite cada tipo em separado: uma chamada por tipo); ${IS_NOTE}`,
  },
  {
    code: 'tjrs-execucao-fiscal',
    label: 'Certidão de Execuções Fiscais (TJRS)',
    orgao: tjName('RS'),
    categoria: 'execucao-fiscal',
    jurisdicao: { tipo: 'uf', uf: 'RS' },
    fieldsByPersonType: BOTH,
    typicalMinutes: COMPLEX,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'tribunal/tjrs/primeiro-grau', parametros: { tipo: 'execucao-fiscal' } },
    portal: tjPortal('RS'),
    prazoHoras: 48,
    fontes: `TJRS (emite cada tipo em separado: uma chamada por tipo); ${IS_NOTE}`,
  },
];

/** Criminal searches ask for more than a name and CPF: homonyms are common, so RG, birth date and mother. */
function tjCriminal(uf: Uf): CertificateRow {
  return {
    code: `${uf === 'DF' ? 'tjdft' : `tj${uf.toLowerCase()}`}-criminal`,
    label: `Certidão de Distribuição Criminal (${tjAcronym(uf)})`,
    orgao: tjName(uf),
    categoria: 'criminal',
    jurisdicao: { tipo: 'uf', uf },
    fieldsByPersonType: { fisica: ['nome', 'cpf', 'rg', 'dataNascimento', 'nomeMae'] },
    requiredFields: ['nomeMae'],
    typicalMinutes: ASSISTED,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    portal: tjPortal(uf),
    prazoHoras: 48,
    fontes: `${tjAcronym(uf)} (distribuição criminal); ${NO_SOURCE}`,
  };
}

// ───────────────────────────── federal courts ─────────────────────────────

/** The federal courts of the first and sixth regions ask for the mother's name of a person. */
const TRF_MOTHER = new Set([1, 6]);

function trf(regiao: number): CertificateRow {
  const person: readonly CertificateField[] = TRF_MOTHER.has(regiao) ? ['nome', 'cpf', 'nomeMae'] : PERSON;
  return {
    code: `trf${regiao}`,
    label: `Certidão de Distribuição da Justiça Federal (TRF-${regiao})`,
    orgao: `Tribunal Regional Federal da ${regiao}ª Região (TRF-${regiao})`,
    categoria: 'federal',
    jurisdicao: { tipo: 'trf', regiao, ufs: ufsOfTrf(regiao) },
    fieldsByPersonType: { fisica: person, juridica: COMPANY },
    ...(TRF_MOTHER.has(regiao) ? { requiredFields: ['nomeMae'] as const } : {}),
    typicalMinutes: ASSISTED,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    portal: `https://www.trf${regiao}.jus.br`,
    prazoHoras: 24,
    fontes: `TRF-${regiao} (regiões da Justiça Federal; TRF-6 criado em 2022 para MG); ${NO_SOURCE}`,
  };
}

const CJF: CertificateRow = {
  code: 'cjf-unificada',
  label: 'Certidão Negativa Unificada da Justiça Federal (CJF)',
  orgao: 'Conselho da Justiça Federal (CJF)',
  categoria: 'federal-unificada',
  jurisdicao: { tipo: 'nacional' },
  fieldsByPersonType: BOTH,
  typicalMinutes: FEDERAL_COURT,
  validadeDias: 30,
  taxaOficialCentavos: 0,
  infosimples: { servico: 'tribunal/trf/cert-unificada' },
  portal: 'https://certidao-unificada.cjf.jus.br',
  prazoHoras: 24,
  fontes: `CJF (uma certidão para todos os TRFs); ${IS_NOTE}`,
};

// ───────────────────────────── labour courts ─────────────────────────────

/** Regions whose CEAT the research names as an InfoSimples service (TRT-18 unconfirmed: assisted). */
const TRT_AUTOMATIC = new Set([1, 2, 3, 4, 5, 9, 10, 12, 15]);

function trt(regiao: number): CertificateRow {
  const ufs = ufsOfTrt(regiao);
  const automatic = TRT_AUTOMATIC.has(regiao);
  return {
    code: `trt${regiao}`,
    label: `Certidão Eletrônica de Ações Trabalhistas (TRT-${regiao})`,
    orgao: `Tribunal Regional do Trabalho da ${regiao}ª Região (TRT-${regiao})`,
    categoria: 'trabalhista',
    jurisdicao: { tipo: 'trt', regiao, ufs },
    fieldsByPersonType: BOTH,
    typicalMinutes: automatic ? LABOUR : ASSISTED,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    ...(automatic ? { infosimples: { servico: `tribunal/trt${regiao}/ceat` } } : {}),
    portal: `https://www.trt${regiao}.jus.br`,
    prazoHoras: 24,
    fontes: `TRT-${regiao} (CEAT)${regiao === 15 ? ': Campinas e o interior de São Paulo' : ''}; ${automatic ? IS_NOTE : NO_SOURCE}`,
  };
}

const PJE_TRT10: CertificateRow = {
  code: 'pje-trt10',
  label: 'Certidão de Ações Trabalhistas – PJe (TRT-10)',
  orgao: 'Tribunal Regional do Trabalho da 10ª Região (TRT-10)',
  categoria: 'trabalhista',
  jurisdicao: { tipo: 'trt', regiao: 10, ufs: ufsOfTrt(10) },
  fieldsByPersonType: BOTH,
  typicalMinutes: LABOUR,
  validadeDias: 30,
  taxaOficialCentavos: 0,
  infosimples: { servico: 'tribunal/trt10/ceat-digital' },
  portal: 'https://www.trt10.jus.br',
  prazoHoras: 24,
  fontes: `TRT-10 (processos eletrônicos, PJe, em separado dos físicos); ${IS_NOTE}`,
};

// ───────────────────────────── taxes, protests, companies ─────────────────────────────

/** State revenue sites that are not sefaz.<uf>.gov.br. */
const SEFAZ_PORTAL: Partial<Record<Uf, string>> = {
  SP: 'https://www.fazenda.sp.gov.br',
  RJ: 'https://www.fazenda.rj.gov.br',
  MG: 'https://www.fazenda.mg.gov.br',
  PR: 'https://www.fazenda.pr.gov.br',
  SC: 'https://www.sef.sc.gov.br',
  DF: 'https://www.receita.fazenda.df.gov.br',
  PB: 'https://www.receita.pb.gov.br',
  RN: 'https://www.set.rn.gov.br',
};

function sefaz(uf: Uf): CertificateRow {
  return {
    code: `sefaz-${uf.toLowerCase()}`,
    label: `Certidão de Débitos Tributários Estaduais (${uf})`,
    orgao: `Secretaria da Fazenda ${UF_INFO[uf].deNome} / Procuradoria-Geral do Estado`,
    categoria: 'tributos-estaduais',
    jurisdicao: { tipo: 'uf', uf },
    fieldsByPersonType: BOTH,
    typicalMinutes: REGISTRY,
    validadeDias: 60,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'sefaz/certidao-debitos', parametros: { uf } },
    portal: SEFAZ_PORTAL[uf] ?? `https://www.sefaz.${uf.toLowerCase()}.gov.br`,
    prazoHoras: 24,
    fontes: `Fazenda estadual (${uf}); ${IS_NOTE}, qualquer UF, preço do provedor varia por UF`,
  };
}

const NATIONAL: CertificateRow[] = [
  {
    code: 'protesto',
    label: 'Certidão de Protestos (CENPROT)',
    orgao:
      'Central Nacional de Serviços Eletrônicos Compartilhados dos Tabeliães de Protesto (CENPROT / IEPTB)',
    categoria: 'protesto',
    jurisdicao: { tipo: 'nacional' },
    fieldsByPersonType: BOTH,
    typicalMinutes: ASSISTED,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    portal: 'https://www.protestosp.com.br',
    prazoHoras: 24,
    fontes:
      'CENPROT / IEPTB (pesquisa nacional); o serviço automático (ieptb/protestos) exige o login gov.br do próprio solicitante, por isso a emissão é assistida',
  },
  {
    code: 'fgts',
    label: 'Certificado de Regularidade do FGTS (CRF)',
    orgao: 'Caixa Econômica Federal',
    categoria: 'fgts',
    jurisdicao: { tipo: 'nacional' },
    fieldsByPersonType: { juridica: COMPANY },
    typicalMinutes: REGISTRY,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'caixa/regularidade' },
    portal: 'https://consulta-crf.caixa.gov.br',
    prazoHoras: 24,
    fontes: `Caixa (CRF, validade de 30 dias); ${IS_NOTE}`,
  },
  {
    code: 'cnpj',
    label: 'Comprovante de Inscrição e de Situação Cadastral (CNPJ)',
    orgao: 'Receita Federal do Brasil',
    categoria: 'cadastro-cnpj',
    jurisdicao: { tipo: 'nacional' },
    fieldsByPersonType: { juridica: COMPANY },
    typicalMinutes: REGISTRY,
    validadeDias: null,
    taxaOficialCentavos: 0,
    infosimples: { servico: 'receita-federal/cnpj' },
    portal: 'https://solucoes.receita.fazenda.gov.br/servicos/cnpjreva/cnpjreva_solicitacao.asp',
    prazoHoras: 24,
    fontes: `Receita Federal (dados cadastrais, sem resultado negativo ou positivo); ${IS_NOTE}`,
    informativa: true,
  },
  {
    code: 'cnib',
    label: 'Certidão de Indisponibilidade de Bens (CNIB)',
    orgao: 'Central Nacional de Indisponibilidade de Bens (CNIB)',
    categoria: 'indisponibilidade',
    jurisdicao: { tipo: 'nacional' },
    fieldsByPersonType: BOTH,
    typicalMinutes: ASSISTED,
    validadeDias: 30,
    taxaOficialCentavos: 0,
    portal: 'https://www.indisponibilidade.org.br',
    prazoHoras: 24,
    fontes: `CNIB (consulta nacional por CPF ou CNPJ); ${NO_SOURCE}`,
  },
];

// ───────────────────────────── property ─────────────────────────────

const REGISTRY_FIELDS = {
  fisica: ['nome', 'cpf', 'matricula', 'registroImobiliario'] as const,
  juridica: ['nome', 'cnpj', 'matricula', 'registroImobiliario'] as const,
};
const EMOLUMENTOS = 'Emolumentos do cartório conforme a tabela do estado do imóvel, repassados à parte.';

/** The registry office's certificates: the same office, inputs, time, validity and fees; only the name differs. */
function registryRow(code: string, label: string): CertificateRow {
  return {
    code,
    label,
    orgao: 'Registro de Imóveis do imóvel (ONR / SAEC)',
    categoria: 'registro-imoveis',
    jurisdicao: { tipo: 'nacional' },
    imovel: true,
    fieldsByPersonType: REGISTRY_FIELDS,
    requiredFields: ['matricula', 'registroImobiliario'],
    typicalMinutes: REGISTRY_OFFICE,
    validadeDias: 30,
    taxaOficialCentavos: null,
    taxaObservacao: EMOLUMENTOS,
    portal: 'https://registradores.onr.org.br',
    prazoHoras: 5 * 24,
    fontes: `ONR / SAEC (pedido ao cartório do imóvel); ${NO_SOURCE}; validade de 30 dias para escrituras`,
  };
}

const PROPERTY_REGISTRY: CertificateRow[] = [
  registryRow('matricula', 'Certidão de Inteiro Teor da Matrícula do Imóvel'),
  registryRow('onus-reais', 'Certidão de Ônus Reais do Imóvel'),
];

/** City halls whose site is not <city>.<uf>.gov.br. */
const CITY_PORTAL: Partial<Record<Uf, string>> = {
  SP: 'https://www.prefeitura.sp.gov.br',
  RJ: 'https://prefeitura.rio',
  MG: 'https://prefeitura.pbh.gov.br',
  RS: 'https://prefeitura.poa.br',
  SC: 'https://www.pmf.sc.gov.br',
  DF: 'https://www.receita.fazenda.df.gov.br',
};

/** The capital's property tax; Brasília's is the Federal District's own (it has no municipality). */
function iptuCapital(uf: Uf): CertificateRow {
  const cidade = UF_INFO[uf].capital;
  const slug = citySlug(cidade);
  return {
    code: `iptu-${slug}`,
    label: `Certidão Negativa de Débitos de IPTU (${cidade})`,
    orgao:
      uf === 'DF'
        ? 'Secretaria de Estado de Economia do Distrito Federal'
        : `Prefeitura Municipal de ${cidade}`,
    categoria: 'tributos-municipais',
    jurisdicao: { tipo: 'municipio', uf, cidade },
    imovel: true,
    fieldsByPersonType: {
      fisica: ['nome', 'cpf', 'inscricaoImovel'],
      juridica: ['nome', 'cnpj', 'inscricaoImovel'],
    },
    typicalMinutes: ASSISTED,
    validadeDias: 90,
    taxaOficialCentavos: 0,
    portal: CITY_PORTAL[uf] ?? `https://www.${slug.replace(/-/g, '')}.${uf.toLowerCase()}.gov.br`,
    prazoHoras: 48,
    fontes: `${uf === 'DF' ? 'Governo do Distrito Federal (IPTU/TLP)' : `Prefeitura de ${cidade}`}; ${NO_SOURCE}`,
  };
}

export const CATALOGUE_ROWS: readonly CertificateRow[] = [
  ...ORIGINAL,
  ...UFS.filter((uf) => uf !== 'SP').map(tjCivel),
  ...TJRS_EXTRA,
  ...UFS.map(tjCriminal),
  ...TRF_REGIONS.filter((r) => r !== 3).map(trf),
  CJF,
  ...TRT_REGIONS.filter((r) => r !== 2).map(trt),
  PJE_TRT10,
  ...UFS.map(sefaz),
  ...NATIONAL,
  ...PROPERTY_REGISTRY,
  ...UFS.map(iptuCapital),
];
