import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPES, getCertificateType } from './catalogue';
import { UF_INFO, UFS, type Uf } from './locations';
import { FINALIDADES, PROPOSAL_MESSAGES, proposeCertificates, resolveForPlace, typesFor } from './proposal';

const codes = (p: { certidoes: Array<{ tipoCertidao: string }> }) => p.certidoes.map((c) => c.tipoCertidao);
const bh = { uf: 'MG' as Uf, cidade: 'Belo Horizonte' };

describe('proposal', () => {
  it('proposes a Belo Horizonte seller’s set for buying a property in Belo Horizonte', () => {
    const p = proposeCertificates({
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      domicilio: bh,
      imovel: bh,
    });
    expect(codes(p)).toEqual([
      'cndt',
      'receita-federal',
      'tjmg',
      'trf6',
      'trt3',
      'protesto',
      'cnib',
      'matricula',
      'onus-reais',
      'iptu-belo-horizonte',
    ]);
    expect(p.avisos).toEqual([]);
    expect(p.certidoes.find((c) => c.tipoCertidao === 'tjmg')?.motivo).toBe('Domicílio (Belo Horizonte/MG)');
    expect(p.certidoes.find((c) => c.tipoCertidao === 'iptu-belo-horizonte')?.motivo).toBe(
      'Local do imóvel (Belo Horizonte/MG)',
    );
    expect(p.certidoes.find((c) => c.tipoCertidao === 'cndt')?.motivo).toBe('Nacional');
  });

  it('asks both state courts when the seller lives in one state and the property lies in another', () => {
    const p = proposeCertificates({
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      domicilio: bh,
      imovel: { uf: 'SP', cidade: 'Santos' },
    });
    expect(codes(p)).toEqual(
      expect.arrayContaining(['tjmg', 'tjsp', 'tjsp-falencia', 'iptu-santos', 'trt3', 'trf6']),
    );
    // Labour and federal courts are the domicile's only.
    expect(codes(p)).not.toContain('trt2');
    expect(codes(p)).not.toContain('trf3');
  });

  it('reproduces the first catalogue for a São Paulo seller of a Santos property', () => {
    const santos = { uf: 'SP' as Uf, cidade: 'Santos' };
    const p = proposeCertificates({
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      domicilio: santos,
      imovel: santos,
    });
    for (const code of [
      'tjsp',
      'tjsp-falencia',
      'tjsp-inventario',
      'trt2',
      'cndt',
      'iptu-santos',
      'pje-trt2',
      'trf3',
      'trf3-regional',
      'receita-federal',
    ])
      expect(codes(p)).toContain(code);
  });

  it('picks TRT-15 for the São Paulo interior and warns when the city is missing', () => {
    const campinas = proposeCertificates({
      finalidade: 'antecedentes',
      tipoPessoa: 'fisica',
      domicilio: { uf: 'SP', cidade: 'Campinas' },
    });
    expect(codes(campinas)).toContain('trt15');
    expect(codes(campinas)).not.toContain('trt2');
    const noCity = proposeCertificates({
      finalidade: 'antecedentes',
      tipoPessoa: 'fisica',
      domicilio: { uf: 'SP' },
    });
    expect(codes(noCity)).toEqual(expect.arrayContaining(['trt2', 'trt15']));
    expect(noCity.avisos).toContain(PROPOSAL_MESSAGES.spCityMissing);
  });

  it('proposes each kind of transaction for every UF: its state court and its regions', () => {
    for (const f of FINALIDADES) {
      for (const uf of UFS) {
        const local = { uf, cidade: UF_INFO[uf].capital };
        const p = proposeCertificates({
          finalidade: f.id,
          tipoPessoa: 'juridica',
          domicilio: local,
          imovel: local,
        });
        const types = p.certidoes.map((c) => getCertificateType(c.tipoCertidao));
        expect(types.every((t) => t?.personTypes.includes('juridica'))).toBe(true);
        expect(
          types.some((t) => t?.categoria === 'civel' && t.jurisdicao.tipo === 'uf' && t.jurisdicao.uf === uf),
        ).toBe(true);
        if (f.regras.some((r) => r.categoria === 'trabalhista'))
          expect(types.filter((t) => t?.categoria === 'trabalhista').length).toBeGreaterThan(0);
        if (f.imovel) expect(types.some((t) => t?.categoria === 'tributos-municipais')).toBe(true);
        expect(new Set(codes(p)).size).toBe(p.certidoes.length);
      }
    }
  });

  it('company due diligence asks FGTS, the CNPJ card and the state taxes; a person’s does not get company types', () => {
    const co = proposeCertificates({
      finalidade: 'due-diligence-empresa',
      tipoPessoa: 'juridica',
      domicilio: { uf: 'PR', cidade: 'Curitiba' },
    });
    expect(codes(co)).toEqual(
      expect.arrayContaining([
        'tjpr',
        'trf4',
        'trt9',
        'sefaz-pr',
        'fgts',
        'cnpj',
        'cndt',
        'receita-federal',
        'protesto',
      ]),
    );
    const person = proposeCertificates({
      finalidade: 'due-diligence-empresa',
      tipoPessoa: 'fisica',
      domicilio: { uf: 'PR', cidade: 'Curitiba' },
    });
    expect(codes(person)).not.toContain('fgts');
    expect(codes(person)).not.toContain('cnpj');
  });

  it('renting asks the criminal search of a person only', () => {
    const p = proposeCertificates({
      finalidade: 'locacao',
      tipoPessoa: 'fisica',
      domicilio: { uf: 'RS', cidade: 'Porto Alegre' },
    });
    expect(codes(p)).toEqual(['tjrs', 'tjrs-falencia', 'tjrs-criminal', 'protesto']);
    const co = proposeCertificates({
      finalidade: 'locacao',
      tipoPessoa: 'juridica',
      domicilio: { uf: 'RS', cidade: 'Porto Alegre' },
    });
    expect(codes(co)).not.toContain('tjrs-criminal');
  });

  it('says what it cannot cover', () => {
    const contagem = { uf: 'MG' as Uf, cidade: 'Contagem' };
    const p = proposeCertificates({
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      domicilio: bh,
      imovel: contagem,
    });
    expect(p.avisos).toEqual([PROPOSAL_MESSAGES.semIptu(contagem)]);
    expect(codes(p)).not.toContain('iptu-belo-horizonte');
    const nowhere = proposeCertificates({
      finalidade: 'compra-imovel',
      tipoPessoa: 'fisica',
      domicilio: null,
    });
    expect(nowhere.avisos).toEqual([PROPOSAL_MESSAGES.domicilioRequired, PROPOSAL_MESSAGES.imovelMissing]);
    expect(codes(nowhere)).toEqual(['cndt', 'receita-federal', 'protesto', 'cnib']);
    expect(proposeCertificates({ finalidade: 'x', tipoPessoa: 'fisica', domicilio: bh }).avisos).toEqual([
      PROPOSAL_MESSAGES.finalidadeInvalid('x'),
    ]);
  });

  it('finds the types of a category for a place', () => {
    expect(typesFor('federal', 'fisica', { uf: 'SP', cidade: 'Santos' }).map((t) => t.code)).toEqual([
      'trf3',
      'trf3-regional',
    ]);
    expect(typesFor('civel', 'fisica', null)).toEqual([]);
    expect(typesFor('cndt', 'fisica', null).map((t) => t.code)).toEqual(['cndt']);
  });

  it('resolves a São Paulo kit for another place, and keeps it where no place is given', () => {
    const kit = [
      'tjsp',
      'tjsp-inventario',
      'trt2',
      'cndt',
      'iptu-santos',
      'pje-trt2',
      'trf3',
      'trf3-regional',
      'receita-federal',
    ];
    expect(resolveForPlace(kit, 'fisica', bh, bh)).toEqual([
      'cndt',
      'receita-federal',
      'tjmg',
      'trf6',
      'trt3',
      'iptu-belo-horizonte',
    ]);
    expect(resolveForPlace(kit, 'fisica', null, null)).toEqual(kit);
    expect(resolveForPlace(kit, 'juridica', null, null)).not.toContain('tjsp-inventario');
    // Brasília: TRT-10 has an electronic-records type of its own.
    expect(resolveForPlace(['trt2', 'pje-trt2'], 'fisica', { uf: 'DF', cidade: 'Brasília' }, null)).toEqual([
      'trt10',
      'pje-trt10',
    ]);
    expect(resolveForPlace(['desconhecido'], 'fisica', bh, bh)).toEqual([]);
  });

  it('uses only types that exist', () => {
    const all = new Set(CERTIFICATE_TYPES.map((t) => t.code));
    for (const f of FINALIDADES)
      for (const uf of UFS)
        for (const c of proposeCertificates({
          finalidade: f.id,
          tipoPessoa: 'fisica',
          domicilio: { uf, cidade: UF_INFO[uf].capital },
          imovel: { uf, cidade: UF_INFO[uf].capital },
        }).certidoes)
          expect(all.has(c.tipoCertidao)).toBe(true);
  });
});
