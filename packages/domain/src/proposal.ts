/**
 * The set of certificates a deal needs, proposed from the catalogue by where the party lives and where the
 * property lies, for the kind of transaction the customer picks. The customer adds or removes types before
 * confirming; the rules are data (FINALIDADES), resolved against the catalogue's jurisdictions.
 */
import {
  type Categoria,
  CERTIFICATE_TYPES,
  type CertificateCode,
  type CertificateTypeInfo,
  type PersonType,
} from './catalogue';
import { foldCityName, type Local, localLabel, trfRegionOf, trtRegionOf } from './locations';

/** Whose place decides a rule: the party's domicile, the property's location, or none (a national search). */
export type Onde = 'domicilio' | 'imovel' | 'nacional';

export interface RegraProposta {
  categoria: Categoria;
  onde: Onde;
  /** Only for this person type. */
  pessoa?: PersonType;
}

export interface Finalidade {
  id: string;
  label: string;
  descricao: string;
  /** True when the transaction involves a property (its city is asked). */
  imovel: boolean;
  regras: readonly RegraProposta[];
}

const dom = (categoria: Categoria, pessoa?: PersonType): RegraProposta => ({
  categoria,
  onde: 'domicilio',
  ...(pessoa ? { pessoa } : {}),
});
const nac = (categoria: Categoria, pessoa?: PersonType): RegraProposta => ({
  categoria,
  onde: 'nacional',
  ...(pessoa ? { pessoa } : {}),
});
const imo = (categoria: Categoria): RegraProposta => ({ categoria, onde: 'imovel' });

export const FINALIDADES: readonly Finalidade[] = Object.freeze([
  {
    id: 'compra-imovel',
    label: 'Compra e venda de imóvel',
    descricao:
      'Certidões do vendedor (domicílio e local do imóvel) e do imóvel: ações cíveis, falências, Justiça Federal e do Trabalho, débitos, protestos, IPTU e registro.',
    imovel: true,
    regras: [
      dom('civel'),
      imo('civel'),
      dom('falencia'),
      imo('falencia'),
      dom('inventario', 'fisica'),
      dom('execucao-fiscal'),
      dom('federal'),
      dom('trabalhista'),
      nac('cndt'),
      nac('tributos-federais'),
      nac('protesto'),
      nac('indisponibilidade'),
      imo('tributos-municipais'),
      imo('registro-imoveis'),
    ],
  },
  {
    id: 'locacao',
    label: 'Locação (inquilino ou fiador)',
    descricao: 'Certidões do inquilino ou do fiador: ações cíveis e criminais, falências e protestos.',
    imovel: false,
    regras: [dom('civel'), dom('falencia'), dom('criminal', 'fisica'), nac('protesto')],
  },
  {
    id: 'due-diligence-empresa',
    label: 'Due diligence de empresa',
    descricao:
      'Certidões de uma empresa: ações cíveis, falências, Justiça Federal e do Trabalho, débitos federais e estaduais, FGTS, protestos e cadastro.',
    imovel: false,
    regras: [
      dom('civel'),
      dom('falencia'),
      dom('execucao-fiscal'),
      dom('federal'),
      dom('trabalhista'),
      nac('cndt'),
      nac('tributos-federais'),
      dom('tributos-estaduais'),
      nac('fgts', 'juridica'),
      nac('cadastro-cnpj', 'juridica'),
      nac('protesto'),
    ],
  },
  {
    id: 'antecedentes',
    label: 'Verificação de antecedentes',
    descricao:
      'Certidões de uma pessoa: ações cíveis e criminais na Justiça Estadual, Justiça Federal e do Trabalho.',
    imovel: false,
    regras: [dom('civel'), dom('criminal', 'fisica'), dom('federal'), dom('trabalhista'), nac('cndt')],
  },
]);

export type FinalidadeId = string;

export function getFinalidade(id: string): Finalidade | undefined {
  return FINALIDADES.find((f) => f.id === id);
}

/** Does a type's jurisdiction answer for this place? */
export function coversLocal(tipo: CertificateTypeInfo, local: Local): boolean {
  const j = tipo.jurisdicao;
  switch (j.tipo) {
    case 'nacional':
      return true;
    case 'uf':
      return j.uf === local.uf;
    case 'trf':
      return j.regiao === trfRegionOf(local.uf);
    case 'trt': {
      if (!j.ufs.includes(local.uf)) return false;
      const regiao = trtRegionOf(local.uf, local.cidade);
      // São Paulo without a city: both of its labour courts may apply.
      return regiao === undefined || regiao === j.regiao;
    }
    case 'municipio':
      return j.uf === local.uf && !!local.cidade && foldCityName(local.cidade) === foldCityName(j.cidade);
  }
}

/** The catalogue's types of a category that apply to a person type and answer for a place. */
export function typesFor(
  categoria: Categoria,
  tipoPessoa: PersonType,
  local: Local | null,
): CertificateTypeInfo[] {
  return CERTIFICATE_TYPES.filter(
    (t) =>
      t.categoria === categoria &&
      t.personTypes.includes(tipoPessoa) &&
      (t.jurisdicao.tipo === 'nacional' || (local !== null && coversLocal(t, local))),
  );
}

