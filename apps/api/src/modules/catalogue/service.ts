import {
  CATEGORIAS,
  type Categoria,
  CERTIFICATE_TYPES,
  type CertificateTypeInfo,
  coversLocal,
  FINALIDADES,
  fieldsForTypes,
  foldCityName,
  getCertificateType,
  getFinalidade,
  issuanceOf,
  jurisdicaoLabel,
  type Local,
  type ModoEmissao,
  type PersonType,
  PROPOSAL_MESSAGES,
  parseLocal,
  proposeCertificates,
  requiredFieldsForTypes,
  UFS,
  type Uf,
  ufsOf,
} from '@certidao/domain';
import { badRequest, notFound } from '../../http/errors.ts';

/** A certificate type code the catalogue does not hold (requests, kits and filters all refuse it alike). */
export const unknownType = (code: string) => badRequest(`Tipo de certidão desconhecido: ${code}.`);

export const TIPO_NOT_FOUND = 'Tipo de certidão não encontrado.';

/** The contract's TipoCertidaoInfo of one catalogue row: the one place the API shapes a type. */
export function toApiTipoCertidao(t: CertificateTypeInfo) {
  const j = t.jurisdicao;
  const ufs = ufsOf(j);
  const emissao: Partial<Record<PersonType, ModoEmissao>> = {};
  for (const p of t.personTypes) emissao[p] = issuanceOf(t, p);
  return {
    codigo: t.code,
    automacao: t.automation,
    nome: t.label,
    orgao: t.orgao,
    categoria: t.categoria,
    categoriaLabel: CATEGORIAS[t.categoria],
    jurisdicao: {
      tipo: j.tipo,
      label: jurisdicaoLabel(j),
      ufs: ufs === 'todas' ? [...UFS] : [...ufs],
      ...(j.tipo === 'trf' || j.tipo === 'trt' ? { regiao: j.regiao } : {}),
      ...(j.tipo === 'municipio' ? { cidade: j.cidade } : {}),
    },
    imovel: t.imovel,
    tiposPessoa: [...t.personTypes],
    campos: Object.fromEntries(t.personTypes.map((p) => [p, [...(t.fieldsByPersonType[p] ?? [])]])),
    camposObrigatorios: [...t.requiredFields],
    tempoTipicoMinutos: { min: t.typicalMinutes.min, max: t.typicalMinutes.max },
    validadeDias: t.validadeDias,
    taxaOficialCentavos: t.taxaOficialCentavos,
    taxaObservacao: t.taxaObservacao ?? null,
    precoCentavos: t.precoCentavos,
    emissao,
    fonteAutomatica: t.infosimples ? `InfoSimples: ${t.infosimples.servico}` : null,
    portal: t.portal,
    prazoHoras: t.prazoHoras,
    fontes: t.fontes,
    informativa: t.informativa,
  };
}

export interface CatalogueQuery {
  uf?: Uf;
  cidade?: string;
  categoria?: Categoria;
  tipoPessoa?: PersonType;
  emissao?: ModoEmissao;
  busca?: string;
}

/** A place from query parameters, or the pt-BR 400 that refuses it (a city without its UF). */
function placeOf(uf: string | undefined, cidade: string | undefined): Local | null {
  const parsed = parseLocal(uf, cidade);
  if ('message' in parsed) throw badRequest(parsed.message);
  return parsed.local;
}

/**
 * The catalogue filtered (every filter must hold). A place keeps the types that answer for it; without a city,
 * municipal types of the UF stay (the city narrows them), as do both of São Paulo's labour courts.
 */
export function listCatalogue(q: CatalogueQuery) {
  const local = placeOf(q.uf, q.cidade);
  const busca = q.busca?.trim() ? foldCityName(q.busca) : '';
  const data = CERTIFICATE_TYPES.filter((t) => {
    if (local && !answersFor(t, local)) return false;
    if (q.categoria && t.categoria !== q.categoria) return false;
    if (q.tipoPessoa && !t.personTypes.includes(q.tipoPessoa)) return false;
    if (q.emissao && !t.personTypes.some((p) => issuanceOf(t, p) === q.emissao)) return false;
    if (busca && !foldCityName(`${t.code} ${t.label} ${t.orgao}`).includes(busca)) return false;
    return true;
  }).map(toApiTipoCertidao);
  return { data, total: data.length };
}

function answersFor(t: CertificateTypeInfo, local: Local): boolean {
  if (t.jurisdicao.tipo === 'municipio' && !local.cidade) return t.jurisdicao.uf === local.uf;
  return coversLocal(t, local);
}

/** The catalogue in numbers, computed from the rows (the landing page and the docs show them). */
export function catalogueSummary() {
  const automaticos = CERTIFICATE_TYPES.filter((t) =>
    t.personTypes.some((p) => issuanceOf(t, p) === 'automatica'),
  ).length;
  const stateCourtUfs = new Set(
    CERTIFICATE_TYPES.flatMap((t) =>
      t.categoria === 'civel' && t.jurisdicao.tipo === 'uf' ? [t.jurisdicao.uf] : [],
    ),
  );
  const porCategoria = (Object.keys(CATEGORIAS) as Categoria[])
    .map((categoria) => ({
      categoria,
      label: CATEGORIAS[categoria],
      total: CERTIFICATE_TYPES.filter((t) => t.categoria === categoria).length,
    }))
    .filter((c) => c.total > 0);
  return {
    tipos: CERTIFICATE_TYPES.length,
    automaticos,
    assistidos: CERTIFICATE_TYPES.length - automaticos,
    orgaos: new Set(CERTIFICATE_TYPES.map((t) => t.orgao)).size,
    ufs: stateCourtUfs.size,
    porCategoria,
  };
}

export function listPurposes() {
  return { data: FINALIDADES.map(({ id, label, descricao, imovel }) => ({ id, label, descricao, imovel })) };
}

export interface ProposalQuery {
  finalidade: string;
  tipoPessoa: PersonType;
  uf?: Uf;
  cidade?: string;
  imovelUf?: Uf;
  imovelCidade?: string;
}

/** The set proposed for a transaction, with how each type is issued and the inputs the set needs. */
export function proposal(q: ProposalQuery) {
  if (!getFinalidade(q.finalidade)) throw badRequest(PROPOSAL_MESSAGES.finalidadeInvalid(q.finalidade));
  const domicilio = placeOf(q.uf, q.cidade);
  const imovel = placeOf(q.imovelUf, q.imovelCidade);
  const proposta = proposeCertificates({
    finalidade: q.finalidade,
    tipoPessoa: q.tipoPessoa,
    domicilio,
    imovel,
  });
  const codes = proposta.certidoes.map((c) => c.tipoCertidao);
  return {
    finalidade: proposta.finalidade,
    certidoes: proposta.certidoes.map((item) => {
      const t = getCertificateType(item.tipoCertidao) as CertificateTypeInfo;
      return {
        tipoCertidao: t.code,
        nome: t.label,
        motivo: item.motivo,
        emissao: issuanceOf(t, q.tipoPessoa),
        prazoHoras: t.prazoHoras,
        tempoTipicoMinutos: { min: t.typicalMinutes.min, max: t.typicalMinutes.max },
      };
    }),
    campos: fieldsForTypes(codes, q.tipoPessoa),
    camposObrigatorios: requiredFieldsForTypes(codes, q.tipoPessoa),
    avisos: proposta.avisos,
  };
}

export function catalogueType(codigo: string) {
  const t = getCertificateType(codigo);
  if (!t) throw notFound(TIPO_NOT_FOUND);
  return toApiTipoCertidao(t);
}
