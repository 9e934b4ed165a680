import { describe, expect, it } from 'vitest';
import { kitPersonTypeError, typesForKit } from './kitSelection.ts';

const kit = { nome: 'Inventário', tiposCertidao: ['tjsp-inventario', 'cndt', 'tjsp'] as const };

describe('kit selection of the new-request form', () => {
  it('without a kit bundles every type that applies (10 for a person, 9 for a company)', () => {
    expect(typesForKit(undefined, 'fisica')).toHaveLength(10);
    expect(typesForKit(undefined, 'juridica')).not.toContain('tjsp-inventario');
  });

  it("takes the kit's types that apply, in the catalogue's order", () => {
    expect(typesForKit({ tiposCertidao: [...kit.tiposCertidao] }, 'fisica')).toEqual([
      'tjsp',
      'tjsp-inventario',
      'cndt',
    ]);
    expect(typesForKit({ tiposCertidao: [...kit.tiposCertidao] }, 'juridica')).toEqual(['tjsp', 'cndt']);
  });

  it('says so when the kit has nothing for the person type', () => {
    const onlyInventory = { nome: 'Só inventário', tiposCertidao: ['tjsp-inventario' as const] };
    expect(kitPersonTypeError(onlyInventory, 'juridica')).toBe(
      'O kit Só inventário não tem certidões para pessoa jurídica.',
    );
    expect(kitPersonTypeError(onlyInventory, 'fisica')).toBeNull();
  });
});
