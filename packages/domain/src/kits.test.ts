import { describe, expect, it } from 'vitest';
import {
  findKitByCodigo,
  kitCodigoFrom,
  kitTypesFor,
  resolveCentroCusto,
  sortCertificateCodes,
} from './kits';
import { buildSolicitacaoPayload } from './solicitacao';

describe('kits', () => {
  it('derives a code from the name', () => {
    expect(kitCodigoFrom('Locação Comercial — SP')).toBe('locacao-comercial-sp');
    expect(kitCodigoFrom('  Due diligence: fornecedor!  ')).toBe('due-diligence-fornecedor');
    expect(kitCodigoFrom('ãããã')).toBe('aaaa');
    expect(kitCodigoFrom('***')).toBe('kit');
    expect(kitCodigoFrom(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
  });

  it('keeps the types that apply to the person, in the catalogue order', () => {
    expect(kitTypesFor(['receita-federal', 'tjsp-inventario', 'tjsp'], 'fisica')).toEqual([
      'tjsp',
      'tjsp-inventario',
      'receita-federal',
    ]);
    expect(kitTypesFor(['tjsp-inventario', 'tjsp'], 'juridica')).toEqual(['tjsp']);
    expect(kitTypesFor(['tjsp-inventario'], 'juridica')).toEqual([]);
    expect(sortCertificateCodes(['cndt', 'tjsp', 'nada'])).toEqual(['tjsp', 'cndt']);
  });

  it('finds kits and cost centres by code, whatever the case', () => {
    const kits = [{ codigo: 'locatario', id: '1' }];
    expect(findKitByCodigo(kits, ' LOCATARIO ')?.id).toBe('1');
    expect(findKitByCodigo(kits, 'outro')).toBeUndefined();
    const centros = [
      { codigo: 'JUR-01', ativo: true, id: 'a' },
      { codigo: 'OLD', ativo: false, id: 'b' },
    ];
    expect(resolveCentroCusto(centros, 'jur-01')).toEqual({ centro: centros[0] });
    expect(resolveCentroCusto(centros, 'old')).toEqual({ message: 'O centro de custo OLD está desativado.' });
    expect(resolveCentroCusto(centros, 'x')).toEqual({ message: 'Centro de custo desconhecido: x.' });
  });

  it('builds a request of the kit types with its kit and cost centre', () => {
    const body = buildSolicitacaoPayload(
      { tipoPessoa: 'juridica', nomeCompleto: 'Exemplo Ltda', cnpj: '11.222.333/0001-81' },
      { kit: { id: 'k', tiposCertidao: ['tjsp-inventario', 'cndt', 'tjsp'] }, centroCustoId: 'c' },
    );
    expect(body.kitId).toBe('k');
    expect(body.centroCustoId).toBe('c');
    expect(body.certidoes.map((c) => c.tipoCertidao)).toEqual(['tjsp', 'cndt']);
    const plain = buildSolicitacaoPayload({
      tipoPessoa: 'juridica',
      nomeCompleto: 'X',
      cnpj: '11.222.333/0001-81',
    });
    expect('kitId' in plain).toBe(false);
  });
});
