/**
 * What a set of certificates costs: per type the service's price (prices.ts) and the official fee, and the total.
 * The same figures are shown before ordering and recorded on each certificate when it is ordered.
 */
import { getCertificateType, type PersonType } from './catalogue';

export interface QuoteItem {
  tipoCertidao: string;
  nome: string;
  /** The service's price in cents. */
  precoCentavos: number;
  /** The official fee in cents (0: none); null when it varies (the registry office's emolumentos). */
  taxaOficialCentavos: number | null;
  /** The price plus the fee when it is known; a fee that varies counts 0 here. */
  totalCentavos: number;
  /** True when the fee varies and is charged apart ('+ taxa do cartório'). */
  taxaVariavel: boolean;
  taxaObservacao: string | null;
}

export interface Quote {
  itens: QuoteItem[];
  /** Sum of the items' `totalCentavos`. */
  totalCentavos: number;
  /** True when some item's fee varies: the total does not include it. */
  taxaVariavel: boolean;
  /** Codes left out: unknown, or not issued for this person type. */
  ignorados: string[];
}

/** pt-BR wording a screen shows beside a total whose fees vary. */
export const QUOTE_MESSAGES = {
  variableFee: '+ taxa do cartório',
} as const;

/** What one certificate of a type costs when ordered: its price plus its fee when known; undefined if unknown. */
export function certificatePriceCentavos(code: string): number | undefined {
  const tipo = getCertificateType(code);
  return tipo ? tipo.precoCentavos + (tipo.taxaOficialCentavos ?? 0) : undefined;
}

/** The quote of these types for a person type, in the given order, each code once. */
export function quoteCertificates(codes: readonly string[], personType: PersonType): Quote {
  const itens: QuoteItem[] = [];
  const ignorados: string[] = [];
  for (const code of new Set(codes)) {
    const tipo = getCertificateType(code);
    if (!tipo?.personTypes.includes(personType)) {
      ignorados.push(code);
      continue;
    }
    const taxa = tipo.taxaOficialCentavos;
    itens.push({
      tipoCertidao: tipo.code,
      nome: tipo.label,
      precoCentavos: tipo.precoCentavos,
      taxaOficialCentavos: taxa,
      totalCentavos: tipo.precoCentavos + (taxa ?? 0),
      taxaVariavel: taxa === null,
      taxaObservacao: tipo.taxaObservacao ?? null,
    });
  }
  return {
    itens,
    totalCentavos: itens.reduce((sum, i) => sum + i.totalCentavos, 0),
    taxaVariavel: itens.some((i) => i.taxaVariavel),
    ignorados,
  };
}
