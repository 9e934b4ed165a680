/**
 * What the service charges for one certificate, besides the official fee: one rule, read by the catalogue
 * (every type's `precoCentavos`), the quote and the server that records the price of each certificate ordered.
 *
 * An automatic search costs its source's call and our checks, so its price goes by the kind of source: the
 * national and federal searches are the cheapest, state courts, state taxes and city halls a step above,
 * protests more. A certificate an operator obtains by hand at the official portal costs the operator's time, so
 * it is never cheaper than `ASSISTED_PRICE`; the property registry's request to the registry office costs more
 * still (and its fee, the emolumentos, is passed on apart).
 *
 * Only types are imported here, so the catalogue can compute its rows' prices without an import cycle.
 */
import type { Categoria, ModoEmissao } from './catalogue';

/** The price of an automatic search of each category, in cents. */
const CATEGORY_PRICE: Readonly<Record<Categoria, number>> = {
  civel: 990,
  falencia: 990,
  inventario: 990,
  'execucao-fiscal': 990,
  criminal: 990,
  federal: 790,
  'federal-unificada': 790,
  trabalhista: 790,
  cndt: 790,
  'tributos-federais': 790,
  'tributos-estaduais': 990,
  'tributos-municipais': 990,
  protesto: 1490,
  fgts: 790,
  'cadastro-cnpj': 790,
  'registro-imoveis': 3990,
  indisponibilidade: 790,
};

/** The least a certificate issued by an operator costs, in cents. */
export const ASSISTED_PRICE = 2490;

/**
 * The service's price of a type, in cents (the official fee apart): its category's, and at least
 * `ASSISTED_PRICE` when an operator issues it.
 */
export function servicePriceCentavos(categoria: Categoria, modo: ModoEmissao): number {
  const base = CATEGORY_PRICE[categoria];
  return modo === 'assistida' ? Math.max(base, ASSISTED_PRICE) : base;
}

/**
 * The monthly price of one seat bought beyond the plan's own, in cents. Priced like the property registry's
 * certificate, below the step from one plan to the next (Profissional's 3 seats to Empresarial's 10 cost
 * R$ 150,00 more), so a firm one person short buys a seat instead of a plan it does not need.
 */
export const EXTRA_SEAT_PRICE_CENTS = 3990;
