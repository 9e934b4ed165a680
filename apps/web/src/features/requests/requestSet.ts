import type { Kit } from '@certidao/api-client';
import {
  type CertificateTypeInfo,
  checkCertificateInputs,
  EXTRA_FIELDS,
  type ExtraField,
  FIELD_LABELS,
  getCertificateType,
  getFinalidade,
  issuanceOf,
  type Local,
  localLabel,
  type PersonType,
  parseLocal,
  proposeCertificates,
  resolveForPlace,
} from '@certidao/domain';
import { typesForKit } from './kitSelection.ts';

// What the new-request form proposes and sends, apart from React: the set of certificates for the kind of
// transaction, the place and the kit, the customer's changes to it, and the per-type inputs.

/** The kind-of-transaction option that proposes nothing: the customer picks the types. */
export const FREE_CHOICE = 'livre';
/** The UF option that is none (the first catalogue's São Paulo set, as before places were asked). */
export const NO_UF = 'nenhuma';
/** Most certificates one request may carry (the contract's limit). */
export const MAX_CERTIFICATES = 40;

export interface ProposedItem {
  tipoCertidao: string;
  /** Why it is there: 'Domicílio (Belo Horizonte/MG)', 'Nacional', 'Kit Imóvel', 'Adicionada por você'. */
  motivo: string;
}

export interface PlaceValues {
  uf: string;
  cidade: string;
}

/** A place as typed, or null when no UF is chosen or it does not pass the domain's rules. */
export function localOf(place: PlaceValues): Local | null {
  const parsed = parseLocal(place.uf === NO_UF ? '' : place.uf, place.cidade);
  return 'local' in parsed ? parsed.local : null;
}

/** The place's message (a city without a UF, a city too long), or null. */
export function placeError(place: PlaceValues): string | null {
  const parsed = parseLocal(place.uf === NO_UF ? '' : place.uf, place.cidade);
  return 'message' in parsed ? parsed.message : null;
}

/**
 * The set the form proposes, with each type's reason and what the catalogue could not cover: a kit's types
 * (resolved by place when the kit says so, as they are otherwise); else the kind of transaction's proposal;
 * else, choosing freely, the first catalogue's types, resolved by place when a place is given.
 */
export function proposedSet({
  finalidade,
  tipoPessoa,
  domicilio,
  imovel,
  kit,
}: {
  finalidade: string;
  tipoPessoa: PersonType;
  domicilio: Local | null;
  imovel: Local | null;
  kit?: Pick<Kit, 'nome' | 'tiposCertidao' | 'porLocal'>;
}): { items: ProposedItem[]; avisos: string[] } {
  const as = (codes: readonly string[], motivo: string) => ({
    items: codes.map((tipoCertidao) => ({ tipoCertidao, motivo })),
    avisos: [],
  });
  const propertyPlace = getFinalidade(finalidade)?.imovel ? imovel : null;
  if (kit) {
    const codes = typesForKit(kit, tipoPessoa);
    const resolved = kit.porLocal ? resolveForPlace(codes, tipoPessoa, domicilio, propertyPlace) : codes;
    return as(resolved, `Kit ${kit.nome}`);
  }
  if (finalidade !== FREE_CHOICE && getFinalidade(finalidade)) {
    const proposta = proposeCertificates({ finalidade, tipoPessoa, domicilio, imovel: propertyPlace });
    return { items: proposta.certidoes, avisos: proposta.avisos };
  }
  const original = typesForKit(undefined, tipoPessoa);
  if (!domicilio) return as(original, 'Catálogo original (São Paulo)');
  return as(resolveForPlace(original, tipoPessoa, domicilio, null), `Domicílio (${localLabel(domicilio)})`);
}

/** The codes that will be sent: the proposed ones not unchecked, then the added ones, each once. */
export function chosenCodes(
  items: readonly ProposedItem[],
  unchecked: readonly string[],
  added: readonly string[],
): string[] {
  const codes = items.map((i) => i.tipoCertidao).filter((c) => !unchecked.includes(c));
  for (const c of added) if (!codes.includes(c)) codes.push(c);
  return codes;
}

/** '2–5 min', 'até 2 h', 'até 2 dias': a type's typical time once started. */
export function typicalTime({ typicalMinutes: { min, max } }: CertificateTypeInfo): string {
  if (max >= 1440) return `até ${Math.round(max / 1440)} ${max >= 2880 ? 'dias' : 'dia'}`;
  if (max >= 60) return `até ${Math.round(max / 60)} h`;
  return `${min}–${max} min`;
}

/** How a type is issued for a person type, as the form says it: 'Automática · 2–5 min', 'Emissão assistida · prazo de até 48 h'. */
export function issuanceText(tipo: CertificateTypeInfo, tipoPessoa: PersonType): string {
  return issuanceOf(tipo, tipoPessoa) === 'automatica'
    ? `Automática · ${typicalTime(tipo)}`
    : `Emissão assistida · prazo de até ${tipo.prazoHoras} h`;
}

/** A value that passes each field's rule, to find the next field's message. */
const PASSING: Record<ExtraField, string> = {
  rg: '1',
  dataNascimento: '01/01/1980',
  nomeMae: 'Nome',
  inscricaoImovel: '1',
  matricula: '1',
  registroImobiliario: 'Cartório',
};

/** Which field a message of `checkCertificateInputs` is about (each starts with its field's label). */
function fieldOf(message: string): ExtraField | undefined {
  return EXTRA_FIELDS.find((f) => message.startsWith(FIELD_LABELS[f]));
}

/**
 * Every extra field's message for the chosen types, with the domain's rules (the server's messages): the
 * first message of each type names a field, which is then taken as valid to find the next.
 */
export function certificateInputErrors(
  codes: readonly string[],
  tipoPessoa: PersonType,
  dados: Partial<Record<ExtraField, string>>,
): Partial<Record<ExtraField, string>> {
  const errors: Partial<Record<ExtraField, string>> = {};
  for (const code of codes) {
    const tipo = getCertificateType(code);
    if (!tipo) continue;
    let probe: Partial<Record<string, string>> = { ...dados };
    for (
      let m = checkCertificateInputs(tipo, tipoPessoa, probe);
      m;
      m = checkCertificateInputs(tipo, tipoPessoa, probe)
    ) {
      const field = fieldOf(m);
      if (!field) break;
      errors[field] ??= m;
      probe = { ...probe, [field]: PASSING[field] };
    }
  }
  return errors;
}
