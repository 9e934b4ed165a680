import type { Solicitacao } from '@certidao/api-client';

/** The contract's bound of a request's reference (`Referencia`). */
export const REFERENCE_MAX = 80;

type OrderOf = Pick<Solicitacao, 'usuario' | 'kit' | 'centroCusto' | 'referencia'>;

/**
 * What a request says about its order, as short facts for a card or the detail: who ordered it (only when it
 * is not the viewer: a company's gestor reading a member's request, or staff), the kit it started from, the
 * cost centre it is charged to and the customer's own reference. A member reading their own request sees what
 * they chose, never their own name.
 */
export function orderFacts(s: OrderOf, viewerId: string | undefined): string[] {
  const facts: string[] = [];
  if (viewerId && s.usuario.id !== viewerId) facts.push(`Pedido por ${s.usuario.fullName}`);
  if (s.referencia) facts.push(`Ref.: ${s.referencia}`);
  if (s.kit) facts.push(`Kit: ${s.kit.nome}`);
  if (s.centroCusto) facts.push(`Centro de custo: ${s.centroCusto.codigo} — ${s.centroCusto.nome}`);
  return facts;
}
