import { getCertificateType, INPUT_MESSAGES } from '@certidao/domain';
import { describe, expect, it } from 'vitest';
import {
  certificateInputErrors,
  chosenCodes,
  FREE_CHOICE,
  issuanceText,
  localOf,
  NO_UF,
  placeError,
  proposedSet,
} from './requestSet.ts';

const BH = { uf: 'MG' as const, cidade: 'Belo Horizonte' };

describe('the set the new-request form proposes', () => {
  it('without a place nor a kind of transaction keeps the first catalogue (10 for a person, 9 for a company)', () => {
    expect(
      proposedSet({ finalidade: FREE_CHOICE, tipoPessoa: 'fisica', domicilio: null, imovel: null }).items,
    ).toHaveLength(10);
    expect(
      proposedSet({ finalidade: FREE_CHOICE, tipoPessoa: 'juridica', domicilio: null, imovel: null }).items,
    ).toHaveLength(9);
  });

  it("proposes a Belo Horizonte purchase's courts, property tax and registry", () => {
    const { items } = proposedSet({
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      domicilio: BH,
      imovel: BH,
    });
    const codes = items.map((i) => i.tipoCertidao);
    for (const c of ['tjmg', 'trt3', 'trf6', 'iptu-belo-horizonte', 'matricula']) expect(codes).toContain(c);
    expect(items.find((i) => i.tipoCertidao === 'tjmg')?.motivo).toBe('Domicílio (Belo Horizonte/MG)');
  });

  it('resolves a kit by place only when it says so', () => {
    const kit = { nome: 'SP', tiposCertidao: ['tjsp', 'cndt'], porLocal: true };
    const byPlace = proposedSet({
      finalidade: FREE_CHOICE,
      tipoPessoa: 'fisica',
      domicilio: BH,
      imovel: null,
      kit,
    });
    expect(byPlace.items.map((i) => i.tipoCertidao)).toEqual(['cndt', 'tjmg']);
    const pinned = proposedSet({
      finalidade: FREE_CHOICE,
      tipoPessoa: 'fisica',
      domicilio: BH,
      imovel: null,
      kit: { ...kit, porLocal: false },
    });
    expect(pinned.items.map((i) => i.tipoCertidao)).toEqual(['tjsp', 'cndt']);
    expect(pinned.items[0]?.motivo).toBe('Kit SP');
  });

  it('keeps the unchecked out and the added in, each once', () => {
    const items = [
      { tipoCertidao: 'tjmg', motivo: '' },
      { tipoCertidao: 'cndt', motivo: '' },
    ];
    expect(chosenCodes(items, ['cndt'], ['trt3', 'tjmg'])).toEqual(['tjmg', 'trt3']);
  });
});

describe('places and inputs', () => {
  it('reads a place; no UF is no place; a city without a UF is refused', () => {
    expect(localOf({ uf: 'MG', cidade: ' Belo  Horizonte ' })).toEqual(BH);
    expect(localOf({ uf: NO_UF, cidade: '' })).toBeNull();
    expect(placeError({ uf: NO_UF, cidade: 'Santos' })).toBe('Informe a UF da cidade.');
  });

  it("gives each extra field's message, the server's wording", () => {
    const matricula = getCertificateType('matricula');
    if (!matricula) throw new Error('no matricula type');
    const errors = certificateInputErrors(['matricula'], 'fisica', {});
    expect(errors.matricula).toBe(INPUT_MESSAGES.required('matricula', matricula));
    expect(errors.registroImobiliario).toBeDefined();
    expect(
      certificateInputErrors(['matricula'], 'fisica', { matricula: 'abc', registroImobiliario: 'x' })
        .matricula,
    ).toBe(INPUT_MESSAGES.matriculaInvalid);
  });

  it('says how a type is issued', () => {
    const tjmg = getCertificateType('tjmg');
    const tjsp = getCertificateType('tjsp');
    if (!tjmg || !tjsp) throw new Error('missing types');
    expect(issuanceText(tjmg, 'fisica')).toMatch(/^Emissão assistida · prazo de até \d+ h$/);
    expect(issuanceText(tjsp, 'fisica')).toMatch(/^Automática · /);
  });
});
