import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPES, type CertificateTypeInfo, getCertificateType, issuanceOf } from './catalogue';
import { ASSISTED_PRICE, servicePriceCentavos } from './prices';
import { certificatePriceCentavos, QUOTE_MESSAGES, quoteCertificates } from './quote';

const assisted = (t: CertificateTypeInfo) => t.personTypes.some((p) => issuanceOf(t, p) === 'assistida');
const price = (code: string) => getCertificateType(code)?.precoCentavos;

describe('prices', () => {
  it('gives every type of the catalogue a positive price in whole cents', () => {
    expect(CERTIFICATE_TYPES).toHaveLength(155);
    for (const t of CERTIFICATE_TYPES) {
      expect(Number.isInteger(t.precoCentavos)).toBe(true);
      expect(t.precoCentavos).toBeGreaterThan(0);
    }
  });

  it('prices every assisted type above every automatic one', () => {
    const auto = CERTIFICATE_TYPES.filter((t) => !assisted(t)).map((t) => t.precoCentavos);
    const byHand = CERTIFICATE_TYPES.filter(assisted).map((t) => t.precoCentavos);
    expect(auto.length).toBeGreaterThan(0);
    expect(byHand.length).toBeGreaterThan(0);
    expect(Math.min(...byHand)).toBeGreaterThan(Math.max(...auto));
    for (const t of CERTIFICATE_TYPES.filter(assisted))
      expect(t.precoCentavos).toBeGreaterThanOrEqual(ASSISTED_PRICE);
  });

  it('prices the ten original types', () => {
    expect(
      Object.fromEntries(CERTIFICATE_TYPES.filter((t) => t.original).map((t) => [t.code, t.precoCentavos])),
    ).toEqual({
      tjsp: 990,
      'tjsp-falencia': 990,
      'tjsp-inventario': 990,
      trt2: 790,
      cndt: 790,
      'iptu-santos': 2490,
      'pje-trt2': 790,
      trf3: 2490,
      'trf3-regional': 2490,
      'receita-federal': 790,
    });
  });

  it('follows the rule by kind of source and way of issue', () => {
    // Automatic national and federal searches.
    for (const code of ['cndt', 'receita-federal', 'fgts', 'cnpj', 'cjf-unificada', 'trt3', 'pje-trt10'])
      expect(price(code)).toBe(790);
    // Automatic state courts and state taxes.
    for (const code of ['tjrj', 'tjrs-falencia', 'tjrs-execucao-fiscal', 'sefaz-mg', 'sefaz-sp'])
      expect(price(code)).toBe(990);
    // Issued by an operator: protests, CNIB, the federal regional courts, criminal searches, capitals' IPTU.
    for (const code of ['protesto', 'cnib', 'trf1', 'tjsp-criminal', 'iptu-belo-horizonte', 'tjmg', 'trt18'])
      expect(price(code)).toBe(2490);
    // Automatic for persons only: priced as assisted, one price per type.
    expect(price('tjmt')).toBe(2490);
    // The property registry.
    expect(price('matricula')).toBe(3990);
    expect(price('onus-reais')).toBe(3990);
  });

  it('prices a category by its source when automatic, never below an operator when assisted', () => {
    expect(servicePriceCentavos('protesto', 'automatica')).toBe(1490);
    expect(servicePriceCentavos('tributos-municipais', 'automatica')).toBe(990);
    expect(servicePriceCentavos('indisponibilidade', 'automatica')).toBe(790);
    expect(servicePriceCentavos('protesto', 'assistida')).toBe(2490);
    expect(servicePriceCentavos('registro-imoveis', 'assistida')).toBe(3990);
  });
});

describe('quoteCertificates', () => {
  it('lists each type with its price, fee and total, and sums them', () => {
    const q = quoteCertificates(['tjsp', 'cndt', 'trf3', 'tjsp'], 'fisica');
    expect(q.itens).toEqual([
      {
        tipoCertidao: 'tjsp',
        nome: 'Certidão de Distribuição Cível (TJSP)',
        precoCentavos: 990,
        taxaOficialCentavos: 0,
        totalCentavos: 990,
        taxaVariavel: false,
        taxaObservacao: null,
      },
      expect.objectContaining({ tipoCertidao: 'cndt', precoCentavos: 790, totalCentavos: 790 }),
      expect.objectContaining({ tipoCertidao: 'trf3', precoCentavos: 2490, totalCentavos: 2490 }),
    ]);
    expect(q.totalCentavos).toBe(990 + 790 + 2490);
    expect(q.taxaVariavel).toBe(false);
    expect(q.ignorados).toEqual([]);
  });

  it('totals the ten original types of a person and the nine of a company', () => {
    const codes = CERTIFICATE_TYPES.filter((t) => t.original).map((t) => t.code);
    expect(quoteCertificates(codes, 'fisica').totalCentavos).toBe(13_600);
    const company = quoteCertificates(codes, 'juridica');
    expect(company.itens).toHaveLength(9);
    expect(company.totalCentavos).toBe(12_610);
    expect(company.ignorados).toEqual(['tjsp-inventario']);
  });

  it('flags a fee that varies: null on the item, left out of the total', () => {
    const q = quoteCertificates(['matricula', 'cndt'], 'juridica');
    const [registry] = q.itens;
    expect(registry).toMatchObject({
      tipoCertidao: 'matricula',
      precoCentavos: 3990,
      taxaOficialCentavos: null,
      totalCentavos: 3990,
      taxaVariavel: true,
    });
    expect(registry?.taxaObservacao).toMatch(/Emolumentos/);
    expect(q.totalCentavos).toBe(3990 + 790);
    expect(q.taxaVariavel).toBe(true);
    expect(QUOTE_MESSAGES.variableFee).toBe('+ taxa do cartório');
  });

  it('leaves out unknown codes and types not issued for the person type', () => {
    const q = quoteCertificates(['desconhecida', 'fgts', 'cndt'], 'fisica');
    expect(q.itens.map((i) => i.tipoCertidao)).toEqual(['cndt']);
    expect(q.ignorados).toEqual(['desconhecida', 'fgts']);
    expect(quoteCertificates([], 'fisica')).toEqual({
      itens: [],
      totalCentavos: 0,
      taxaVariavel: false,
      ignorados: [],
    });
  });

  it('records what the quote says: the price plus the known fee', () => {
    for (const t of CERTIFICATE_TYPES)
      expect(certificatePriceCentavos(t.code)).toBe(t.precoCentavos + (t.taxaOficialCentavos ?? 0));
    expect(certificatePriceCentavos('desconhecida')).toBeUndefined();
  });
});