export interface PropostaInput {
  finalidade: string;
  tipoPessoa: PersonType;
  /** Where the party lives. */
  domicilio: Local | null;
  /** Where the property lies, when the transaction has one. */
  imovel?: Local | null;
}

export interface ItemProposto {
  tipoCertidao: CertificateCode;
  /** Why it is proposed: 'Domicílio (Belo Horizonte/MG)', 'Local do imóvel (Santos/SP)', 'Nacional'. */
  motivo: string;
}

export interface Proposta {
  finalidade: string;
  certidoes: ItemProposto[];
  /** What the catalogue could not cover, said plainly (a city without its IPTU type, a place not given). */
  avisos: string[];
}

export const PROPOSAL_MESSAGES = {
  finalidadeInvalid: (v: string) =>
    `Finalidade desconhecida: ${v}. Use ${FINALIDADES.map((f) => f.id).join(', ')}.`,
  domicilioRequired: 'Informe a UF e a cidade onde a parte mora para propor as certidões.',
  imovelMissing: 'Informe a UF e a cidade do imóvel para incluir as certidões do local do imóvel.',
  spCityMissing:
    'Informe a cidade em São Paulo: ela decide o Tribunal do Trabalho (TRT-2 na capital, Grande São Paulo e Baixada Santista; TRT-15 nas demais).',
  semIptu: (local: Local) =>
    `O catálogo não tem a certidão de IPTU de ${localLabel(local)}: peça-a à prefeitura ou inclua a matrícula do imóvel.`,
} as const;

/**
 * The proposed set, in the catalogue's order, each type once with the first reason that asked for it; throws
 * nothing: an unknown kind of transaction or a missing place becomes an `avisos` line (the API answers 400 for
 * an unknown `finalidade` before calling this).
 */
export function proposeCertificates(input: PropostaInput): Proposta {
  const finalidade = getFinalidade(input.finalidade);
  const avisos: string[] = [];
  if (!finalidade)
    return {
      finalidade: input.finalidade,
      certidoes: [],
      avisos: [PROPOSAL_MESSAGES.finalidadeInvalid(input.finalidade)],
    };
  const reasons = new Map<string, string>();
  const imovel = finalidade.imovel ? (input.imovel ?? null) : null;
  if (!input.domicilio) avisos.push(PROPOSAL_MESSAGES.domicilioRequired);
  if (finalidade.imovel && !imovel) avisos.push(PROPOSAL_MESSAGES.imovelMissing);
  const spUndecided = (local: Local | null) => local?.uf === 'SP' && !local.cidade?.trim();
  if (spUndecided(input.domicilio) || spUndecided(imovel)) avisos.push(PROPOSAL_MESSAGES.spCityMissing);
  for (const regra of finalidade.regras) {
    if (regra.pessoa && regra.pessoa !== input.tipoPessoa) continue;
    const local = regra.onde === 'domicilio' ? input.domicilio : regra.onde === 'imovel' ? imovel : null;
    if (regra.onde !== 'nacional' && !local) continue;
    const found = typesFor(regra.categoria, input.tipoPessoa, local);
    if (regra.categoria === 'tributos-municipais' && local && !found.length)
      avisos.push(PROPOSAL_MESSAGES.semIptu(local));
    const motivo =
      regra.onde === 'domicilio'
        ? `Domicílio (${localLabel(local as Local)})`
        : regra.onde === 'imovel'
          ? `Local do imóvel (${localLabel(local as Local)})`
          : 'Nacional';
    for (const t of found) if (!reasons.has(t.code)) reasons.set(t.code, motivo);
  }
  const certidoes = CERTIFICATE_TYPES.filter((t) => reasons.has(t.code)).map((t) => ({
    tipoCertidao: t.code,
    motivo: reasons.get(t.code) as string,
  }));
  return { finalidade: finalidade.id, certidoes, avisos };
}

/**
 * A set of types resolved by place: each type stands for its kind of certificate where the party lives (state,
 * federal and labour courts), where the property lies (a city's property tax) or anywhere (national searches).
 * A São Paulo kit gives Minas Gerais' courts for a party in Belo Horizonte; a kind the place has no type of (São
 * Paulo's separate inventory search, elsewhere covered by the civil one) is dropped. Without the place a type
 * depends on, it is kept as given. In the catalogue's order, each once.
 */
export function resolveForPlace(
  codes: readonly string[],
  tipoPessoa: PersonType,
  domicilio: Local | null,
  imovel: Local | null,
): CertificateCode[] {
  const out = new Set<string>();
  for (const code of codes) {
    const tipo = CERTIFICATE_TYPES.find((t) => t.code === code);
    if (!tipo) continue;
    const local =
      tipo.jurisdicao.tipo === 'municipio' ? imovel : tipo.jurisdicao.tipo === 'nacional' ? null : domicilio;
    if (tipo.jurisdicao.tipo === 'nacional' || !local) {
      if (tipo.personTypes.includes(tipoPessoa)) out.add(code);
      continue;
    }
    for (const t of typesFor(tipo.categoria, tipoPessoa, local)) out.add(t.code);
  }
  return CERTIFICATE_TYPES.filter((t) => out.has(t.code)).map((t) => t.code);
}
