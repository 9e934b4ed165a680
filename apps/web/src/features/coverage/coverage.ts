import { CERTIFICATE_TYPES, issuanceOf, PERSON_TYPES, UF_INFO, UFS, type Uf, ufsOf } from '@certidao/domain';

/** What the catalogue offers a party living in one UF: its own types and the national ones. */
export interface UfCoverage {
  uf: Uf;
  nome: string;
  /** Types answering for this UF (state, regional or city ones), national ones apart. */
  locais: number;
  /** Of those, issued automatically for at least one person type. */
  automaticas: number;
  assistidas: number;
  /** The capital has its own property-tax certificate. */
  iptuCapital: boolean;
}

const automatic = (t: (typeof CERTIFICATE_TYPES)[number]) =>
  PERSON_TYPES.some((p) => t.personTypes.includes(p) && issuanceOf(t, p) === 'automatica');

/** One line per UF, in the catalogue's UF order; national types are counted once (`nacionais`). */
export function coverageByUf(): { nacionais: number; ufs: UfCoverage[] } {
  const nacionais = CERTIFICATE_TYPES.filter((t) => ufsOf(t.jurisdicao) === 'todas').length;
  const ufs = UFS.map((uf) => {
    const types = CERTIFICATE_TYPES.filter((t) => {
      const covered = ufsOf(t.jurisdicao);
      return covered !== 'todas' && covered.includes(uf);
    });
    const automaticas = types.filter(automatic).length;
    return {
      uf,
      nome: UF_INFO[uf].nome,
      locais: types.length,
      automaticas,
      assistidas: types.length - automaticas,
      iptuCapital: types.some(
        (t) => t.jurisdicao.tipo === 'municipio' && t.jurisdicao.cidade === UF_INFO[uf].capital,
      ),
    };
  });
  return { nacionais, ufs };
}
