import { describe, expect, it } from 'vitest';
import { orderFacts } from './orderFacts.ts';

const usuario = { id: 'u-membro', fullName: 'Marcos Membro', email: 'm@exemplo.com.br' };

describe('orderFacts', () => {
  it('names who ordered only to someone else, then the reference, kit and cost centre', () => {
    const s = {
      usuario,
      referencia: 'Caso 42',
      kit: { id: 'k', nome: 'Locação comercial' },
      centroCusto: { id: 'c', codigo: 'JUR-01', nome: 'Jurídico' },
    };
    expect(orderFacts(s, 'u-gestor')).toEqual([
      'Pedido por Marcos Membro',
      'Ref.: Caso 42',
      'Kit: Locação comercial',
      'Centro de custo: JUR-01 — Jurídico',
    ]);
    expect(orderFacts(s, 'u-membro')[0]).toBe('Ref.: Caso 42');
  });

  it('says nothing of what the request does not have', () => {
    expect(orderFacts({ usuario, referencia: null, kit: null, centroCusto: null }, 'u-membro')).toEqual([]);
  });
});
