import {
  CATEGORIAS,
  type Categoria,
  CERTIFICATE_TYPES,
  type CertificateTypeInfo,
  foldCityName,
  jurisdicaoLabel,
  type PersonType,
  ufsOf,
} from '@certidao/domain';

/** A category of the catalogue with the types of it a search kept. */
export interface TypeGroup {
  categoria: Categoria;
  label: string;
  types: CertificateTypeInfo[];
}

/** Any UF (the picker's default). */
export const ANY_UF = 'todas';

/**
 * The catalogue's types grouped by category (the catalogue's category order), kept when they apply to the
 * person type, answer for the UF (national ones always do) and match every word of the query in their name,
 * body or jurisdiction, in any order, accents and case ignored ('iptu belo' finds the Belo Horizonte one).
 */
export function searchTypes({
  query,
  uf,
  tipoPessoa,
}: {
  query: string;
  uf: string;
  tipoPessoa?: PersonType;
}): TypeGroup[] {
  const words = foldCityName(query).split(/\s+/).filter(Boolean);
  const groups = new Map<Categoria, CertificateTypeInfo[]>();
  for (const t of CERTIFICATE_TYPES) {
    if (tipoPessoa && !t.personTypes.includes(tipoPessoa)) continue;
    if (uf !== ANY_UF) {
      const ufs = ufsOf(t.jurisdicao);
      if (ufs !== 'todas' && !(ufs as readonly string[]).includes(uf)) continue;
    }
    if (words.length) {
      const haystack = foldCityName(`${t.label} ${t.orgao} ${jurisdicaoLabel(t.jurisdicao)} ${t.code}`);
      if (!words.every((w) => haystack.includes(w))) continue;
    }
    const list = groups.get(t.categoria) ?? [];
    list.push(t);
    groups.set(t.categoria, list);
  }
  return (Object.keys(CATEGORIAS) as Categoria[])
    .filter((c) => groups.has(c))
    .map((c) => ({ categoria: c, label: CATEGORIAS[c], types: groups.get(c) ?? [] }));
}
